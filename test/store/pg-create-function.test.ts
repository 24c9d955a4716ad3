/** Creates through the PostgreSQL store's create function, on a table named with its schema. */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { postgresStore } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };

describe("the PostgreSQL store's create function", () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it("lives in the table's schema, so creates into a schema-qualified table work", async () => {
    await db.exec("CREATE SCHEMA app");
    const store = postgresStore(db, { table: "app.tasks" });
    expect((await store.migrate()).ok).toBe(true);
    expect(await store.create(task("t1"), alice)).toMatchObject({ ok: true });
    expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { version: 1 } });
    const { rows } = await db.query(
      "SELECT n.nspname || '.' || p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'app'",
    );
    expect(rows).toEqual([{ name: "app.tasks_create" }]);
    await store.close();
  });

  it("names the function for a 63-character table in 63 characters, with or without a schema", async () => {
    await db.exec("CREATE SCHEMA long");
    const name = "a".repeat(63);
    for (const [table, schema] of [
      [name, "public"],
      [`long.${name}`, "long"],
    ]) {
      const store = postgresStore(db, { table });
      expect((await store.migrate()).ok).toBe(true);
      expect(await store.create(task("t1"), alice)).toMatchObject({ ok: true });
      const { rows } = await db.query(
        "SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1 AND p.proname LIKE 'aaa%'",
        [schema],
      );
      expect(rows).toEqual([{ proname: `${"a".repeat(56)}_create` }]);
      await store.close();
    }
  });

  it("finds on a second migrate what exists in a schema outside the search path, and creates only the function", async () => {
    await db.exec("CREATE SCHEMA quiet");
    const sent: string[] = [];
    const client = {
      query: (text: string, params?: unknown[]) => {
        sent.push(text);
        return db.query(text, params);
      },
    };
    expect(await postgresStore(client, { table: "quiet.tasks" }).migrate()).toEqual({ ok: true, value: undefined });
    sent.length = 0;
    expect(await postgresStore(client, { table: "quiet.tasks" }).migrate()).toEqual({ ok: true, value: undefined });
    expect(sent.map((text) => text.slice(0, 26))).toEqual(["SELECT to_regclass($1)::te", "CREATE OR REPLACE FUNCTION"]);
  });
});
