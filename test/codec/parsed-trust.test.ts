/**
 * With `parsed: true` decode trusts the caller's size check: a value of every kind (null, booleans, arrays full and
 * empty, at the depth limit too) is accepted over maxBytes, under a depth limit up to 1000; a hole, which JSON.parse never
 * makes, and a value that throws while read are still refused.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";

const request = (params: Record<string, unknown>): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id: 1,
  method: "ping",
  params,
});

describe("decode with parsed: true", () => {
  it("leaves the size of a value of every kind to the caller", () => {
    const value = request({ n: null, t: true, f: false, a: [1, "x", null, false, [], {}], e: [], o: {} });
    expect(decode(value, { parsed: true, maxBytes: 10 }).ok).toBe(true);
    expect(decode(value, { maxBytes: 10 }).ok).toBe(false);
  });

  it("leaves it to the caller with a null or a boolean at the depth limit", () => {
    for (const leaf of [null, true, false, 0, "s"])
      expect(decode(request({ leaf }), { parsed: true, maxDepth: 2, maxBytes: 10 }).ok).toBe(true);
  });

  it("leaves it to the caller at a depth limit of up to 1000", () => {
    for (const maxDepth of [999, 1000])
      expect(decode(request({ a: [[1]] }), { parsed: true, maxDepth, maxBytes: 10 }).ok).toBe(true);
  });

  it("checks a value deeper than its recursion could go, under a high depth limit", () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(decode(request({ deep }), { parsed: true, maxDepth: 200_000 }).ok).toBe(true);
    expect(decode(request({ deep }), { parsed: true, maxDepth: 50_000 })).toMatchObject({
      ok: false,
      issues: [{ code: ISSUE_CODES.tooDeep }],
    });
  });

  it("refuses a hole", () => {
    expect(decode(request({ a: [1, , 2] }), { parsed: true })).toStrictEqual({
      ok: false,
      id: 1,
      issues: [
        {
          path: "/params/a/1",
          keyword: "json",
          message: "an array element is undefined (or a hole)",
          code: ISSUE_CODES.notJson,
        },
      ],
    });
  });

  it("refuses a value that throws while read", () => {
    const params = Object.defineProperty({}, "x", {
      enumerable: true,
      get() {
        throw new Error("no reading");
      },
    });
    expect(decode(request(params), { parsed: true })).toStrictEqual({
      ok: false,
      id: 1,
      issues: [
        {
          path: "",
          keyword: "unreadable",
          message: "the value could not be read: no reading",
          code: ISSUE_CODES.unreadable,
        },
      ],
    });
  });
});
