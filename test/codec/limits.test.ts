import { describe, it, expect } from "vitest";
import { decode, decodeResult, encode, DEFAULT_LIMITS, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

const DEEP = 100_000;

/**
 * The budget of a test that walks megabytes. Here such a walk takes a fraction of a second, but in a mutation run
 * (`npm run mutate`) every statement of the walk is instrumented and it takes 50 times longer; past the default
 * budget the test would fail, and a surviving mutant would count as killed. It guards against a hang only: speed is
 * measured in bench/, not here. A refusal needs none: it stops counting at the limit.
 */
const HUGE_INPUT_TIMEOUT = 600_000;

/** Builds a value nested `depth` levels deep without recursion. */
function nested(depth: number, make: (inner: unknown) => unknown = (inner) => [inner]): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = make(value);
  return value;
}

describe("limits", () => {
  it("has safe defaults", () => {
    expect(DEFAULT_LIMITS).toEqual({ maxBytes: 8 * 1024 * 1024, maxDepth: 128 });
  });

  it("refuses 100,000 levels of nesting as text, as bytes and as a parsed value", () => {
    const text = "[".repeat(DEEP) + "]".repeat(DEEP);
    const message = `{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}}`;
    for (const input of [
      text,
      message,
      new TextEncoder().encode(message),
      nested(DEEP),
      { jsonrpc: "2.0", id: 1, method: "x", params: { a: nested(DEEP, (v) => ({ v })) } },
    ]) {
      expect(issuesOf(decode(input))[0]).toMatchObject({ keyword: "maxDepth", code: ISSUE_CODES.tooDeep });
    }
  });

  it("never throws on 100,000 levels even with the depth limit lifted", () => {
    const text = `{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}}`;
    const result = decode(text, { maxDepth: Infinity });
    // The engine's parser may accept or refuse this depth; either way the answer is a result.
    expect(typeof result.ok).toBe("boolean");
    expect(typeof decode(nested(DEEP), { maxDepth: Infinity }).ok).toBe("boolean");
    expect(encode(nested(DEEP) as object).ok).toBe(false);
  });

  it("ignores brackets inside strings and escaped quotes when measuring depth", () => {
    const taskId = '[[[[{{{{\\"[[[['.repeat(100);
    const text = `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"${taskId}"}}`;
    expect(valueOf(decode(text, { maxDepth: 2 })).kind).toBe("GetTaskRequest");
    expect(issuesOf(decode(text, { maxDepth: 1 }))[0]?.code).toBe(ISSUE_CODES.tooDeep);
  });

  describe("refuse a 50 MB string", () => {
    const big = "x".repeat(50 * 1024 * 1024);
    const parsed = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: big } };

    it("as text and as bytes", () => {
      const text = `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"${big}"}}`;
      expect(issuesOf(decode(text))[0]).toMatchObject({ keyword: "maxBytes", code: ISSUE_CODES.tooLarge });
      expect(issuesOf(decode(new Uint8Array(50 * 1024 * 1024)))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    });

    it("inside a parsed value given to decode", () => {
      expect(issuesOf(decode(parsed))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    });

    it("inside a value given to encode", () => {
      expect(issuesOf(encode(parsed))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    });

    it("inside a result given to decodeResult", () => {
      const result = { resultType: "complete", content: [{ type: "text", text: big }] };
      expect(issuesOf(decodeResult("tools/call", result))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    });
  });

  it("decodes a message over the default limit when the limit allows it", { timeout: HUGE_INPUT_TIMEOUT }, () => {
    const big = "x".repeat(DEFAULT_LIMITS.maxBytes);
    const text = `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"${big}"}}`;
    expect(issuesOf(decode(text))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    const decoded = valueOf(decode(text, { maxBytes: text.length }));
    expect(decoded.kind).toBe("GetTaskRequest");
  });

  it("counts UTF-8 bytes, not characters", () => {
    const text = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "é".repeat(600) } });
    expect(text.length).toBeLessThan(1000);
    expect(issuesOf(decode(text, { maxBytes: 1000 }))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    expect(valueOf(decode(text, { maxBytes: 1300 })).kind).toBe("GetTaskRequest");
  });

  it("bounds the work on a parsed value that shares one object many times", () => {
    let shared: unknown = { leaf: "x".repeat(100) };
    for (let i = 0; i < 40; i++) shared = [shared, shared]; // 2^40 paths to the leaf
    // The work grows with the limit, not with the paths: a small limit shows the bound as well as the default.
    const message = { jsonrpc: "2.0", id: 1, method: "x", params: { shared } };
    expect(issuesOf(decode(message, { maxBytes: 64 * 1024 }))[0]?.code).toBe(ISSUE_CODES.tooLarge);
  });

  it("refuses a huge sparse array without walking it", () => {
    expect(issuesOf(decode({ jsonrpc: "2.0", id: 1, method: "x", params: { a: new Array(1e9) } }))[0]?.code).toBe(
      ISSUE_CODES.tooLarge,
    );
  });

  it("refuses a number too large for a double, which would come back as Infinity", () => {
    const message = (n: string): string => `{"jsonrpc":"2.0","id":1,"method":"x","params":{"n":${n}}}`;
    for (const n of ["1e999", "-1487e9079184", "9".repeat(400)])
      expect(issuesOf(decode(message(n)))[0]).toMatchObject({ keyword: "json", code: ISSUE_CODES.notJson });
    for (const n of ["1e308", "-1.5E-999", "12345678901234567890", "0.1e2"])
      expect(valueOf(decode(message(n))).kind).toBe("JSONRPCRequest");
    expect(issuesOf(decode(message("1e")))[0]?.code).toBe(ISSUE_CODES.invalidJson);
  });

  it("ignores limits that are not non-negative numbers", () => {
    expect(
      valueOf(decode('{"jsonrpc":"2.0","id":1,"method":"ping"}', { maxBytes: -1, maxDepth: Number.NaN })).kind,
    ).toBe("JSONRPCRequest");
  });
});
