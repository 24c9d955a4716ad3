/** Pairs of stores that share task state, one per host instance, for the multi-instance tests. */
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { freshTable, openServerStore, serverUrl } from "../store/backends.js";

/** A way to give two host instances one shared task state. */
export interface SharedStores {
  readonly name: string;
  /** Two stores over the same state (for a database: two clients, so nothing is shared but the database). */
  open(): Promise<{ stores: [TaskStore, TaskStore]; close(): Promise<void> }>;
}

/** One memory store used by both instances in one process: the host's side of sharing, without a database. */
export const sharedMemory: SharedStores = {
  name: "one memory store, shared in process",
  async open() {
    const store = memoryStore();
    return { stores: [store, store], close: () => store.close() };
  },
};

/** Two instances of the PostgreSQL store on the test server, each with its own pool and LISTEN connection. */
export const sharedPostgres: SharedStores = {
  name: "PostgreSQL, one pool and LISTEN connection per instance",
  async open() {
    const table = freshTable();
    const a = await openServerStore(serverUrl(), { table });
    const b = await openServerStore(serverUrl(), { table });
    return { stores: [a.store, b.store], close: async () => void (await Promise.all([a.close(), b.close()])) };
  },
};

/** Every way the tests share a store (PostgreSQL only when the test server runs). */
export const sharedStores: SharedStores[] = serverUrl() === "" ? [sharedMemory] : [sharedMemory, sharedPostgres];
