import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createTaskSessionFromClient, resultFromTaskOutcome } from "@modelcontextprotocol/ext-tasks/client";
import { tasksSessionOptions } from "mcp-tasks/client";

const url = new URL(process.argv[2] ?? "http://127.0.0.1:4000/mcp");
const clientInfo = { name: "my-client", version: "1.0.0" };
const clientCapabilities = { elicitation: { form: {} } };

const client = new Client(clientInfo, {
  capabilities: clientCapabilities,
  versionNegotiation: { mode: { pin: "2026-07-28" } },
});
await client.connect(new StreamableHTTPClientTransport(url));
const session = createTaskSessionFromClient(client, {
  ...tasksSessionOptions({ url, clientInfo, clientCapabilities }),
  // The server's input requests (here an elicitation form) arrive while the task is input_required.
  onInputRequest: async (request) => {
    console.log("asked:", (request.params as { message: string }).message);
    return { action: "accept", content: { confirm: true } } as never;
  },
});

// Polling: settle() follows the task with tasks/get until it ends.
const asked = await session.callTool("confirm_delete", { filename: "notes.txt" });
console.log(asked.kind, (resultFromTaskOutcome((await asked.settle()).outcome) as { content: unknown }).content);

// Cancel: a long task, cancelled with tasks/cancel.
const slow = await session.callTool("slow_compute", { seconds: 60 });
await slow.cancel();
console.log(slow.kind, (await slow.settle()).outcome.status);

await session.close();
await client.close();
