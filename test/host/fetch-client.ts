/** Builds requests for `host.fetch` directly (no server): the routing headers and `_meta` a client of 2026-07-28 sends. */
import { afterEach, expect } from "vitest";
import { createTasksHost, type HostOptions, type TasksHost } from "../../src/host/index.js";
import { tasksCaps } from "../server/client.js";
import { testTools } from "./harness.js";

let nextId = 1;

/** `_meta` of a request of revision 2026-07-28, with the given client capabilities. */
export function metaOf(caps: object = tasksCaps): Record<string, unknown> {
  return {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "fetch-tests", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": caps,
  };
}

/** A POST of one JSON-RPC request; `params._meta` is added unless params carry their own `_meta`. */
export function rpc(
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Request {
  const routing: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": "2026-07-28",
    "Mcp-Method": method,
  };
  if (method === "tools/call") routing["Mcp-Name"] = String(params.name);
  if (method === "tasks/get" || method === "tasks/cancel" || method === "tasks/update")
    routing["Mcp-Name"] = String(params.taskId);
  const body = { jsonrpc: "2.0", id: nextId++, method, params: { _meta: metaOf(), ...params } };
  return new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: { ...routing, ...headers },
    body: JSON.stringify(body),
  });
}

/** The status and parsed JSON body of a response. */
export async function read(response: Response): Promise<{ status: number; body: Record<string, any> }> {
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** A maker of hosts over the test tools, each closed after the test that made it; errors go to `errors`. */
export function hostsClosedAfterEach(): (options?: Partial<HostOptions>) => { host: TasksHost; errors: unknown[] } {
  const hosts: TasksHost[] = [];
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.close()));
  });
  return (options = {}) => {
    const errors: unknown[] = [];
    const made = createTasksHost({ tools: testTools, onError: (e) => errors.push(e), ...options } as HostOptions);
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    hosts.push(made.value);
    return { host: made.value, errors };
  };
}

/** A host with no tools unless given and errors ignored; a refusal of its options fails the test at once. */
export function quietHost(options: Partial<HostOptions>): TasksHost {
  const made = createTasksHost({ tools: [], onError: () => undefined, ...options } as HostOptions);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  return made.value;
}

/** Calls the tool `name` with no arguments and gives the id of the task it made. */
export async function startTask(host: TasksHost, name: string): Promise<string> {
  const { body } = await read(await host.fetch(rpc("tools/call", { name, arguments: {} })));
  const taskId = body.result?.task?.taskId ?? body.result?.taskId;
  expect(typeof taskId).toBe("string");
  return taskId as string;
}
