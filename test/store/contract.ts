/** The TaskStore contract: the same tests for every backend, so the host can run on any of them unchanged. */
import { afterEach, describe, expect, it } from "vitest";
import { createTask, type TaskEvent, type TaskState } from "../../src/index.js";
import type { StoreOptions, TaskChange } from "../../src/store/index.js";
import type { Backend, Opened } from "./backends.js";

const alice = { owner: "alice" };
const bob = { owner: "bob" };
const T0 = "2026-11-25T10:00:00Z";

/** A fresh task created at T0. */
export function task(taskId: string, ttlMs: number | null = 60_000, now = T0): TaskState {
  const created = createTask({ taskId, now, ttlMs });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

/** Resolves once `check` holds, polling; fails the test after `ms`. */
export async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Tries to change something a store handed out or was given: it may be frozen (then the attempt throws), or a copy. */
function tamper(change: () => void): void {
  try {
    change();
  } catch {
    // A frozen value refuses the change, which is as good as a copy absorbing it.
  }
}

/** Defines the contract's tests for one backend. */
export function storeContract(backend: Backend): void {
  describe(`TaskStore contract: ${backend.name}`, () => {
    const opened: Opened[] = [];
    const open = async (options?: StoreOptions): Promise<Opened> => {
      const o = await backend.open(options);
      opened.push(o);
      return o;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((o) => o.close()));
    });

    it("migrates idempotently, creates, reads and applies through the machine, counting versions", async () => {
      const { store } = await open();
      expect(await store.migrate()).toEqual({ ok: true, value: undefined });
      expect(await store.create(task("t1"), alice)).toMatchObject({
        ok: true,
        value: { version: 1, state: { taskId: "t1", status: "working" } },
      });
      expect(await store.create(task("t1"), alice)).toMatchObject({ ok: false, error: { code: "exists" } });
      expect(await store.create(task("t1"), bob)).toMatchObject({ ok: false, error: { code: "exists" } });
      const noop = await store.apply("t1", { type: "update", now: "2026-11-25T10:00:01Z" }, alice);
      expect(noop).toMatchObject({ ok: true, value: { version: 1, changed: false } });
      const applied = await store.apply(
        "t1",
        { type: "complete", now: "2026-11-25T10:00:01Z", result: { content: [] } },
        alice,
      );
      expect(applied).toMatchObject({
        ok: true,
        value: { version: 2, changed: true, state: { status: "completed", result: { content: [] } } },
      });
      const late = await store.apply("t1", { type: "cancel", now: "2026-11-25T10:00:02Z" }, alice);
      expect(late).toMatchObject({ ok: false, error: { code: "refused", transition: { code: "terminal" } } });
      const read = await store.get("t1", alice);
      expect(read).toEqual({ ok: true, value: { version: 2, state: applied.ok ? applied.value.state : null } });
    });

    it("runs input requests through the machine: accepted keys, answers, and no key used twice", async () => {
      const { store } = await open();
      await store.create(task("t1"), alice);
      const ask: TaskEvent = {
        type: "requestInput",
        now: "2026-11-25T10:00:01Z",
        inputRequests: { k1: { method: "roots/list" } },
      };
      expect(await store.apply("t1", ask, alice)).toMatchObject({
        ok: true,
        value: { version: 2, accepted: ["k1"], state: { status: "input_required" } },
      });
      const answer: TaskEvent = {
        type: "provideInput",
        now: "2026-11-25T10:00:02Z",
        inputResponses: { k1: { roots: [] }, k9: { roots: [] } },
      };
      expect(await store.apply("t1", answer, alice)).toMatchObject({
        ok: true,
        value: { version: 3, accepted: ["k1"], ignored: ["k9"], state: { status: "working" } },
      });
      expect(await store.apply("t1", { type: "consumeInput", now: "2026-11-25T10:00:03Z" }, alice)).toMatchObject({
        ok: true,
        value: { version: 4 },
      });
      expect(await store.apply("t1", { ...ask, now: "2026-11-25T10:00:04Z" }, alice)).toMatchObject({
        ok: false,
        error: { code: "refused", transition: { code: "duplicate_input_key", key: "k1" } },
      });
    });

    it("hides a task from another owner exactly as an unknown one", async () => {
      const { store } = await open();
      await store.create(task("t1"), alice);
      expect(await store.get("t1", bob)).toEqual(await store.get("nope", bob));
      const cancel = { type: "requestCancel", now: "2026-11-25T10:00:01Z" } as const;
      expect(await store.apply("t1", cancel, bob)).toEqual(await store.apply("nope", cancel, bob));
      const seen: TaskChange[] = [];
      const watch = await store.watch(["t1"], (change) => seen.push(change), bob);
      const unknown = await store.watch(["nope"], () => undefined, bob);
      expect(watch.ok).toBe(true);
      expect(unknown.ok).toBe(true);
      await store.apply("t1", cancel, alice);
      await store.apply("t1", { type: "cancel", now: "2026-11-25T10:00:02Z" }, alice);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen).toEqual([]);
      expect(await store.get("t1", alice)).toMatchObject({
        ok: true,
        value: { version: 3, state: { status: "cancelled", cancelRequested: true } },
      });
    });

    it("reports committed changes to watchers in version order until they unsubscribe", async () => {
      const { store } = await open();
      await store.create(task("t1"), alice);
      const seen: number[] = [];
      const watch = await store.watch(["t1"], (change) => seen.push(change.version), alice);
      if (!watch.ok) throw new Error(watch.error.message);
      await store.apply("t1", { type: "update", now: "2026-11-25T10:00:01Z", statusMessage: "a" }, alice);
      await store.apply("t1", { type: "update", now: "2026-11-25T10:00:02Z", statusMessage: "b" }, alice);
      await eventually(() => seen.includes(3));
      watch.value();
      watch.value();
      await store.apply("t1", { type: "update", now: "2026-11-25T10:00:03Z", statusMessage: "c" }, alice);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([2, 3]);
    });

    it("tells a watcher on another instance what one instance commits, and when the task is deleted", async () => {
      const { store, second } = await open({ retentionMs: 0 });
      const other = await second();
      await store.create(task("t1", 1_000), alice);
      const seen: TaskChange[] = [];
      const watch = await other.watch(["t1"], (change) => seen.push(change), alice);
      expect(watch.ok).toBe(true);
      await store.apply("t1", { type: "update", now: "2026-11-25T10:00:00.5Z", statusMessage: "half way" }, alice);
      await eventually(() => seen.some((c) => c.state?.statusMessage === "half way"));
      expect(await store.sweep("2026-11-25T10:00:01Z")).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      await eventually(() => seen.some((c) => c.state?.status === "failed"));
      expect(await store.sweep("2026-11-25T10:00:01Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
      await eventually(() => seen.some((c) => c.state === null));
      const versions = seen.map((c) => c.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(new Set(versions).size).toBe(versions.length);
      expect(seen.at(-1)).toEqual({ taskId: "t1", version: 4, state: null });
    });

    it("expires from createdAt through the machine, keeps the failed task for the retention, then deletes it; a null TTL never expires", async () => {
      const { store } = await open({ retentionMs: 1_000 });
      await store.create(task("short", 5_000), alice);
      await store.create(task("forever", null), alice);
      await store.create(task("later", 5_000, "2026-11-25T10:00:03Z"), bob);
      // Activity does not move the deadline: it is createdAt + ttlMs.
      await store.apply("short", { type: "update", now: "2026-11-25T10:00:04Z", statusMessage: "busy" }, alice);
      expect(await store.sweep("2026-11-25T10:00:04.999Z")).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
      expect(await store.sweep("2026-11-25T10:00:05Z")).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      expect(await store.get("short", alice)).toMatchObject({
        ok: true,
        value: { version: 3, state: { status: "failed", error: { code: -32603 } } },
      });
      expect(await store.sweep("2026-11-25T10:00:06Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
      expect(await store.get("short", alice)).toMatchObject({ ok: false, error: { code: "not_found" } });
      expect(await store.sweep("2026-11-25T10:00:08Z")).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      expect(await store.sweep("2126-11-25T10:00:06Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
      expect(await store.get("forever", alice)).toMatchObject({
        ok: true,
        value: { version: 1, state: { status: "working" } },
      });
      expect(await store.sweep("not a time")).toMatchObject({ ok: false, error: { code: "invalid" } });
    });

    it("follows a TTL the task changed: a longer one postpones expiry, null cancels it", async () => {
      const { store } = await open();
      await store.create(task("a", 1_000), alice);
      await store.create(task("b", 1_000), alice);
      await store.apply("a", { type: "update", now: "2026-11-25T10:00:00.5Z", ttlMs: 10_000 }, alice);
      await store.apply("b", { type: "update", now: "2026-11-25T10:00:00.5Z", ttlMs: null }, alice);
      expect(await store.sweep("2026-11-25T10:00:09Z")).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
      expect(await store.sweep("2026-11-25T10:00:10Z")).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      expect(await store.get("b", alice)).toMatchObject({ ok: true, value: { state: { status: "working" } } });
    });

    it("refuses a live task beyond the per-owner limit", async () => {
      const { store } = await open({ maxLiveTasksPerOwner: 1 });
      expect((await store.create(task("a"), alice)).ok).toBe(true);
      expect(await store.create(task("b"), alice)).toMatchObject({ ok: false, error: { code: "limit" } });
      expect((await store.create(task("c"), bob)).ok).toBe(true);
      await store.apply("a", { type: "cancel", now: "2026-11-25T10:00:01Z" }, alice);
      expect((await store.create(task("b"), alice)).ok).toBe(true);
    });

    it("keeps its own copy: changing what was given or returned changes nothing stored", async () => {
      const { store } = await open();
      const state = task("t1");
      const created = await store.create(state, alice);
      (state as { statusMessage: string | null }).statusMessage = "changed outside";
      if (created.ok)
        tamper(() => ((created.value.state as { statusMessage: string | null }).statusMessage = "changed the result"));
      const read = await store.get("t1", alice);
      expect(read).toMatchObject({ ok: true, value: { state: { statusMessage: null } } });
      if (read.ok)
        tamper(() => ((read.value.state as { statusMessage: string | null }).statusMessage = "changed a read"));
      const result = { content: [{ type: "text", text: "done" }] };
      const applied = await store.apply("t1", { type: "complete", now: "2026-11-25T10:00:01Z", result }, alice);
      result.content[0]!.text = "changed the event";
      if (applied.ok)
        tamper(() => (applied.value.state.result as { content: unknown[] }).content.push("changed the outcome"));
      expect(await store.get("t1", alice)).toMatchObject({
        ok: true,
        value: { state: { statusMessage: null, result: { content: [{ type: "text", text: "done" }] } } },
      });
    });

    it("answers bad arguments with invalid, never a throw", async () => {
      const { store } = await open();
      await store.create(task("t1"), alice);
      const bad: Array<Promise<unknown>> = [
        store.create({ taskId: "x" } as unknown as TaskState, alice),
        store.create(task("t2"), { owner: 42 } as unknown as { owner: string }),
        store.get("", alice),
        store.get("x".repeat(5_000), alice),
        store.get("t1", null as unknown as { owner: string }),
        store.apply(7 as unknown as string, { type: "cancel", now: T0 }, alice),
        store.watch("t1" as unknown as string[], () => undefined, alice),
        store.watch(["t1"], "no" as unknown as () => void, alice),
      ];
      for (const outcome of await Promise.all(bad))
        expect(outcome).toMatchObject({ ok: false, error: { code: "invalid" } });
      expect(await store.apply("t1", { type: "explode", now: T0 } as never, alice)).toMatchObject({
        ok: false,
        error: { code: "refused" },
      });
    });
  });
}
