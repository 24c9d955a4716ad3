/**
 * The PostgreSQL store's sweep: it deletes and expires more than one batch, tells watchers what it did, answers a
 * failed statement instead of throwing, and sends one pair of statements per batch of due tasks (docs/host.md).
 */
import { describe, expect, it } from "vitest";
import type { TaskChange } from "../../src/store/index.js";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const NOW = "2026-11-25T10:00:01Z";
const LATER = "2026-11-25T11:00:00Z";
const PURGE = "WITH gone AS";
const DUE = "SELECT task_id, owner, version, created_at_ms";
const WRITE = "WITH input AS";

/** A store with one due task, "t1", and the statements it sends from now on. */
async function oneDue(options: { notify?: boolean } = {}) {
  const opened = await tamperedStore(options);
  expect((await opened.store.create(task("t1", 5_000), alice)).ok).toBe(true);
  const sent: string[] = [];
  opened.hooks.tamper = (text, next) => {
    sent.push(text);
    return next();
  };
  return { ...opened, sent };
}

/** What a watcher of `taskId` hears. */
async function watching(store: Awaited<ReturnType<typeof tamperedStore>>["store"], taskId: string) {
  const changes: TaskChange[] = [];
  expect((await store.watch([taskId], (c) => changes.push(c), alice)).ok).toBe(true);
  return changes;
}

describe("the PostgreSQL store's sweep", () => {
  it("refuses a now that is not a timestamp, saying what it must be", async () => {
    const { store } = await tamperedStore();
    expect(await store.sweep("yesterday")).toEqual({
      ok: false,
      error: { code: "invalid", message: "now must be an ISO 8601 timestamp with a time zone" },
    });
  });

  it("sends one purge, then one read and one write for a batch of due tasks", async () => {
    const { store, sent } = await oneDue();
    expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    const kinds = sent.map((text) => [PURGE, DUE, WRITE].find((start) => text.startsWith(start)));
    expect(kinds.filter((kind) => kind !== undefined)).toEqual([PURGE, DUE, WRITE]);
  });

  it("tells a watcher the failed state and version of a task it expired in a batch", async () => {
    for (const notify of [true, false]) {
      const { store } = await oneDue({ notify });
      const changes = await watching(store, "t1");
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      expect(changes).toMatchObject([{ taskId: "t1", version: 2, state: { status: "failed" } }]);
    }
  });

  it("expires through the one-task path a task whose row changed after the batch read it", async () => {
    const { store, hooks } = await oneDue();
    hooks.tamper = async (text, next) => {
      const rows = await next();
      return text.startsWith(DUE) ? rows.map((row) => ({ ...row, version: "7" })) : rows;
    };
    expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    expect(await store.get("t1", alice)).toMatchObject({
      ok: true,
      value: { state: { status: "failed" }, version: 2 },
    });
  });

  it("counts nothing for a due row that is gone by the time the one-task path reads it", async () => {
    const { store, hooks } = await oneDue();
    let reads = 0;
    hooks.tamper = async (text, next) => {
      const rows = await next();
      // Only the first batch read, so that a sweep that read on after it would end (and expire "t1").
      return text.startsWith(DUE) && reads++ === 0 ? rows.map((row) => ({ ...row, task_id: "gone" })) : rows;
    };
    expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
  });

  for (const failing of [PURGE, DUE, WRITE])
    it(`answers unavailable when a statement fails (${failing})`, async () => {
      const { store, hooks } = await oneDue();
      hooks.tamper = (text, next) => (text.startsWith(failing) ? Promise.reject(new Error("gone away")) : next());
      expect(await store.sweep(LATER)).toEqual({
        ok: false,
        error: { code: "unavailable", message: "PostgreSQL: gone away" },
      });
    });

  it("tells a watcher of a deleted task a version one past its last, and nothing for an unreadable version", async () => {
    for (const [version, heard] of [
      [undefined, [{ taskId: "t1", version: 3, state: null }]],
      ["x", []],
    ] as const) {
      const { store, hooks } = await tamperedStore();
      await store.create(task("t1", 5_000), alice);
      expect((await store.apply("t1", { type: "cancel", now: NOW }, alice)).ok).toBe(true);
      const changes = await watching(store, "t1");
      hooks.tamper = async (text, next) => {
        const rows = await next();
        return text.startsWith(PURGE) && version !== undefined ? rows.map((row) => ({ ...row, version })) : rows;
      };
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
      expect(changes).toEqual(heard);
    }
  });

  it("deletes and expires more tasks than one batch holds", async () => {
    const { store, db, table } = await tamperedStore();
    expect((await store.create(task("t0", 5_000), alice)).ok).toBe(true);
    await db.query(
      `INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms)
       SELECT 'd' || i, owner, jsonb_set(state, '{taskId}', to_jsonb('d' || i)), 1, live, created_at_ms, expires_at_ms
       FROM ${table}, generate_series(1, 1000) AS i WHERE task_id = 't0'`,
    );
    await db.query(
      `INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms)
       SELECT 'e' || i, 'alice', '{}', 1, false, 0, 0 FROM generate_series(1, 1001) AS i`,
    );
    expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1001, deleted: 1001 } });
    const left = await db.query<{ live: number; all: number }>(
      `SELECT count(*) FILTER (WHERE live)::int AS live, count(*)::int AS all FROM ${table}`,
    );
    expect(left.rows).toEqual([{ live: 0, all: 1001 }]);
  });
});
