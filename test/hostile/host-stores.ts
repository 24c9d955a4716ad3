/** The stores the host's attack cases run on: the memory store and the PostgreSQL store on a real server. */
import { memoryStore, type StoreOptions, type TaskStore } from "../../src/store/index.js";
import { freshTable, openServerStore, serverUrl } from "../store/backends.js";

/** A store for one host instance, or two over one shared state, and a way to release them. */
export interface AttackStore {
  readonly name: string;
  open(options?: StoreOptions): Promise<{ stores: [TaskStore, TaskStore]; close(): Promise<void> }>;
}

/** One memory store, shared by both instances in this process. */
const memory: AttackStore = {
  name: "memory",
  async open(options) {
    const store = memoryStore(options);
    return { stores: [store, store], close: () => store.close() };
  },
};

/** Two PostgreSQL store instances over one table of the test server, each with its own pool and LISTEN connection. */
const postgres: AttackStore = {
  name: "PostgreSQL",
  async open(options) {
    const table = freshTable();
    const a = await openServerStore(serverUrl(), { ...options, table }, 8);
    const b = await openServerStore(serverUrl(), { ...options, table }, 8);
    return { stores: [a.store, b.store], close: async () => void (await Promise.all([a.close(), b.close()])) };
  },
};

/** Every store the attacks run on (PostgreSQL only when the test server runs). */
export const attackStores: AttackStore[] = serverUrl() === "" ? [memory] : [memory, postgres];
