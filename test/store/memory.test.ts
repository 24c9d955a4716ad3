import { describe, expect, it } from "vitest";
import { createTask, type TaskState } from "../../src/index.js";
import { memoryStore } from "../../src/store/index.js";

const alice = { owner: "alice" };
const bob = { owner: "bob" };

function task(taskId: string, ttlMs: number | null = 60_000): TaskState {
  const created = createTask({ taskId, now: "2026-11-25T10:00:00Z", ttlMs });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

describe("memoryStore", () => {
  it("creates, reads and applies events through the machine, counting versions", async () => {
    const store = memoryStore();
    expect((await store.create(task("t1"), alice)).ok).toBe(true);
    expect(await store.create(task("t1"), alice)).toMatchObject({ ok: false, error: { code: "exists" } });
    const applied = await store.apply("t1", { type: "complete", now: "2026-11-25T10:00:01Z", result: { content: [] } }, alice);
    expect(applied).toMatchObject({ ok: true, value: { version: 2, changed: true, state: { status: "completed" } } });
    const late = await store.apply("t1", { type: "cancel", now: "2026-11-25T10:00:02Z" }, alice);
    expect(late).toMatchObject({ ok: false, error: { code: "refused", transition: { code: "terminal" } } });
    expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { version: 2, state: { status: "completed" } } });
  });

  it("hides a task from another owner exactly as an unknown one", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    const foreign = await store.get("t1", bob);
    const unknown = await store.get("nope", bob);
    expect(foreign).toEqual(unknown);
    expect(await store.apply("t1", { type: "requestCancel", now: "2026-11-25T10:00:01Z" }, bob)).toEqual(
      await store.apply("nope", { type: "requestCancel", now: "2026-11-25T10:00:01Z" }, bob),
    );
    const seen: unknown[] = [];
    const watch = await store.watch(["t1"], (change) => seen.push(change), bob);
    expect(watch.ok).toBe(true);
    await store.apply("t1", { type: "requestCancel", now: "2026-11-25T10:00:01Z" }, alice);
    expect(seen).toEqual([]);
  });

  it("reports committed changes to watchers until they unsubscribe", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    const seen: number[] = [];
    const watch = await store.watch(["t1"], (change) => seen.push(change.version), alice);
    if (!watch.ok) throw new Error(watch.error.message);
    await store.apply("t1", { type: "update", now: "2026-11-25T10:00:01Z", statusMessage: "a" }, alice);
    watch.value();
    await store.apply("t1", { type: "update", now: "2026-11-25T10:00:02Z", statusMessage: "b" }, alice);
    expect(seen).toEqual([2]);
  });

  it("expires from createdAt, keeps the failed task for the retention, then deletes it; null TTL never expires", async () => {
    const store = memoryStore({ retentionMs: 1_000 });
    await store.create(task("short", 5_000), alice);
    await store.create(task("forever", null), alice);
    expect(await store.sweep("2026-11-25T10:00:04.999Z")).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
    expect(await store.sweep("2026-11-25T10:00:05Z")).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    expect(await store.get("short", alice)).toMatchObject({ ok: true, value: { state: { status: "failed" } } });
    expect(await store.sweep("2026-11-25T10:00:06Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    expect(await store.get("short", alice)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await store.sweep("2126-11-25T10:00:06Z")).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
  });

  it("refuses a live task beyond the per-owner limit", async () => {
    const store = memoryStore({ maxLiveTasksPerOwner: 1 });
    expect((await store.create(task("a"), alice)).ok).toBe(true);
    expect(await store.create(task("b"), alice)).toMatchObject({ ok: false, error: { code: "limit" } });
    expect((await store.create(task("c"), bob)).ok).toBe(true);
    await store.apply("a", { type: "cancel", now: "2026-11-25T10:00:01Z" }, alice);
    expect((await store.create(task("b"), alice)).ok).toBe(true);
  });

  it("keeps its own copy of what it is given", async () => {
    const store = memoryStore();
    const state = task("t1");
    await store.create(state, alice);
    (state as { statusMessage: string | null }).statusMessage = "changed outside";
    expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { state: { statusMessage: null } } });
  });
});
