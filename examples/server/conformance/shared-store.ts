/**
 * The shared state of the multi-instance configuration: two PostgreSQL stores over one table, each with its own pool
 * and LISTEN connection, as two server processes would have. The database is a throwaway cluster started here from
 * Debian's binaries, or the server MCP_TASKS_PG_URL names. Without either, both hosts share one memory store, and
 * the results say so.
 */
import pg from "pg";
import { memoryStore, postgresStore, type ListenAdapter, type TaskStore } from "mcp-tasks/store";
import { findPostgresBin, startCluster, type Cluster } from "../../../bench/pg-cluster.js";

/** Two stores over one task state, and how to release them. */
export interface SharedStores {
  readonly stores: [TaskStore, TaskStore];
  /** One sentence on what is shared. */
  readonly description: string;
  close(): Promise<void>;
}

/** Opens the shared stores: PostgreSQL when a server can be had, else one memory store. */
export async function openSharedStores(): Promise<SharedStores> {
  const given = process.env.MCP_TASKS_PG_URL;
  let cluster: Cluster | undefined;
  if ((given === undefined || given === "") && findPostgresBin() === undefined) {
    const store = memoryStore();
    const description = "PostgreSQL is not installed here, so both hosts share one memory store in this process.";
    return { stores: [store, store], description, close: () => store.close() };
  }
  if (given === undefined || given === "") cluster = startCluster({ maxConnections: 32 });
  const url = given !== undefined && given !== "" ? given : cluster!.url;
  const table = `conformance_${process.pid}_${Date.now()}`;
  try {
    const a = await openInstance(url, table);
    const b = await openInstance(url, table);
    const where = cluster === undefined ? "the server MCP_TASKS_PG_URL names" : "a throwaway PostgreSQL cluster";
    return {
      stores: [a.store, b.store],
      description: `Each host has its own PostgreSQL store (a pool of 4 and a LISTEN connection) over one table on ${where}.`,
      async close() {
        await a.close();
        await b.close();
        cluster?.stop();
      },
    };
  } catch (error) {
    cluster?.stop();
    throw error;
  }
}

/** One instance's store: its own pool, and a dedicated client for LISTEN. */
async function openInstance(url: string, table: string): Promise<{ store: TaskStore; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  const store = postgresStore(pool, { table, listen: listenOn(listener) });
  const migrated = await store.migrate();
  if (!migrated.ok) throw new Error(`the conformance store could not migrate: ${migrated.error.message}`);
  return {
    store,
    async close() {
      await store.close();
      await listener.end();
      await pool.end();
    },
  };
}

/** The LISTEN adapter for a dedicated `pg.Client`, as the README shows it. */
function listenOn(client: pg.Client): ListenAdapter {
  return async (channel, onPayload) => {
    const handler = (m: pg.Notification): void => void (m.channel === channel && onPayload(m.payload ?? ""));
    client.on("notification", handler);
    await client.query(`LISTEN ${channel}`);
    return async () => {
      client.off("notification", handler);
      await client.query(`UNLISTEN ${channel}`);
    };
  };
}
