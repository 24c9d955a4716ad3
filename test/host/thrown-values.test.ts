/**
 * What a client sees of odd values a tool throws or returns (strings, objects that refuse to be read, callable
 * thenables, a result of the wrong kind), with a task and inline, and of requests the host cannot read at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTasksHost, jsonRpcError, type HostTool } from "../../src/host/index.js";
import { isTerminal, pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "?", requestedSchema: { type: "object" as const, properties: {} } },
};
const tool = (name: string, run: HostTool["run"], taskSupport: HostTool["taskSupport"] = "optional"): HostTool => ({
  name,
  taskSupport,
  inputSchema: { type: "object" },
  run,
});

const tools: HostTool[] = [
  tool("throws_string", () => {
    throw "plain words";
  }),
  tool("throws_unreadable", () => {
    throw Object.create(null);
  }),
  tool("odd_code", () => {
    throw jsonRpcError(1.5, "odd code");
  }),
  // A function with a then method, as a tool might return: the host must await it like any promise.
  tool(
    "callable_thenable",
    () =>
      // biome-ignore lint/suspicious/noThenProperty: a callable thenable is what is tested
      Object.assign(() => undefined, { then: (ok: (v: unknown) => void) => ok(text("ok")) }) as never,
  ),
  tool("then_getter", () => ({
    content: [],
    // biome-ignore lint/suspicious/noThenProperty: a then that cannot be read is what is tested
    get then(): never {
      throw new Error("then refused");
    },
  })),
  tool("wrong_kind", () => ({ resultType: "input_required", inputRequests: { who: form } }) as never),
  tool("asks_inline", async (_a, ctx) => text(String(await ctx.requestInput({ who: form })))),
  tool("status_inline", async (_a, ctx) => text(`set: ${await ctx.setStatusMessage("hello")}`)),
];

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ tools });
});
afterAll(() => h.close());

/** Calls a tool with a task and returns its terminal state. */
async function ended(name: string): Promise<Record<string, any>> {
  const created = await result(h.url, "tools/call", { name, arguments: {} });
  return pollUntil(h.url, created.taskId, isTerminal);
}

/** Calls a tool without the tasks extension, so that it runs inline. */
const inline = (name: string) => request(h.url, "tools/call", { name, arguments: {} }, { caps: {} });

describe("thrown values", () => {
  it("fails a task with -32603 and the text of a thrown string", async () => {
    const task = await ended("throws_string");
    expect(task.status).toBe("failed");
    expect(task.error).toEqual({ code: -32603, message: "throws_string failed: plain words" });
  });

  it("answers -32603 with the text of a thrown string inline", async () => {
    const answer = await inline("throws_string");
    expect(answer.body.error).toEqual({ code: -32603, message: "throws_string failed: plain words" });
    expect(answer.status).toBe(500);
  });

  it("fails with the prefix alone when the thrown value cannot even be turned into text", async () => {
    expect((await ended("throws_unreadable")).error).toEqual({ code: -32603, message: "throws_unreadable failed" });
    expect((await inline("throws_unreadable")).body.error).toEqual({
      code: -32603,
      message: "throws_unreadable failed",
    });
  });

  it("turns a jsonRpcError code that is not an integer into -32603", async () => {
    expect(jsonRpcError(1.5, "m").code).toBe(-32603);
    expect((await ended("odd_code")).error).toEqual({ code: -32603, message: "odd code" });
  });
});

describe("returned values", () => {
  it("awaits a callable thenable", async () => {
    const task = await ended("callable_thenable");
    expect(task.status).toBe("completed");
    const answer = await inline("callable_thenable");
    expect(answer.body.result?.content).toEqual([{ type: "text", text: "ok" }]);
  });

  it("treats a value whose then cannot be read as a promise that rejects with that error", async () => {
    const task = await ended("then_getter");
    expect(task.error).toEqual({ code: -32603, message: "then_getter failed: then refused" });
  });

  it("names the resultType of a valid result that is not a CallToolResult", async () => {
    const task = await ended("wrong_kind");
    expect(task.error).toEqual({
      code: -32603,
      message: 'wrong_kind returned an invalid tool result: resultType "input_required"',
    });
  });
});

describe("a tool run inline", () => {
  it("cannot ask for input: the request rejects with why", async () => {
    const answer = await inline("asks_inline");
    expect(answer.body.error).toEqual({
      code: -32603,
      message:
        "asks_inline failed: asks_inline asked for input, which needs a task; call it declaring the tasks extension",
    });
  });

  it("sets no status message: setStatusMessage resolves false", async () => {
    const answer = await inline("status_inline");
    expect(answer.body.result?.content).toEqual([{ type: "text", text: "set: false" }]);
  });
});

describe("requests the host cannot read", () => {
  const url = "http://127.0.0.1/mcp";

  it("names a missing content type as (none)", async () => {
    const response = await h.host.fetch(new Request(url, { method: "POST", body: new Uint8Array([123, 125]) }));
    expect(response.status).toBe(415);
    const body = (await response.json()) as { error: { code: number; message: string } };
    expect(body.error.code).toBe(-32600);
    expect(body.error.message).toBe('Unsupported Media Type: the body must be application/json in UTF-8, not "(none)"');
  });

  it("answers 400 -32700 to a body that fails while it is read", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const response = await h.host.fetch(
      new Request(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: unknown }).error).toEqual({
      code: -32700,
      message: "Parse error: the body could not be read",
    });
  });

  it("answers 500 -32603 Internal error, and reports it, when an option throws", async () => {
    const errors: unknown[] = [];
    const made = createTasksHost({
      tools,
      onError: (error) => errors.push(error),
      allowOrigin: () => {
        throw new Error("origin check broke");
      },
    });
    if (!made.ok) throw new Error("host not made");
    try {
      const response = await made.value.fetch(
        new Request(url, { method: "POST", headers: { Origin: "https://a.example" }, body: "{}" }),
      );
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: unknown }).error).toEqual({
        code: -32603,
        message: "Internal error",
      });
      expect(errors).toEqual([new Error("origin check broke")]);
    } finally {
      await made.value.close();
    }
  });
});
