/**
 * Store call deadlines at their edges: answered at the deadline itself by one timer, a late call without onLate, a
 * call that settles in time behind a late one, release (by hand and by host.close), and timers that are plain numbers.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTasksHost } from "../../src/host/index.js";
import { Deadlines, LATE_MESSAGE } from "../../src/host/tasks/deadline.js";
import { memoryStore, type StoreResult, type TaskStore } from "../../src/store/index.js";
import { rpc } from "./fetch-client.js";

/** A store call that settles when told to. */
function hanging<T>(): { call: () => Promise<StoreResult<T>>; settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<StoreResult<T>>((resolve) => (settle = (value) => resolve({ ok: true, value })));
  return { call: () => promise, settle };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
const late = (ms: number) => ({ ok: false, error: { code: "unavailable", message: `${LATE_MESSAGE} (${ms} ms)` } });

/** Collects uncaught exceptions and unhandled rejections while a test runs. */
const faults: unknown[] = [];
const onFault = (error: unknown) => faults.push(error);
process.on("uncaughtException", onFault);
process.on("unhandledRejection", onFault);
afterEach(() => {
  faults.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a deadline", () => {
  it("answers a hanging call at the deadline itself, with the one timer armed for it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    const armed = vi.spyOn(globalThis, "setTimeout");
    const deadlines = new Deadlines(100);
    let answer: StoreResult<number> | undefined;
    void deadlines.run(hanging<number>().call).then((result) => (answer = result));
    await vi.advanceTimersByTimeAsync(99);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual(late(100));
    expect(armed).toHaveBeenCalledTimes(1);
    deadlines.release();
  });

  it("answers a late call that has no onLate, and ignores what it resolves to later", async () => {
    const deadlines = new Deadlines(20);
    const slow = hanging<number>();
    expect(await deadlines.run(slow.call)).toEqual(late(20));
    slow.settle(1);
    await sleep(10);
    expect(faults).toEqual([]);
    deadlines.release();
  });

  it("keeps watching calls after one settled in time behind a call that went late", async () => {
    const deadlines = new Deadlines(30);
    const first = deadlines.run(hanging<number>().call);
    expect(await deadlines.run(() => Promise.resolve({ ok: true, value: 2 } as StoreResult<number>))).toEqual({
      ok: true,
      value: 2,
    });
    expect(await first).toEqual(late(30));
    await sleep(40);
    const next = deadlines.run(hanging<number>().call);
    expect(await Promise.race([next, sleep(300).then(() => "no answer")])).toEqual(late(30));
    expect(faults).toEqual([]);
    deadlines.release();
  });
});

describe("releasing the deadlines", () => {
  it("stops the timer: a call under way then waits for its store alone", async () => {
    const before = timeouts();
    const deadlines = new Deadlines(30);
    const slow = hanging<number>();
    let answer: StoreResult<number> | undefined;
    void deadlines.run(slow.call).then((result) => (answer = result));
    expect(timeouts()).toBe(before + 1);
    deadlines.release();
    expect(timeouts()).toBe(before);
    await sleep(60);
    expect(answer).toBeUndefined();
    slow.settle(5);
    await sleep(0);
    expect(answer).toEqual({ ok: true, value: 5 });
    expect(faults).toEqual([]);
  });

  it("is done by host.close, so that a store call under way holds no timer", async () => {
    const base = memoryStore();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let asked = false;
    const store: TaskStore = { ...base, get: (...args) => ((asked = true), gate.then(() => base.get(...args))) };
    const made = createTasksHost({ tools: [], store, sweepIntervalMs: 0, storeTimeoutMs: 60_000 });
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    // The deadline's own timer is told apart by its delay, a minute: no other timer here waits that long, and a count
    // of the process's timers would also see the test runner's own come and go across the awaits.
    const armed = vi.spyOn(globalThis, "setTimeout");
    const cleared = vi.spyOn(globalThis, "clearTimeout");
    const answer = made.value.fetch(rpc("tasks/get", { taskId: "t-1" }));
    await vi.waitFor(() => expect(asked).toBe(true));
    const minute = armed.mock.calls.flatMap((call, i) =>
      typeof call[1] === "number" && call[1] > 50_000 ? [armed.mock.results[i]!.value as unknown] : [],
    );
    expect(minute).toHaveLength(1);
    const isCleared = () => cleared.mock.calls.some((call) => call[0] === minute[0]);
    expect(isCleared()).toBe(false);
    await made.value.close();
    expect(isCleared()).toBe(true);
    open();
    await answer;
    await base.close();
  });
});

describe("on a runtime whose timers are plain numbers (Deno, browsers)", () => {
  it("answers calls in time and late, without reaching for ref or unref", async () => {
    const real = { set: globalThis.setTimeout, clear: globalThis.clearTimeout };
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    let next = 1;
    vi.stubGlobal("setTimeout", (fn: () => void, ms: number) => {
      const id = next++;
      timers.set(
        id,
        real.set(() => (timers.delete(id), fn()), ms),
      );
      return id;
    });
    vi.stubGlobal("clearTimeout", (id: number) => (real.clear(timers.get(id)), timers.delete(id)));
    const deadlines = new Deadlines(30);
    const quick = () => Promise.resolve({ ok: true, value: 1 } as StoreResult<number>);
    expect(await deadlines.run(quick)).toEqual({ ok: true, value: 1 });
    // The timer is left armed with nothing under way; the next call takes it up again.
    expect(await deadlines.run(quick)).toEqual({ ok: true, value: 1 });
    expect(await deadlines.run(hanging<number>().call)).toEqual(late(30));
    await sleep(0);
    expect(faults).toEqual([]);
    deadlines.release();
  });
});
