/** A line with its own "jsonrpc" is a bare message even when it has a "message" key; without one it is an envelope. */
import { describe, expect, it } from "vitest";
import { lint } from "./trace.js";

const messages = (lines: readonly (Record<string, unknown> | string)[]): string[] =>
  lint(lines).findings.map((f) => f.message);

describe("readEntry's envelope test", () => {
  it('lints a JSON-RPC message with a top-level "message" key as the message, not as an envelope', () => {
    expect(messages([{ jsonrpc: "2.0", id: 1, method: "ping", message: "extra" }])).toEqual([]);
  });

  it('reads an object with a "message" and no "jsonrpc" as an envelope, whatever other keys it has', () => {
    expect(messages([{ "": 1, message: "hello" }])).toEqual([
      'The envelope on line 1 has no "dir" and a "message" that is not an object.',
    ]);
    expect(messages([{ "": 1, dir: "c2s", message: { jsonrpc: "2.0", id: 1, method: "ping" } }])).toEqual([]);
  });
});
