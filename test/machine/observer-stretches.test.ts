/**
 * The shape of the observer's key timeline, seen through `observe`: one stretch per change of key set however the
 * snapshots arrive (keys in any order, stale snapshots, two snapshots of one instant), so that a persisted state
 * grows with key changes and never with polls; and a key reported as reused is left out of it for good.
 */
import { describe, it, expect } from "vitest";
import { createObserver, observe, VIOLATION_CODES, type ObserverState } from "../../src/machine/index.js";
import { snapshotAt } from "./steps.js";

const roots = { method: "roots/list" };
/** A snapshot at second `s` carrying `keys`, in the order given; working when there are none. */
const shot = (s: number, keys: string[]) =>
  keys.length === 0
    ? snapshotAt(s, "working")
    : snapshotAt(s, "input_required", { inputRequests: Object.fromEntries(keys.map((k) => [k, roots])) });

function feed(shots: [number, string[]][]): { state: ObserverState; codes: string[] } {
  let state = createObserver();
  const codes: string[] = [];
  for (const [s, keys] of shots) {
    const o = observe(state, shot(s, keys));
    codes.push(...o.violations.map((v) => v.code));
    state = o.state;
  }
  return { state, codes };
}
const shape = (state: ObserverState): string[] =>
  state.timeline.map((e) => `${e.from.slice(17, 19)}:${e.keys.join("")}`);

describe("the observer's key timeline", () => {
  it("keeps one stretch for one key set whatever order a poll lists the keys in", () => {
    const { state, codes } = feed([
      [1, ["a", "b"]],
      [2, ["b", "a"]],
      [3, ["a", "b"]],
      [4, ["b", "a"]],
    ]);
    expect(codes).toEqual([]);
    expect(shape(state)).toEqual(["01:ab"]);
  });

  it("does not grow with stale snapshots that fall inside a stretch", () => {
    const { state, codes } = feed([
      [1, ["a"]],
      [2, []],
      [4, []],
      [3, []],
      [3, []],
    ]);
    expect(codes).toEqual([]);
    expect(shape(state)).toEqual(["01:a", "02:"]);
  });

  it("joins a stretch with its neighbour when snapshots of one instant merge into its key set", () => {
    const { state, codes } = feed([
      [1, ["a", "b"]],
      [5, ["a"]],
      [3, ["a"]],
      [3, ["b"]],
    ]);
    expect(codes).toEqual([]);
    // 01..03 carry a and b (03 merges its two snapshots), 05 carries a.
    expect(shape(state)).toEqual(["01:ab", "05:a"]);
  });

  it("keeps the keys merged at an instant sorted, so that an equal set later extends the stretch", () => {
    const { state, codes } = feed([
      [11, ["b"]],
      [15, ["b"]],
      [11, ["a"]],
      [10, ["a", "b"]],
    ]);
    expect(codes).toEqual([]);
    expect(shape(state)).toEqual(["10:ab", "15:b"]);
  });

  it("merges a snapshot at the first instant of a stretch, so that an earlier one is no reuse", () => {
    // 11 carries a and b, and a again: one instant, one key set. b at 10, then at 11 and 15, is never absent between.
    const { codes } = feed([
      [11, ["a", "b"]],
      [15, ["a", "b"]],
      [11, ["a"]],
      [10, ["b"]],
    ]);
    expect(codes).toEqual([]);
  });

  it("leaves a key reported as reused out of the timeline for good", () => {
    const { state, codes } = feed([
      [1, ["a"]],
      [2, ["b"]],
      [3, ["a"]],
      [4, ["a"]],
      [5, ["a", "c"]],
    ]);
    expect(codes).toEqual([VIOLATION_CODES.keyReused]);
    expect(state.timeline.flatMap((e) => e.keys)).not.toContain("a");
  });
});
