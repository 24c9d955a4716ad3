/**
 * How the PostgreSQL store's `migrate()` copes with a failed catalog lookup or statement, the names it gives indexes
 * and its default channel, and which option values and clients it refuses.
 */
import { describe, expect, it } from "vitest";
import { postgresStore } from "../../src/store/index.js";
import { freshTable } from "./backends.js";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const ok = { ok: true, value: undefined };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("migrate() on the PostgreSQL store", () => {
  it("still succeeds on a migrated table when the catalog lookup fails", async () => {
    const { store, hooks } = await tamperedStore();
    hooks.tamper = async (text, next) => {
      if (text.startsWith("SELECT to_regclass")) throw new Error("lookup lost");
      return next();
    };
    expect(await store.migrate()).toEqual(ok);
    hooks.tamper = async (text, next) => (text.startsWith("SELECT to_regclass") ? [] : next());
    expect(await store.migrate()).toEqual(ok);
  });

  it("tries a failing statement once more before giving up", async () => {
    const { db } = await tamperedStore();
    let failures = 0;
    const client = {
      query: async (text: string, params?: unknown[]) => {
        if (text.startsWith("CREATE TABLE") && failures++ === 0) throw new Error("catalog collision");
        return { rows: (await db.query(text, params)).rows };
      },
    };
    const store = postgresStore(client, { table: freshTable() });
    expect(await store.migrate()).toEqual(ok);
    expect(failures).toBe(2);
    expect((await store.create(task("t1"), alice)).ok).toBe(true);
  });

  it("answers the error of a statement that fails twice, and stops there", async () => {
    const { db } = await tamperedStore();
    const sent: string[] = [];
    const client = {
      query: async (text: string, params?: unknown[]) => {
        sent.push(text);
        if (text.startsWith("CREATE TABLE")) throw new Error("disk full");
        return { rows: (await db.query(text, params)).rows };
      },
    };
    const answer = await postgresStore(client, { table: freshTable() }).migrate();
    expect(answer).toMatchObject({ ok: false, error: { code: "unavailable" } });
    expect(sent.filter((text) => text.startsWith("CREATE"))).toHaveLength(2);
  });

  it("names indexes after the table, cut so that the suffix fits in 63 characters", async () => {
    const { db } = await tamperedStore();
    const schema = `s${freshTable()}`;
    await db.query(`CREATE SCHEMA ${schema}`);
    const long = `l${freshTable()}`.padEnd(63, "x");
    const short = freshTable();
    for (const table of [long, `${schema}.${long}`, short, `${schema}.${short}`]) {
      const client = {
        query: async (text: string, params?: unknown[]) => ({ rows: (await db.query(text, params)).rows }),
      };
      expect(await postgresStore(client, { table }).migrate()).toEqual(ok);
    }
    const names = async (where: string, table: string) =>
      (
        await db.query<{ indexname: string }>(
          "SELECT indexname FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname",
          [where, table],
        )
      ).rows.map((row) => row.indexname);
    const expected = (table: string) =>
      ["expiry", "live_owner", "owner", "owner_client"]
        .map((suffix) => `${table.slice(0, 63 - suffix.length - 1)}_${suffix}`)
        .concat(`${table.slice(0, 58)}_pkey`)
        .sort();
    expect(expected(long)[0]).toHaveLength(63);
    for (const where of ["public", schema]) {
      expect(await names(where, long)).toEqual(expected(long));
      expect(await names(where, short)).toEqual(expected(short));
    }
  });

  it("announces a schema-qualified table's writes on schema_table_changes", async () => {
    const { db } = await tamperedStore();
    const schema = `s${freshTable()}`;
    await db.query(`CREATE SCHEMA ${schema}`);
    const table = freshTable();
    const { store } = await tamperedStore({ table: `${schema}.${table}` });
    const heard: string[] = [];
    const stop = await db.listen(`${schema}_${table}_changes`, (payload) => heard.push(payload));
    try {
      expect((await store.create(task("t1"), alice)).ok).toBe(true);
      await store.close();
      await pause(50);
      expect(heard).toHaveLength(1);
    } finally {
      await stop();
    }
  });
});

describe("what postgresStore refuses", () => {
  const client = { query: async () => ({ rows: [] }) };

  it("refuses a channel that is not a string, even one that reads as a name", async () => {
    for (const channel of [true, ["changes"]]) {
      expect(await postgresStore(client, { channel } as never).migrate()).toEqual({
        ok: false,
        error: {
          code: "invalid",
          message: "the channel must be lower-case [a-z_][a-z0-9_]*, at most 63 characters",
        },
      });
    }
  });

  it("reads rows that are not objects as unavailable", async () => {
    const store = postgresStore({ query: async () => ({ rows: [42] }) });
    expect(await store.get("t", alice)).toEqual({
      ok: false,
      error: { code: "unavailable", message: "the client answered without a list of rows" },
    });
  });

  it("accepts a callable client that has a query method, and no callable without one", async () => {
    const { db } = await tamperedStore();
    const query = async (text: string, params?: unknown[]) => ({ rows: (await db.query(text, params)).rows });
    const callable = Object.assign(() => undefined, { query });
    const store = postgresStore(callable, { table: freshTable() });
    expect(await store.migrate()).toEqual(ok);
    expect((await store.create(task("t1"), alice)).ok).toBe(true);
    expect(await postgresStore((() => undefined) as never).migrate()).toEqual({
      ok: false,
      error: { code: "invalid", message: "client must have a query(text, params) method" },
    });
  });
});
