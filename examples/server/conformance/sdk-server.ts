/**
 * The official TypeScript SDK's server for the composed configuration: `createMcpHandler` serving the ordinary tool
 * `greet` (the suite's synchronous call), behind the tasks host, which serves the task tools.
 */
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import * as z from "zod";

/** A createMcpHandler whose server has one plain tool, `greet`. */
export function sdkGreetHandler(): ReturnType<typeof createMcpHandler> {
  return createMcpHandler(() => {
    const server = new McpServer(
      { name: "mcp-tasks-reference-server (SDK inner)", version: "0.1.0" },
      { capabilities: { tools: {} } },
    );
    server.registerTool(
      "greet",
      { description: "Greets someone by name, synchronously.", inputSchema: { name: z.string() } },
      async ({ name }) => ({
        content: [{ type: "text", text: `Hello, ${name}!` }],
      }),
    );
    return server;
  });
}
