/**
 * Wiring: the store, the runner, the dispatcher and the HTTP layer, started together. `main.ts` (the command line),
 * the conformance run and the tests all start the server through `startServer`.
 */
import type { TaskState } from "mcp-tasks";
import { createDispatcher } from "./dispatch.js";
import { createHttpServer, listen } from "./http.js";
import { TaskRunner } from "./runner.js";
import { MemoryTaskStore, type TaskStore } from "./store.js";
import { allTools, type Tool } from "./tools/index.js";
import { noTrace, openTrace } from "./trace.js";

/** Options of `startServer`; every one has a default. */
export interface ServerOptions {
  /** The port; 0 picks a free one. Default 3000. */
  port?: number;
  /** The loopback address to listen on. Default 127.0.0.1. */
  host?: string;
  /** The endpoint path. Default /mcp. */
  path?: string;
  /** Append every exchanged message to this JSON Lines file. */
  tracePath?: string;
  /** Multiplies every wait the tools make (tests use a small factor). Default 1. */
  timeScale?: number;
  /** The TTL of new tasks in milliseconds, null for unlimited. Default 5 minutes. */
  ttlMs?: number | null;
  /** The polling interval suggested to clients, in milliseconds. Default 500. */
  pollIntervalMs?: number;
  /** The task store. Default: a new in-memory store. */
  store?: TaskStore<TaskState>;
  /** The tools. Default: every example tool. */
  tools?: readonly Tool[];
  /** The time source. Default: the system clock. */
  clock?: () => Date;
  /** Where internal errors are reported. Default: standard error. */
  log?: (message: string) => void;
}

/** A started server. */
export interface RunningServer {
  /** The endpoint URL, e.g. http://127.0.0.1:3000/mcp. */
  readonly url: URL;
  /** Stops the workers, closes the listener and flushes the trace. */
  close(): Promise<void>;
}

/** Starts the reference tasks server. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.error(message));
  const store = options.store ?? new MemoryTaskStore<TaskState>();
  const runner = new TaskRunner({
    store,
    clock,
    log,
    ...(options.timeScale === undefined ? {} : { timeScale: options.timeScale }),
    ...(options.ttlMs === undefined ? {} : { ttlMs: options.ttlMs }),
    ...(options.pollIntervalMs === undefined ? {} : { pollIntervalMs: options.pollIntervalMs }),
  });
  const dispatch = createDispatcher({ store, runner, clock, tools: options.tools ?? allTools, log });
  const trace = options.tracePath === undefined ? noTrace : openTrace(options.tracePath, clock);
  const path = options.path ?? "/mcp";
  const server = createHttpServer(dispatch, { path, trace });
  const url = await listen(server, options.port ?? 3000, options.host ?? "127.0.0.1", path);
  return {
    url,
    async close() {
      runner.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await trace.close();
    },
  };
}
