/**
 * The memory store's reading of its options (only usable numbers, only from an options object), what one watcher's
 * unsubscribe leaves to the others, and an outcome it cannot hold as JSON.
 */
import { describe, expect, it } from "vitest";
import { memoryStore, type StoreOptions, type TaskChange } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const T0 = "2026-11-25T10:00:00Z";
const cancel = { type: "cancel", now: "2026-11-25T10:00:01Z" } as const;

/** How many tasks a sweep at `at` deletes from a store holding one task with a 1 s TTL, cancelled at once. */
async function deletedAt(at: string, options?: StoreOptions): Promise<number> {
  const store = memoryStore(options);
  expect((await store.create(task("t1", 1_000, T0), alice)).ok).toBe(true);
  expect((await store.apply("t1", cancel, alice)).ok).toBe(true);
  const swept = await store.sweep(at);
  return swept.ok ? swept.value.deleted : -1;
}

describe("memoryStore's options", () => {
  it("keeps a finished task 60 s past its TTL by default, and retentionMs after it when given", async () => {
    expect(await deletedAt("2026-11-25T10:01:00.999Z")).toBe(0);
    expect(await deletedAt("2026-11-25T10:01:01Z")).toBe(1);
    expect(await deletedAt("2026-11-25T10:00:01Z", { retentionMs: 0 })).toBe(1);
    expect(await deletedAt("2026-11-25T10:00:01Z", { retentionMs: "0" as never })).toBe(0);
  });

  it("ignores a bound given as a numeric string or a fraction, and options that are not an object", async () => {
    const fn = Object.assign(() => undefined, { maxTasksPerOwner: 1 });
    for (const options of [{ maxTasksPerOwner: "1" as never }, { maxTasksPerOwner: 0.5 }, fn as never]) {
      const store = memoryStore(options);
      expect((await store.create(task("t1"), alice)).ok).toBe(true);
      expect((await store.create(task("t2"), alice)).ok).toBe(true);
    }
  });
});

describe("memoryStore's watchers", () => {
  it("keeps telling the other watchers of a task after one unsubscribes, twice", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    const heard: TaskChange[] = [];
    // The first watcher names "t2" twice, and is its only watcher.
    const gone = await store.watch(["t1", "t2", "t2"], () => undefined, alice);
    expect((await store.watch(["t1"], (c) => heard.push(c), alice)).ok).toBe(true);
    if (!gone.ok) throw new Error(gone.error.message);
    gone.value();
    gone.value();
    await store.apply("t1", cancel, alice);
    expect(heard).toMatchObject([{ taskId: "t1", version: 2, state: { status: "cancelled" } }]);
  });
});

describe("memoryStore's outcomes", () => {
  it("refuses an outcome that is not JSON data, and keeps the task as it was", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    // An array with a named property passes the machine's check but would lose the property as JSON.
    const content = Object.assign([{ type: "text", text: "done" }], { extra: 1 });
    const complete = { type: "complete", now: "2026-11-25T10:00:01Z", result: { content } } as never;
    expect(await store.apply("t1", complete, alice)).toEqual({
      ok: false,
      error: { code: "invalid", message: "the outcome is not JSON data, so it cannot be stored" },
    });
    expect(await store.get("t1", alice)).toMatchObject({
      ok: true,
      value: { state: { status: "working" }, version: 1 },
    });
  });
});
