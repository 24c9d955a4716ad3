/**
 * Which snapshot is the observer's view, at the edges of its rules: a snapshot as new as the view replaces it; the
 * first terminal snapshot stays the view, even against the same snapshot written in another notation, and only its
 * missing payload is filled in, never by a snapshot that contradicts it; and the earliest terminal instant, not the
 * first one to arrive, decides which non-terminal snapshots came after the task landed.
 */
import { describe, it, expect } from "vitest";
import { createObserver, observe, VIOLATION_CODES, type Observation } from "../../src/machine/index.js";
import { at, snapshotAt } from "./steps.js";

const offset = (s: number): string => `2025-11-25T11:30:${String(s).padStart(2, "0")}+01:00`;
const snap = snapshotAt;
const roots = { method: "roots/list" };
const ask = { method: "elicitation/create", params: { message: "?", requestedSchema: { type: "object" } } };
const waiting = (s: number, requests: object) => snap(s, "input_required", { inputRequests: requests });
const done = (s: number, extra: object = {}) => snap(s, "completed", { result: { content: [] }, ...extra });

function feed(...snapshots: unknown[]): Observation[] {
  let state = createObserver();
  return snapshots.map((s) => {
    const o = observe(state, s);
    state = o.state;
    return o;
  });
}
const codes = (obs: Observation[]): string[] => obs.flatMap((o) => o.violations.map((v) => v.code));

describe("the observer's view", () => {
  it("is replaced by a snapshot exactly as new as it", () => {
    const obs = feed(snap(3, "working", { statusMessage: "first" }), snap(3, "working", { statusMessage: "second" }));
    expect(obs[1]).toMatchObject({ stale: false, violations: [] });
    expect(obs[1]!.view?.statusMessage).toBe("second");
    expect(obs[1]!.state.view?.statusMessage).toBe("second");
  });

  it("is replaced by a snapshot of its instant that differs in any one field", () => {
    const base = snap(3, "working", { ttlMs: 10, pollIntervalMs: 20 });
    const changes: object[] = [
      { ttlMs: 11 },
      { pollIntervalMs: 21 },
      { status: "input_required" },
      { createdAt: "2025-11-25T11:30:00+01:00" },
      { lastUpdatedAt: offset(3) },
    ];
    for (const change of changes) {
      const obs = feed(base, { ...base, ...change });
      expect(obs[1]!.violations, JSON.stringify(change)).toEqual([]);
      expect(obs[1]!.view, JSON.stringify(change)).toMatchObject(change);
    }
  });

  it("does not count a terminal snapshot without its payload as a changed payload", () => {
    expect(codes(feed(done(5), snap(5, "completed")))).toEqual([]);
  });

  it("stays the first terminal snapshot, written as it was, when the same one comes in another notation", () => {
    const obs = feed(done(5), done(5, { lastUpdatedAt: offset(5) }));
    expect(codes(obs)).toEqual([]);
    expect(obs[1]!.state).toBe(obs[0]!.state);
    expect(obs[1]!.view?.lastUpdatedAt).toBe(at(5));
  });

  it("takes a missing payload from an identical terminal snapshot, and never from a contradicting one", () => {
    const bare = snap(5, "completed");
    const filled = feed(bare, done(5));
    expect(filled[1]!.view?.result).toEqual({ content: [] });
    const contradicted = feed(bare, snap(5, "failed", { error: { code: 1, message: "x" } }));
    expect(codes(contradicted)).toEqual([VIOLATION_CODES.terminalStatusChanged]);
    expect(contradicted[1]!.view).toMatchObject({ status: "completed", result: null, error: null });
    const otherMessage = feed(bare, done(5, { statusMessage: "late" }));
    expect(codes(otherMessage)).toEqual([VIOLATION_CODES.terminalTaskChanged]);
    expect(otherMessage[1]!.view).toMatchObject({ statusMessage: null, result: null });
  });
});

describe("the terminal instant", () => {
  it("is the earliest terminal snapshot's, whichever arrived first", () => {
    for (const order of [
      [done(5), done(7), snap(6, "working")],
      [done(7), done(5), snap(6, "working")],
    ]) {
      const obs = feed(...order);
      expect(codes(obs), order.map((s) => s.lastUpdatedAt).join(" ")).toEqual([
        VIOLATION_CODES.terminalTaskChanged,
        VIOLATION_CODES.changeAfterTerminal,
      ]);
      expect(obs[2]!.violations[0]).toMatchObject({ lastUpdatedAt: at(6) });
    }
    expect(codes(feed(done(7), done(5), snap(4, "working")))).toEqual([VIOLATION_CODES.terminalTaskChanged]);
  });
});

describe("a snapshot that leaves the view as it is", () => {
  it("still places its instant on the key timeline", () => {
    // The stale snapshot at 3 lacks key a, which snapshots at 2 and 4 carry: a reuse, whatever the arrival order.
    const obs = feed(snap(5, "working"), snap(3, "working"), waiting(4, { a: roots }), waiting(2, { a: roots }));
    expect(obs[1]).toMatchObject({ stale: true, violations: [] });
    expect(codes(obs)).toEqual([VIOLATION_CODES.keyReused]);
  });

  it("still records a key violation it revealed, so that it is reported once", () => {
    const obs = feed(waiting(3, { a: roots }), snap(5, "working"), waiting(3, { a: ask }), waiting(3, { a: ask }));
    expect(obs[2]).toMatchObject({ stale: true });
    expect(codes(obs)).toEqual([VIOLATION_CODES.keyRequestChanged]);
  });

  it("still moves the terminal and non-terminal instants", () => {
    expect(codes(feed(snap(5, "working"), done(7), done(5), snap(6, "working")))).toEqual([
      VIOLATION_CODES.terminalTaskChanged,
      VIOLATION_CODES.changeAfterTerminal,
    ]);
    expect(codes(feed(snap(3, "working"), done(5), snap(5, "working"), done(4)))).toEqual([
      VIOLATION_CODES.changeAfterTerminal,
      VIOLATION_CODES.terminalTaskChanged,
    ]);
  });
});
