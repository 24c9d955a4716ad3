import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { admitRequest, decode, decodeResult, ISSUE_CODES } from "../../src/codec/index.js";
import { specBlocks, stripJsonc } from "./spec-examples.js";
import { issuesOf, valueOf, WORKING } from "./helpers.js";

/** Every JSON example of the spec, parsed. */
const examples: unknown[] = specBlocks(["json", "jsonc"]).flatMap((b) => {
  try {
    return [JSON.parse(stripJsonc(b.text)) as unknown];
  } catch {
    return [];
  }
});

const request = (params: string): string => `{"jsonrpc":"2.0","id":1,"method":"tasks/get","params":${params}}`;

describe("decode and decodeResult with { parsed: true }", () => {
  it("give the verdicts of the full check on the spec's examples and on any JSON text", () => {
    expect(examples.length).toBeGreaterThan(10);
    for (const value of examples) {
      expect(decode(value, { parsed: true })).toEqual(decode(value));
      expect(decodeResult("tasks/get", value, { parsed: true })).toEqual(decodeResult("tasks/get", value));
    }
    fc.assert(
      fc.property(fc.json({ depthSize: "medium" }), (text) => {
        const value = JSON.parse(text) as unknown;
        expect(decode(value, { parsed: true })).toEqual(decode(value));
        expect(decodeResult("tools/call", value, { parsed: true, declaresTasks: true })).toEqual(
          decodeResult("tools/call", value, { declaresTasks: true }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("still refuse nesting over maxDepth, with the issue the full check gives", () => {
    const deep = JSON.parse(request(`{"taskId":"t","a":${"[".repeat(200)}${"]".repeat(200)}}`)) as unknown;
    const issue = issuesOf(decode(deep, { parsed: true }))[0];
    expect(issue).toMatchObject({ keyword: "maxDepth", code: ISSUE_CODES.tooDeep });
    expect(decode(deep, { parsed: true })).toEqual(decode(deep));
    const shallow = JSON.parse(request(`{"taskId":"t","a":${"[".repeat(5)}${"]".repeat(5)}}`)) as unknown;
    expect(issuesOf(decode(shallow, { parsed: true, maxDepth: 6 }))[0]?.code).toBe(ISSUE_CODES.tooDeep);
    expect(valueOf(decode(shallow, { parsed: true, maxDepth: 8 })).kind).toBe("GetTaskRequest");
    const result = JSON.parse(`{"resultType":"complete","content":${"[".repeat(300)}${"]".repeat(300)}}`) as unknown;
    expect(issuesOf(decodeResult("tools/call", result, { parsed: true }))[0]?.code).toBe(ISSUE_CODES.tooDeep);
  });

  it("still refuse a number JSON.parse turned into Infinity", () => {
    const value = JSON.parse(request('{"taskId":"t","_meta":{"big":-1e400}}')) as unknown;
    const issues = issuesOf(decode(value, { parsed: true }));
    expect(issues[0]).toMatchObject({ path: "/params/_meta/big", code: ISSUE_CODES.notJson });
    expect(
      issuesOf(decodeResult("tasks/get", { ...WORKING, resultType: "complete", x: [Infinity] }, { parsed: true }))[0]
        ?.path,
    ).toBe("/x/0");
    expect(issuesOf(admitRequest(value, { parsed: true }))[0]?.code).toBe(ISSUE_CODES.notJson);
  });

  it("never throw on 100,000 levels, even with the depth limit lifted", () => {
    const text = request(`{"taskId":"t","a":${"[".repeat(100_000)}${"]".repeat(100_000)}}`);
    const value = JSON.parse(text) as unknown;
    expect(issuesOf(decode(value, { parsed: true }))[0]?.code).toBe(ISSUE_CODES.tooDeep);
    expect(typeof decode(value, { parsed: true, maxDepth: Infinity }).ok).toBe("boolean");
    expect(
      typeof decodeResult(
        "tools/call",
        { resultType: "complete", content: (value as { params: unknown }).params },
        { parsed: true, maxDepth: 1e9 },
      ).ok,
    ).toBe("boolean");
  });

  it("measure a value as its compact text, so that the value and the text get one verdict", () => {
    // Twenty thousand small numbers, each measured at its written length.
    const text = `{"resultType":"complete","content":[],"structuredContent":{"n":[${new Array(20_000).fill(1).join(",")}]}}`;
    const value = JSON.parse(text) as unknown;
    expect(valueOf(decodeResult("tools/call", value)).kind).toBe("CallToolResult");
    expect(valueOf(decodeResult("tools/call", value, { parsed: true })).kind).toBe("CallToolResult");
    expect(issuesOf(decodeResult("tools/call", value, { maxBytes: text.length - 1 }))[0]?.code).toBe(
      ISSUE_CODES.tooLarge,
    );
    expect(valueOf(decodeResult("tools/call", value, { maxBytes: text.length })).kind).toBe("CallToolResult");
  });

  it("ignore the flag for text and bytes, which are always scanned", () => {
    const text = request(`{"taskId":"t","a":${"[".repeat(200)}${"]".repeat(200)}}`);
    expect(issuesOf(decode(text, { parsed: true }))[0]?.code).toBe(ISSUE_CODES.tooDeep);
    expect(issuesOf(decode(new TextEncoder().encode(text), { parsed: true }))[0]?.code).toBe(ISSUE_CODES.tooDeep);
  });
});
