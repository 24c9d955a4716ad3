import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createObserver, observe, KEY_REUSED, type ObserverState } from "../../src/machine/index.js";
import { extendedTimeline, hasSplitKey, place, splitKeys } from "../../src/machine/observer/timeline.js";
import { instantKey } from "../../src/machine/time/timestamp.js";
import { REQUESTS, iso, mapOf } from "./arbitraries.js";

/** One snapshot of a task: its instant (seconds after creation) and the input request keys it carries. */
type Shot = readonly [t: number, keys: readonly string[]];

function wire([t, keys]: Shot): unknown {
  const base = { resultType: "complete", taskId: "t", createdAt: iso(0), lastUpdatedAt: iso(t * 1000), ttlMs: null };
  if (keys.length === 0) return { ...base, status: "working" };
  return { ...base, status: "input_required", inputRequests: mapOf(keys.map((k) => [k, REQUESTS[2]!] as const)) };
}

/** Feeds the shots and returns every KEY_REUSED report as `index key`. */
function reports(shots: readonly Shot[]): string[] {
  let state: ObserverState = createObserver();
  const out: string[] = [];
  shots.forEach((shot, i) => {
    const o = observe(state, wire(shot));
    for (const v of o.violations) {
      expect(v.code).toBe(KEY_REUSED);
      out.push(`${i} ${v.key}`);
    }
    state = o.state;
  });
  return out;
}

/** The rule on every snapshot kept: snapshots of one instant merge, a key is reused once a merged instant lacking it lies strictly between two carrying it. */
function oracle(shots: readonly Shot[]): string[] {
  const merged = new Map<number, Set<string>>();
  const out: string[] = [];
  const done = new Set<string>();
  shots.forEach(([t, keys], i) => {
    const set = merged.get(t) ?? new Set<string>();
    for (const k of keys) set.add(k);
    merged.set(t, set);
    const all = new Set([...merged.values()].flatMap((s) => [...s]));
    for (const k of all) {
      if (done.has(k)) continue;
      const with_ = [...merged].filter(([, s]) => s.has(k)).map(([at]) => at);
      const lo = Math.min(...with_);
      const hi = Math.max(...with_);
      if ([...merged].some(([at, s]) => !s.has(k) && lo < at && at < hi)) {
        done.add(k);
        out.push(`${i} ${k}`);
      }
    }
  });
  return out.sort();
}

/** Whether some snapshot lacking `key` lies strictly between two carrying it, among `shots`. */
function reusedAmong(shots: readonly Shot[], key: string): boolean {
  const with_ = shots.filter(([, keys]) => keys.includes(key)).map(([t]) => t);
  return shots.some(([t, keys]) => !keys.includes(key) && with_.some((a) => a < t) && with_.some((b) => b > t));
}

const shot: fc.Arbitrary<Shot> = fc.tuple(
  fc.nat(8),
  fc.uniqueArray(fc.constantFrom("a", "b", "__proto__"), { maxLength: 2 }),
);
const shots = fc.array(shot, { minLength: 1, maxLength: 30 });

describe("observer key timeline", () => {
  it("reports reuse exactly as the rule over every snapshot does, when snapshots arrive in lastUpdatedAt order", () => {
    let reported = 0;
    fc.assert(
      fc.property(shots, (raw) => {
        const sorted = raw
          .map((s, i) => [s, i] as const)
          .sort((x, y) => x[0][0] - y[0][0] || x[1] - y[1])
          .map(([s]) => s);
        const expected = oracle(sorted);
        if (expected.length > 0) reported++;
        expect(reports(sorted).sort()).toEqual(expected);
      }),
      { numRuns: 600 },
    );
    expect(reported).toBeGreaterThan(50);
  });

  it("in any arrival order, reports only keys absent from a snapshot strictly between two carrying them", () => {
    let reported = 0;
    fc.assert(
      fc.property(shots, (raw) => {
        for (const r of reports(raw)) {
          const [index, key] = [Number(r.slice(0, r.indexOf(" "))), r.slice(r.indexOf(" ") + 1)];
          expect(reusedAmong(raw.slice(0, index + 1), key), r).toBe(true);
          reported++;
        }
      }),
      { numRuns: 600 },
    );
    expect(reported).toBeGreaterThan(50);
  });

  it("extends the last stretch for a keyless snapshot exactly as placing it does, whenever it takes the shortcut", () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(shot, { maxLength: 12 }), fc.nat(10), (history, t) => {
        let state: ObserverState = createObserver();
        for (const s of history) state = observe(state, wire(s)).state;
        const at = instantKey(iso(t * 1000))!;
        const extended = extendedTimeline(state.timeline, at);
        if (extended === null) return;
        taken++;
        const placed = place(state.timeline, at, []);
        expect(placed.reused).toEqual([]);
        expect(extended).toEqual(placed.timeline);
        expect(extended).not.toBe(state.timeline);
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(500);
    const t = (from: string, to: string, ...keys: string[]) => ({ from, to, keys });
    expect(extendedTimeline([t("1", "2", "a")], "3")).toBeNull();
    expect(extendedTimeline([t("1", "3")], "3")).toBeNull();
    expect(extendedTimeline([t("1", "3")], "2")).toBeNull();
    expect(extendedTimeline([], "2")).toEqual([t("2", "2")]);
  });

  it("tells split keys apart without allocating exactly as the general walk finds them", () => {
    const entry = fc.record({
      from: fc.constant("1"),
      to: fc.constant("2"),
      keys: fc.array(fc.constantFrom("a", "b", "c", "__proto__"), { maxLength: 3 }),
    });
    let split = 0;
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (timeline) => {
        const expected = splitKeys(timeline).size > 0;
        if (expected) split++;
        expect(hasSplitKey(timeline)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    expect(split).toBeGreaterThan(300);
    const t = (...keys: string[][]) => keys.map((k) => ({ from: "1", to: "2", keys: k }));
    expect(hasSplitKey(t(["a"], [], ["a"]))).toBe(true);
    expect(hasSplitKey(t(["a"], ["a"], ["b"], ["a"]))).toBe(true);
    expect(hasSplitKey(t(["a", "a"]))).toBe(true);
    expect(hasSplitKey(t(["a"], ["a", "b"], ["b"]))).toBe(false);
    expect(hasSplitKey(t(...Array.from({ length: 9 }, () => ["a"]), [], ["a"]))).toBe(true);
  });

  it("keeps one stretch per key set change, with both ends", () => {
    let t = place([], "10", []).timeline;
    for (const at of ["11", "12", "13"]) t = place(t, at, []).timeline;
    expect(t).toEqual([{ from: "10", to: "13", keys: [] }]);
    t = place(t, "14", ["a"]).timeline;
    t = place(t, "15", ["a"]).timeline;
    t = place(t, "16", []).timeline;
    expect(t).toEqual([
      { from: "10", to: "13", keys: [] },
      { from: "14", to: "15", keys: ["a"] },
      { from: "16", to: "16", keys: [] },
    ]);
    expect(place(t, "12", []).timeline).toBe(t);
    expect(place(t, "15", []).timeline).toBe(t);
  });

  it("merges the keys of snapshots sharing a remembered instant, and splits a stretch a new instant changes", () => {
    const t = place(place([], "10", []).timeline, "20", []).timeline;
    expect(place(t, "20", ["a"]).timeline).toEqual([
      { from: "10", to: "10", keys: [] },
      { from: "20", to: "20", keys: ["a"] },
    ]);
    expect(place(t, "15", ["a"]).timeline).toEqual([
      { from: "10", to: "10", keys: [] },
      { from: "15", to: "15", keys: ["a"] },
      { from: "20", to: "20", keys: [] },
    ]);
  });

  it("returns a reused key once and leaves it out of the timeline", () => {
    let t = place([], "10", ["a", "b"]).timeline;
    t = place(t, "20", ["b"]).timeline;
    const back = place(t, "30", ["a", "b"]);
    expect(back.reused).toEqual(["a"]);
    expect(back.timeline).toEqual([{ from: "10", to: "30", keys: ["b"] }]);
    const inside = place(place([], "10", ["a"]).timeline, "30", ["a"]).timeline;
    expect(place(inside, "20", []).reused).toEqual(["a"]);
    expect(place(inside, "30", []).reused).toEqual([]);
  });
});
