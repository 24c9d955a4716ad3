/**
 * The walk of a parsed value at the edges its generators seldom reach: the first two- and three-byte UTF-8 characters
 * counted exactly, and the prototype tests that tell JSON data from objects dressed up as it (a null-prototype function
 * or array, a tagged object literal, an object whose prototype is a bare tagged object or whose class was cut away).
 */
import { describe, expect, it } from "vitest";
import { decode, encode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

/** A request carrying `a` in its params, as a parsed value. */
const request = (a: unknown): Record<string, unknown> => ({ jsonrpc: "2.0", id: 1, method: "x", params: { a } });

/** The UTF-8 size of a request's compact text. */
const sizeOf = (a: unknown): number => new TextEncoder().encode(JSON.stringify(request(a))).length;

describe("the size of a parsed value", () => {
  it("counts U+0080 as two bytes and U+0800 as three, the first characters of each width", () => {
    for (const text of ["\u007f", "\u0080", "\u07ff", "\u0800", "\uffff"]) {
      const bytes = sizeOf(text);
      expect(valueOf(decode(request(text), { maxBytes: bytes })).kind).toBe("JSONRPCRequest");
      expect({ text, issues: issuesOf(decode(request(text), { maxBytes: bytes - 1 })).map((i) => i.code) }).toEqual({
        text,
        issues: [ISSUE_CODES.tooLarge],
      });
      expect(issuesOf(encode(request(text), { maxBytes: bytes - 1 }))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    }
  });
});

describe("the prototype of a parsed value", () => {
  it("refuses a function whose prototype was removed, like any function", () => {
    const bare = Object.setPrototypeOf(() => 1, null) as unknown;
    expect(issuesOf(decode(request(bare)))).toEqual([
      { path: "/params/a", keyword: "json", message: "a function is not JSON data", code: ISSUE_CODES.notJson },
    ]);
  });

  it("reads a null-prototype array as an array: an undefined element or a hole is refused", () => {
    const withUndefined = Object.setPrototypeOf([1, undefined], null) as unknown;
    const withHole = Object.setPrototypeOf([1, , 3], null) as unknown;
    for (const list of [withUndefined, withHole])
      expect(issuesOf(decode(request(list)))).toEqual([
        {
          path: "/params/a/1",
          keyword: "json",
          message: "an array element is undefined (or a hole)",
          code: ISSUE_CODES.notJson,
        },
      ]);
    const plain = Object.setPrototypeOf([1, "x"], null) as unknown;
    expect(valueOf(encode(request(plain)))).toBe('{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":[1,"x"]}}');
  });

  it("accepts an object literal that carries its own Symbol.toStringTag, which serialisation ignores", () => {
    const tagged = { b: 1, [Symbol.toStringTag]: "Thing" };
    expect(valueOf(decode(request(tagged))).kind).toBe("JSONRPCRequest");
    expect(valueOf(encode(request(tagged)))).toBe('{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":{"b":1}}}');
  });

  it("refuses an object whose prototype is a bare object but which is not a plain one", () => {
    const tag = Object.create(null, { [Symbol.toStringTag]: { value: "Point" } }) as object;
    const point = Object.assign(Object.create(tag) as object, { x: 1 });
    const date = Object.setPrototypeOf(new Date(0), Object.create(null) as object) as unknown;
    for (const odd of [point, date])
      expect(issuesOf(decode(request(odd)))).toEqual([
        {
          path: "/params/a",
          keyword: "json",
          message: "only plain objects and arrays are JSON data",
          code: ISSUE_CODES.notJson,
        },
      ]);
    // A bare object's child, untagged, is still plain, as an object from another realm is.
    expect(valueOf(decode(request(Object.create(Object.create(null) as object) as unknown))).kind).toBe(
      "JSONRPCRequest",
    );
  });
});
