/**
 * Refusing a value over the size limit costs no more than the limit: the count of a string stops once it passes
 * what is left of the budget, and at once when its length alone does. The refusal says how far it counted; every
 * other verdict (a lone surrogate, for one) is the same as a full count gives.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { decode, decodeResult, encode, ISSUE_CODES } from "../../src/codec/index.js";
import { jsonStringBytes } from "../../src/codec/text/json-size.js";
import { issuesOf } from "./helpers.js";

const utf8 = (text: string): number => new TextEncoder().encode(text).length;

/** A request whose taskId is `taskId`. */
const request = (taskId: string) => ({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId } });

/** The bytes counted before the taskId's string: the compact text without it, whose brackets are counted first. */
const BEFORE_TASK_ID = utf8(JSON.stringify(request(""))) - 2;

/** The count a "too large" message reports, or NaN. */
function counted(message: string | undefined): number {
  const match = /^the input is larger than the limit of \d+ bytes \(at least (\d+) bytes estimated\)$/.exec(
    message ?? "",
  );
  return match ? Number(match[1]) : Number.NaN;
}

/** Characters whose JSON form is longer than one byte, or two units long. */
const ODD = ['"', "\\", "\u0001", "\n", "é", "€", "😀", "\ud800", "\udfff", "\u2028"];

describe("the size limit on a value", () => {
  it("counts a string longer than what is left of the limit by its length alone", () => {
    const taskId = "\u0001".repeat(1000); // 6,000 bytes written, 1,002 counted from the length and quotes
    const maxBytes = 500;
    for (const issues of [
      issuesOf(decode(request(taskId), { maxBytes })),
      issuesOf(encode(request(taskId), { maxBytes })),
    ]) {
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ path: "", keyword: "maxBytes", code: ISSUE_CODES.tooLarge });
      expect(counted(issues[0]?.message)).toBe(BEFORE_TASK_ID + 1002);
    }
    // A key too: its length, quotes and colon, then its value.
    const key = { jsonrpc: "2.0", id: 1, method: "x", params: { [taskId]: 1 } };
    const before = utf8(JSON.stringify({ ...key, params: {} }));
    expect(counted(issuesOf(decode(key, { maxBytes }))[0]?.message)).toBe(before + 1002 + 1 + 1);
  });

  it("stops counting a string within one character of passing the limit", () => {
    const taskId = "\u0001".repeat(100); // 102 counted from the length, 600 written
    const maxBytes = BEFORE_TASK_ID + 200;
    expect(utf8(JSON.stringify(request(taskId)))).toBeGreaterThan(maxBytes + 5);
    const result = { resultType: "complete", x: taskId };
    expect(utf8(JSON.stringify(result))).toBeGreaterThan(200 + 5);
    for (const [issue, limit] of [
      [issuesOf(decode(request(taskId), { maxBytes }))[0], maxBytes],
      [issuesOf(decodeResult("tools/call", result, { maxBytes: 200 }))[0], 200],
    ] as const) {
      expect(issue?.code).toBe(ISSUE_CODES.tooLarge);
      const count = counted(issue?.message);
      expect(count).toBeGreaterThan(limit);
      expect(count).toBeLessThanOrEqual(limit + 5); // one \u escape past the limit at most
    }
  });

  it("still refuses a string that is not well-formed as such, however long", () => {
    for (const taskId of [`${"x".repeat(1000)}\ud800`, `\udfff${"é".repeat(1000)}`]) {
      const expected = { path: "/params/taskId", keyword: "utf8", code: ISSUE_CODES.loneSurrogate };
      expect(issuesOf(decode(request(taskId), { maxBytes: 100 }))).toEqual([expect.objectContaining(expected)]);
      expect(issuesOf(encode(request(taskId), { maxBytes: 100 }))).toEqual([expect.objectContaining(expected)]);
    }
    const key = { jsonrpc: "2.0", id: 1, method: "x", params: { [`\ud800${"x".repeat(1000)}`]: 1 } };
    expect(issuesOf(decode(key, { maxBytes: 100 }))[0]).toMatchObject({ keyword: "utf8" });
  });
});

describe("jsonStringBytes with a budget", () => {
  it("is exact within the budget, and past it answers over the budget by at most one character", () => {
    const unit = fc.oneof(fc.constantFrom(...ODD), fc.string({ unit: "binary", minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), fc.nat({ max: 400 }), (text, budget) => {
        const exact = utf8(JSON.stringify(text));
        expect(jsonStringBytes(text)).toBe(exact);
        const bounded = jsonStringBytes(text, budget);
        if (exact <= budget) expect(bounded).toBe(exact);
        else {
          expect(bounded).toBeGreaterThan(budget);
          expect(bounded).toBeLessThanOrEqual(Math.min(exact, Math.max(text.length + 2, budget + 5)));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reads nothing of a string whose length passes the budget", () => {
    expect(jsonStringBytes("\u0001".repeat(50 * 1024 * 1024), 8)).toBe(50 * 1024 * 1024 + 2);
    expect(jsonStringBytes("", -1)).toBe(2);
  });
});
