/**
 * A process that serves one task through a host and closes it, then prints what is still holding the event loop
 * open: after close() nothing of the host may be left, so the process can exit at once.
 */
import { createTasksHost } from "../../src/host/index.js";

const made = createTasksHost({
  tools: [{ name: "quick", inputSchema: { type: "object" }, run: () => ({ content: [{ type: "text", text: "ok" }] }) }],
  onError: () => undefined,
});
if (!made.ok) throw new Error(JSON.stringify(made.issues));
const meta = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};
const response = await made.value.fetch(
  new Request("http://localhost/mcp", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": "tools/call",
      "Mcp-Name": "quick",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "quick", arguments: {}, _meta: meta },
    }),
  }),
);
await response.text();
await made.value.close();
process.stdout.write(`${JSON.stringify(process.getActiveResourcesInfo())}\n`);
