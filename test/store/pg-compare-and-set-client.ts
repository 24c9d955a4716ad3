/** A PGlite-backed client whose answers a test can rewrite, and that counts the statements the store sends. */
import { PGlite } from "@electric-sql/pglite";
import { postgresStore, type PostgresStoreOptions, type TaskStore } from "../../src/store/index.js";
import { freshTable } from "./backends.js";

/** Rewrites the rows one statement answered; `next` runs it on the database. */
export type Tamper = (
  text: string,
  next: () => Promise<Record<string, unknown>[]>,
) => Promise<Record<string, unknown>[]>;

/** What the store sends: a single-row read, a single-row update, or anything else. */
export function kindOf(text: string): "read" | "update" | "other" {
  if (text.startsWith("SELECT state::text")) return "read";
  if (text.startsWith("WITH written AS")) return "update";
  return "other";
}

let lite: Promise<PGlite> | undefined;

/** A migrated store on a fresh table of this file's PGlite, with its statement counts and a settable tamper. */
export async function tamperedStore(options: PostgresStoreOptions = {}) {
  const db = await (lite ??= PGlite.create());
  const counts = { read: 0, update: 0, other: 0 };
  const hooks: { tamper: Tamper } = { tamper: (_text, next) => next() };
  const client = {
    query: async (text: string, params?: unknown[]) => {
      counts[kindOf(text)] += 1;
      const rows = await hooks.tamper(
        text,
        async () => (await db.query(text, params)).rows as Record<string, unknown>[],
      );
      return { rows };
    },
  };
  const table = options.table ?? freshTable();
  const store: TaskStore = postgresStore(client, { ...options, table });
  const done = await store.migrate();
  if (!done.ok) throw new Error(done.error.message);
  return { store, db, table, counts, hooks };
}
