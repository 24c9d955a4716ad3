/**
 * An observation's `terminal` and `nextPollMs` are what isObservedTerminal and nextPollDelay say of the state it hands
 * back, on every snapshot: fold builds them without checking its own fresh state twice, and lint keeps nextPollMs as
 * the task's poll delay instead of asking nextPollDelay again.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  createObserver,
  isObservedTerminal,
  nextPollDelay,
  observe,
  type Observation,
  type ObserverState,
} from "../../src/machine/index.js";
import { fold } from "../../src/machine/observer/fold.js";
import { observeMade } from "../../src/machine/observer/observe.js";

const at = (s: number): string => new Date(Date.UTC(2026, 7, 21, 10, 0, 0) + s * 1000).toISOString();
const request = { method: "elicitation/create", params: { mode: "form", message: "ok?", requestedSchema: {} } };

const snapshot = fc.record(
  {
    taskId: fc.constantFrom("t-1", "t-1", "t-1", "t-2", ""),
    status: fc.constantFrom("working", "input_required", "completed", "failed", "cancelled", "bogus"),
    createdAt: fc.constantFrom(at(0), at(0), at(1), "nope"),
    lastUpdatedAt: fc.integer({ min: 0, max: 8 }).map(at),
    pollIntervalMs: fc.constantFrom(0, 500, 1000, -1, undefined),
    ttlMs: fc.constantFrom(60000, null),
    result: fc.constantFrom(undefined, { content: [] }, { content: [{ type: "text", text: "x" }] }),
    error: fc.constantFrom(undefined, { code: -32603, message: "boom" }),
    inputRequests: fc.constantFrom(undefined, { a: request }, { a: request, b: request }, { b: request }),
  },
  { requiredKeys: ["taskId", "status", "createdAt", "lastUpdatedAt"] },
);

/** The first snapshot whose observation disagrees with the helpers about its own state, or null. */
function firstDisagreement(
  fold: (state: ObserverState, snap: unknown) => Observation,
  snaps: readonly unknown[],
  pollIntervalMs: number,
): number | null {
  let state = createObserver({ defaultPollIntervalMs: pollIntervalMs, minPollIntervalMs: 0 });
  for (let i = 0; i < snaps.length; i++) {
    const seen = fold(state, snaps[i]);
    if (seen.terminal !== isObservedTerminal(seen.state) || seen.nextPollMs !== nextPollDelay(seen.state)) return i;
    state = seen.state;
  }
  return null;
}

describe("observation of the state it returns", () => {
  it("answers terminal and nextPollMs as isObservedTerminal and nextPollDelay do, on any snapshots", () => {
    fc.assert(
      fc.property(fc.array(snapshot, { maxLength: 12 }), fc.constantFrom(0, 250, 1000), (snaps, poll) => {
        expect(firstDisagreement(observe, snaps, poll)).toBeNull();
      }),
      { numRuns: 1500 },
    );
  });

  it("catches an observation that answers for the state before the snapshot (foil)", () => {
    // Broken on purpose: the observation keeps the old state's poll delay, as a stale cache would.
    const stale = (state: ObserverState, snap: unknown): Observation => ({
      ...observe(state, snap),
      nextPollMs: nextPollDelay(state),
    });
    const completed = { taskId: "t-1", status: "completed", createdAt: at(0), lastUpdatedAt: at(2), result: {} };
    const working = { taskId: "t-1", status: "working", createdAt: at(0), lastUpdatedAt: at(1), pollIntervalMs: 500 };
    expect(firstDisagreement(observe, [working, completed], 1000)).toBeNull();
    expect(firstDisagreement(stale, [working, completed], 1000)).toBe(0);
  });
});

/** A snapshot whose fields throw when read, as a hostile caller's object can. */
const throwing = (): unknown =>
  Object.defineProperty({ taskId: "t-1", createdAt: at(0), lastUpdatedAt: at(1) }, "status", {
    enumerable: true,
    get: () => {
      throw new Error("no");
    },
  });
const anySnapshot = fc.oneof(
  { weight: 8, arbitrary: snapshot as fc.Arbitrary<unknown> },
  { weight: 1, arbitrary: fc.constant(null).map(throwing) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 3, "x", [], {}) },
);

/** The first snapshot after which two ways of observing disagree (deeply, or one throws), or null. */
function firstDifference(
  a: (state: ObserverState, snap: unknown) => Observation,
  b: (state: ObserverState, snap: unknown) => Observation,
  snaps: readonly unknown[],
): number | null {
  let state = createObserver();
  for (let i = 0; i < snaps.length; i++) {
    let left: Observation;
    let right: Observation;
    try {
      left = a(state, snaps[i]);
      right = b(state, snaps[i]);
    } catch {
      return i;
    }
    try {
      expect(right).toEqual(left);
    } catch {
      return i;
    }
    state = left.state;
  }
  return null;
}

describe("observeMade, for states the observer made", () => {
  it("gives what observe gives, on any snapshots, hostile ones included", () => {
    fc.assert(
      fc.property(fc.array(anySnapshot, { maxLength: 12 }), (snaps) => {
        expect(firstDifference(observe, observeMade, snaps)).toBeNull();
      }),
      { numRuns: 1500 },
    );
  });

  it("catches a variant without observe's fallback for a snapshot that throws (foil)", () => {
    // Broken on purpose: the fold is called bare, so a throwing snapshot escapes instead of becoming a violation.
    const bare = (state: ObserverState, snap: unknown): Observation => fold(state, snap);
    const ok = { taskId: "t-1", status: "working", createdAt: at(0), lastUpdatedAt: at(1) };
    expect(firstDifference(observe, bare, [ok])).toBeNull();
    expect(firstDifference(observe, bare, [ok, throwing()])).toBe(1);
  });
});
