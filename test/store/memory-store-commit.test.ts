/**
 * The memory store's commit as callers see it: a client's task stays the client's through a sweep that deletes it,
 * a task counts as live only while it is, and an apply answers no accept fields unless the event was an accept.
 */
import { describe, expect, it } from "vitest";
import { type ClientShare, memoryStore } from "../../src/store/index.js";
import { task } from "./contract.js";

const at = (ms: number) => new Date(Date.parse("2026-11-25T10:00:00Z") + ms).toISOString();
const share = (maxLiveTasks: number, maxTasks: number): ClientShare => ({ key: "10.0.0.1", maxLiveTasks, maxTasks });

/** A task created already completed. */
function finished(taskId: string) {
  return { ...task(taskId, 1_000), status: "completed" as const, result: { content: [], isError: false } };
}

describe("memoryStore's commit", () => {
  it("frees a client's stored share when the sweep deletes the client's task", async () => {
    const store = memoryStore({ retentionMs: 1_000 });
    const scope = { owner: "alice", client: share(5, 1) };
    expect((await store.create(finished("a"), scope)).ok).toBe(true);
    expect((await store.get("a", scope)).ok).toBe(true);
    expect(await store.create(finished("b"), scope)).toMatchObject({
      ok: false,
      error: { limit: "client-stored-tasks" },
    });
    expect(await store.sweep(at(5_000))).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    expect((await store.create(finished("b"), scope)).ok).toBe(true);
  });

  it("counts a task as live from a live create until it ends, and a finished create not at all", async () => {
    const store = memoryStore();
    const scope = { owner: "alice", client: share(1, 5) };
    expect((await store.create(task("b"), scope)).ok).toBe(true);
    expect((await store.create(finished("a"), scope)).ok).toBe(true);
    expect(await store.create(task("c"), scope)).toMatchObject({ ok: false, error: { limit: "client-live-tasks" } });
    const done = { type: "complete" as const, now: at(100), result: { content: [] } };
    expect((await store.apply("b", done, scope)).ok).toBe(true);
    expect((await store.create(task("c"), scope)).ok).toBe(true);
  });

  it("answers an apply that is not an accept without accept fields", async () => {
    const store = memoryStore();
    const alice = { owner: "alice" };
    expect((await store.create(task("a"), alice)).ok).toBe(true);
    const applied = await store.apply("a", { type: "update", now: at(100), statusMessage: "half way" }, alice);
    expect(applied.ok && Object.keys(applied.value).sort()).toEqual(["changed", "state", "version"]);
  });

  it("tells watchers nothing of an apply that changed nothing", async () => {
    const store = memoryStore();
    const alice = { owner: "alice" };
    expect((await store.create(task("a"), alice)).ok).toBe(true);
    const seen: number[] = [];
    expect((await store.watch(["a"], (c) => seen.push(c.version), alice)).ok).toBe(true);
    for (const ms of [100, 200]) {
      const applied = await store.apply("a", { type: "requestCancel", now: at(ms) }, alice);
      expect(applied.ok && applied.value.version).toBe(2);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toEqual([2]);
  });
});
