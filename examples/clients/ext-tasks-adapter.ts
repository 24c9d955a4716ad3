/**
 * The official TypeScript tasks client, `@modelcontextprotocol/ext-tasks` 0.2.2 on `@modelcontextprotocol/client`
 * 2.4.0, as a conformance client: `node ext-tasks-adapter.js <server-url>`, run by `mcp-tasks conformance client`
 * (or the official suite) with `MCP_CONFORMANCE_CONTEXT` naming what to call. It uses the library as its documentation
 * says a 2026-07-28 client should: the SDK client pinned to 2026-07-28 (it negotiates through server/discover), and a
 * task session over it whose task traffic goes through `rawDispatch`, one POST per request with the routing headers.
 */
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import {
  createTaskSessionFromClient,
  resultFromTaskOutcome,
  type ApplicationInputHandler,
  type RawClientDispatch,
} from "@modelcontextprotocol/ext-tasks/client";

const PROTOCOL_VERSION = "2026-07-28";
const clientInfo = { name: "ext-tasks-adapter", version: "1.0.0" };
const clientCapabilities = { elicitation: { form: {} }, extensions: { "io.modelcontextprotocol/tasks": {} } };

type Json = Record<string, unknown>;

/** The routing headers of SEP-2243 for a request: Mcp-Method always, Mcp-Name for the methods that name a target. */
export function routingHeaders(request: { method: string; params?: unknown }): Record<string, string> {
  const params = (request.params ?? {}) as Json;
  const field = request.method.startsWith("tasks/")
    ? "taskId"
    : request.method === "resources/read"
      ? "uri"
      : request.method === "tools/call" || request.method === "prompts/get"
        ? "name"
        : undefined;
  const name = field === undefined ? undefined : params[field];
  return { "Mcp-Method": request.method, ...(typeof name === "string" ? { "Mcp-Name": name } : {}) };
}

/** A raw dispatcher for ext-tasks: posts one framed request to the endpoint and reads one JSON answer. */
export function rawDispatcher(url: string): RawClientDispatch {
  let nextId = 1;
  return async (request) => {
    const message = { jsonrpc: "2.0", id: `raw-${nextId++}`, ...(request as { method: string; params?: object }) };
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": PROTOCOL_VERSION,
        ...routingHeaders(message),
      },
      body: JSON.stringify(message),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error !== undefined
      ? { kind: "error", error: body.error as never }
      : { kind: "result", result: body.result as never };
  };
}

/** Opens the SDK client and a task session over it, answering every elicitation with `content`. */
export async function openTaskSession(url: string, content: Json = { name: "Ada" }) {
  const client = new Client(clientInfo, {
    capabilities: clientCapabilities,
    versionNegotiation: { mode: { pin: PROTOCOL_VERSION } },
  });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const onInputRequest: ApplicationInputHandler["handle"] = async () => ({ action: "accept", content }) as never;
  const session = createTaskSessionFromClient(client, {
    endpointId: url,
    rawDispatch: rawDispatcher(url),
    v2RequestFraming: { protocolVersion: PROTOCOL_VERSION, clientInfo, clientCapabilities },
    onInputRequest,
  });
  return { client, session };
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "\0");
if (isMain) {
  const url = process.argv[process.argv.length - 1] ?? "";
  const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? "{}") as {
    toolCalls?: { toolName: string; arguments?: Json }[];
    request?: { method: string; params?: Json };
    listen?: boolean;
    cancel?: boolean;
  };
  const { client, session } = await openTaskSession(url);
  let status = 0;
  try {
    if (context.request !== undefined) {
      try {
        const request = { method: context.request.method, params: context.request.params ?? {} };
        const answer = await client.request(request as never);
        console.log(`${context.request.method}: ${JSON.stringify(answer)}`);
      } catch (error) {
        console.log(`${context.request.method}: refused the answer: ${String(error)}`);
      }
    }
    for (const call of context.toolCalls ?? []) {
      const execution = await session.callTool(call.toolName, (call.arguments ?? {}) as never);
      if (execution.kind === "task" && context.cancel === true) {
        await execution.cancel();
        console.log(`${call.toolName}: cancelled task ${execution.handle.taskId}`);
        continue;
      }
      // The SDK client's own subscriptions/listen, asked for the task's notifications, which the session consumes.
      const subscription =
        execution.kind === "task" && context.listen === true
          ? await client.listen({ taskIds: [execution.handle.taskId] } as never).catch((error: unknown) => {
              console.log(`subscriptions/listen refused: ${String(error)}`);
              return undefined;
            })
          : undefined;
      const { outcome } = await execution.settle();
      await subscription?.close();
      try {
        console.log(`${call.toolName}: ${outcome.status} ${JSON.stringify(resultFromTaskOutcome(outcome))}`);
      } catch (error) {
        console.log(`${call.toolName}: ${outcome.status} (${String(error)})`);
      }
    }
  } catch (error) {
    console.error(error);
    status = 1;
  } finally {
    await session.close();
    await client.close();
  }
  process.exit(status);
}
