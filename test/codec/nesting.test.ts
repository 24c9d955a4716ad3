/**
 * nestsDeeper, the depth check the host and the CLI run on JSON text before parsing it: it must say "too deep" exactly
 * when objects and arrays nest past the limit, whatever the strings in the text hold. Saying no too often lets a
 * hostile text through to the parser; saying yes too often refuses a valid message.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { nestsDeeper } from "../../src/codec/index.js";

/** The depth of a parsed JSON value: a top-level object or array is at depth 1. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== "object") return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** A broken variant that counts brackets inside strings too. */
function countsStrings(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === "{" || c === "[") {
      if (++depth > maxDepth) return true;
    } else if (c === "}" || c === "]") depth--;
  }
  return false;
}

const cases: [string, number, boolean][] = [
  ["[[[]]]", 3, false],
  ["[[[]]]", 2, true],
  ['{"a":{"b":[1]}}', 3, false],
  ['{"a":{"b":[1]}}', 2, true],
  ["[][][][]", 1, false],
  ['["[[[[", "{{{{"]', 1, false],
  ['["a\\"[[[", 1]', 1, false],
  ['["a\\\\", [[1]]]', 2, true],
  ['["a\\\\", [[1]]]', 3, false],
  ["1", 0, false],
  ["", 0, false],
];

describe("nestsDeeper", () => {
  it("says too deep exactly past the limit, skipping strings and their escapes", () => {
    for (const [text, maxDepth, deeper] of cases)
      expect(nestsDeeper(text, maxDepth), `${text} ${maxDepth}`).toBe(deeper);
  });

  it("is false, not an exception, for a text that is not a string", () => {
    for (const value of [undefined, null, 5, ["[[["], { length: 3 }])
      expect(nestsDeeper(value as unknown as string, 0)).toBe(false);
  });

  it("agrees with the depth of the parsed value on any JSON text", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, maxDepth) => {
        const text = JSON.stringify(value);
        expect(nestsDeeper(text, maxDepth)).toBe(depthOf(JSON.parse(text)) > maxDepth);
      }),
      { numRuns: 500, seed: 29 },
    );
  });

  it("catches a variant that counts brackets inside strings (foil)", () => {
    const wrong = cases.filter(([text, maxDepth, deeper]) => countsStrings(text, maxDepth) !== deeper);
    expect(wrong.length).toBeGreaterThan(0);
  });
});
