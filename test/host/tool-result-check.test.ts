/**
 * A tool's return is read once into the host's own copy, checked once as a CallToolResult, and only that copy is
 * stored: what is not plain JSON data, or is no valid tool result, ends as -32603 naming the problem, and the tool's
 * own object is never changed (the resultType it may leave out is set on the copy).
 */
import { describe, expect, it } from "vitest";
import { checked } from "../../src/host/tasks/outcome.js";
import type { HostTool } from "../../src/host/types.js";

const tool = { name: "job" } as HostTool;
const content = [{ type: "text", text: "done" }];

/** The error message a check ended with, or fails the test. */
function refusal(value: unknown): string {
  const outcome = checked(tool, value);
  if (!("error" in outcome)) return expect.fail(`expected a refusal, got ${JSON.stringify(outcome.result)}`);
  expect(outcome.error.code).toBe(-32603);
  return outcome.error.message;
}

describe("a tool's result", () => {
  it("is copied, completed with resultType, and the tool's own object left as it was", () => {
    const own = Object.freeze({ content: Object.freeze([Object.freeze({ type: "text", text: "done" })]) });
    const outcome = checked(tool, own);
    expect(outcome).toEqual({ result: { content, resultType: "complete" } });
    expect("result" in outcome && outcome.result).not.toBe(own);
    expect(Object.hasOwn(own, "resultType")).toBe(false);
    const reused = { content };
    checked(tool, reused);
    checked(tool, reused);
    expect(reused).toEqual({ content });
    expect(checked(tool, { content, resultType: "complete", isError: true })).toEqual({
      result: { content, resultType: "complete", isError: true },
    });
  });

  it("is refused with a clear error when it is not plain JSON data", () => {
    class Content {
      type = "text";
      text = "x";
    }
    const cyclic: Record<string, unknown> = { content };
    cyclic.structuredContent = { back: cyclic };
    const throwing = Object.defineProperty({ content }, "structuredContent", {
      enumerable: true,
      get() {
        throw new Error("unreadable");
      },
    });
    expect(refusal(cyclic)).toMatch(/^job returned an invalid tool result: it could not be read as JSON data/);
    expect(refusal({ content, structuredContent: { n: 10n } })).toMatch(/could not be read as JSON data/);
    expect(refusal(throwing)).toMatch(/could not be read as JSON data \(unreadable\)/);
    expect(refusal(undefined)).toBe("job returned an invalid tool result: it is not JSON data");
    // A class instance reads as its fields, and the check then judges those.
    expect(checked(tool, { content: [new Content()] })).toEqual({
      result: { content: [{ type: "text", text: "x" }], resultType: "complete" },
    });
  });

  it("is refused with the path of the problem when it is no valid tool result", () => {
    expect(refusal({ content: [{ type: "text" }] })).toMatch(/^job returned an invalid tool result: \/content\/0/);
    expect(refusal({})).toMatch(/^job returned an invalid tool result: \/content /);
    expect(refusal({ content, resultType: "task" })).toMatch(/^job returned an invalid tool result: .*resultType/);
    expect(refusal([content])).toMatch(/^job returned an invalid tool result: \/ /);
    expect(refusal("done")).toMatch(/^job returned an invalid tool result: \/ /);
  });

  it("is read once: what is checked is what is kept, whatever a second read would answer", () => {
    let reads = 0;
    const flipping = Object.defineProperty({}, "content", {
      enumerable: true,
      get() {
        reads += 1;
        return reads === 1 ? content : "not a list";
      },
    });
    expect(checked(tool, flipping)).toEqual({ result: { content, resultType: "complete" } });
    expect(reads).toBe(1);
  });
});
