/**
 * Decode's scan of JSON text where only one character tells a surrogate escape's halves, or a number's end, apart:
 * the text scan is the only check of text for lone surrogates and overflowing numbers before JSON.parse reads it.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

/** A request of an unschema'd method whose params hold `body` verbatim as JSON text. */
const message = (body: string): string => `{"jsonrpc":"2.0","id":1,"method":"x","params":{"v":${body}}}`;
/** The same with `body` as the raw text between the quotes of a string. */
const withString = (inner: string): string => message(`"${inner}"`);

const codeOf = (text: string): string | undefined => {
  const decoded = decode(text);
  return decoded.ok ? "ok" : decoded.issues[0]?.code;
};

/** The value of params.v once decoded. */
const vOf = (text: string): unknown =>
  (valueOf(decode(text)).message as unknown as { params: { v: unknown } }).params.v;

describe("escaped surrogates: the second half must be a `\\u` escape of a low surrogate", () => {
  it("refuses an escaped low surrogate even when another `\\u` escape of a low one follows it", () => {
    for (const inner of ["\\udc00\\udc00", "\\uDFFF\\uDC00", "\\ude00\\ude00x"])
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: ISSUE_CODES.loneSurrogate });
  });

  it("refuses a high one followed by `u` and four hex digits that are no escape", () => {
    // The character before the `u` is no backslash, or the character after the backslash is no `u`.
    for (const inner of ["\\ud83dxude00", "\\ud83d/udc00", "\\ud83d\\nde00", "\\ud83d\\\\ude00", "\\ud83d\\tdc00"])
      expect({ inner, code: codeOf(withString(inner)) }).toEqual({ inner, code: ISSUE_CODES.loneSurrogate });
  });

  it("reads hex digits only after `\\u`: another escape followed by surrogate-like digits is plain text", () => {
    for (const inner of ["\\nd800", "\\\\d800", "\\td83d", '\\"dc00', "\\/dfff"])
      expect({ inner, v: vOf(withString(inner)) }).toEqual({ inner, v: JSON.parse(`"${inner}"`) });
  });

  it("names the lone surrogate in the issue it gives", () => {
    expect(issuesOf(decode(withString("\\ud800")))).toEqual([
      {
        path: "",
        keyword: "utf8",
        message: "a string holds a lone surrogate, which has no UTF-8 encoding",
        code: ISSUE_CODES.loneSurrogate,
      },
    ]);
  });
});

describe("numbers: the whole number is measured, from its first character to its last", () => {
  it("accepts a number whose tail alone would overflow a double", () => {
    // 0.1e309 is 1e308; its tail 1e309 would be Infinity.
    for (const n of ["0.1e309", "-0.1e309", "0.01e310", "[0.1e309,0.5e308]"])
      expect({ n, v: vOf(message(n)) }).toEqual({ n, v: JSON.parse(n) });
  });

  it("reads a minus sign in the exponent as part of the number", () => {
    // 1e-999...9 is 0; its tail -999...9 (310 characters) alone would be -Infinity.
    const n = `1e-${"9".repeat(309)}`;
    expect(vOf(message(n))).toBe(0);
    expect(vOf(message(`[${n},1E-${"9".repeat(400)}]`))).toEqual([0, 0]);
  });

  it("leaves a malformed number to the parser, even one that ends in an overflowing tail", () => {
    for (const n of ["--1e999", "[--1e999]", "-+1e999", "[1,--9e999]"])
      expect({ n, code: codeOf(message(n)) }).toEqual({ n, code: ISSUE_CODES.invalidJson });
  });

  it("says what an overflowing number is, at the top of the message", () => {
    expect(issuesOf(decode(message("[1,1e999]")))).toEqual([
      {
        path: "",
        keyword: "json",
        message: "a number is too large to be represented (it would become Infinity)",
        code: ISSUE_CODES.notJson,
      },
    ]);
  });
});
