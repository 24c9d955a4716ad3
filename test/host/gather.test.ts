/**
 * A tool's `gather` phase, run inside tools/call before any task exists: each shape it may return, what it sees,
 * its throws, and the answers to what it returns that fits no shape.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { defineTool, jsonRpcError, type HostTool } from "../../src/host/index.js";
import { pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "Who?", requestedSchema: { type: "object" as const, properties: {} } },
};
const plain = { caps: { elicitation: {} } };

const gate: HostTool = {
  name: "gate",
  inputSchema: { type: "object" },
  gather: (args, responses, ctx) => {
    switch (args.mode) {
      case "ask":
        return args.state === undefined
          ? { inputRequests: { who: form } }
          : ({ inputRequests: { who: form }, requestState: args.state } as never);
      case "echo":
        return {
          result: text(
            JSON.stringify({
              responses: responses ?? null,
              state: ctx.requestState ?? null,
              owner: ctx.owner,
              signal: ctx.signal instanceof AbortSignal,
            }),
          ),
        };
      case "args":
        return { arguments: { n: 2 } };
      case "throw":
        throw new Error("no way");
      case "coded":
        throw jsonRpcError(-32050, "slow down", { retryAfter: 1 });
      default:
        return args.junk as never;
    }
  },
  run: (args) => text(`ran ${JSON.stringify(args)}`),
};

const counted = defineTool({
  name: "counted",
  inputSchema: z.object({ n: z.number().int().min(1) }),
  gather: (args) => ({ arguments: { n: args.n - 1 } }),
  run: (args) => text(`counted ${args.n}`),
});

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ tools: [gate, counted], owner: () => "alice" });
});
afterAll(() => h.close());

const call = (args: Record<string, unknown>, extra: Record<string, unknown> = {}, options = plain) =>
  request(h.url, "tools/call", { name: "gate", arguments: args, ...extra }, options);

describe("gather", () => {
  it("asks for input with an InputRequiredResult, echoing a string requestState", async () => {
    const asked = await call({ mode: "ask", state: "round-1" });
    expect(asked.status).toBe(200);
    expect(asked.body.result).toEqual({
      resultType: "input_required",
      inputRequests: { who: form },
      requestState: "round-1",
    });
    const bare = await call({ mode: "ask" });
    expect(bare.body.result).toEqual({ resultType: "input_required", inputRequests: { who: form } });
    // A requestState that is not a string is not passed on.
    const odd = await call({ mode: "ask", state: 7 });
    expect(odd.body.result).toEqual({ resultType: "input_required", inputRequests: { who: form } });
  });

  it("answers a result at once, and sees the responses, requestState and owner the client sent", async () => {
    const responses = { who: { action: "accept", content: { name: "ada" } } };
    const answered = await call({ mode: "echo" }, { inputResponses: responses, requestState: "round-1" });
    expect(answered.body.result?.resultType).toBe("complete");
    expect(answered.body.result?.task).toBeUndefined();
    expect(JSON.parse(answered.body.result?.content[0].text)).toEqual({
      responses,
      state: "round-1",
      owner: "alice",
      signal: true,
    });
    const first = await call({ mode: "echo" });
    expect(JSON.parse(first.body.result?.content[0].text)).toMatchObject({ responses: null, state: null });
    const odd = await call({ mode: "echo" }, { requestState: 5 });
    // A requestState that is not a string never reaches gather: the codec refuses it.
    expect(odd.body.error?.message).toBe("Invalid params: /params/requestState must be a string");
  });

  it("runs the tool with the arguments it returns, inline or as a task", async () => {
    const inline = await call({ mode: "args" });
    expect(inline.body.result).toEqual({ ...text('ran {"n":2}'), resultType: "complete" });
    const created = await result(h.url, "tools/call", { name: "gate", arguments: { mode: "args" } });
    expect(created.resultType).toBe("task");
    const done = await pollUntil(h.url, created.taskId, (t) => t.status === "completed");
    expect(done.result.content[0].text).toBe('ran {"n":2}');
  });

  it("checks the arguments it returns against the tool's Standard Schema", async () => {
    const valid = await request(h.url, "tools/call", { name: "counted", arguments: { n: 3 } }, plain);
    expect(valid.body.result).toEqual({ ...text("counted 2"), resultType: "complete" });
    const invalid = await request(h.url, "tools/call", { name: "counted", arguments: { n: 1 } }, plain);
    expect(invalid.body.result?.isError).toBe(true);
    expect(invalid.body.result?.content[0].text).toMatch(
      /^Input validation error: Invalid arguments for tool counted: n: /,
    );
    expect(h.host.stats().workers).toBe(0);
  });

  it("answers a throw with -32603 naming the tool, or with the error a thrown jsonRpcError carries", async () => {
    const thrown = await call({ mode: "throw" });
    expect(thrown.status).toBe(500);
    expect(thrown.body.error).toEqual({ code: -32603, message: "gate failed: no way" });
    const coded = await call({ mode: "coded" });
    expect(coded.body.error).toEqual({ code: -32050, message: "slow down", data: { retryAfter: 1 } });
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a string", "junk"],
    ["an empty object", {}],
    ["null inputRequests", { inputRequests: null }],
    ["a null result", { result: null }],
    ["null arguments", { arguments: null }],
    ["array arguments", { arguments: [1] }],
    ["string arguments", { arguments: "x" }],
  ])("answers %s with -32603 and starts nothing", async (_, junk) => {
    const answer = await call(junk === undefined ? {} : { junk });
    expect(answer.status).toBe(500);
    expect(answer.body.error).toEqual({
      code: -32603,
      message: "Internal error: gate's gather returned neither inputRequests, result nor arguments",
    });
    expect(h.host.stats().workers).toBe(0);
  });

  it("takes the first shape that fits: a result beside null inputRequests", async () => {
    const answer = await call({ junk: { inputRequests: null, result: text("fine") } });
    expect(answer.body.result).toEqual({ ...text("fine"), resultType: "complete" });
  });
});
