/**
 * The states a PostgreSQL store instance remembers to write from without a read: never another owner's, never one
 * older than it has seen, and never one of a task deleted since; a task made again under its id starts afresh.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const bob = { owner: "bob" };
const T0 = "2026-11-25T10:00:00Z";
const NOW = "2026-11-25T10:00:01Z";
const AFTER = "2026-11-25T10:00:02Z";
const cancel = { type: "cancel", now: NOW } as const;
const requestCancel = { type: "requestCancel", now: NOW } as const;

describe("the PostgreSQL store's recent states", () => {
  it("starts no write from another owner's state", async () => {
    const { store, counts } = await tamperedStore();
    await store.create(task("t1"), alice);
    expect(await store.apply("t1", cancel, bob)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(counts).toMatchObject({ read: 1, update: 0 });
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
  });

  it("writes without a read to a task the sweep deleted and that was made again", async () => {
    const { store, counts } = await tamperedStore({ retentionMs: 0 });
    await store.create(task("t1", 1_000, T0), alice);
    await store.apply("t1", cancel, alice);
    expect(await store.sweep(AFTER)).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    await store.create(task("t1", 1_000, T0), alice);
    counts.read = 0;
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(counts.read).toBe(0);
  });

  it("remembers a task made again under another owner's deleted id as the new owner's", async () => {
    const first = await tamperedStore({ retentionMs: 0 });
    const other = (await tamperedStore({ table: first.table, retentionMs: 0 })).store;
    await first.store.create(task("t1", 1_000, T0), alice);
    await first.store.apply("t1", requestCancel, alice);
    await other.apply("t1", cancel, alice);
    expect(await other.sweep(AFTER)).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    await first.store.create(task("t1", 1_000, T0), bob);
    first.counts.read = 0;
    expect(await first.store.apply("t1", cancel, bob)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(first.counts.read).toBe(0);
  });

  it("writes from a task made again under its id and read since, not from the one it remembered before", async () => {
    const first = await tamperedStore({ retentionMs: 0 });
    const other = (await tamperedStore({ table: first.table, retentionMs: 0 })).store;
    await first.store.create(task("t1", 1_000, T0), alice);
    await other.apply("t1", cancel, alice);
    expect(await other.sweep(AFTER)).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    // Made again at the same instant, so version and creation time match the state the first instance remembers.
    await other.create(task("t1", 2_000, T0), alice);
    expect(await first.store.get("t1", alice)).toMatchObject({ ok: true, value: { state: { ttlMs: 2_000 } } });
    expect(await first.store.apply("t1", requestCancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(await first.store.get("t1", alice)).toMatchObject({ ok: true, value: { state: { ttlMs: 2_000 } } });
  });

  it("keeps the newer state when a read that started before a write answers after it", async () => {
    const { store, counts, hooks } = await tamperedStore();
    await store.create(task("t1"), alice);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    hooks.tamper = async (text, next) => {
      if (kindOf(text) !== "read") return next();
      const rows = await next();
      // Only the first read is held, so that a write which reads the row does not wait on it.
      if (reads++ === 0) await held;
      return rows;
    };
    const reading = store.get("t1", alice);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await store.apply("t1", requestCancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    release();
    expect(await reading).toMatchObject({ ok: true, value: { version: 1 } });
    counts.read = 0;
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 3 } });
    expect(counts.read).toBe(0);
  });
});
