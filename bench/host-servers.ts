/**
 * The servers the host benchmark loads, each run as its own process from SERVER, and the requests wrk posts to them:
 * a bare node:http server, the same work as a fetch handler behind two adapters, the official SDK and the tasks host.
 */

export const META = `{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"wrk","version":"4"},"io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}}}`;

/** The fixed answer of the bare server and of the trivial fetch handler. */
const FIXED = `{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}`;

/**
 * The servers under load: \`bare\` (node:http alone); the same work as a fetch handler behind getRequestListener,
 * replacing the global Request and Response (\`hono\`, its default) or not (\`hono-plain\`), and behind toNodeListener,
 * replacing them (\`adapter-light\`) or not (\`adapter\`, its default); \`sdk\` (createMcpHandler, plain tool),
 * \`host\` (the tasks host on the memory store) or \`host-pg\` (on two PostgreSQL stores, a pool of 8 each, at the
 * connection string in argv[2]).
 */
export const SERVER = `
import { createServer } from "node:http";
import { writeFileSync } from "node:fs";
import { toNodeListener, createTasksHost } from "mcp-tasks/host";
import { memoryStore, postgresStore } from "mcp-tasks/store";
const subject = process.argv[1];
const FIXED = ${JSON.stringify(FIXED)};
const trivial = async (request) => {
  JSON.parse(await request.text());
  return new Response(FIXED, { headers: { "content-type": "application/json" } });
};
if (subject === "bare" || subject.startsWith("hono") || subject.startsWith("adapter")) {
  const listener =
    subject === "bare"
      ? (req, res) => {
          const chunks = [];
          req.on("data", (chunk) => chunks.push(chunk));
          req.on("end", () => {
            JSON.parse(Buffer.concat(chunks).toString());
            res.writeHead(200, { "content-type": "application/json", "content-length": FIXED.length });
            res.end(FIXED);
          });
        }
      : subject.startsWith("hono")
        ? (await import("@hono/node-server")).getRequestListener(trivial, { overrideGlobalObjects: subject === "hono" })
        : toNodeListener(trivial, { overrideGlobalObjects: subject === "adapter-light" });
  const server = createServer(listener);
  server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port + " -"));
} else {
async function pgStore(options) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: process.argv[2], max: 8 });
  // Each statement text is prepared once per connection under a name of its own, so PostgreSQL skips parse and plan.
  const names = new Map();
  const prepared = (text) => names.get(text) ?? names.set(text, "mcp_tasks_" + names.size).get(text);
  const client = { query: (text, values) => pool.query({ name: prepared(text), text, values }) };
  const store = postgresStore(client, { table: "bench_host_" + process.pid + "_" + Math.floor(Math.random() * 1e6), notify: false, ...options });
  const migrated = await store.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  return store;
}
const storeFor = async (options) => (subject === "host-pg" ? pgStore(options) : memoryStore(options));
let fetch;
let taskId = "-";
if (subject === "sdk") {
  const { createMcpHandler, McpServer } = await import("@modelcontextprotocol/server");
  const z = await import("zod");
  fetch = createMcpHandler(() => {
    const server = new McpServer({ name: "bench", version: "1" }, { capabilities: { tools: {} } });
    server.registerTool("echo", { description: "echo", inputSchema: { text: z.string() } }, async ({ text }) => ({ content: [{ type: "text", text }] }));
    return server;
  }).fetch;
} else {
  // Two hosts: one creates tasks that expire soon (so memory stays flat under load), one keeps the task tasks/get reads.
  const job = { name: "job", taskSupport: "required", inputSchema: { type: "object" }, run: () => ({ content: [{ type: "text", text: "done" }] }) };
  const wait = { name: "wait", taskSupport: "required", inputSchema: { type: "object" }, run: (_a, ctx) => new Promise((_, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason))) };
  // One client (wrk) creates thousands of tasks a second: the store's per-owner bounds and the host's per-client share
  // are raised so far that the load measures creation, not the refusal of a client that reached its share.
  const creating = createTasksHost({ store: await storeFor({ retentionMs: 1000, maxLiveTasksPerOwner: 1e9, maxTasksPerOwner: 1e9 }), maxTasksPerClient: 1e9, ttlMs: 2000, sweepIntervalMs: 500, onError: () => {}, tools: [job] }).value;
  const reading = createTasksHost({ store: await storeFor({}), tools: [wait], onError: () => {} }).value;
  const created = await reading.fetch(new Request("http://localhost/mcp", { method: "POST",
    headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call", "Mcp-Name": "wait" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 0, method: "tools/call", params: { name: "wait", arguments: {}, _meta: ${META} } }) }));
  taskId = (await created.json()).result.taskId;
  fetch = (request) => (request.headers.get("mcp-method") === "tasks/get" ? reading : creating).fetch(request);
}
// The first answer that is not a success is written to the file argv[3] names, so that a failed run says why.
const errorFile = process.argv[3];
let told = false;
const answer = (request) =>
  fetch(request).then((response) => {
    if (response.status < 300 || told) return response;
    told = true;
    void response.clone().text().then((text) => writeFileSync(errorFile, "HTTP " + response.status + " " + text.slice(0, 2000)));
    return response;
  });
const server = createServer(toNodeListener(answer));
server.listen(0, "127.0.0.1", () => console.log("listening " + server.address().port + " " + taskId));
}
`;

/** The names of the four adapter subjects: each toNodeListener setting runs right after the hono setting it matches. */
export const HONO =
  "the same as a fetch handler, @hono/node-server getRequestListener (replaces the globals: its default)";
export const LIGHT = "the same as a fetch handler, toNodeListener with overrideGlobalObjects: true";
export const HONO_PLAIN = "the same as a fetch handler, getRequestListener with overrideGlobalObjects: false";
export const ADAPTER = "the same as a fetch handler, toNodeListener (replaces nothing: its default)";

/** A wrk script posting one method with its own id per request. */
export function lua(method: string, name: string, params: string): string {
  return `local n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["MCP-Protocol-Version"] = "2026-07-28"
wrk.headers["Mcp-Method"] = "${method}"
wrk.headers["Mcp-Name"] = "${name}"
request = function()
  n = n + 1
  return wrk.format(nil, nil, nil, '{"jsonrpc":"2.0","id":' .. n .. ',"method":"${method}","params":${params.replace(/'/g, "\\'")}}')
end
`;
}

/** Posts one request of a subject and checks its answer is the success it should be, so wrk measures real work. */
export async function check(
  url: string,
  script: { method: string; name: string; params: string },
  expect: (result: Record<string, unknown>) => boolean,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": script.method,
      "Mcp-Name": script.name,
    },
    body: `{"jsonrpc":"2.0","id":1,"method":"${script.method}","params":${script.params}}`,
  });
  const body = (await response.json()) as { result?: Record<string, unknown> };
  if (body.result === undefined || !expect(body.result))
    throw new Error(`${script.method} ${script.name}: unexpected answer ${JSON.stringify(body)}`);
}
