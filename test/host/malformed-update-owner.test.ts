/**
 * A tasks/update the codec refuses for malformed responses only: its version markers and its owner are checked before
 * the task is looked at, and it is acknowledged only when none of the malformed keys is outstanding.
 */
import { describe, expect, it } from "vitest";
import type { HostOptions, TasksHost } from "../../src/host/index.js";
import { tasksCaps } from "../server/client.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };

/** Starts `tool` and waits until the task has the given status. */
async function started(host: TasksHost, tool: string, status: string, headers: Record<string, string> = {}) {
  const created = await read(await host.fetch(rpc("tools/call", { name: tool, arguments: {} }, headers), info));
  const taskId = created.body.result.taskId as string;
  for (let i = 0; i < 200; i++) {
    const got = await read(await host.fetch(rpc("tasks/get", { taskId }, headers), info));
    if (got.body.result?.status === status) return taskId;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`task ${taskId} never reached ${status}`);
}

const schemaIssue = (key: string) => ({
  path: `/params/inputResponses/${key}`,
  keyword: "type",
  message: "must be an object",
  code: "mcp-tasks/schema",
});

describe("a tasks/update refused only for malformed responses", () => {
  it("still needs the protocol version in _meta", async () => {
    const { host, errors } = makeHost();
    const taskId = await started(host, "cancellable", "working");
    const meta = { "io.modelcontextprotocol/clientCapabilities": tasksCaps };
    const request = rpc("tasks/update", { taskId, inputResponses: { k: 5 }, _meta: meta });
    const { status, body } = await read(await host.fetch(request, info));
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: -32602,
      message:
        'Invalid params: params._meta["io.modelcontextprotocol/protocolVersion"] (a string) is required on every ' +
        "request of revision 2026-07-28",
      data: { missing: ["io.modelcontextprotocol/protocolVersion"] },
    });
    expect(errors).toEqual([]);
  });

  it("is refused when any malformed key is outstanding, and the task keeps waiting", async () => {
    const { host } = makeHost();
    const taskId = await started(host, "ask_once", "input_required");
    const request = rpc("tasks/update", { taskId, inputResponses: { stray: 5, who: 5 } });
    const { status, body } = await read(await host.fetch(request, info));
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: -32602,
      message: "Invalid params: /params/inputResponses/stray must be an object",
      data: { issues: [schemaIssue("stray"), schemaIssue("who")] },
    });
    const got = await read(await host.fetch(rpc("tasks/get", { taskId }), info));
    expect(got.body.result.status).toBe("input_required");
  });

  it("is acknowledged for the owner an owner promise resolves to", async () => {
    const { host, errors } = makeHost({ owner: async () => "alice" });
    const taskId = await started(host, "cancellable", "working");
    const request = rpc("tasks/update", { taskId, inputResponses: { k: 5 } });
    const id = JSON.parse(await request.clone().text()).id;
    const response = await host.fetch(request, info);
    expect(response).toBeInstanceOf(Response);
    expect(await read(response)).toEqual({
      status: 200,
      body: { jsonrpc: "2.0", id, result: { resultType: "complete" } },
    });
    expect(errors).toEqual([]);
  });

  it("gets the Response the owner function answers instead", async () => {
    const owner: HostOptions["owner"] = (request) =>
      request.headers.get("x-user") ?? new Response("who are you?", { status: 401 });
    const { host } = makeHost({ owner });
    const taskId = await started(host, "cancellable", "working", { "x-user": "alice" });
    const response = await host.fetch(rpc("tasks/update", { taskId, inputResponses: { k: 5 } }), info);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe("who are you?");
  });
});
