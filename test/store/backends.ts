/** The three backends the store contract runs against: the memory store, PGlite in process, and a real server. */
import { PGlite } from "@electric-sql/pglite";
import { join } from "node:path";
import pg from "pg";
import postgres from "postgres";
import { inject } from "vitest";
import {
  memoryStore,
  pgListen as listenThroughPg,
  postgresStore,
  type ListenAdapter,
  type PostgresStoreOptions,
  type StoreOptions,
  type TaskStore,
} from "../../src/store/index.js";

/** A store under test, and a way to open another over the same state (another instance, for a database). */
export interface Opened {
  readonly store: TaskStore;
  second(): Promise<TaskStore>;
  close(): Promise<void>;
}

/** One backend of the contract suite. */
export interface Backend {
  readonly name: string;
  open(options?: StoreOptions): Promise<Opened>;
}

let tables = 0;
/** A table name no other test in this run uses, so tests share a database without seeing each other's rows. */
export function freshTable(): string {
  tables += 1;
  return `t_${process.pid}_${tables}_${Math.floor(Math.random() * 1e9)}`;
}

/** The README's LISTEN adapter for a dedicated, connected `pg.Client`. */
export function pgListen(client: pg.Client): ListenAdapter {
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

/** Opens a store or fails the test with the store's own message. */
async function migrated(store: TaskStore): Promise<TaskStore> {
  const done = await store.migrate();
  if (!done.ok) throw new Error(`migrate: ${done.error.message}`);
  return store;
}

export const memoryBackend: Backend = {
  name: "memory",
  async open(options) {
    const store = memoryStore(options);
    return { store, second: async () => store, close: () => store.close() };
  },
};

let lite: Promise<PGlite> | undefined;
/** One PGlite database per test file: it takes seconds to start, and every test has its own table. */
export const pgliteBackend: Backend = {
  name: "PGlite",
  async open(options) {
    const db = await (lite ??= PGlite.create());
    const settings: PostgresStoreOptions = {
      ...options,
      table: freshTable(),
      listen: (channel, onPayload) => db.listen(channel, onPayload),
    };
    const opened: TaskStore[] = [];
    const make = async (): Promise<TaskStore> => {
      const store = await migrated(postgresStore(db, settings));
      opened.push(store);
      return store;
    };
    return {
      store: await make(),
      second: make,
      close: async () => void (await Promise.all(opened.map((s) => s.close()))),
    };
  },
};

/** The server the global setup started (or MCP_TASKS_PG_URL named); empty when the server leg is skipped. */
export function serverUrl(): string {
  return inject("postgres").url;
}

/** A pg Pool and a dedicated LISTEN client per store, as one instance of a server would have. */
export async function openServerStore(
  url: string,
  settings: PostgresStoreOptions,
  poolSize = 4,
): Promise<{ store: TaskStore; pool: pg.Pool; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // The package's adapter: its own connection per LISTEN, re-established by the store when lost.
  const listen = listenThroughPg(() => new pg.Client({ connectionString: url }));
  const store = await migrated(postgresStore(pool, { ...settings, listen }));
  return {
    store,
    pool,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

export const serverBackend: Backend = {
  name: "PostgreSQL server",
  async open(options) {
    const settings: PostgresStoreOptions = { ...options, table: freshTable() };
    const opened: Array<{ close(): Promise<void> }> = [];
    const make = async (): Promise<TaskStore> => {
      const one = await openServerStore(serverUrl(), settings);
      opened.push(one);
      return one.store;
    };
    return {
      store: await make(),
      second: make,
      close: async () => void (await Promise.all(opened.map((o) => o.close()))),
    };
  },
};

/** The same server through `postgres.js`, with the README's two one-line adapters. */
export const postgresJsBackend: Backend = {
  name: "PostgreSQL server through postgres.js",
  async open(options) {
    const { url, socketDir } = inject("postgres");
    const settings: PostgresStoreOptions = { ...options, table: freshTable() };
    const connections: postgres.Sql[] = [];
    const stores: TaskStore[] = [];
    const make = async (): Promise<TaskStore> => {
      const sql =
        socketDir === ""
          ? postgres(url, { max: 4, onnotice: () => undefined })
          : postgres({
              path: join(socketDir, ".s.PGSQL.5432"),
              user: "postgres",
              database: "postgres",
              max: 4,
              onnotice: () => undefined,
            });
      connections.push(sql);
      const client = {
        query: async (text: string, params?: unknown[]) => ({ rows: await sql.unsafe(text, params as never[]) }),
      };
      const store = await migrated(
        postgresStore(client, {
          ...settings,
          listen: async (channel, onPayload) => (await sql.listen(channel, onPayload)).unlisten,
        }),
      );
      stores.push(store);
      return store;
    };
    return {
      store: await make(),
      second: make,
      async close() {
        await Promise.all(stores.map((s) => s.close()));
        await Promise.all(connections.map((c) => c.end()));
      },
    };
  },
};
