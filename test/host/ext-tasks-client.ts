/**
 * The official requester library, @modelcontextprotocol/ext-tasks, on the official @modelcontextprotocol/client, set
 * up for a 2026-07-28 tasks server: the SDK client negotiates the modern era (server/discover), and the library's
 * V2 task traffic goes through `rawDispatch`, one POST per request with the routing headers, as its docs require.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createTaskSessionFromClient, type ApplicationInputHandler } from "@modelcontextprotocol/ext-tasks/client";
import { tasksSessionOptions } from "../../src/client/index.js";

const PROTOCOL = "2026-07-28";
const clientInfo = { name: "ext-tasks-tests", version: "1.0.0" };
const clientCapabilities = { elicitation: { form: {} } };

/** A connected client and a task session over it; `close` releases both. */
export async function openSession(url: URL, onInputRequest?: ApplicationInputHandler["handle"]) {
  const client = new Client(clientInfo, {
    capabilities: clientCapabilities,
    versionNegotiation: { mode: { pin: PROTOCOL } },
  });
  await client.connect(new StreamableHTTPClientTransport(url));
  const session = createTaskSessionFromClient(client, {
    ...tasksSessionOptions({ url, clientInfo, clientCapabilities }),
    ...(onInputRequest === undefined ? {} : { onInputRequest }),
  });
  return {
    client,
    session,
    async close() {
      await session.close();
      await client.close();
    },
  };
}
