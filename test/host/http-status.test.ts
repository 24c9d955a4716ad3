/**
 * The HTTP status the host answers each JSON-RPC error with: -32601 (method not found) is 404, so that a client
 * probing for a removed or unknown method can tell it from a malformed request (400).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { request } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({});
});
afterAll(async () => {
  await h.close();
});

describe("HTTP status by JSON-RPC error", () => {
  it("answers the removed tasks/result and tasks/list with 404 and -32601", async () => {
    for (const method of ["tasks/result", "tasks/list"]) {
      const answer = await request(h.url, method, { taskId: "x" });
      expect({ method, status: answer.status, code: answer.body.error?.code }).toEqual({
        method,
        status: 404,
        code: -32601,
      });
    }
  });

  it("answers a method the standalone host does not know with 404 and -32601", async () => {
    const answer = await request(h.url, "prompts/list", {});
    expect({ status: answer.status, code: answer.body.error?.code }).toEqual({ status: 404, code: -32601 });
  });

  it("answers invalid params, an undeclared extension and a header mismatch with 400", async () => {
    const unknownTask = await request(h.url, "tasks/get", { taskId: "nope" });
    expect({ status: unknownTask.status, code: unknownTask.body.error?.code }).toEqual({ status: 400, code: -32602 });
    const undeclared = await request(h.url, "tasks/get", { taskId: "nope" }, { caps: {} });
    expect({ status: undeclared.status, code: undeclared.body.error?.code }).toEqual({ status: 400, code: -32021 });
    const mismatch = await request(h.url, "tasks/get", { taskId: "x" }, { headers: { "Mcp-Name": "y" } });
    expect({ status: mismatch.status, code: mismatch.body.error?.code }).toEqual({ status: 400, code: -32020 });
  });

  it("gives the same answer through host.fetch, without a server in between", async () => {
    const made = createTasksHost({ tools: [] });
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    const response = await made.value.fetch(
      new Request("http://localhost/mcp", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json, text/event-stream",
          "MCP-Protocol-Version": "2026-07-28",
          "Mcp-Method": "tasks/list",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tasks/list", params: {} }),
      }),
    );
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32601);
    await made.value.close();
  });
});
