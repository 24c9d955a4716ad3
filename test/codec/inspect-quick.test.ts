/**
 * inspectValue answers most values by a quick recursive pass and leaves the rest to the walk: its verdict must be the
 * walk's on every value, at the exact edges of the size and depth limits above all. A foil shows the edge cases are
 * sharp enough to tell a limit that is off by one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inspectValue, inspectValueByWalk } from "../../src/codec/text/json-value.js";
import type { Limits } from "../../src/codec/text/limits.js";
import type { Issue } from "../../src/shared/result.js";

type Inspect = (value: unknown, limits: Limits) => Issue | null;

const OPEN: Limits = { maxBytes: Number.POSITIVE_INFINITY, maxDepth: Number.POSITIVE_INFINITY };

/** The smallest maxBytes (or maxDepth) at which the walk passes the value; undefined when it never does. */
function edge(value: unknown, key: keyof Limits): number | undefined {
  if (inspectValueByWalk(value, OPEN) !== null) return undefined;
  let low = 0;
  let high = 1;
  while (inspectValueByWalk(value, { ...OPEN, [key]: high }) !== null) high *= 2;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (inspectValueByWalk(value, { ...OPEN, [key]: mid }) === null) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The limits at and around each edge of a value: where a count that is off by one changes the verdict. */
function limitsAround(value: unknown): Limits[] {
  const out: Limits[] = [OPEN, { maxBytes: 0, maxDepth: 0 }];
  const bytes = edge(value, "maxBytes");
  const depth = edge(value, "maxDepth");
  for (const b of bytes === undefined ? [] : [bytes - 1, bytes, bytes + 1])
    out.push({ maxBytes: b, maxDepth: Number.POSITIVE_INFINITY });
  for (const d of depth === undefined ? [] : [depth - 1, depth, depth + 1])
    out.push({ maxBytes: Number.POSITIVE_INFINITY, maxDepth: d });
  return out;
}

/** Whether an inspection answers every value at every limit around its edges as the walk does. */
function agreesWithWalk(inspect: Inspect, values: unknown[]): boolean {
  return values.every((value) =>
    limitsAround(value).every(
      (limits) => JSON.stringify(inspect(value, limits)) === JSON.stringify(inspectValueByWalk(value, limits)),
    ),
  );
}

const values = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  fc.anything({
    maxDepth: 5,
    withNullPrototype: true,
    withSparseArray: true,
    withBoxedValues: true,
    withDate: true,
    withBigInt: true,
  }),
  fc.array(fc.string({ unit: "binary" }), { maxLength: 4 }).map((keys) => Object.fromEntries(keys.map((k) => [k, k]))),
);

/** Values the generator seldom makes: shared parts, a cycle, throwing getters, nesting past the quick pass. */
function handMade(): unknown[] {
  const shared = { a: [1, 2, "x"] };
  const cycle: Record<string, unknown> = { a: 1 };
  cycle.self = { back: cycle };
  const throwing = Object.defineProperty({}, "x", {
    enumerable: true,
    get() {
      throw new Error("no");
    },
  });
  let deep: unknown = "leaf";
  for (let i = 0; i < 70; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
  class Point {
    x = 1;
  }
  return [
    { a: shared, b: shared, c: [shared, shared] },
    cycle,
    throwing,
    deep,
    { gone: undefined, kept: 1 },
    [1, undefined, 2],
    [1, , 2],
    { "\uD800": 1 },
    { ok: "\uD83D\uDE00", bad: "a\uDC00" },
    new Point(),
    { f: () => 1 },
    { n: Number.NaN },
    { big: 2 ** 64 },
    { neg: -0.5e-7 },
    "a root string",
    Symbol("s"),
  ];
}

describe("inspectValue's quick pass", () => {
  it("answers as the walk does on hand-made values at and around their limits", () => {
    expect(agreesWithWalk(inspectValue, handMade())).toBe(true);
  });

  it("answers as the walk does on any value at and around its limits", () => {
    fc.assert(
      fc.property(values, (value) => agreesWithWalk(inspectValue, [value])),
      { numRuns: 300 },
    );
  });

  it("is held to the exact edges: a size or depth limit off by one disagrees (foil)", () => {
    const looseBytes: Inspect = (value, limits) =>
      inspectValueByWalk(value, { ...limits, maxBytes: limits.maxBytes + 1 });
    const looseDepth: Inspect = (value, limits) =>
      inspectValueByWalk(value, { ...limits, maxDepth: limits.maxDepth + 1 });
    expect(agreesWithWalk(looseBytes, handMade())).toBe(false);
    expect(agreesWithWalk(looseDepth, handMade())).toBe(false);
  });
});
