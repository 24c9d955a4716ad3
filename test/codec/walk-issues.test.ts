/**
 * The exact issue decode gives for each value JSON cannot carry, found by the walk of an unparsed value: its pointer,
 * keyword and message, at the root and below it; and the size counted so far when a value passes maxBytes.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";

const request = (params: Record<string, unknown>): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id: 1,
  method: "ping",
  params,
});

const notJson = (path: string, message: string) => ({
  ok: false,
  issues: [{ path, keyword: "json", message, code: ISSUE_CODES.notJson }],
});

describe("the walk's issues", () => {
  it("point at the root for a root JSON cannot carry", () => {
    expect(decode(Number.POSITIVE_INFINITY)).toStrictEqual(notJson("", "Infinity is not a JSON number"));
    expect(decode(Symbol("s"))).toStrictEqual(notJson("", "a symbol is not JSON data"));
    expect(decode(new Date(0))).toStrictEqual(notJson("", "only plain objects and arrays are JSON data"));
  });

  it("name what is wrong below the root, and keep the request's id for the error answer", () => {
    const withId = (path: string, message: string) => ({ ...notJson(path, message), id: 1 });
    expect(decode(request({ f: () => 1 }))).toStrictEqual(withId("/params/f", "a function is not JSON data"));
    expect(decode(request({ n: 2n }))).toStrictEqual(withId("/params/n", "a bigint is not JSON data"));
    expect(decode(request({ d: new Map() }))).toStrictEqual(
      withId("/params/d", "only plain objects and arrays are JSON data"),
    );
    expect(decode(request({ a: [1, undefined] }))).toStrictEqual(
      withId("/params/a/1", "an array element is undefined (or a hole)"),
    );
    const params: Record<string, unknown> = {};
    params.self = params;
    expect(decode(request(params))).toStrictEqual(withId("/params/self", "the value contains a cycle"));
  });

  it("count a root's brackets against maxBytes", () => {
    expect(decode({}, { maxBytes: 1 })).toStrictEqual({
      ok: false,
      issues: [
        {
          path: "",
          keyword: "maxBytes",
          message: "the input is larger than the limit of 1 bytes (at least 2 bytes estimated)",
          code: ISSUE_CODES.tooLarge,
        },
      ],
    });
  });

  it("stop counting a long key once it passes what is left of maxBytes", () => {
    // After the braces (2) the key's length and quotes alone (22) pass the 18 bytes left: its 2-byte letters go unread.
    const decoded = decode({ ["é".repeat(20)]: 1 }, { maxBytes: 20 });
    expect(decoded).toMatchObject({ ok: false, issues: [{ code: ISSUE_CODES.tooLarge }] });
    expect(decoded.ok || decoded.issues[0]!.message).toContain("(at least 26 bytes estimated)");
  });
});
