import { describe, it, expect } from "vitest";
import { encode, ISSUE_CODES } from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf } from "./helpers.js";

/** A declaring tasks/get request whose taskId getter answers `read(n)` on its nth read, and the reads so far. */
function rereadRequest(read: (n: number) => string) {
  let reads = 0;
  const params: Record<string, unknown> = { _meta: DECLARING_META };
  Object.defineProperty(params, "taskId", { enumerable: true, get: () => read(++reads) });
  return { message: { jsonrpc: "2.0", id: 1, method: "tasks/get", params }, reads: () => reads };
}

/** How many times encode reads the taskId of a request whose getter is stable: the last read is the serialisation's. */
function readsOfEncode(): number {
  const stable = rereadRequest(() => "t-1");
  valueOf(encode(stable.message));
  return stable.reads();
}

describe("encode of a value that changes between its checks and its serialisation", () => {
  it("measures the text it serialised, so a value that grew after the walk is refused as too large", () => {
    const last = readsOfEncode();
    const growing = rereadRequest((n) => (n < last ? "t-1" : "t".repeat(2000)));
    const issues = issuesOf(encode(growing.message, { maxBytes: 1000 }));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.code).toBe(ISSUE_CODES.tooLarge);
  });

  it("answers an issue instead of throwing when the serialisation's read throws", () => {
    const last = readsOfEncode();
    const failing = rereadRequest((n) => {
      if (n < last) return "t-1";
      throw new Error("gone");
    });
    const issues = issuesOf(encode(failing.message));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: "", keyword: "unreadable", code: ISSUE_CODES.unreadable });
    expect(issues[0]?.message).toContain("gone");
  });
});
