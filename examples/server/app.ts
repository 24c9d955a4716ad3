/**
 * The reference server's wiring: the example tools on a tasks host (`mcp-tasks/host`), served on loopback by
 * `node:http`. `main.ts` (the command line), the conformance run and the tests all start it through `startServer`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TaskStore } from "mcp-tasks/store";
import { createTasksHost, toNodeListener, type FetchHandler, type HostTool } from "mcp-tasks/host";
import { exampleTools } from "./tools/index.js";
import { noTrace, openTrace, traced, type Trace } from "./trace.js";

/** Options of `startServer`; every one has a default. */
export interface ServerOptions {
  /** The port; 0 picks a free one. Default 3000. */
  port?: number;
  /** The loopback address to listen on. Default 127.0.0.1. */
  host?: string;
  /** The endpoint path; other paths get 404. Default /mcp. */
  path?: string;
  /** Append every exchanged message to this JSON Lines file. */
  tracePath?: string;
  /** Record every exchanged message here instead (several servers may share one trace); the caller closes it. */
  trace?: Trace;
  /** Multiplies every wait the tools make (tests use a small factor). Default 1. */
  timeScale?: number;
  /** The TTL of new tasks in milliseconds, null for unlimited. Default 5 minutes. */
  ttlMs?: number | null;
  /** How often expired tasks are swept (failed, then deleted after the store's retention), in ms. Default 10 000. */
  sweepIntervalMs?: number;
  /** The polling interval suggested to clients, in milliseconds. Default 500. */
  pollIntervalMs?: number;
  /** The task store. Default: the host's memory store. */
  store?: TaskStore;
  /** A handler the host fronts, such as the official SDK's `createMcpHandler(factory).fetch`. */
  inner?: FetchHandler;
  /** The tools. Default: every example tool. */
  tools?: readonly HostTool[];
  /** The time source. Default: the system clock. */
  clock?: () => Date;
  /** Where internal errors are reported. Default: standard error. */
  log?: (message: string) => void;
}

/** A started server. */
export interface RunningServer {
  /** The endpoint URL, e.g. http://127.0.0.1:3000/mcp. */
  readonly url: URL;
  /** Closes the host (ending streams and failing unfinished tasks), then the listener, then the trace. */
  close(): Promise<void>;
}

/** The largest request body the server reads. */
const maxBodyBytes = 1024 * 1024;

/** Starts the reference tasks server. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((message: string) => console.error(message));
  const made = createTasksHost({
    tools: options.tools ?? exampleTools(options.timeScale ?? 1),
    ttlMs: options.ttlMs === undefined ? 5 * 60_000 : options.ttlMs,
    pollIntervalMs: options.pollIntervalMs ?? 500,
    sweepIntervalMs: options.sweepIntervalMs ?? 10_000,
    maxBodyBytes,
    serverInfo: { name: "mcp-tasks-reference-server", version: "0.1.0" },
    // A page from anywhere but loopback may not reach this loopback server (DNS rebinding guard).
    allowOrigin: (origin) => isLoopbackOrigin(origin),
    onError: (error) =>
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    ...(options.store === undefined ? {} : { store: options.store }),
    ...(options.inner === undefined ? {} : { inner: options.inner }),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  if (!made.ok) throw new Error(`invalid host options: ${JSON.stringify(made.issues)}`);
  const host = made.value;
  const ownTrace = options.trace === undefined && options.tracePath !== undefined;
  const trace =
    options.trace ?? (options.tracePath === undefined ? noTrace : openTrace(options.tracePath, options.clock));
  const path = options.path ?? "/mcp";
  const fetch = traced(host.fetch, trace, maxBodyBytes);
  const listener = toNodeListener((request) =>
    new URL(request.url).pathname === path ? fetch(request) : Promise.resolve(new Response(null, { status: 404 })),
  );
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 3000, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostPart = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: new URL(`http://${hostPart}:${address.port}${path}`),
    async close() {
      await host.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), 1000);
      await closed;
      clearTimeout(cut);
      if (ownTrace) await trace.close();
    },
  };
}

/** Whether a browser origin is served from loopback. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}
