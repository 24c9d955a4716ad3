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
});
