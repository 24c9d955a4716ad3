/**
 * The official requester library, @modelcontextprotocol/ext-tasks, on the official @modelcontextprotocol/client, set
 * up for a 2026-07-28 tasks server: the SDK client negotiates the modern era (server/discover), and the library's
 * V2 task traffic goes through `rawDispatch`, one POST per request with the routing headers, as its docs require.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import {
  createTaskSessionFromClient,
  type ApplicationInputHandler,
  type RawClientDispatch,
} from "@modelcontextprotocol/ext-tasks/client";
import { routingHeaders } from "../../src/codec/index.js";

const PROTOCOL = "2026-07-28";
const clientInfo = { name: "ext-tasks-tests", version: "1.0.0" };
const clientCapabilities = { elicitation: { form: {} } };

/** A raw dispatcher posting one framed request to the endpoint and reading one JSON answer. */
export function rawDispatcher(url: URL): RawClientDispatch {
  let nextId = 1;
  return async (request) => {
    const message = { jsonrpc: "2.0", id: `raw-${nextId++}`, ...(request as { method: string; params?: object }) };
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": PROTOCOL,
        ...routingHeaders(message),
      },
      body: JSON.stringify(message),
    });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { code: number; message: string; data?: unknown };
    };
    return body.error !== undefined
      ? { kind: "error", error: body.error as never }
      : { kind: "result", result: body.result as never };
  };
}

/** A connected client and a task session over it; `close` releases both. */
export async function openSession(url: URL, onInputRequest?: ApplicationInputHandler["handle"]) {
  const client = new Client(clientInfo, {
    capabilities: clientCapabilities,
    versionNegotiation: { mode: { pin: PROTOCOL } },
  });
  await client.connect(new StreamableHTTPClientTransport(url));
  const session = createTaskSessionFromClient(client, {
    endpointId: url.href,
    rawDispatch: rawDispatcher(url),
    v2RequestFraming: { protocolVersion: PROTOCOL, clientInfo, clientCapabilities },
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
