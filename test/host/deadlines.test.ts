/**
 * One timer watches every store call of one deadline length: each call is still answered `unavailable` at its own
 * deadline (not at another call's), a call that settles in time keeps its answer, a late result goes to onLate, and
 * nothing holds the process open once no call is under way.
 */
import { describe, expect, it } from "vitest";
import { Deadlines, LATE_MESSAGE } from "../../src/host/tasks/deadline.js";
import type { StoreResult } from "../../src/store/types.js";

/** A store call that settles when told to. */
function hanging<T>(): { call: () => Promise<StoreResult<T>>; settle: (value: T) => void } {
  let settle!: (value: T) => void;
  const promise = new Promise<StoreResult<T>>((resolve) => (settle = (value) => resolve({ ok: true, value })));
  return { call: () => promise, settle };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

/** Runs the staggered scenario: the first call hangs from 0 ms, the second from about 60 ms, under one 150 ms deadline. */
async function staggered(
  run: (call: () => Promise<StoreResult<number>>) => Promise<StoreResult<number>>,
): Promise<{ firstAt: number; secondFrom: number; secondAt: number; secondPendingWhenFirstLate: boolean }> {
  const started = performance.now();
  let secondAt = Number.NaN;
  let firstAt = Number.NaN;
  let secondDone = false;
  const first = run(hanging<number>().call).then(() => (firstAt = performance.now() - started));
  await sleep(60);
  const secondFrom = performance.now() - started;
  const second = run(hanging<number>().call).then(() => {
    secondDone = true;
    secondAt = performance.now() - started;
  });
  await first;
  const secondPendingWhenFirstLate = !secondDone;
  await second;
  return { firstAt, secondFrom, secondAt, secondPendingWhenFirstLate };
}

describe("store call deadlines", () => {
  it("answers each hanging call at its own deadline, and leaves calls that settle in time alone", async () => {
    const deadlines = new Deadlines(150);
    const quick = await deadlines.run(() => Promise.resolve({ ok: true, value: 1 } as StoreResult<number>));
    expect(quick).toEqual({ ok: true, value: 1 });
    const seen = await staggered((call) => deadlines.run(call));
    expect(seen.firstAt).toBeGreaterThanOrEqual(148);
    // A timer that fires after both deadlines (a busy machine) rightly answers both at once.
    if (seen.firstAt < seen.secondFrom + 148) expect(seen.secondPendingWhenFirstLate).toBe(true);
    // Measured from the second call's own start, so that a late timer on a busy machine cannot shorten the gap.
    expect(seen.secondAt).toBeGreaterThanOrEqual(seen.secondFrom + 148);
    deadlines.release();
  });

  it("is shown to catch a timer that answers every call at the first deadline (foil)", async () => {
    // The foil: one timer per batch, answering everything under way when it fires.
    const waiting = new Set<(r: StoreResult<number>) => void>();
    let armed = false;
    const naive = (call: () => Promise<StoreResult<number>>) =>
      new Promise<StoreResult<number>>((resolve) => {
        waiting.add(resolve);
        if (!armed) {
          armed = true;
          setTimeout(() => {
            for (const answer of waiting) answer({ ok: false, error: { code: "unavailable", message: "late" } });
            waiting.clear();
            armed = false;
          }, 150);
        }
        void call().then((r) => {
          if (waiting.delete(resolve)) resolve(r);
        });
      });
    const seen = await staggered(naive);
    expect(seen.secondPendingWhenFirstLate).toBe(false);
  });

  it("answers a late call unavailable, hands its result to onLate, and then holds no timer", async () => {
    const before = timeouts();
    const deadlines = new Deadlines(40);
    const late: StoreResult<string>[] = [];
    const slow = hanging<string>();
    const answered = await deadlines.run(slow.call, (result) => late.push(result));
    expect(answered).toEqual({ ok: false, error: { code: "unavailable", message: `${LATE_MESSAGE} (40 ms)` } });
    slow.settle("made");
    await sleep(0);
    expect(late).toEqual([{ ok: true, value: "made" }]);
    // A call in time leaves the timer armed for the next one, but no longer holding the process open.
    expect(await deadlines.run(() => Promise.resolve({ ok: true, value: 2 } as StoreResult<number>))).toEqual({
      ok: true,
      value: 2,
    });
    expect(timeouts()).toBe(before);
    const pending = hanging<number>();
    const held = deadlines.run(pending.call);
    expect(timeouts()).toBe(before + 1);
    pending.settle(3);
    expect(await held).toEqual({ ok: true, value: 3 });
    expect(timeouts()).toBe(before);
    deadlines.release();
  });

  it("answers a call that throws at once, or rejects, as unavailable", async () => {
    const deadlines = new Deadlines(1000);
    expect(
      await deadlines.run(() => {
        throw new Error("boom");
      }),
    ).toMatchObject({ ok: false, error: { code: "unavailable", message: expect.stringContaining("boom") } });
    expect(await deadlines.run(() => Promise.reject(new Error("down")))).toMatchObject({
      ok: false,
      error: { code: "unavailable", message: expect.stringContaining("down") },
    });
    deadlines.release();
  });
});
