/**
 * A client's share of an owner's bounds, counted by the store: on the memory store, PGlite and a real PostgreSQL,
 * over two instances of one table, exact under concurrency; and a table made before the `client` column keeps
 * working after `migrate()`.
 */
import { describe, expect, it } from "vitest";
import pg from "pg";
import { createTask } from "../../src/machine/index.js";
import { postgresStore, type ClientShare, type TaskStore } from "../../src/store/index.js";
import { createFunctionSql } from "../../src/store/postgres/create-function.js";
import { freshTable, memoryBackend, pgliteBackend, serverBackend, serverUrl, type Backend } from "./backends.js";

let ids = 0;
const NOW = "2026-11-26T10:00:00Z";
function task(status: "working" | "completed" = "working") {
  const made = createTask({ taskId: `cs-${process.pid}-${++ids}`, now: NOW, ttlMs: 60_000 });
  if (!made.ok) throw new Error(made.error.message);
  return status === "working"
    ? made.state
    : { ...made.state, status, result: { content: [], isError: false, resultType: "complete" } };
}
const share = (key: string, maxLiveTasks = 2, maxTasks = 3): ClientShare => ({ key, maxLiveTasks, maxTasks });
const create = (store: TaskStore, key: string, status?: "working" | "completed", s = share(key)) =>
  store.create(task(status) as never, { owner: "anonymous", client: s });

const backends: Backend[] =
  serverUrl() === "" ? [memoryBackend, pgliteBackend] : [memoryBackend, pgliteBackend, serverBackend];

for (const backend of backends) {
  describe(`client shares on ${backend.name}`, () => {
    it("refuses past the client's live share on either instance, with its own reason; another client still creates", async () => {
      const opened = await backend.open();
      const b = await opened.second();
      try {
        expect((await create(opened.store, "10.0.0.1")).ok).toBe(true);
        expect((await create(b, "10.0.0.1")).ok).toBe(true);
        const refused = await create(opened.store, "10.0.0.1");
        expect(refused).toMatchObject({ ok: false, error: { code: "limit", limit: "client-live-tasks" } });
        expect(refused.ok ? "" : refused.error.message).toMatch(/this client already holds 2 live tasks/);
        expect((await create(b, "10.0.0.2")).ok).toBe(true);
        // A finished task is still stored: the stored share (3) is reached by it.
        expect((await create(b, "10.0.0.1", "completed")).ok).toBe(true);
        const full = await create(opened.store, "10.0.0.1", "completed");
        expect(full).toMatchObject({ ok: false, error: { code: "limit", limit: "client-stored-tasks" } });
        // A create without a client counts only against the owner's bounds.
        expect((await opened.store.create(task() as never, { owner: "anonymous" })).ok).toBe(true);
      } finally {
        await opened.close();
      }
    });

    it("is exact under concurrency: 64 creates of one client over two instances make exactly its share", async () => {
      const opened = await backend.open();
      const b = await opened.second();
      try {
        const s = share("10.0.0.9", 5, 1000);
        const all = await Promise.all(
          Array.from({ length: 64 }, (_, i) => create(i % 2 ? b : opened.store, s.key, "working", s)),
        );
        expect(all.filter((r) => r.ok).length).toBe(5);
        expect(all.filter((r) => !r.ok && r.error.limit === "client-live-tasks").length).toBe(59);
      } finally {
        await opened.close();
      }
    });

    it("refuses a malformed client share as invalid, never a throw", async () => {
      const opened = await backend.open();
      try {
        for (const client of [
          null,
          5,
          { key: 1, maxLiveTasks: 1, maxTasks: 1 },
          { key: "k", maxLiveTasks: -1, maxTasks: 1 },
          { key: "x".repeat(1025), maxLiveTasks: 1, maxTasks: 1 },
        ]) {
          const answer = await opened.store.create(task() as never, { owner: "anonymous", client } as never);
          expect(answer).toMatchObject({ ok: false, error: { code: "invalid" } });
        }
        const trap = new Proxy(
          {},
          {
            get: () => {
              throw new Error("trap");
            },
          },
        );
        expect(await opened.store.create(task() as never, { owner: "anonymous", client: trap } as never)).toMatchObject(
          { ok: false, error: { code: "invalid" } },
        );
      } finally {
        await opened.close();
      }
    });
  });
}

describe.runIf(serverUrl() !== "")("a table made before the client column", () => {
  it("keeps its rows and works after migrate()", async () => {
    const table = freshTable();
    const pool = new pg.Pool({ connectionString: serverUrl(), max: 2 });
    try {
      // The table and create function as they were before the column existed.
      await pool.query(
        `CREATE TABLE ${table} (task_id text PRIMARY KEY, owner text NOT NULL, state jsonb NOT NULL, version bigint NOT NULL CHECK (version >= 1), live boolean NOT NULL, created_at_ms bigint NOT NULL, expires_at_ms bigint) WITH (fillfactor = 80)`,
      );
      const old = task();
      await pool.query(`INSERT INTO ${table} VALUES ($1, 'anonymous', $2, 1, true, 0, NULL)`, [
        old.taskId,
        JSON.stringify(old),
      ]);
      const store = postgresStore(pool, { table });
      expect(await store.migrate()).toEqual({ ok: true, value: undefined });
      expect(await store.migrate()).toEqual({ ok: true, value: undefined });
      expect((await store.get(old.taskId, { owner: "anonymous" })).ok).toBe(true);
      expect((await create(store, "10.0.0.1")).ok).toBe(true);
      const columns = await pool.query(
        `SELECT attname FROM pg_attribute WHERE attrelid = '${table}'::regclass AND attname = 'client'`,
      );
      expect(columns.rows).toHaveLength(1);
      expect(createFunctionSql(table)).toContain("p_client");
      await store.close();
    } finally {
      await pool.end();
    }
  });
});
