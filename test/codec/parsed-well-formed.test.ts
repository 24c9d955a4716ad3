/**
 * `wellFormed` beside `parsed`: the caller vouches that the text was well-formed and escaped no surrogate, so strings
 * are not checked for lone surrogates. Everything else the parsed check covers stays checked.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { decode, decodeResult, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, WORKING } from "./helpers.js";

const VOUCHED = { parsed: true, wellFormed: true } as const;
const request = (params: string): string => `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":${params}}`;
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

describe("decode and decodeResult with { parsed: true, wellFormed: true }", () => {
  it("give the verdicts of the full check on what JSON.parse gives for text without surrogate escapes", () => {
    fc.assert(
      fc.property(
        fc.json({ depthSize: "medium" }).filter((text) => !SURROGATE_ESCAPE.test(text)),
        (text) => {
          const value = JSON.parse(text) as unknown;
          expect(decode(value, VOUCHED)).toEqual(decode(value));
          expect(decodeResult("tools/call", value, { ...VOUCHED, declaresTasks: true })).toEqual(
            decodeResult("tools/call", value, { declaresTasks: true }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("still refuse nesting over maxDepth and a number turned into Infinity", () => {
    const deep = JSON.parse(request(`{"taskId":"t","a":${"[".repeat(200)}${"]".repeat(200)}}`)) as unknown;
    expect(issuesOf(decode(deep, VOUCHED))[0]?.code).toBe(ISSUE_CODES.tooDeep);
    const big = JSON.parse(request('{"taskId":"t","_meta":{"big":-1e400}}')) as unknown;
    expect(issuesOf(decode(big, VOUCHED))[0]).toMatchObject({ path: "/params/_meta/big", code: ISSUE_CODES.notJson });
    const result = { ...WORKING, resultType: "complete", x: [Infinity] };
    expect(issuesOf(decodeResult("tasks/get", result, VOUCHED))[0]?.path).toBe("/x/0");
  });

  it("skip the lone-surrogate check only with parsed: wellFormed alone changes nothing", () => {
    const lone = JSON.parse(request('{"taskId":"t","note":"\\ud800","\\udfff":1}')) as unknown;
    expect(issuesOf(decode(lone, { parsed: true }))[0]?.code).toBe(ISSUE_CODES.loneSurrogate);
    expect(issuesOf(decode(lone, { wellFormed: true }))[0]?.code).toBe(ISSUE_CODES.loneSurrogate);
    expect(decode(lone, { wellFormed: true })).toEqual(decode(lone));
    // The vouched check does not look: a caller must pass wellFormed only for text that warrants it.
    expect(decode(lone, VOUCHED).ok).toBe(true);
    const result = { ...WORKING, resultType: "complete", statusMessage: "\udc00" };
    expect(issuesOf(decodeResult("tasks/get", result, { parsed: true }))[0]?.code).toBe(ISSUE_CODES.loneSurrogate);
    expect(decodeResult("tasks/get", result, VOUCHED).ok).toBe(true);
  });
});
