/**
 * A tasks server written the way an author on the official Python SDK (`mcp` 2.3.0, no tasks layer of its own) writes
 * one: pydantic-style field order (id before jsonrpc, status before taskId), optional fields left out, microsecond
 * timestamps with a +00:00 offset, the nested CallToolResult without resultType, listen streams framed with
 * `event:`/`id:` lines, CRLF and pretty-printed JSON over many `data:` lines, and a listen filter that drops `taskIds`
 * before any check, so a non-declaring listen is acknowledged. It never shares code with the package.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

const EXT = "io.modelcontextprotocol/tasks";

interface PyTask {
  id: string;
  created: string;
  updated: string;
  ttl: number;
  polls: number;
  doneAfter: number;
  cancelled: boolean;
}

/** A Python `datetime.now(timezone.utc).isoformat()`: microseconds and a +00:00 offset. */
function isoformat(ms = Date.now()): string {
  return new Date(ms).toISOString().replace("Z", "000+00:00");
}

function declares(params: Record<string, any> | undefined): boolean {
  const caps = params?._meta?.["io.modelcontextprotocol/clientCapabilities"];
  return caps?.extensions?.[EXT] !== undefined;
}

/** The task as pydantic's model_dump(exclude_none=True) gives it: status first, no pollIntervalMs, no statusMessage. */
function dump(task: PyTask, status: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status,
    taskId: task.id,
    lastUpdatedAt: task.updated,
    createdAt: task.created,
    ttlMs: task.ttl,
  };
  // The nested result is the CallToolResult as the tool returned it: content and isError, no resultType.
  if (status === "completed") body.result = { content: [{ type: "text", text: `done ${task.id}` }], isError: false };
  return body;
}

/** Writes a JSON answer with id before jsonrpc, as the Python SDK's models serialise. */
function reply(res: ServerResponse, id: unknown, result: Record<string, unknown>): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ id, jsonrpc: "2.0", result }));
}

function fail(res: ServerResponse, id: unknown, code: number, message: string): void {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ id, jsonrpc: "2.0", error: { code, message } }));
}

/** One SSE event in this server's framing: event and id lines, CRLF, the JSON pretty-printed over many data lines. */
function event(id: number, message: Record<string, unknown>): string {
  const lines = JSON.stringify(message, null, 1).split("\n");
  return `event: message\r\nid: ${id}\r\n${lines.map((l) => `data: ${l}`).join("\r\n")}\r\n\r\n`;
}

/** The request handler; `ttlFor(tool)` gives each tool's ttlMs, `pollsFor(tool)` after how many polls it completes. */
export function pythonStyleServer(options: { ttlFor(tool: string): number; pollsFor(tool: string): number }) {
  const tasks = new Map<string, PyTask>();
  let next = 0;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const message = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, any>;
      const { id, method, params } = message;
      if (id === undefined) {
        res.writeHead(202).end();
        return;
      }
      if (method === "tools/call") {
        const now = isoformat();
        const tool = String(params.name);
        const task: PyTask = {
          id: `py-${++next}`,
          created: now,
          updated: now,
          ttl: options.ttlFor(tool),
          polls: 0,
          doneAfter: options.pollsFor(tool),
          cancelled: false,
        };
        tasks.set(task.id, task);
        return reply(res, id, { ...dump(task, "working"), resultType: "task" });
      }
      if (method === "tasks/get" || method === "tasks/cancel") {
        const task = tasks.get(params?.taskId);
        if (task === undefined) return fail(res, id, -32602, "Unknown task");
        if (!declares(params)) return fail(res, id, -32021, "Missing required client capability");
        if (method === "tasks/cancel") {
          // Cooperative cancellation: acknowledged at once, the work winds down later.
          task.cancelled = true;
          return reply(res, id, { resultType: "complete" });
        }
        task.polls++;
        const done = task.polls >= task.doneAfter;
        if (done) task.updated = isoformat();
        return reply(res, id, { ...dump(task, done ? "completed" : "working"), resultType: "complete" });
      }
      if (method === "subscriptions/listen") {
        // The SDK's filter model drops keys it does not know, so taskIds never reaches a capability check.
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
        res.write(": stream opened\r\n\r\n");
        res.write(
          event(0, {
            method: "notifications/subscriptions/acknowledged",
            params: { notifications: {}, _meta: { "io.modelcontextprotocol/subscriptionId": id } },
            jsonrpc: "2.0",
          }),
        );
        req.socket.on("close", () => res.end());
        return;
      }
      fail(res, id, -32601, `Method not found: ${String(method)}`);
    });
  };
}
