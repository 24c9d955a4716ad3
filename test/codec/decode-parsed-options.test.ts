/**
 * decodeParsed's own pass of a plain request honours the options as decode does: `parsed` leaves the size to the
 * caller, `wellFormed` with it leaves lone surrogates unchecked; and a request with another envelope goes to decode.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES, type DecodeOptions } from "../../src/codec/index.js";
import { decodeParsed } from "../../src/codec/decode/decode.js";

const request = (params: Record<string, unknown>): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tasks/get",
  params: { taskId: "t-1", ...params },
});

/** A request of about 1 KB, under a 100-byte limit. */
const LARGE = request({ note: "x".repeat(1000) });
/** A request holding a lone surrogate. */
const LONE = request({ note: "a\ud800b" });

/** decodeParsed's answer, held equal to decode's, with the codes of its issues. */
function codes(value: unknown, options: DecodeOptions): (string | undefined)[] {
  const answer = decodeParsed(value, options);
  expect(answer).toStrictEqual(decode(value, options));
  return answer.ok ? [] : answer.issues.map((i) => i.code);
}

describe("decodeParsed's options", () => {
  it("checks the size unless the value is vouched for as parsed", () => {
    expect(codes(LARGE, { maxBytes: 100 })).toEqual([ISSUE_CODES.tooLarge]);
    expect(codes(LARGE, { maxBytes: 100, parsed: false })).toEqual([ISSUE_CODES.tooLarge]);
    expect(codes(LARGE, { maxBytes: 100, parsed: true })).toEqual([]);
  });

  it("checks strings for a lone surrogate unless the text is vouched for as well-formed", () => {
    expect(codes(LONE, {})).toEqual([ISSUE_CODES.loneSurrogate]);
    expect(codes(LONE, { parsed: true })).toEqual([ISSUE_CODES.loneSurrogate]);
    expect(codes(LONE, { parsed: true, wellFormed: false })).toEqual([ISSUE_CODES.loneSurrogate]);
    expect(codes(LONE, { wellFormed: true })).toEqual([ISSUE_CODES.loneSurrogate]);
    expect(codes(LONE, { parsed: true, wellFormed: true })).toEqual([]);
  });

  it("refuses a request whose jsonrpc is empty, as decode does", () => {
    for (const method of ["ping", "tasks/get"])
      expect(codes({ jsonrpc: "", id: 1, method, params: { taskId: "t" } }, {})).toEqual([ISSUE_CODES.invalidEnvelope]);
  });
});
