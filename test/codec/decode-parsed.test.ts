import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { decode } from "../../src/codec/index.js";
import { decodeParsed } from "../../src/codec/decode/decode.js";
import { specBlocks, stripJsonc } from "./spec-examples.js";

const META = { "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } } };
const nested = (depth: number): unknown => (depth === 0 ? {} : { a: nested(depth - 1) });

/** Requests with and without a well-formed envelope, and messages of every other kind. */
const CASES: unknown[] = [
  { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t-1", _meta: META } },
  { jsonrpc: "2.0", id: "a", method: "tasks/get", params: { taskId: 7 } },
  { jsonrpc: "2.0", id: 2, method: "tasks/update", params: { taskId: "t", inputResponses: {} } },
  { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "x", arguments: {}, task: { ttl: 5 } } },
  { jsonrpc: "2.0", id: 4, method: "tasks/result", params: { taskId: "t" } },
  { jsonrpc: "2.0", id: 5, method: "ping" },
  { jsonrpc: "2.0", id: 6, method: "tasks/get", params: { taskId: "t", deep: nested(200) } },
  { jsonrpc: "2.0", id: 7, method: "tasks/get", params: { taskId: "t", n: Number.POSITIVE_INFINITY } },
  { jsonrpc: "2.0", id: 1.5, method: "tasks/get", params: { taskId: "t" } },
  { jsonrpc: "2.0", id: 2 ** 60, method: "tasks/get", params: { taskId: "t" } },
  { jsonrpc: "2.0", id: null, method: "tasks/get", params: { taskId: "t" } },
  { jsonrpc: "2.0", method: "tasks/get", params: { taskId: "t" } },
  { jsonrpc: "2.0", id: 8, method: "tasks/get", params: ["t"] },
  { jsonrpc: "2.0", id: 9, method: "tasks/get", params: null },
  { jsonrpc: "2.0", id: 10, method: "" },
  { jsonrpc: "2.0", id: 11, method: 5 },
  { jsonrpc: "1.0", id: 12, method: "tasks/get", params: { taskId: "t" } },
  { id: 13, method: "tasks/get", params: { taskId: "t" } },
  { jsonrpc: "2.0", id: 14, method: "tasks/get", result: {} },
  { jsonrpc: "2.0", id: 15, method: "tasks/get", error: { code: 1, message: "m" } },
  { jsonrpc: "2.0", id: 16, result: {} },
  { jsonrpc: "2.0", id: 17, error: { code: -32602, message: "m" } },
  { jsonrpc: "2.0", method: "notifications/tasks", params: { taskId: "t" } },
  [{ jsonrpc: "2.0", id: 18, method: "tasks/get" }],
  "text",
  null,
];

/** Every JSON example of the spec, parsed. */
const EXAMPLES: unknown[] = specBlocks(["json", "jsonc"]).flatMap((b) => {
  try {
    return [JSON.parse(stripJsonc(b.text)) as unknown];
  } catch {
    return [];
  }
});

const OPTIONS = [undefined, { parsed: true }, { parsed: true, wellFormed: true }] as const;

describe("decodeParsed", () => {
  it("answers as decode does for every kind of message and envelope, under each option", () => {
    for (const value of [...CASES, ...EXAMPLES])
      for (const options of OPTIONS) expect(decodeParsed(value, options)).toEqual(decode(value, options));
  });

  it("answers as decode does for arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...OPTIONS), (value, options) => {
        expect(decodeParsed(value, options)).toEqual(decode(value, options));
      }),
    );
  });
});
