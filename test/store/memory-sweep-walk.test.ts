/**
 * The memory store's sweep walk: a finished task waits out its retention, an expired task says its own TTL, a TTL
 * changed later is found when due, and a long walk lets other work run, with or without setImmediate.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStore } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const at = (ms: number) => new Date(Date.parse("2026-11-25T10:00:00Z") + ms).toISOString();

/** A task created already completed. */
function finished(taskId: string, ttlMs: number) {
  return { ...task(taskId, ttlMs), status: "completed" as const, result: { content: [], isError: false } };
}

afterEach(() => vi.unstubAllGlobals());

describe("memoryStore's sweep walk", () => {
  it("keeps a finished task past its TTL until its retention ends", async () => {
    const store = memoryStore({ retentionMs: 60_000 });
    expect((await store.create(finished("a", 1_000), alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
    expect((await store.get("a", alice)).ok).toBe(true);
    expect(await store.sweep(at(61_500))).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    expect((await store.get("a", alice)).ok).toBe(false);
  });

  it("fails an expired task with an error naming its own TTL", async () => {
    const store = memoryStore();
    expect((await store.create(task("a", 1_000), alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    const got = await store.get("a", alice);
    expect(got.ok && got.value.state).toMatchObject({ status: "failed", error: { data: { ttlMs: 1_000 } } });
  });

  it("expires a task whose unlimited TTL was made finite", async () => {
    const store = memoryStore();
    expect((await store.create(task("a", null), alice)).ok).toBe(true);
    expect((await store.apply("a", { type: "update", now: at(100), ttlMs: 1_000 }, alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
  });

  it("expires a task at its shortened TTL, not its first one", async () => {
    const store = memoryStore();
    expect((await store.create(task("a", 60_000), alice)).ok).toBe(true);
    expect((await store.apply("a", { type: "update", now: at(100), ttlMs: 1_000 }, alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
  });

  it("never expires a task whose TTL was made unlimited", async () => {
    const store = memoryStore();
    expect((await store.create(task("a", 1_000), alice)).ok).toBe(true);
    expect((await store.apply("a", { type: "update", now: at(100), ttlMs: null }, alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
    const got = await store.get("a", alice);
    expect(got.ok && got.value.state.status).toBe("working");
  });

  it("keeps a finished task whose TTL was made unlimited", async () => {
    const store = memoryStore();
    expect((await store.create(task("a", 1_000), alice)).ok).toBe(true);
    expect((await store.apply("a", { type: "update", now: at(100), ttlMs: null }, alice)).ok).toBe(true);
    const done = { type: "complete" as const, now: at(200), result: { content: [] } };
    expect((await store.apply("a", done, alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
    expect((await store.get("a", alice)).ok).toBe(true);
  });

  for (const [ms, yields] of [
    [4, true],
    [3, false],
  ] as const) {
    it(`${yields ? "yields" : "does not yield"} when 32 tasks took ${ms} ms`, async () => {
      const store = memoryStore();
      for (let i = 0; i < 40; i++) expect((await store.create(task(`t${i}`, 1_000), alice)).ok).toBe(true);
      let clock = 0;
      vi.spyOn(performance, "now").mockImplementation(() => (clock += ms));
      let ran = false;
      const probe = setImmediate(() => {
        ran = true;
      });
      const swept = await store.sweep(at(1_500));
      clearImmediate(probe);
      vi.restoreAllMocks();
      expect(swept).toEqual({ ok: true, value: { expired: 40, deleted: 0 } });
      expect(ran).toBe(yields);
    });
  }

  for (const immediate of [true, false]) {
    it(`lets other work run during a long sweep${immediate ? "" : " without setImmediate"}`, async () => {
      const store = memoryStore({ maxTasksPerOwner: 100_000 });
      const n = 40_000;
      for (let i = 0; i < n; i++) expect((await store.create(task(`t${i}`, 1_000), alice)).ok).toBe(true);
      let ran = false;
      if (!immediate) vi.stubGlobal("setImmediate", undefined);
      const timer = setTimeout(() => {
        ran = true;
      }, 0);
      const swept = await store.sweep(at(1_500));
      clearTimeout(timer);
      vi.unstubAllGlobals();
      expect(swept).toEqual({ ok: true, value: { expired: n, deleted: 0 } });
      expect(ran).toBe(true);
    }, 60_000);
  }
});
