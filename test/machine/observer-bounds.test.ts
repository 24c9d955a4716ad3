import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  createObserver,
  observe,
  markAnswered,
  toCreateTaskResult,
  toDetailedTask,
  toGetTaskResult,
  toTaskStatusNotification,
  type Observation,
  type ObserverState,
} from "../../src/machine/index.js";
import { REQUESTS, deepFreeze, iso, roundTrip } from "./arbitraries.js";
import { delivered, legalRun } from "./legal-run.js";

const base = { resultType: "complete", taskId: "t", createdAt: iso(0), ttlMs: 3_600_000, pollIntervalMs: 1000 };
const working = (ms: number, statusMessage?: string): unknown => ({
  ...base,
  status: "working",
  lastUpdatedAt: iso(ms),
  ...(statusMessage === undefined ? {} : { statusMessage }),
});
const waiting = (ms: number, keys: string[]): unknown => ({
  ...base,
  status: "input_required",
  lastUpdatedAt: iso(ms),
  inputRequests: Object.fromEntries(keys.map((k, i) => [k, roundTrip(REQUESTS[i % REQUESTS.length]!)])),
});

describe("observer state size", () => {
  it("starts every observer with shared, frozen empty lists and shares equal poll options", () => {
    const [a, b] = [
      createObserver({ taskId: "t", minPollIntervalMs: 0 }),
      createObserver({ taskId: "u", minPollIntervalMs: 0 }),
    ];
    for (const list of ["requests", "timeline", "presented", "answered", "reported"] as const) {
      expect(a[list]).toBe(b[list]);
      expect(a[list]).toEqual([]);
      expect(Object.isFrozen(a[list])).toBe(true);
    }
    expect(a.options).toBe(b.options);
    expect(createObserver({ minPollIntervalMs: 5 }).options).toEqual({
      defaultPollIntervalMs: 1000,
      minPollIntervalMs: 5,
      maxPollIntervalMs: 60_000,
    });
    expect(createObserver({ taskId: "c", minPollIntervalMs: 0 }).options).toEqual(a.options);
    // The shared empty lists are never written: an observer that sees keys gets lists of its own.
    const seen = observe(a, waiting(10, ["k"])).state;
    expect(seen.requests.map((r) => r.key)).toEqual(["k"]);
    expect(b.requests).toEqual([]);
  });

  it("stays small over 100,000 polls of one task whose lastUpdatedAt keeps changing", () => {
    let state = observe(createObserver(), { ...(working(0) as object), resultType: "task" }).state;
    let violations = 0;
    for (let i = 1; i <= 100_000; i++) {
      const o = observe(state, working(i, `step ${i}`));
      violations += o.violations.length;
      state = o.state;
    }
    expect(violations).toBe(0);
    expect(state.view?.lastUpdatedAt).toBe(iso(100_000));
    expect(state.timeline.length).toBe(1);
    expect(JSON.stringify(state).length).toBeLessThan(1000);
  });

  it("grows with input request keys, not with polls", () => {
    let state = createObserver();
    let ms = 0;
    const sizes: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 500; i++) state = observe(state, working(++ms)).state;
      const keys = [`r${round}-a`, `r${round}-b`];
      for (let i = 0; i < 500; i++) {
        const o = observe(state, waiting(++ms, keys));
        expect(o.violations).toEqual([]);
        state = markAnswered(
          o.state,
          o.newInputRequests.map((e) => e[0]),
        );
      }
      sizes.push(JSON.stringify(state).length);
    }
    expect(state.timeline.length).toBe(40);
    expect(state.requests.length).toBe(40);
    const perRound = sizes.map((s, i) => (i === 0 ? s : s - sizes[i - 1]!));
    expect(Math.max(...perRound.slice(1))).toBeLessThan(1500);
  });
});

describe("observer purity and identity", () => {
  it("returns the very same state for a snapshot that changes nothing", () => {
    const first = observe(createObserver(), waiting(5, ["a", "b"]));
    const again = observe(first.state, waiting(5, ["a", "b"]));
    expect(again.state).toBe(first.state);
    expect(again).toMatchObject({ stale: false, newInputRequests: [], violations: [] });
    const polled = observe(first.state, working(7));
    expect(observe(polled.state, working(7)).state).toBe(polled.state);
    const stale = observe(polled.state, working(6));
    expect(stale).toMatchObject({ stale: true, violations: [] });
    expect(observe(stale.state, working(6)).state).toBe(stale.state);
  });

  it("mutates neither its state nor the snapshot, and continues identically after a JSON round trip of its state", () => {
    fc.assert(
      fc.property(delivered([]), ([states, order, extra, forms, inline, answers]) => {
        const snapshots = [
          toCreateTaskResult(states[0]!, { inline }),
          ...[...order, ...extra].map((i, n) => {
            const f = forms[n % forms.length]!;
            return roundTrip(
              f === 0
                ? toGetTaskResult(states[i]!)
                : f === 1
                  ? toTaskStatusNotification(states[i]!)
                  : toDetailedTask(states[i]!),
            );
          }),
        ];
        let plain = createObserver();
        let frozen = deepFreeze(createObserver());
        snapshots.forEach((snapshot, n) => {
          const a: Observation = observe(plain, roundTrip(snapshot));
          const b: Observation = observe(frozen, deepFreeze(roundTrip(snapshot)));
          expect(b.violations).toEqual(a.violations);
          expect(b.newInputRequests).toEqual(a.newInputRequests);
          expect([b.stale, b.terminal, b.nextPollMs]).toEqual([a.stale, a.terminal, a.nextPollMs]);
          const keys = a.newInputRequests.map((e) => e[0]);
          plain = answers[n % answers.length] ? markAnswered(a.state, keys) : a.state;
          frozen = deepFreeze(
            roundTrip<ObserverState>(answers[n % answers.length] ? markAnswered(b.state, keys) : b.state),
          );
          expect(frozen).toStrictEqual(roundTrip(plain));
        });
      }),
      { numRuns: 150 },
    );
  });

  it("keeps the first request object for a key, so that equal requests compare by reference later", () => {
    const runs = legalRun(
      [{ type: "requestInput", at: 0, keys: ["k"], request: 0, asEntries: false }],
      [1],
      ["z"],
      null,
    );
    const one = observe(createObserver(), roundTrip(toGetTaskResult(runs[1]!)));
    const two = observe(one.state, roundTrip(toGetTaskResult(runs[1]!)));
    expect(two.state).toBe(one.state);
    expect(two.view?.inputRequests?.[0]?.[1]).toBe(one.state.requests[0]!.request);
  });
});
