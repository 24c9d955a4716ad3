/**
 * Which refusals of a tasks/update count as malformed responses only: issues under /params/inputResponses/<key> (keys
 * with "~" and "/" decoded from the pointer), not a malformed inputResponses itself nor a malformed _meta.
 */
import { describe, expect, it } from "vitest";
import type { HostTool, TasksHost } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, metaOf, read, rpc } from "./fetch-client.js";
import { testTools } from "./harness.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "Who?", requestedSchema: { type: "object" as const, properties: {} } },
};
const oddKeys: HostTool = {
  name: "odd_keys",
  taskSupport: "required",
  inputSchema: { type: "object" },
  run: async (_a, ctx) => {
    const answers = await ctx.requestInput({ "a~b": form, "c/d": form });
    return { content: [{ type: "text", text: JSON.stringify(answers) }] };
  },
};
const tools = [...testTools, oddKeys];

async function started(host: TasksHost, tool: string, status: string): Promise<string> {
  const created = await read(await host.fetch(rpc("tools/call", { name: tool, arguments: {} }), info));
  const taskId = created.body.result.taskId as string;
  for (let i = 0; i < 200; i++) {
    const got = await read(await host.fetch(rpc("tasks/get", { taskId }), info));
    if (got.body.result?.status === status) return taskId;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`task ${taskId} never reached ${status}`);
}

async function update(host: TasksHost, params: Record<string, unknown>) {
  const request = rpc("tasks/update", params);
  const id = JSON.parse(await request.clone().text()).id;
  return { id, ...(await read(await host.fetch(request, info))) };
}

const issue = (path: string, message: string) => ({ path, keyword: "type", message, code: "mcp-tasks/schema" });

describe("a tasks/update the codec refuses", () => {
  it("is refused when inputResponses itself is not an object", async () => {
    const { host } = makeHost({ tools });
    const taskId = await started(host, "cancellable", "working");
    for (const inputResponses of [5, [5, 6]]) {
      const { id, status, body } = await update(host, { taskId, inputResponses });
      expect(status).toBe(400);
      expect(body).toEqual({
        jsonrpc: "2.0",
        id,
        error: {
          code: -32602,
          message: "Invalid params: /params/inputResponses must be an object",
          data: { issues: [issue("/params/inputResponses", "must be an object")] },
        },
      });
    }
  });

  it("is refused when _meta is malformed too, though the malformed response is ignorable", async () => {
    const { host } = makeHost({ tools });
    const taskId = await started(host, "cancellable", "working");
    const _meta = { ...metaOf(), "io.modelcontextprotocol/clientInfo": { name: 5, version: "1" } };
    const { status, body } = await update(host, { taskId, inputResponses: { k: 5 }, _meta });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: -32602,
      message: "Invalid params: /params/_meta/io.modelcontextprotocol~1clientInfo/name must be a string",
      data: {
        issues: [
          issue("/params/_meta/io.modelcontextprotocol~1clientInfo/name", "must be a string"),
          issue("/params/inputResponses/k", "must be an object"),
        ],
      },
    });
  });

  it("is acknowledged when the malformed response is under a key that is not outstanding", async () => {
    const { host, errors } = makeHost({ tools });
    const taskId = await started(host, "cancellable", "working");
    const { id, status, body } = await update(host, { taskId, inputResponses: { k: 5 } });
    expect({ status, body }).toEqual({ status: 200, body: { jsonrpc: "2.0", id, result: { resultType: "complete" } } });
    expect(errors).toEqual([]);
  });

  it("is refused when an outstanding key holding '~' or '/' has a malformed response", async () => {
    const { host } = makeHost({ tools });
    const taskId = await started(host, "odd_keys", "input_required");
    for (const [key, pointer] of [
      ["a~b", "a~0b"],
      ["c/d", "c~1d"],
    ]) {
      const { status, body } = await update(host, { taskId, inputResponses: { [key!]: 5 } });
      expect(status).toBe(400);
      expect(body.error).toEqual({
        code: -32602,
        message: `Invalid params: /params/inputResponses/${pointer} must be an object`,
        data: { issues: [issue(`/params/inputResponses/${pointer}`, "must be an object")] },
      });
    }
    const got = await read(await host.fetch(rpc("tasks/get", { taskId }), info));
    expect(got.body.result.status).toBe("input_required");
  });
});

describe("a malformed response under a key the store last said was not outstanding", () => {
  it("is left out of the update, even when the key is outstanding by the time it is applied", async () => {
    const inner = memoryStore();
    let stale = false;
    // A store whose reads may lag its writes (a replica): while `stale`, it reads tasks as waiting for nothing.
    const store: TaskStore = {
      ...inner,
      get: async (taskId, scope) => {
        const got = await inner.get(taskId, scope);
        if (!stale || !got.ok) return got;
        return {
          ok: true,
          value: { ...got.value, state: { ...got.value.state, status: "working", inputRequests: null } },
        };
      },
    };
    const { host, errors } = makeHost({ tools, store });
    const taskId = await started(host, "ask_once", "input_required");
    stale = true;
    const { id, status, body } = await update(host, { taskId, inputResponses: { who: 5 } });
    stale = false;
    expect({ status, body }).toEqual({ status: 200, body: { jsonrpc: "2.0", id, result: { resultType: "complete" } } });
    const got = await read(await host.fetch(rpc("tasks/get", { taskId }), info));
    expect(got.body.result.status).toBe("input_required");
    expect(errors).toEqual([]);
    await host.fetch(rpc("tasks/cancel", { taskId }), info);
  });
});
