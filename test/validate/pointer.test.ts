/**
 * JSON Pointer tokens (RFC 6901 section 4): `~1` is decoded before `~0`, so that the escaped text "~01" reads back as
 * "~1" and never as "/". The round trip is checked on tokens built from the characters that matter.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { escapeToken, fromPointer, toPointer } from "../../src/validate/index.js";

/** Tokens made of the characters escaping is about, so that every overlap of `~`, `0`, `1` and `/` turns up. */
const tricky = fc.array(fc.string({ unit: fc.constantFrom("~", "/", "0", "1", "a"), maxLength: 6 }), { maxLength: 4 });

/** Whether a pair of functions round-trips every token list. */
function roundTrips(decode: (pointer: string) => string[]): boolean {
  return !fc.check(
    fc.property(tricky, (tokens) => {
      expect(decode(toPointer(tokens))).toEqual(tokens);
    }),
    { numRuns: 500 },
  ).failed;
}

describe("JSON Pointer tokens", () => {
  it("escape ~ and / in that order", () => {
    expect(escapeToken("~1")).toBe("~01");
    expect(escapeToken("/")).toBe("~1");
    expect(escapeToken("~/")).toBe("~0~1");
    expect(toPointer(["~1", "a/b", 0])).toBe("/~01/a~1b/0");
  });

  it("decode ~1 before ~0, so a token holding ~1 comes back unchanged", () => {
    expect(fromPointer("/~01")).toEqual(["~1"]);
    expect(fromPointer("/~10")).toEqual(["/0"]);
    expect(fromPointer("/~0~1")).toEqual(["~/"]);
    expect(fromPointer(toPointer(["~1"]))).toEqual(["~1"]);
    expect(fromPointer("")).toEqual([]);
    expect(fromPointer("/")).toEqual([""]);
  });

  it("refuse what is not a dense list of strings and numbers, or not a string, with a TypeError", () => {
    expect(() => toPointer("a/b" as never)).toThrow(new TypeError("toPointer takes a list of tokens"));
    expect(() => toPointer([{}] as never)).toThrow(new TypeError("toPointer takes strings and numbers only"));
    expect(() => toPointer(["a", null] as never)).toThrow(TypeError);
    expect(() => toPointer(new Array(3) as never)).toThrow(TypeError);
    expect(() => fromPointer(7 as never)).toThrow(new TypeError("fromPointer takes a JSON Pointer string"));
    expect(toPointer([])).toBe("");
    expect(toPointer([12, ""])).toBe("/12/");
  });

  it("round-trip every list of tokens", () => {
    expect(roundTrips(fromPointer)).toBe(true);
  });

  it("the round trip catches decoding in the wrong order (foil)", () => {
    const reversed = (pointer: string): string[] =>
      pointer === ""
        ? []
        : pointer
            .slice(1)
            .split("/")
            .map((t) => t.replace(/~0/g, "~").replace(/~1/g, "/"));
    expect(roundTrips(reversed)).toBe(false);
  });
});
