/**
 * A tasks/update whose malformed responses sit under keys that are not outstanding: the rest is applied and the
 * malformed ones ignored. Also input requests that cannot be copied as JSON data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { pollUntil, request, result } from "../server/client.js";
import { sleep, startHost, type RunningHost } from "./harness.js";

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "Who?", requestedSchema: { type: "object" as const, properties: {} } },
};

const tools: HostTool[] = [
  {
    name: "ask",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => text(JSON.stringify(await ctx.requestInput({ who: form }))),
  },
  {
    name: "idle",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => (await sleep(60_000, ctx.signal), text("never")),
  },
  {
    name: "big_ask",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) =>
      text(JSON.stringify(await ctx.requestInput({ who: { ...form, params: { ...form.params, n: 10n } } as never }))),
  },
];

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ tools });
});
afterAll(() => h.close());

const accept = { action: "accept", content: { name: "ada" } };

describe("a tasks/update with malformed responses under other keys", () => {
  it("applies the well-formed responses and ignores the malformed ones", async () => {
    const created = await result(h.url, "tools/call", { name: "ask", arguments: {} });
    await pollUntil(h.url, created.taskId, (t) => t.status === "input_required");
    const acked = await request(h.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { who: accept, stray: 5 },
    });
    expect(acked.status).toBe(200);
    expect(acked.body.result).toBeDefined();
    const done = await pollUntil(h.url, created.taskId, (t) => t.status === "completed");
    expect(JSON.parse(done.result.content[0].text)).toEqual({ who: accept });
  });

  it("acknowledges a malformed response to a task waiting for nothing", async () => {
    const created = await result(h.url, "tools/call", { name: "idle", arguments: {} });
    // "S", the first letter of any text that would stand in for the task's missing requests.
    const acked = await request(h.url, "tasks/update", { taskId: created.taskId, inputResponses: { S: 5 } });
    expect(acked.status).toBe(200);
    expect(acked.body.result).toBeDefined();
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("answers a malformed response to an unknown task as an unknown task", async () => {
    const answer = await request(h.url, "tasks/update", {
      taskId: "no-such-task",
      inputResponses: { "Stryker was here": 5 },
    });
    expect(answer.body.error?.code).toBe(-32602);
    expect(answer.body.error?.message).toMatch(/task/i);
    expect(answer.body.error?.message).not.toMatch(/inputResponses/);
  });

  it("answers a malformed response to an outstanding key with the codec's refusal", async () => {
    const created = await result(h.url, "tools/call", { name: "ask", arguments: {} });
    await pollUntil(h.url, created.taskId, (t) => t.status === "input_required");
    const answer = await request(h.url, "tasks/update", { taskId: created.taskId, inputResponses: { who: 5 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/inputResponses\/who/);
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
  });
});

describe("input requests that are not JSON data", () => {
  it("fail the task, saying the requests are invalid", async () => {
    const created = await result(h.url, "tools/call", { name: "big_ask", arguments: {} });
    const done = await pollUntil(h.url, created.taskId, (t) => t.status === "failed");
    expect(done.error.message).toMatch(/^big_ask failed: invalid input requests: it could not be read as JSON data/);
  });
});
