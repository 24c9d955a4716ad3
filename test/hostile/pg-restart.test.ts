/**
 * Attack: the PostgreSQL server restarts under two host instances. The documented setup (a pg Pool, and `pgListen`
 * for LISTEN) must not end the process; the LISTEN connection comes back with backoff; watchers re-read, so a cancel
 * sent to instance B while A was deaf still reaches the tool running on A. This file starts its own throwaway cluster,
 * since it stops and restarts the server. Foil: the README's earlier adapter (one fixed client, error handler added)
 * never listens again, so A's tool never hears the cancel.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "../../bench/pg-cluster.js";
import { pgListen, postgresStore, type ListenAdapter, type TaskStore } from "../../src/store/index.js";
import { startHost, type RunningHost } from "../host/harness.js";
import { pollUntil, request, result } from "../server/client.js";
import { freshTable, serverUrl } from "../store/backends.js";

let cluster: Cluster | undefined;
const skip = serverUrl() === "";

beforeAll(() => {
  if (!skip) cluster = startCluster({ maxConnections: 50, settings: { fsync: "off" } });
}, 120_000);
afterAll(() => cluster?.stop());

interface Instance {
  host: RunningHost;
  store: TaskStore;
  close(): Promise<void>;
}

/** One host instance on its own pool, with `listen` made by `listenFor(url)`. */
async function instance(table: string, listenFor: (url: string) => ListenAdapter): Promise<Instance> {
  const url = cluster!.url;
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const store = postgresStore(pool, { table, listen: listenFor(url) });
  const migrated = await store.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  const host = await startHost({ store, sweepIntervalMs: 0, storeTimeoutMs: 2000, pollIntervalMs: 60_000 });
  return {
    host,
    store,
    async close() {
      await host.close();
      await store.close();
      await pool.end();
    },
  };
}

/** Waits until `ok()` holds, polling, for at most `ms`. */
async function until(ok: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return ok();
}

/** Stops the server, checks B answers 503 meanwhile, and starts it again; resolves once B serves again. */
async function restart(b: Instance, taskId: string): Promise<void> {
  cluster!.stopServer();
  const during = await request(b.host.url, "tasks/get", { taskId });
  expect(during.status).toBe(503);
  cluster!.startServer();
  expect(await until(async () => (await request(b.host.url, "tasks/get", { taskId })).status === 200, 30_000)).toBe(
    true,
  );
}

describe.skipIf(skip)("a PostgreSQL restart under two host instances", () => {
  it("keeps the process alive, listens again, and a cancel on B reaches the tool running on A", async () => {
    const table = freshTable();
    const listen = (url: string) => pgListen(() => new pg.Client({ connectionString: url }));
    const a = await instance(table, listen);
    const b = await instance(table, listen);
    try {
      const created = await result(a.host.url, "tools/call", { name: "cancellable", arguments: {} });
      await pollUntil(b.host.url, created.taskId, (t) => t.statusMessage === "waiting to be cancelled");
      await restart(b, created.taskId);
      // B cancels at once: A may still be reconnecting its LISTEN, and must learn it by re-reading.
      await result(b.host.url, "tasks/cancel", { taskId: created.taskId });
      expect(await until(() => a.host.host.stats().workers === 0, 15_000)).toBe(true);
      expect((await result(a.host.url, "tasks/get", { taskId: created.taskId })).status).toBe("cancelled");
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("foil: a LISTEN client that is never replaced leaves A's tool running after the same restart", async () => {
    const table = freshTable();
    const clients: pg.Client[] = [];
    const fixed = (url: string): ListenAdapter => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => undefined);
      clients.push(client);
      return async (channel, onPayload) => {
        client.on("notification", (m) => void (m.channel === channel && onPayload(m.payload ?? "")));
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        return () => undefined;
      };
    };
    const a = await instance(table, fixed);
    const b = await instance(table, fixed);
    try {
      const created = await result(a.host.url, "tools/call", { name: "cancellable", arguments: {} });
      await pollUntil(b.host.url, created.taskId, (t) => t.statusMessage === "waiting to be cancelled");
      await restart(b, created.taskId);
      await result(b.host.url, "tasks/cancel", { taskId: created.taskId });
      expect(await until(() => a.host.host.stats().workers === 0, 3000)).toBe(false);
    } finally {
      await a.close();
      await b.close();
      for (const c of clients) await c.end().catch(() => undefined);
    }
  });
});
