/**
 * decode and decodeParsed never throw: a value whose reads start throwing once it has been checked is answered with
 * the unreadable issue. A failure carries an `id` member only when the message's id could be read.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { decodeParsed } from "../../src/codec/decode/decode.js";

/** A request whose `key` reads `value` `reads` times, then throws. */
function throwingAfter(reads: number, key: string, value: unknown): Record<string, unknown> {
  const message: Record<string, unknown> = { jsonrpc: "2.0", id: 1, method: "ping", params: {} };
  let count = 0;
  Object.defineProperty(message, key, {
    enumerable: true,
    get() {
      if (count++ >= reads) throw new Error("read once too often");
      return value;
    },
  });
  return message;
}

const UNEXPECTED = {
  path: "",
  keyword: "unreadable",
  message: "the input could not be decoded: read once too often",
  code: ISSUE_CODES.unreadable,
};

describe("decode's guard against a throw", () => {
  it("answers a value that throws once checked with the unreadable issue", () => {
    const answers = [1, 2, 3, 4].map((reads) => decode(throwingAfter(reads, "jsonrpc", "2.0")));
    for (const answer of answers) expect(answer).toBeDefined();
    expect(answers).toContainEqual({ ok: false, issues: [UNEXPECTED] });
  });

  it("answers so in decodeParsed's own pass of a plain request too", () => {
    const answers = [1, 2, 3, 4].map((reads) => decodeParsed(throwingAfter(reads, "method", "ping")));
    for (const answer of answers) expect(answer).toBeDefined();
    expect(answers).toContainEqual({ ok: false, issues: [UNEXPECTED] });
  });
});

describe("a failure's id", () => {
  it("is no member at all when the message's id cannot be read", () => {
    const decoded = decode({ jsonrpc: "1.0", method: "ping" });
    expect(decoded.ok).toBe(false);
    expect(Object.hasOwn(decoded, "id")).toBe(false);
  });

  it("is the message's id when it can be read", () => {
    const decoded = decode({ jsonrpc: "1.0", id: 4, method: "ping" });
    expect(decoded).toMatchObject({ ok: false, id: 4 });
  });
});
