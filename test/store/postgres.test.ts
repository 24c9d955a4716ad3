/** What only the PostgreSQL store has: its schema and rows, names spliced into SQL, text PostgreSQL cannot hold, NOTIFY. */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresStore, taskTableSql, isTableName, type TaskChange, type TaskStore } from "../../src/store/index.js";
import { freshTable } from "./backends.js";
import { eventually, task } from "./contract.js";

const alice = { owner: "alice" };

describe("taskTableSql and table names", () => {
  it("accepts plain and schema-qualified lower-case identifiers only, since they are spliced into SQL", () => {
    for (const ok of ["mcp_tasks", "app.mcp_tasks", "_t1", "a".repeat(63)]) expect(isTableName(ok)).toBe(true);
    for (const bad of ["", "Tasks", "t;drop table x", 't"', "a.b.c", "1t", "a".repeat(64), "t-1", " t", null, 7])
      expect(isTableName(bad)).toBe(false);
    expect(taskTableSql("t; DROP TABLE users")).toMatchObject({ ok: false, error: { code: "invalid" } });
    const sql = taskTableSql();
    expect(sql.ok && sql.value).toMatch(/^CREATE TABLE IF NOT EXISTS mcp_tasks \(/);
    expect(sql.ok && sql.value).toMatch(
      /CREATE INDEX IF NOT EXISTS mcp_tasks_expiry ON mcp_tasks \(expires_at_ms, task_id\)/,
    );
  });

  it("answers every call of a store built from unusable options with the reason, never a throw", async () => {
    const hostile = {
      get table(): string {
        throw new Error("boom");
      },
    };
    for (const store of [
      postgresStore({ query: async () => ({ rows: [] }) }, { table: "Bad Name" }),
      postgresStore(null as never),
      postgresStore({ query: async () => ({ rows: [] }) }, hostile),
    ]) {
      expect(await store.migrate()).toMatchObject({ ok: false, error: { code: "invalid" } });
      expect(await store.get("t", alice)).toMatchObject({ ok: false, error: { code: "invalid" } });
    }
  });

  it("reports a client that throws as unavailable", async () => {
    const store = postgresStore({ query: async () => Promise.reject(new Error("connection refused")) });
    expect(await store.get("t", alice)).toMatchObject({
      ok: false,
      error: { code: "unavailable", message: expect.stringContaining("connection refused") },
    });
  });
});

describe("the PostgreSQL store's rows (PGlite)", () => {
  let db: PGlite;
  let table: string;
  let store: TaskStore;
  beforeAll(async () => {
    db = await PGlite.create();
    table = freshTable();
    store = postgresStore(db, { table, listen: (channel, onPayload) => db.listen(channel, onPayload) });
    expect((await store.migrate()).ok).toBe(true);
  });
  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it("stores the state as a JSONB object, with the columns sweeps and limits use", async () => {
    await store.create(task("t1", 5_000), alice);
    await store.create(task("t2", null), alice);
    await store.apply("t2", { type: "cancel", now: "2026-11-25T10:00:01Z" }, alice);
    const { rows } = await db.query(
      `SELECT task_id, owner, jsonb_typeof(state) AS kind, state->>'status' AS status, version, live, created_at_ms, expires_at_ms FROM ${table} ORDER BY task_id`,
    );
    const created = Date.parse("2026-11-25T10:00:00Z");
    expect(rows).toEqual([
      {
        task_id: "t1",
        owner: "alice",
        kind: "object",
        status: "working",
        version: 1,
        live: true,
        created_at_ms: created,
        expires_at_ms: created + 5_000,
      },
      {
        task_id: "t2",
        owner: "alice",
        kind: "object",
        status: "cancelled",
        version: 2,
        live: false,
        created_at_ms: created,
        expires_at_ms: null,
      },
    ]);
  });

  it("refuses ids and owners PostgreSQL text would change (U+0000, lone surrogates) and finds no such task for them", async () => {
    for (const [id, owner] of [
      ["t\u0000x", "alice"],
      ["t\uD800", "alice"],
      ["ok", "al\u0000ice"],
      ["ok2", "\uDC00"],
    ] as const) {
      expect(await store.create(task(id), { owner })).toMatchObject({ ok: false, error: { code: "invalid" } });
      expect(await store.get(id, { owner })).toMatchObject({ ok: false, error: { code: "not_found" } });
    }
    const nul = await store.create({ ...task("t3"), statusMessage: "a\u0000b" }, alice);
    expect(nul).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(await store.get("t3", alice)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("keeps NOTIFY payloads small for the longest ids and reports only the watching owner's changes", async () => {
    const payloads: string[] = [];
    const stop = await db.listen(`${table}_changes`, (p) => payloads.push(p));
    const longId = "\u{1F600}".repeat(512);
    await store.create(task(longId), alice);
    await store.create(task("shared-name-a"), { owner: "mallory" });
    const seen: TaskChange[] = [];
    const other = postgresStore(db, { table, listen: (channel, onPayload) => db.listen(channel, onPayload) });
    await other.watch([longId, "shared-name-a"], (c) => seen.push(c), alice);
    await store.apply(longId, { type: "update", now: "2026-11-25T10:00:01Z", statusMessage: "big" }, alice);
    await store.apply(
      "shared-name-a",
      { type: "update", now: "2026-11-25T10:00:01Z", statusMessage: "theirs" },
      { owner: "mallory" },
    );
    await eventually(() => seen.length === 1 && payloads.length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toMatchObject([{ taskId: longId, version: 2, state: { statusMessage: "big" } }]);
    for (const p of payloads) expect(new TextEncoder().encode(p).length).toBeLessThan(8_000);
    expect(payloads.some((p) => p.endsWith(`:${longId}`))).toBe(true);
    await stop();
    await other.close();
  });
});

describe("the README's store section", () => {
  it("shows the schema exactly as taskTableSql() writes it", async () => {
    const { readFileSync } = await import("node:fs");
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const block = /## Choosing a store[\s\S]*?```sql\n([\s\S]*?)```/.exec(readme);
    const sql = taskTableSql();
    expect(block?.[1]).toBe(sql.ok ? sql.value : "");
  });
});
