import { describe, it, expect } from "vitest";
import { extractSpecBlocks, isCompleteMessage, stripJsonc } from "./spec-blocks.js";

describe("stripJsonc", () => {
  it("removes line and block comments and trailing commas", () => {
    const text = '{\n  // a comment\n  "a": [1, 2,], /* block */\n  "b": { "c": {}, },\n}';
    expect(JSON.parse(stripJsonc(text))).toEqual({ a: [1, 2], b: { c: {} } });
  });

  it("keeps comment markers and commas that are inside strings", () => {
    const text = '{ "url": "https://example.com/a//b", "s": "x,}", "q": "say \\"//\\"", }';
    expect(JSON.parse(stripJsonc(text))).toEqual({ url: "https://example.com/a//b", s: "x,}", q: 'say "//"' });
  });
});

describe("extractSpecBlocks", () => {
  it("finds json, jsonc and jsonl fences and ignores other languages", () => {
    const md = [
      "```typescript",
      "type A = {}",
      "```",
      "```json",
      '{ "a": 1 }',
      "```",
      "```jsonc",
      "// c",
      '{ "b": 2, }',
      "```",
      "```jsonl",
      '{ "c": 3 }',
      "```",
    ].join("\n");
    const blocks = extractSpecBlocks(md);
    expect(blocks.map((b) => [b.index, b.lang, b.line, b.value])).toEqual([
      [1, "json", 4, { a: 1 }],
      [2, "jsonc", 7, { b: 2 }],
      [3, "jsonl", 11, { c: 3 }],
    ]);
  });
});

describe("isCompleteMessage", () => {
  it("tells JSON-RPC messages from fragments", () => {
    expect(isCompleteMessage({ jsonrpc: "2.0", id: 1, result: {} })).toBe(true);
    expect(isCompleteMessage({ jsonrpc: "2.0", method: "notifications/tasks", params: {} })).toBe(true);
    expect(isCompleteMessage({ params: { _meta: {} } })).toBe(false);
    expect(isCompleteMessage({ result: { capabilities: {} } })).toBe(false);
    expect(isCompleteMessage([])).toBe(false);
  });
});
