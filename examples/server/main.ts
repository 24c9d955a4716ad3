/**
 * The reference tasks server's command line: `tsx examples/server/main.ts [--port 3000] [--trace <file>]
 * [--time-scale <factor>]`. It listens on 127.0.0.1 only. The trace file may also be given as MCP_TASKS_TRACE.
 */
import { parseArgs } from "node:util";
import { startServer } from "./app.js";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    trace: { type: "string" },
    "time-scale": { type: "string", default: "1" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log("usage: main.ts [--port 3000] [--trace trace.jsonl] [--time-scale 1]");
  process.exit(0);
}
const port = Number(values.port);
const timeScale = Number(values["time-scale"]);
if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`invalid --port: ${values.port}`);
if (!Number.isFinite(timeScale) || timeScale < 0) usage(`invalid --time-scale: ${values["time-scale"]}`);
const tracePath = values.trace ?? process.env.MCP_TASKS_TRACE;

const server = await startServer({ port, timeScale, ...(tracePath ? { tracePath } : {}) });
console.log(`mcp-tasks reference server on ${server.url.href}${tracePath ? ` (trace: ${tracePath})` : ""}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}

/** Stops with a usage error. */
function usage(message: string): never {
  console.error(message);
  process.exit(2);
}
