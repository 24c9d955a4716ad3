/**
 * The size limit is exact for any message, not only for the few the boundary tests build: JSON text (written
 * compactly or with every non-ASCII character as a `\u` escape), UTF-8 bytes, a parsed value, a result and encode's
 * output are each accepted at exactly their UTF-8 size and refused one byte under it. The value forms are measured
 * by a walk that estimates the text, so every string escape, number form and member counts.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { decode, decodeResult, encode, ISSUE_CODES } from "../../src/codec/index.js";

const utf8 = (text: string): number => new TextEncoder().encode(text).length;

/** Characters whose JSON form differs from themselves or whose UTF-8 size is not one byte. */
const ODD = ['"', "\\", "/", "\u0000", "\b", "\t", "\n", "\f", "\r", "\u001f", "\u007f", "é", "€", "😀", "\u2028"];
const unit = fc.oneof(fc.constantFrom(...ODD), fc.string({ unit: "binary", minLength: 1, maxLength: 1 }));
const jsonValue = fc.jsonValue({ maxDepth: 4, stringUnit: unit });
/** Numbers in every form JSON.stringify writes: integers, negatives, fractions, exponents, the extremes. */
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 9, 10, -10, 99, 100, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 53, 1e21, 1e-7, 5e-324),
);
const member = fc.oneof(jsonValue, number, fc.array(number, { maxLength: 5 }));

/** Every non-ASCII code unit written as a `\u` escape, in upper or lower case hex. */
function escapeNonAscii(text: string, upper: boolean): string {
  return text.replace(/[^\x00-\x7f]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, "0");
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
}

/** Whether `accepts` takes the message at exactly `bytes` and refuses it with "too large" at `bytes - 1`. */
function exactAt(bytes: number, check: (maxBytes: number) => { ok: boolean; issues?: { code?: string }[] }): boolean {
  const under = check(bytes - 1);
  return check(bytes).ok && !under.ok && under.issues?.[0]?.code === ISSUE_CODES.tooLarge;
}

describe("the size limit on any message", () => {
  it("is exact for text, escaped text and bytes", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit }), member, { maxKeys: 4 }), fc.boolean(), (params, upper) => {
        const text = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "x", params });
        const escaped = escapeNonAscii(text, upper);
        expect(exactAt(utf8(text), (maxBytes) => decode(text, { maxBytes }))).toBe(true);
        expect(exactAt(escaped.length, (maxBytes) => decode(escaped, { maxBytes }))).toBe(true);
        const bytes = new TextEncoder().encode(text);
        expect(exactAt(bytes.length, (maxBytes) => decode(bytes, { maxBytes }))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("is exact for a parsed value, a result and encode's output", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit }), member, { maxKeys: 4 }), (params) => {
        const value = { jsonrpc: "2.0", id: 1, method: "x", params };
        const bytes = utf8(JSON.stringify(value));
        expect(exactAt(bytes, (maxBytes) => decode(value, { maxBytes }))).toBe(true);
        expect(exactAt(bytes, (maxBytes) => encode(value, { maxBytes }))).toBe(true);
        const result = { resultType: "complete", ...params };
        expect(exactAt(utf8(JSON.stringify(result)), (maxBytes) => decodeResult("x/y", result, { maxBytes }))).toBe(
          true,
        );
      }),
      { numRuns: 400 },
    );
  });

  it("is exact for a value holding undefined members, which serialisation drops with their commas", () => {
    const maybe = fc.oneof(member, fc.constant(undefined));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit }), maybe, { maxKeys: 5 }), (params) => {
        const value = { jsonrpc: "2.0", id: 1, method: "x", params, extra: undefined };
        const bytes = utf8(JSON.stringify(value));
        expect(exactAt(bytes, (maxBytes) => decode(value, { maxBytes }))).toBe(true);
        expect(exactAt(bytes, (maxBytes) => encode(value, { maxBytes }))).toBe(true);
        const result = { first: undefined, resultType: "complete", ...params };
        expect(exactAt(utf8(JSON.stringify(result)), (maxBytes) => decodeResult("x/y", result, { maxBytes }))).toBe(
          true,
        );
      }),
      { numRuns: 400 },
    );
    // Every member undefined: the object is written as {}.
    const empty = { jsonrpc: "2.0", id: 1, method: "x", params: { a: undefined, b: undefined } };
    expect(exactAt(utf8(JSON.stringify(empty)), (maxBytes) => encode(empty, { maxBytes }))).toBe(true);
  });

  it("catches a measure that is off by one byte either way (foils)", () => {
    const text = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "x", params: { s: "é😀\n" } });
    const bytes = utf8(text);
    expect(exactAt(bytes, (maxBytes) => decode(text, { maxBytes: maxBytes + 1 }))).toBe(false);
    expect(exactAt(bytes, (maxBytes) => decode(text, { maxBytes: maxBytes - 1 }))).toBe(false);
    expect(exactAt(bytes, (maxBytes) => ({ ok: maxBytes >= bytes, issues: [{ code: "other" }] }))).toBe(false);
  });
});
