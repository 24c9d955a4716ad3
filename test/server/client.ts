/** A minimal stateless client for the server tests: one POST per request, with per-request `_meta` and headers. */

/** The tasks extension id, as clients declare it. */
export const EXT = "io.modelcontextprotocol/tasks";

/** Client capabilities declaring the tasks extension (and elicitation). */
export const tasksCaps = { elicitation: {}, extensions: { [EXT]: {} } };

/** Options of one request. */
export interface CallOptions {
  /** Per-request client capabilities; defaults to `tasksCaps`. */
  caps?: object;
  /** Headers replacing the computed routing headers (by exact name). */
  headers?: Record<string, string>;
  /** Routing headers to leave out. */
  omit?: string[];
}

/** A JSON-RPC answer as the tests read it. */
export interface Answer {
  status: number;
  body: { id?: unknown; result?: Record<string, any>; error?: { code: number; message: string; data?: any } };
}

let nextId = 1;

/** The `Mcp-Name` value the body implies, for the methods that carry one. */
function nameOf(method: string, params: Record<string, unknown>): string | undefined {
  if (method === "tools/call") return params.name as string;
  if (method.startsWith("tasks/") && method !== "tasks/list" && method !== "tasks/result")
    return params.taskId as string;
  return undefined;
}

/** Sends one request and returns the HTTP status and the parsed body. */
export async function request(
  url: URL,
  method: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Answer> {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "server-tests", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": options.caps ?? tasksCaps,
  };
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": "2026-07-28",
    "Mcp-Method": method,
  };
  const name = nameOf(method, params);
  if (name !== undefined) headers["Mcp-Name"] = name;
  for (const omitted of options.omit ?? []) delete headers[omitted];
  Object.assign(headers, options.headers);
  const body = { jsonrpc: "2.0", id: nextId++, method, params: { ...params, _meta: meta } };
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** Sends a request that must succeed and returns its result. */
export async function result(
  url: URL,
  method: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Record<string, any>> {
  const answer = await request(url, method, params, options);
  if (answer.body.result === undefined) throw new Error(`${method} failed: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

/** Polls tasks/get (every 5 ms, for at most 5 s) until the task satisfies `done`, and returns that state. */
export async function pollUntil(
  url: URL,
  taskId: string,
  done: (task: Record<string, any>) => boolean,
): Promise<Record<string, any>> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const task = await result(url, "tasks/get", { taskId });
    if (done(task)) return task;
    if (Date.now() > deadline)
      throw new Error(`task ${taskId} never reached the awaited state; last: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Whether a status is terminal. */
export function isTerminal(task: Record<string, any>): boolean {
  return task.status === "completed" || task.status === "failed" || task.status === "cancelled";
}

/** Posts a notification (no id) with the routing headers a client sends, and returns the HTTP status and body text. */
export async function notify(
  url: URL,
  method: string,
  params: Record<string, unknown> = {},
): Promise<{ status: number; text: string }> {
  const headers = { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method };
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ jsonrpc: "2.0", method, params }),
  });
  return { status: response.status, text: await response.text() };
}
