/**
 * What `observe` answers for a snapshot it ignores (unusable, or of another task): the whole observation, not only
 * the violation. Such a snapshot is not stale, presents nothing and leaves the state, the view and the polling as
 * they were. And a state persisted without `createdAtKey`, as a client may hold it, is still checked against the
 * createdAt it recorded.
 */
import { describe, it, expect } from "vitest";
import { createObserver, observe, VIOLATION_CODES, type ObserverState } from "../../src/machine/index.js";
import { at, snapshotAt } from "./steps.js";

const roots = { method: "roots/list" };
const snap = (s: number, status: string, extra: object = {}) =>
  snapshotAt(s, status, { pollIntervalMs: 2000, ...extra });

describe("a snapshot observe ignores", () => {
  const known = observe(createObserver(), snap(5, "input_required", { inputRequests: { a: roots } })).state;

  it("is not stale, presents nothing, and changes neither the state nor the polling", () => {
    const ignored: [unknown, string][] = [
      [{ ...snap(9, "completed", { result: {} }), taskId: "u" }, VIOLATION_CODES.taskIdChanged],
      [
        { ...snap(9, "input_required", { inputRequests: { b: roots } }), status: "done" },
        VIOLATION_CODES.malformedSnapshot,
      ],
      [{ ...snap(1, "working"), lastUpdatedAt: "earlier" }, VIOLATION_CODES.malformedSnapshot],
    ];
    for (const [snapshot, code] of ignored) {
      const o = observe(known, snapshot);
      expect(o).toMatchObject({
        state: known,
        view: known.view,
        stale: false,
        newInputRequests: [],
        terminal: false,
        nextPollMs: 2000,
      });
      expect(o.state).toBe(known);
      expect(o.violations.map((v) => v.code)).toEqual([code]);
    }
  });
});

describe("a state persisted without createdAtKey", () => {
  const first = observe(createObserver(), snap(5, "working")).state;
  const { createdAtKey: _key, ...persisted } = JSON.parse(JSON.stringify(first)) as ObserverState;

  it("still reports a createdAt naming another instant, and an update before creation", () => {
    const codes = (snapshot: unknown) => observe(persisted as ObserverState, snapshot).violations.map((v) => v.code);
    expect(codes(snap(6, "working"))).toEqual([]);
    expect(codes({ ...snap(6, "working"), createdAt: at(1) })).toEqual([VIOLATION_CODES.createdAtChanged]);
    expect(codes({ ...snap(6, "working"), createdAt: "2025-11-25T11:30:00+01:00" })).toEqual([]);
    expect(codes(snap(0, "working", { lastUpdatedAt: "2025-11-25T10:29:59Z" }))).toEqual([
      VIOLATION_CODES.updatedBeforeCreated,
    ]);
    const next = observe(persisted as ObserverState, snap(6, "working")).state;
    expect(next.createdAtKey).toBe(first.createdAtKey);
  });
});
