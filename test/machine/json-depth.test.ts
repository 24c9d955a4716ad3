/**
 * `isJsonValue` checks a payload in two walks: a quick recursive one for the usual shallow payload, and past a depth
 * an iterative one that no nesting can overflow. Each rule must hold in both, so every value JSON cannot carry is
 * planted at depths on either side of the hand-over, inside objects, lists and objects without a prototype, and
 * every value it can carry must pass at any depth. A foil that trusts whatever lies past the quick walk shows that
 * the planted depths reach the second walk.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { isJsonValue } from "../../src/machine/index.js";

type Wrap = "object" | "list" | "bare";

/** `leaf` nested `depth` levels deep, each level an object, a list or an object without a prototype, in turn. */
function nest(leaf: unknown, depth: number, wraps: readonly Wrap[]): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) {
    const wrap = wraps[i % wraps.length]!;
    if (wrap === "list") v = [0, v, "s"];
    else if (wrap === "object") v = { before: true, v, after: null };
    else {
      const bare = Object.create(null) as Record<string, unknown>;
      bare.v = v;
      v = bare;
    }
  }
  return v;
}

const symbolKeyed = (): object => ({ a: 1, [Symbol("hidden")]: 2 });
const sparse = (): unknown[] => {
  const list = [1, 2, 3];
  delete list[1];
  return list;
};
const cyclic = (): object => {
  const o: Record<string, unknown> = { a: [1] };
  (o.a as unknown[]).push(o);
  return o;
};

/** Values JSON cannot carry, each made fresh. */
const NOT_JSON: Record<string, () => unknown> = {
  NaN: () => Number.NaN,
  "-Infinity": () => Number.NEGATIVE_INFINITY,
  undefined: () => ({ a: undefined }),
  "undefined in a list": () => [1, undefined],
  "a hole": sparse,
  "a symbol key": symbolKeyed,
  "a symbol": () => Symbol("s"),
  "a function": () => () => 1,
  "a bigint": () => 1n,
  "a Date": () => new Date(0),
  "a Map": () => new Map(),
  "a class instance": () => new (class Thing {})(),
  "a cycle": cyclic,
};

/** Values JSON carries as they are, each made fresh. */
const JSON_OK: Record<string, () => unknown> = {
  null: () => null,
  true: () => true,
  false: () => false,
  zero: () => 0,
  "a negative fraction": () => -1.5,
  "an empty string": () => "",
  "an empty list": () => [],
  "an empty object": () => ({}),
  "an object without a prototype": () => Object.create(null),
  "one object twice": () => {
    const shared = { n: [1] };
    return { a: shared, b: [shared, shared] };
  },
};

/** Depths on both sides of the quick walk's limit, and far past it. */
const DEPTHS = [0, 1, 62, 63, 64, 65, 66, 200];
const WRAPS: Wrap[][] = [["object"], ["list"], ["bare"], ["object", "list", "bare"]];

/** A broken variant: the quick walk alone, trusting anything past its depth. */
function quickOnly(v: unknown, depth = 0): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (typeof v !== "object") return false;
  if (depth >= 64) return true;
  const children = Array.isArray(v) ? v : Object.values(v);
  return children.every((c) => c !== undefined && quickOnly(c, depth + 1));
}

describe("isJsonValue at any depth", () => {
  it("refuses every value JSON cannot carry, on both sides of the quick walk's depth", () => {
    for (const [name, make] of Object.entries(NOT_JSON)) {
      for (const depth of DEPTHS) {
        for (const wraps of WRAPS) {
          expect(isJsonValue(nest(make(), depth, wraps)), `${name} at ${depth} in ${wraps.join("/")}`).toBe(false);
        }
      }
    }
  });

  it("accepts every value JSON carries, at any depth, with siblings after the deep branch", () => {
    for (const [name, make] of Object.entries(JSON_OK)) {
      for (const depth of DEPTHS) {
        for (const wraps of WRAPS) {
          expect(isJsonValue(nest(make(), depth, wraps)), `${name} at ${depth} in ${wraps.join("/")}`).toBe(true);
        }
      }
    }
    const deep = nest("leaf", 100, ["object"]);
    expect(isJsonValue({ deep, sibling: [deep, { again: deep }] })).toBe(true);
    expect(isJsonValue([deep, deep])).toBe(true);
  });

  it("accepts a payload nested deeper than any call stack reaches", () => {
    // 100,000 levels: a recursive walk that never handed over to the iterative one would overflow the stack.
    expect(isJsonValue(nest(0, 100_000, ["list"]))).toBe(true);
    expect(isJsonValue(nest("leaf", 100_000, ["object"]))).toBe(true);
  });

  it("agrees with a JSON round trip on random trees with a planted leaf anywhere", () => {
    const leafNames = [...Object.keys(NOT_JSON), ...Object.keys(JSON_OK)];
    fc.assert(
      fc.property(
        fc.constantFrom(...leafNames),
        fc.integer({ min: 0, max: 140 }),
        fc.array(fc.constantFrom<Wrap>("object", "list", "bare"), { minLength: 1, maxLength: 5 }),
        (leaf, depth, wraps) => {
          const bad = leaf in NOT_JSON;
          const value = nest((bad ? NOT_JSON : JSON_OK)[leaf]!(), depth, wraps);
          expect(isJsonValue(value)).toBe(!bad);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("plants values deep enough that a walk trusting what lies past its depth is caught", () => {
    const missed = Object.entries(NOT_JSON).filter(([, make]) =>
      [...DEPTHS].some((d) => quickOnly(nest(make(), d, ["object"]))),
    );
    // The foil misses every planted value JSON cannot carry once it is past its depth (a symbol key it misses anywhere).
    expect(missed.map(([name]) => name)).toEqual(Object.keys(NOT_JSON));
  });
});
