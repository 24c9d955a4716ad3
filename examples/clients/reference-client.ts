/**
 * A small tasks client written against the wire alone (fetch and JSON, no SDK and nothing of this package), as a
 * client author in any language would write one, and run by `mcp-tasks conformance client` the way the official suite
 * runs clients: `node reference-client.ts <server-url>`, with `MCP_CONFORMANCE_CONTEXT` naming what to call.
 *
 * `MCP_TASKS_FOIL=<duty>` breaks exactly one duty, to show that the kit fails a client that breaks it (see foils.ts).
 */

import { FOILS } from "./foils.js";

type Json = Record<string, unknown>;
type Answer = { result?: Json; error?: { code: number; message: string } };

const PROTOCOL_VERSION = process.env.MCP_CONFORMANCE_PROTOCOL_VERSION ?? "2026-07-28";
const TERMINAL = new Set(["completed", "failed", "cancelled"]);
/** The most polls one task gets, so that no server can keep this client busy for ever. */
const MAX_POLLS = 30;

const url = process.argv[process.argv.length - 1] ?? "";
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? "{}") as {
  toolCalls?: { toolName: string; arguments?: Json }[];
  request?: { method: string; params?: Json };
  listen?: boolean;
  cancel?: boolean;
};
const foil = process.env.MCP_TASKS_FOIL ?? "";
if (foil !== "" && !(foil in FOILS)) {
  console.error(`unknown foil ${foil}; foils: ${Object.keys(FOILS).join(", ")}`);
  process.exit(2);
}
let nextId = 1;

/** Frames one request with the per-request _meta, and its headers (Mcp-Method, and Mcp-Name where SEP-2243 asks). */
function frame(method: string, params: Json): { message: Json; headers: Record<string, string> } {
  const undeclared =
    (foil === "undeclared-tasks" && method.startsWith("tasks/")) ||
    (foil === "listen-undeclared" && method === "subscriptions/listen");
  const capabilities = {
    elicitation: { form: {} },
    ...(undeclared ? {} : { extensions: { "io.modelcontextprotocol/tasks": {} } }),
  };
  const message = {
    jsonrpc: "2.0",
    id: nextId++,
    method,
    params: {
      ...params,
      _meta: {
        "io.modelcontextprotocol/protocolVersion": PROTOCOL_VERSION,
        "io.modelcontextprotocol/clientInfo": { name: "reference-client", version: "1.0.0" },
        "io.modelcontextprotocol/clientCapabilities": capabilities,
      },
    },
  };
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": PROTOCOL_VERSION,
    "mcp-method": method,
  };
  const name = method.startsWith("tasks/")
    ? params.taskId
    : method === "tools/call" || method === "prompts/get"
      ? params.name
      : undefined;
  if (typeof name === "string" && !(foil === "no-mcp-name" && method.startsWith("tasks/"))) headers["mcp-name"] = name;
  return { message, headers };
}

/** Sends one request (one POST) and resolves with its JSON answer. */
async function rpc(method: string, params: Json = {}): Promise<Answer> {
  const { message, headers } = frame(method, params);
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(message) });
  if (!(response.headers.get("content-type") ?? "").includes("json"))
    throw new Error(`${method}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Answer;
}

/** Sends a notification (no answer expected). */
async function notify(method: string, params: Json): Promise<void> {
  const headers = {
    "content-type": "application/json",
    "mcp-protocol-version": PROTOCOL_VERSION,
    "mcp-method": method,
  };
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify({ jsonrpc: "2.0", method, params }),
  });
  await response.text();
}

/** Follows a task through subscriptions/listen until a notification shows it terminal; false when that cannot be. */
async function listen(taskId: string): Promise<boolean> {
  const { message, headers } = frame("subscriptions/listen", { notifications: { taskIds: [taskId] } });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 20_000);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(message),
      signal: controller.signal,
    });
    if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || response.body === null) {
      await response.text();
      return false;
    }
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      buffer += decoder.decode(chunk, { stream: true }).replaceAll("\r\n", "\n");
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const data = buffer
          .slice(0, end)
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        const event = data === "" ? undefined : (JSON.parse(data) as Json);
        const params = (event?.params ?? {}) as Json;
        if (
          event?.method === "notifications/tasks" &&
          params.taskId === taskId &&
          TERMINAL.has(String(params.status))
        ) {
          console.log(`task ${taskId}: ${String(params.status)} (notified)`);
          return true;
        }
      }
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows a task from its CreateTaskResult to a terminal status, answering its input requests once each. */
async function follow(created: Json): Promise<void> {
  const taskId = String(created.taskId);
  let task = created;
  const firstInterval = typeof created.pollIntervalMs === "number" ? created.pollIntervalMs : 1000;
  let interval = firstInterval;
  const answered = new Set<string>();
  let rounds = 0;
  let extra = 0;
  for (let polls = 0; polls < MAX_POLLS; ) {
    const status = String(task.status);
    const ignored =
      (foil === "ignore-failed" && status === "failed") || (foil === "ignore-cancelled" && status === "cancelled");
    if (TERMINAL.has(status) && !(ignored && extra++ < 3)) break;
    if (status === "input_required" && typeof task.inputRequests === "object" && task.inputRequests !== null) {
      const keys = Object.keys(task.inputRequests).filter((k) => foil === "no-dedupe" || !answered.has(k));
      if (keys.length > 0 && !(foil === "one-round" && rounds > 0)) {
        const inputResponses = Object.fromEntries(keys.map((k) => [k, { action: "accept", content: { name: "Ada" } }]));
        const ack = await rpc("tasks/update", { taskId, inputResponses });
        if (ack.error !== undefined) throw new Error(`tasks/update: ${ack.error.message}`);
        for (const k of keys) answered.add(k);
        rounds++;
      }
    }
    await sleep(foil === "first-interval" ? firstInterval : interval);
    const got = await rpc("tasks/get", { taskId });
    polls++;
    if (got.error !== undefined) {
      if (got.error.code === -32602 && foil === "retry-unknown" && extra++ < 3) continue;
      console.log(`task ${taskId}: ${got.error.message}`);
      return;
    }
    task = got.result ?? {};
    if (typeof task.pollIntervalMs === "number") interval = task.pollIntervalMs;
    if (foil === "stop-early") return;
  }
  console.log(`task ${taskId}: ${String(task.status)}`);
}

await rpc("server/discover");
if (context.request !== undefined) {
  const answer = await rpc(context.request.method, context.request.params ?? {});
  if (answer.result?.resultType === "task") {
    if (foil === "poll-unsupported") await follow(answer.result);
    else
      console.log(`${context.request.method}: invalid response (a CreateTaskResult; only tools/call supports tasks)`);
  }
}
for (const call of context.toolCalls ?? []) {
  const callId = nextId;
  const answer = await rpc("tools/call", { name: call.toolName, arguments: call.arguments ?? {} });
  if (answer.error !== undefined) throw new Error(`tools/call ${call.toolName}: ${answer.error.message}`);
  const result = answer.result ?? {};
  if (result.resultType === "task" && context.cancel === true) {
    // The client need not poll after cancelling: the task is left to end as cancelled.
    if (foil === "cancel-notification") await notify("notifications/cancelled", { requestId: callId, reason: "user" });
    else await rpc("tasks/cancel", { taskId: String(result.taskId) });
  } else if (result.resultType === "task" && context.listen === true) {
    if (!(await listen(String(result.taskId)))) await follow(result);
  } else if (result.resultType === "task") await follow(result);
  else if (foil === "all-tasks") throw new Error(`tools/call ${call.toolName}: expected a task`);
  else console.log(`${call.toolName}: ${JSON.stringify(result.content)}`);
}
