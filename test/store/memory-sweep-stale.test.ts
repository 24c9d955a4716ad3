/**
 * The memory store's sweep over index entries left behind: a task filed at its first TTL and at a shortened one is
 * expired and deleted once, and the entry left at the first TTL is skipped when it comes due.
 */
import { describe, expect, it } from "vitest";
import { memoryStore } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const at = (ms: number) => new Date(Date.parse("2026-11-25T10:00:00Z") + ms).toISOString();

describe("memoryStore's sweep over stale entries", () => {
  it("skips the entry a deleted task left at its first TTL", async () => {
    const store = memoryStore({ retentionMs: 1_000 });
    expect((await store.create(task("a", 60_000), alice)).ok).toBe(true);
    expect((await store.create(task("b", 60_000), alice)).ok).toBe(true);
    expect((await store.apply("a", { type: "update", now: at(100), ttlMs: 1_000 }, alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    expect(await store.sweep(at(2_500))).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    // "a" is gone, but still filed at 60 s beside "b": the sweep passes it by and expires "b".
    expect(await store.sweep(at(60_500))).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    const got = await store.get("b", alice);
    expect(got.ok && got.value.state.status).toBe("failed");
  });

  it("shares one error among the tasks a sweep expires for the same TTL", async () => {
    const store = memoryStore();
    for (const id of ["a", "b"]) expect((await store.create(task(id, 1_000), alice)).ok).toBe(true);
    expect(await store.sweep(at(1_500))).toEqual({ ok: true, value: { expired: 2, deleted: 0 } });
    const [a, b] = [await store.get("a", alice), await store.get("b", alice)];
    if (!a.ok || !b.ok) throw new Error("a task is missing");
    expect(a.value.state.error).toEqual(b.value.state.error);
    expect(a.value.state.error).toBe(b.value.state.error);
  });
});
