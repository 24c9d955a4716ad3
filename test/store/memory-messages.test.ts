/**
 * The memory store's own refusals (a closed store, a bad listener, a taken id, an unknown task, a bad sweep time) and
 * its counts after the sweep deletes a task: the bounds free exactly the deleted task's stored place.
 */
import { describe, expect, it } from "vitest";
import { memoryStore, type OwnerScope } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const T0 = "2026-11-25T10:00:01Z";
const bad = null as unknown as OwnerScope;
/** A result as one line: its code and message, or "accepted". */
const said = (r: { ok: boolean; error?: { code: string; message: string } }) =>
  r.ok ? "accepted" : `${r.error?.code}: ${r.error?.message}`;
const noop = () => {};

describe("memoryStore's own refusals", () => {
  it("refuses a watch with a bad owner, a listener that is not a function, or on a closed store", async () => {
    const store = memoryStore();
    expect(said(await store.watch(["a"], noop, bad))).toBe("invalid: scope.owner must be a string");
    expect(said(await store.watch(["a"], 5 as unknown as () => void, alice))).toBe(
      "invalid: listener must be a function",
    );
    expect(said(await store.watch(["a"], noop, alice))).toBe("accepted");
    await store.close();
    expect(said(await store.watch(["a"], noop, alice))).toBe("unavailable: the store is closed");
  });

  it("refuses a taken id, an unknown task, a bad owner on apply, and a sweep time that is not one", async () => {
    const store = memoryStore();
    expect(said(await store.create(task("a"), alice))).toBe("accepted");
    expect(said(await store.create(task("a"), alice))).toBe("exists: the taskId is taken");
    expect(said(await store.get("b", alice))).toBe("not_found: no such task");
    const cancel = { type: "cancel", now: T0 } as const;
    expect(said(await store.apply("b", cancel, alice))).toBe("not_found: no such task");
    expect(said(await store.apply("a", cancel, bad))).toBe("invalid: scope.owner must be a string");
    const odd = { type: "complete", now: T0, result: { content: [], f: () => 1 } } as const;
    expect(said(await store.apply("a", odd, alice))).toBe(
      "invalid: the event is not JSON data, so it cannot be stored",
    );
    expect(said(await store.sweep("soon"))).toBe("invalid: now must be an ISO 8601 timestamp with a time zone");
  });

  it("names the stored-tasks bound it reached", async () => {
    const store = memoryStore({ maxTasksPerOwner: 0 });
    expect(await store.create(task("a"), alice)).toMatchObject({ ok: false, error: { limit: "stored-tasks" } });
  });

  it("frees one stored place, and no live one, when the sweep deletes a finished task", async () => {
    const store = memoryStore({ retentionMs: 0, maxLiveTasksPerOwner: 2, maxTasksPerOwner: 3 });
    expect(said(await store.create(task("x", null), alice))).toBe("accepted");
    expect(said(await store.create(task("a", 0), alice))).toBe("accepted");
    expect(said(await store.apply("a", { type: "cancel", now: T0 }, alice))).toBe("accepted");
    expect(await store.sweep("2100-01-01T00:00:00Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    expect(said(await store.create(task("b"), alice))).toBe("accepted");
    expect(await store.create(task("c"), alice)).toMatchObject({ ok: false, error: { limit: "live-tasks" } });
    expect(said(await store.create({ ...task("d"), status: "cancelled" }, alice))).toBe("accepted");
  });
});
