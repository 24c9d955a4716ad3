/**
 * Edges of the PostgreSQL store's options and rows: a bad table name beside a good channel, mixed-case schema-qualified
 * names, sweepConcurrency values that are not safe integers, and versions of a type no client gives.
 */
import { describe, expect, it } from "vitest";
import { isTableName, postgresStore } from "../../src/store/index.js";
import { TABLE_NAME_RULE } from "../../src/store/postgres/schema.js";
import { task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const LATER = "2026-11-25T11:00:00Z";

describe("postgresStore's option edges", () => {
  it("refuses a table name with either part in upper case", () => {
    for (const bad of ["Tasks.ok", "ok.Tasks", "app.1t", "a-b.ok"]) expect(isTableName(bad)).toBe(false);
  });

  it("refuses a bad table name even when the channel is given and good", async () => {
    const client = { query: async () => ({ rows: [] }) };
    for (const table of ["Bad Name", "App.tasks"])
      expect(await postgresStore(client, { table, channel: "ok" }).migrate()).toEqual({
        ok: false,
        error: { code: "invalid", message: TABLE_NAME_RULE },
      });
  });

  for (const sweepConcurrency of [Number.POSITIVE_INFINITY, 1.5, 100.5])
    it(`takes sweepConcurrency ${sweepConcurrency} as the default of 8 at a time`, async () => {
      const { store, hooks } = await tamperedStore({ sweepConcurrency });
      const ids = Array.from({ length: 12 }, (_, i) => `t${i}`);
      for (const id of ids) expect((await store.create(task(id, 5_000), alice)).ok).toBe(true);
      let running = 0;
      let highest = 0;
      hooks.tamper = async (text, next) => {
        // No state in the batch read, so that each due task takes the one-task path.
        if (text.startsWith("SELECT task_id, owner, version, created_at_ms"))
          return (await next()).map((row) => ({ ...row, state: null }));
        if (kindOf(text) === "other") return next();
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        try {
          return await next();
        } finally {
          running -= 1;
        }
      };
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 12, deleted: 0 } });
      expect(highest).toBe(8);
    });

  it("reads a row whose version is not a number, text or bigint as unavailable", async () => {
    for (const version of [true, [2], { valueOf: () => 2 }]) {
      const { store, hooks } = await tamperedStore();
      await store.create(task("t1"), alice);
      hooks.tamper = async (text, next) => {
        const rows = await next();
        return kindOf(text) === "read" ? rows.map((row) => ({ ...row, version })) : rows;
      };
      expect(await store.get("t1", alice)).toMatchObject({ ok: false, error: { code: "unavailable" } });
    }
  });
});
