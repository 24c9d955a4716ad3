/**
 * The README's postgres.js line stays quiet: postgres.js prints every NOTICE by default, and `CREATE ... IF NOT
 * EXISTS` raises one for each object that exists, so `migrate()` on a started database must create only what is
 * missing. The foil runs the same statements unconditionally and hears the notices.
 */
import { join } from "node:path";
import postgres from "postgres";
import { describe, expect, inject, it } from "vitest";
import { postgresStore } from "../../src/store/index.js";
import { taskTableStatements } from "../../src/store/postgres/schema.js";
import { freshTable, serverUrl } from "./backends.js";

const url = serverUrl();

/** A postgres.js client for the test server (through its socket when the tests started a cluster). */
function connect(onnotice: (notice: postgres.Notice) => void): postgres.Sql {
  const { socketDir } = inject("postgres");
  return socketDir === ""
    ? postgres(url, { max: 1, onnotice })
    : postgres({ path: join(socketDir, ".s.PGSQL.5432"), user: "postgres", database: "postgres", max: 1, onnotice });
}

describe.skipIf(url === "")("migrate() through postgres.js", () => {
  it("raises no NOTICE when the table and its indexes exist, where running the statements again raises four", async () => {
    const notices: unknown[] = [];
    const sql = connect((notice) => notices.push(notice));
    try {
      const client = {
        query: async (text: string, params?: unknown[]) => ({ rows: await sql.unsafe(text, params as never[]) }),
      };
      for (const table of [freshTable(), `public.${freshTable()}`]) {
        const store = postgresStore(client, { table, notify: false });
        expect(await store.migrate()).toEqual({ ok: true, value: undefined });
        expect(await store.migrate()).toEqual({ ok: true, value: undefined });
        expect(await store.migrate()).toEqual({ ok: true, value: undefined });
        expect(notices).toEqual([]);
        await store.close();

        // The foil: the same statements, run whatever exists.
        for (const statement of taskTableStatements(table)) await sql.unsafe(statement);
        expect(notices).toHaveLength(4);
        notices.length = 0;
      }
    } finally {
      await sql.end();
    }
  });

  it("still creates what is missing when only the table exists", async () => {
    const sql = connect(() => undefined);
    try {
      const client = {
        query: async (text: string, params?: unknown[]) => ({ rows: await sql.unsafe(text, params as never[]) }),
      };
      const table = freshTable();
      await sql.unsafe(taskTableStatements(table)[0]!);
      const store = postgresStore(client, { table, notify: false });
      expect(await store.migrate()).toEqual({ ok: true, value: undefined });
      const indexes = await sql`SELECT indexname FROM pg_indexes WHERE tablename = ${table} ORDER BY indexname`;
      expect(indexes.map((r) => r.indexname)).toEqual([
        `${table}_expiry`,
        `${table}_live_owner`,
        `${table}_owner`,
        `${table}_owner_client`,
        `${table}_pkey`,
      ]);
      await store.close();
    } finally {
      await sql.end();
    }
  });
});
