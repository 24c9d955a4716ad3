/** The official SDK's handler, serving an ordinary tool, as the inner handler behind a host in tests. */
import { createMcpHandler, InMemoryServerEventBus, McpServer } from "@modelcontextprotocol/server";
import * as z from "zod";

/** A createMcpHandler serving one plain tool, `add`, and announcing listChanged for tools. */
export function sdkHandler() {
  const bus = new InMemoryServerEventBus();
  const handler = createMcpHandler(
    () => {
      const server = new McpServer(
        { name: "inner-sdk-server", version: "2.4.0-test" },
        { capabilities: { tools: { listChanged: true } } },
      );
      server.registerTool(
        "add",
        { description: "Adds two numbers.", inputSchema: { a: z.number(), b: z.number() } },
        async ({ a, b }) => ({
          content: [{ type: "text", text: String(a + b) }],
        }),
      );
      return server;
    },
    { bus, keepAliveMs: 0 },
  );
  return { handler, bus };
}
