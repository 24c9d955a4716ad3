/**
 * The PostgreSQL store's compare-and-set write: it starts from the state it last saw, checks a guess against the row
 * before refusing or answering "nothing to change", retries a lost race a bounded number of times, and reads rows it
 * cannot trust as unavailable.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const NOW = "2026-11-25T10:00:01Z";
const cancel = { type: "cancel", now: NOW } as const;
const requestCancel = { type: "requestCancel", now: NOW } as const;

/** Replaces the state text of the next read's row with `edit` applied to it, once. */
function staleOnce(edit: (state: Record<string, unknown>) => Record<string, unknown>) {
  let left = 1;
  return async (text: string, next: () => Promise<Record<string, unknown>[]>) => {
    const rows = await next();
    if (kindOf(text) !== "read" || left === 0) return rows;
    left -= 1;
    return rows.map((row) => ({ ...row, state: JSON.stringify(edit(JSON.parse(String(row.state)))) }));
  };
}

describe("the PostgreSQL store's guesses", () => {
  it("writes from the state it last saw without reading the row again", async () => {
    const { store, counts } = await tamperedStore();
    await store.create(task("t1"), alice);
    expect((await store.get("t1", alice)).ok).toBe(true);
    counts.read = 0;
    const first = await store.apply("t1", requestCancel, alice);
    expect(first).toMatchObject({ ok: true, value: { changed: true, version: 2 } });
    expect(first.ok && Object.keys(first.value).sort()).toEqual(["changed", "state", "version"]);
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 3 } });
    expect(counts.read).toBe(0);
  });

  it("remembers a row whose client hands the state back parsed", async () => {
    const { store, counts, hooks } = await tamperedStore();
    await store.create(task("t1"), alice);
    hooks.tamper = async (text, next) => {
      const rows = await next();
      return kindOf(text) === "read" ? rows.map((r) => ({ ...r, state: JSON.parse(String(r.state)) })) : rows;
    };
    expect((await store.get("t1", alice)).ok).toBe(true);
    counts.read = 0;
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(counts.read).toBe(0);
  });

  for (const maxRetries of [0, 2]) {
    it(`checks a guess the machine refuses against the row, at no retry's cost (maxRetries ${maxRetries})`, async () => {
      const { store, hooks } = await tamperedStore({ maxRetries });
      await store.create(task("t1"), alice);
      hooks.tamper = staleOnce((s) => ({ ...s, status: "cancelled" }));
      expect((await store.get("t1", alice)).ok).toBe(true);
      expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { changed: true } });
      expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { state: { status: "cancelled" } } });
    });

    it(`checks a guess with nothing to change against the row (maxRetries ${maxRetries})`, async () => {
      const { store, hooks } = await tamperedStore({ maxRetries });
      await store.create(task("t1"), alice);
      hooks.tamper = staleOnce((s) => ({ ...s, cancelRequested: true }));
      expect((await store.get("t1", alice)).ok).toBe(true);
      expect(await store.apply("t1", requestCancel, alice)).toMatchObject({ ok: true, value: { changed: true } });
    });

    it(`retries a guess whose version is stale at no retry's cost (maxRetries ${maxRetries})`, async () => {
      const { store, table } = await tamperedStore({ maxRetries });
      await store.create(task("t1"), alice);
      expect((await store.get("t1", alice)).ok).toBe(true);
      const other = (await tamperedStore({ table })).store;
      expect((await other.apply("t1", requestCancel, alice)).ok).toBe(true);
      expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 3 } });
    });
  }
});

/** Makes the `n`th statement of a kind and after fail, so that a store looping on it ends. */
function bounded(counts: { read: number; update: number }, n = 20) {
  return async (text: string, next: () => Promise<Record<string, unknown>[]>) => {
    const kind = kindOf(text);
    if (kind !== "other" && counts[kind] > n) throw new Error("looping");
    return next();
  };
}

describe("the PostgreSQL store's answers from the row", () => {
  afterEach(() => void vi.restoreAllMocks());

  it("answers a refusal and an unchanged task read from the row at once", async () => {
    const { store, table } = await tamperedStore();
    await store.create(task("t1"), alice);
    await store.apply("t1", requestCancel, alice);
    const fresh = await tamperedStore({ table });
    fresh.hooks.tamper = bounded(fresh.counts);
    expect(await fresh.store.apply("t1", requestCancel, alice)).toMatchObject({ ok: true, value: { changed: false } });
    expect(fresh.counts).toMatchObject({ read: 1, update: 0 });
    await store.apply("t1", cancel, alice);
    const again = await tamperedStore({ table });
    again.hooks.tamper = bounded(again.counts);
    expect(await again.store.apply("t1", cancel, alice)).toMatchObject({
      ok: false,
      error: { code: "refused", message: "a cancelled task cannot be cancelled" },
    });
    expect(again.counts).toMatchObject({ read: 1, update: 0 });
  });

  it("answers conflict after maxRetries + 1 lost races", async () => {
    const { store, table } = await tamperedStore();
    await store.create(task("t1"), alice);
    const fresh = await tamperedStore({ table, maxRetries: 2 });
    fresh.hooks.tamper = async (text, next) => {
      await bounded(fresh.counts)(text, async () => []);
      return kindOf(text) === "update" ? [] : next();
    };
    expect(await fresh.store.apply("t1", cancel, alice)).toEqual({
      ok: false,
      error: { code: "conflict", message: "the task kept changing under 3 attempts" },
    });
    expect(fresh.counts).toMatchObject({ read: 3, update: 3 });
  });

  it("makes a guess at most once per write, though reads keep refreshing the state it would guess from", async () => {
    const { store, table } = await tamperedStore();
    await store.create(task("t1"), alice);
    const fresh = await tamperedStore({ table, maxRetries: 2 });
    // Backoff pauses of 1 ms, so a read scheduled at 0 ms lands inside each pause.
    vi.spyOn(Math, "random").mockReturnValue(1);
    let saved: Record<string, unknown>[] = [];
    fresh.hooks.tamper = async (text, next) => {
      const kind = kindOf(text);
      if (kind !== "other" && fresh.counts[kind] > 20) throw new Error("looping");
      if (kind === "read") return saved.length > 0 ? saved : (saved = await next());
      if (kind !== "update") return next();
      setTimeout(() => void fresh.store.get("t1", alice), 0);
      return [];
    };
    expect(await fresh.store.apply("t1", cancel, alice)).toMatchObject({ ok: false, error: { code: "conflict" } });
    expect(fresh.counts.update).toBe(3);
  });

  it("notifies nothing, and still writes, with notify off", async () => {
    const { store } = await tamperedStore({ notify: false });
    await store.create(task("t1"), alice);
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
  });

  it("reads a row with a corrupt state or version as unavailable", async () => {
    for (const bad of [{ state: "{}" }, { version: "0" }]) {
      const { store, hooks } = await tamperedStore();
      await store.create(task("t1"), alice);
      hooks.tamper = async (text, next) => {
        const rows = await next();
        return kindOf(text) === "read" ? rows.map((r) => ({ ...r, ...bad })) : rows;
      };
      expect(await store.get("t1", alice)).toEqual({
        ok: false,
        error: { code: "unavailable", message: "the stored task is not a valid task state" },
      });
    }
  });
});
