/** Which trace lines are envelopes, which envelopes lint refuses and why, and the flags readEntry sets on a line. */
import { describe, expect, it } from "vitest";
import { BOUNDED_LINE_CHARS } from "../../../src/cli/lint/trace/codec-options.js";
import { readEntry } from "../../../src/cli/lint/trace/entry.js";
import { lint } from "./trace.js";

const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
const messages = (line: Record<string, unknown>) => lint([line]).findings.map((f) => f.message);
const refused = (why: string) => [`The envelope on line 1 ${why}.`];

describe("envelopes lint refuses", () => {
  it("names a dir that is neither c2s nor s2c", () => {
    expect(messages({ dir: "up", message: ping })).toEqual(refused('has a "dir" that is neither "c2s" nor "s2c"'));
  });

  it("names an http that is not a body record", () => {
    expect(messages({ dir: "s2c", http: {} })).toEqual(
      refused('has an "http" that is not a body record (contentType, bytes and a known problem)'),
    );
  });

  it("names a message that is not an object when there is no dir", () => {
    for (const message of [1, null, [ping]])
      expect(messages({ message })).toEqual(refused('has no "dir" and a "message" that is not an object'));
  });

  it("names headers that are null", () => {
    expect(messages({ dir: "c2s", headers: null, message: ping })).toEqual(
      refused('has "headers" that are not an object of strings'),
    );
  });

  it("names an at that is a number", () => {
    expect(messages({ dir: "c2s", at: 5, message: ping })).toEqual(refused('has an "at" that is not an ISO 8601 time'));
  });
});

describe("envelopes lint reads", () => {
  it("takes an object message without dir", () => {
    expect(readEntry(JSON.stringify({ message: ping }), 1)).toMatchObject({ message: ping, dir: undefined });
  });

  it("takes a line without message or http as a bare message, not an envelope", () => {
    const bare = { id: 1, result: {} };
    expect(readEntry(JSON.stringify(bare), 1)).toMatchObject({ message: bare, dir: undefined });
  });
});

describe("readEntry's flags", () => {
  it("takes a line of BOUNDED_LINE_CHARS characters as bounded", () => {
    const text = JSON.stringify({ ...ping, params: { pad: "" } });
    const padded = text.replace('"pad":""', `"pad":"${"x".repeat(BOUNDED_LINE_CHARS - text.length)}"`);
    expect(padded.length).toBe(BOUNDED_LINE_CHARS);
    expect(readEntry(padded, 1)).toMatchObject({ bounded: true });
    expect(readEntry(`${padded} `, 1)).toMatchObject({ bounded: false });
  });

  it("calls text well-formed when its escapes name no surrogate, and not when one does", () => {
    expect(readEntry('{"jsonrpc":"2.0","id":1,"method":"p\\u0069ng"}', 1)).toMatchObject({ wellFormed: true });
    expect(readEntry('{"jsonrpc":"2.0","id":1,"method":"\\ud800"}', 1)).toMatchObject({ wellFormed: false });
    expect(readEntry('"\\ud800"', 1)).toMatchObject({ wellFormed: false });
  });
});
