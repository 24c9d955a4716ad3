/**
 * encode measures the text it writes, not only the walk's estimate: serialisation can write more than the walk saw (a
 * non-enumerable `toJSON` is called by JSON.stringify but listed by no walk), and the text must still fit maxBytes.
 * Each kind of character is counted at its UTF-8 size, at both edges of each size class.
 */
import { describe, it, expect } from "vitest";
import { encode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

const utf8 = (text: string): number => new TextEncoder().encode(text).length;

/** A request whose params look empty to the walk but serialise as the string `written`. */
function hiding(written: string): object {
  const params = {};
  Object.defineProperty(params, "toJSON", { value: () => written });
  return { jsonrpc: "2.0", id: 1, method: "x", params };
}

/** Characters at the edges of each UTF-8 size class, alone and side by side. */
const WRITTEN = [
  "\u007f",
  "\u0080",
  "é",
  "\u07ff",
  "\u0800",
  "€",
  "\ud7ff",
  "\ue000",
  "\uffff",
  "😀",
  "\ud800\udc00",
  "\udbff\udfff",
  "éé",
  "€€",
  "€é",
  "😀€",
  "a€b😀c",
];

describe("encode's own measure of its text", () => {
  it("accepts the text at exactly its UTF-8 size and refuses it one byte under, for each kind of character", () => {
    for (const written of WRITTEN) {
      const message = hiding(written.repeat(3));
      const text = JSON.stringify(message);
      const bytes = utf8(text);
      expect(valueOf(encode(message, { maxBytes: bytes }))).toBe(text);
      // All-ASCII text is longer than the limit in code units, and refused from its length alone.
      const size = text.length === bytes ? `at least ${bytes}` : `${bytes}`;
      const refused = encode(message, { maxBytes: bytes - 1 });
      expect({ written, issues: refused.ok ? [] : refused.issues }).toEqual({
        written,
        issues: [
          {
            path: "",
            keyword: "maxBytes",
            message: `the input is larger than the limit of ${bytes - 1} bytes (${size} bytes)`,
            code: ISSUE_CODES.tooLarge,
          },
        ],
      });
    }
  });

  it("refuses text longer than maxBytes in code units from its length, saying so", () => {
    const message = hiding("a".repeat(100));
    const length = JSON.stringify(message).length;
    expect(issuesOf(encode(message, { maxBytes: 50 }))).toEqual([
      {
        path: "",
        keyword: "maxBytes",
        message: `the input is larger than the limit of 50 bytes (at least ${length} bytes)`,
        code: ISSUE_CODES.tooLarge,
      },
    ]);
  });
});
