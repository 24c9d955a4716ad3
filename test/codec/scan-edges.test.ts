/**
 * decode's scan of JSON text, at the edges its counts turn on: a raw character at the first code point of each UTF-8
 * size class is counted at its size, and a closing bracket ends its level, so siblings do not add up in depth.
 */
import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

const utf8 = (text: string): number => new TextEncoder().encode(text).length;
/** A request of an unschema'd method whose params hold `body` verbatim as JSON text. */
const message = (body: string): string => `{"jsonrpc":"2.0","id":1,"method":"x","params":{"v":${body}}}`;

describe("the scan of JSON text", () => {
  it("counts a raw character at each size class's edge at its UTF-8 size", () => {
    for (const raw of ["\u007f", "\u0080", "\u07ff", "\u0800", "\ud7ff", "\ue000", "\uffff", "\ud800\udc00"]) {
      const text = message(`"${raw.repeat(4)}"`);
      const bytes = utf8(text);
      expect(valueOf(decode(text, { maxBytes: bytes })).kind).toBe("JSONRPCRequest");
      expect({ raw, code: issuesOf(decode(text, { maxBytes: bytes - 1 }))[0]?.code }).toEqual({
        raw,
        code: ISSUE_CODES.tooLarge,
      });
    }
  });

  it("closes a level at each closing brace and bracket, so that siblings nest no deeper than one", () => {
    // The message, params and v are 3 levels; siblings add none, a list in a list one more.
    const bodies: [string, number][] = [
      ['{"a":{},"b":{},"c":{}}', 4],
      ["[[],[],[]]", 4],
      ['{"a":{},"b":[[],[]]}', 5],
      ["[{},{},[]]", 4],
    ];
    for (const [body, depth] of bodies) {
      const text = message(body);
      expect(valueOf(decode(text, { maxDepth: depth })).kind).toBe("JSONRPCRequest");
      expect({ body, code: issuesOf(decode(text, { maxDepth: depth - 1 }))[0]?.code }).toEqual({
        body,
        code: ISSUE_CODES.tooDeep,
      });
    }
  });
});
