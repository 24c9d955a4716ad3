/**
 * The server configurations `npm run conformance` runs the suite against: the tasks host alone; the host in front
 * of the official SDK's `createMcpHandler`, which serves the ordinary tool `greet`; and two host instances behind a
 * round-robin proxy, sharing one PostgreSQL (`postgres.ts`), so that every task moves between instances.
 */
import { startServer } from "../app.js";
import { exampleTools } from "../tools/index.js";
import type { Trace } from "../trace.js";
import { startRoundRobin } from "./round-robin.js";
import { sdkGreetHandler } from "./sdk-server.js";
import { openSharedStores } from "./shared-store.js";

/** A configuration, started with the trace every server of it records into. */
export interface Configuration {
  readonly name: string;
  readonly title: string;
  start(trace: Trace): Promise<StartedConfiguration>;
}

/** A started configuration: the URL the suite talks to, and how to stop it. */
export interface StartedConfiguration {
  readonly url: URL;
  /** A sentence on how the configuration ran, for the results (for example how requests were spread). */
  describe(): string;
  close(): Promise<void>;
}

/** The host alone, serving every example tool. */
export const hostAlone: Configuration = {
  name: "host",
  title: "The tasks host alone",
  async start(trace) {
    const server = await startServer({ port: 0, trace });
    return {
      url: server.url,
      describe: () => "One host serves every tool on the memory store.",
      close: () => server.close(),
    };
  },
};

/** The host in front of the official SDK, which serves `greet`; the host serves the task tools. */
export const hostWithSdk: Configuration = {
  name: "host-sdk",
  title: "The tasks host in front of the official SDK (@modelcontextprotocol/server 2.4.0)",
  async start(trace) {
    const sdk = sdkGreetHandler();
    const tools = exampleTools().filter((tool) => tool.name !== "greet");
    const server = await startServer({ port: 0, trace, tools, inner: sdk.fetch });
    return {
      url: server.url,
      describe: () =>
        "The SDK's createMcpHandler serves greet, server/discover and tools/list; the host serves the task tools and merges its capability and tools into the SDK's answers.",
      async close() {
        await server.close();
        await sdk.close();
      },
    };
  },
};

/**
 * Two hosts on different ports, each with its own store client over one shared state, behind a proxy that alternates
 * every request between them: a task is created on one and polled, updated and cancelled on the other, and its work
 * learns of updates and cancellations through the store's watch.
 */
export const twoHosts: Configuration = {
  name: "two-hosts",
  title: "Two tasks hosts behind a round-robin proxy, sharing one PostgreSQL",
  async start(trace) {
    const shared = await openSharedStores();
    const servers = await Promise.all(shared.stores.map((store) => startServer({ port: 0, trace, store })));
    const proxy = await startRoundRobin(servers.map((server) => server.url));
    return {
      url: proxy.url,
      describe: () =>
        `${shared.description} The proxy sent ${proxy.counts.join(" and ")} requests to the two hosts, alternating.`,
      async close() {
        await proxy.close();
        for (const server of servers) await server.close();
        await shared.close();
      },
    };
  },
};

/** Every configuration, in the order they run. */
export const allConfigurations: readonly Configuration[] = [hostAlone, hostWithSdk, twoHosts];
