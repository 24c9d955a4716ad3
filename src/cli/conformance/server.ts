/** A scenario server: a tasks host built for one scenario, behind the recorder, on a loopback port of its own. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTasksHost, toNodeListener, type TasksHost } from "../../host/index.js";
import { routingHeaders } from "../../codec/index.js";
import { recordingFetch, type Recording } from "./recorder.js";
import type { Scenario, ScenarioState } from "./types.js";

/** Where every client of a scenario server is: it listens on 127.0.0.1 only. */
const LOOPBACK = { remoteAddress: "127.0.0.1" };

/** The protocol revision the scenario servers speak. @internal */
export const PROTOCOL_VERSION = "2026-07-28";

/** A running scenario server. @internal */
export interface ScenarioServer {
  /** The MCP endpoint the client is given. */
  readonly url: string;
  /** What has crossed the wire so far, and how many requests were refused once the trace was full. */
  readonly recording: Readonly<Recording>;
  close(): Promise<void>;
}

/** Starts the server of `scenario` on 127.0.0.1; resolves with an error message when the host cannot be made. @internal */
export async function startScenarioServer(scenario: Scenario, maxMessages: number): Promise<ScenarioServer | string> {
  const made = createTasksHost({
    sweepIntervalMs: 0,
    closeGraceMs: 500,
    keepAliveMs: 0,
    serverInfo: { name: "mcp-tasks-client-conformance", version: "1.0.0" },
    ...scenario.host,
    tools: scenario.tools,
  });
  if (!made.ok) return `the scenario ${scenario.name} has an invalid host: ${JSON.stringify(made.issues)}`;
  const host = made.value;
  const recording: Recording = { trace: [], maxMessages, refused: 0 };
  const state: ScenarioState = { memo: new Map(), hostCall: (method, params) => hostCall(host, method, params) };
  // The recorder hands the host a Request of its own, which carries no address: every client of this server is on
  // loopback, so that is the address its share of the limits is kept by.
  const answer = (request: Request) => host.fetch(request, LOOPBACK);
  const listener = toNodeListener(recordingFetch(answer, recording, scenario.hooks, state));
  // The adapter describes Node's objects by the members it uses; Node's own types are wider than that description.
  const server = createServer(listener as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    recording,
    close: () => stop(server, host),
  };
}

async function stop(server: Server, host: TasksHost): Promise<void> {
  await host.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A request the scenario server sends its own host (say, to cancel a task), declared as a 2026-07-28 client would. */
async function hostCall(host: TasksHost, method: string, params: Record<string, unknown>): Promise<unknown> {
  const message = {
    jsonrpc: "2.0",
    id: `kit-${method}`,
    method,
    params: {
      ...params,
      _meta: {
        "io.modelcontextprotocol/protocolVersion": PROTOCOL_VERSION,
        "io.modelcontextprotocol/clientInfo": { name: "mcp-tasks-client-conformance", version: "1.0.0" },
        "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
      },
    },
  };
  const response = await host.fetch(
    new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": PROTOCOL_VERSION,
        ...routingHeaders(message),
      },
      body: JSON.stringify(message),
    }),
    LOOPBACK,
  );
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
