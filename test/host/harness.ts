/** Starts a tasks host on loopback for tests, over the package's own node:http adapter. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createTasksHost,
  toNodeListener,
  type HostOptions,
  type HostTool,
  type TasksHost,
} from "../../src/host/index.js";

/** A host listening on 127.0.0.1 at a free port. */
export interface RunningHost {
  readonly host: TasksHost;
  readonly url: URL;
  readonly server: Server;
  readonly errors: unknown[];
  close(): Promise<void>;
}

/** Starts a host with the given options (onError collects into `errors` unless given). */
export async function startHost(
  options: Omit<HostOptions, "tools"> & { tools?: readonly HostTool[] },
): Promise<RunningHost> {
  const errors: unknown[] = [];
  const made = createTasksHost({
    onError: (error) => errors.push(error),
    tools: options.tools ?? testTools,
    ...options,
  } as HostOptions);
  if (!made.ok) throw new Error(`createTasksHost: ${JSON.stringify(made.issues)}`);
  const host = made.value;
  const server = createServer(toNodeListener(host.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host,
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    server,
    errors,
    async close() {
      await host.close();
      // Responses still being written finish first; connections left open after a moment are cut.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 1000);
      await closed;
      clearTimeout(timer);
    },
  };
}

const text = (value: string, isError = false) => ({
  content: [{ type: "text" as const, text: value }],
  ...(isError ? { isError: true } : {}),
});

const form = (message: string) => ({
  method: "elicitation/create" as const,
  params: {
    mode: "form" as const,
    message,
    requestedSchema: { type: "object" as const, properties: { name: { type: "string" as const } } },
  },
});

/** Waits `ms` or until the signal aborts (then rejects with its reason). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Tools covering every way a task ends. */
export const testTools: HostTool[] = [
  {
    name: "echo",
    taskSupport: "forbidden",
    inputSchema: { type: "object" },
    run: (args) => text(`echo ${JSON.stringify(args)}`),
  },
  {
    name: "work",
    inputSchema: { type: "object" },
    run: async (args, ctx) => (await sleep(Number(args.ms ?? 20), ctx.signal), text("worked")),
  },
  {
    name: "tool_error",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => text("it went wrong", true),
  },
  {
    name: "throws",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => {
      throw new Error("kaboom");
    },
  },
  {
    name: "rejects_rpc",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: () => Promise.reject(Object.assign(new Error("rate limited"), { code: -32050, data: { retryAfter: 3 } })),
  },
  {
    name: "bad_result",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: "not an array" }) as never,
  },
  {
    name: "ask_once",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const answers = await ctx.requestInput({ who: form("Who?") });
      return text(`hello ${JSON.stringify(answers.who)}`);
    },
  },
  {
    name: "ask_twice",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const first = await ctx.requestInput({ a: form("First?"), b: form("Second?") });
      await ctx.setStatusMessage("between rounds");
      const second = await ctx.requestInput({ c: form("Third?") });
      return text(JSON.stringify({ ...first, ...second }));
    },
  },
  {
    name: "bad_input",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      await ctx.requestInput({ x: { method: "tools/call", params: {} } } as never);
      return text("never");
    },
  },
  {
    name: "long_error",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => {
      throw new Error("x".repeat(100_000));
    },
  },
  {
    name: "unstorable",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: [{ type: "text", text: "big", size: 10n }] }),
  },
  {
    name: "cancellable",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      await ctx.setStatusMessage("waiting to be cancelled");
      await sleep(60_000, ctx.signal);
      return text("never");
    },
  },
];
