import { describe, it, expect } from "vitest";
import { BOUNDED_LINE_CHARS } from "../../../src/cli/lint/trace/codec-options.js";
import { envelopeEntry, readEntry } from "../../../src/cli/lint/trace/entry.js";
import { lint } from "./trace.js";

const message = { jsonrpc: "2.0", id: 1, method: "ping" };

describe("envelopeEntry", () => {
  it("gives what readEntry gives for the envelope line it was written from, but never claims well-formed text", () => {
    const headers = { "Mcp-Method": "ping" };
    const at = "2026-08-21T10:00:00.000Z";
    const text = JSON.stringify({ dir: "c2s", headers, at, message });
    expect(envelopeEntry(4, text.length, "c2s", headers, at, message)).toEqual({
      ...readEntry(text, 4),
      wellFormed: false,
    });
  });

  it("takes a line of up to BOUNDED_LINE_CHARS characters as bounded, and a longer one as not", () => {
    const at = "2026-08-21T10:00:00.000Z";
    expect(envelopeEntry(1, BOUNDED_LINE_CHARS, "s2c", undefined, at, message)).toMatchObject({ bounded: true });
    expect(envelopeEntry(1, BOUNDED_LINE_CHARS + 1, "s2c", undefined, at, message)).toMatchObject({ bounded: false });
  });

  it("refuses a capture time that is not ISO 8601", () => {
    expect(envelopeEntry(2, 10, "c2s", undefined, "yesterday", message)).toEqual({
      problem: "envelope",
      line: 2,
      message: 'The envelope on line 2 has an "at" that is not an ISO 8601 time.',
    });
  });
});

describe("readEntry", () => {
  it('refuses an envelope with an "http" body but no "dir", which cannot say who sent it', () => {
    expect(lint(['{"http":{}}']).findings.map((f) => f.message)).toEqual([
      'The envelope on line 1 has an "http" body record but no "dir".',
    ]);
  });
});
