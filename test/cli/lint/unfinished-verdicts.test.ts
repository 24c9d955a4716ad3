/** Tasks left running at the trace's end: the TTL edge, a TTL that never runs out, and why a TTL cannot have run out. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { at, call, lint, result, task } from "./trace.js";

/** A task created at second 0 (with `extra` fields) and a trace whose last capture is at second `end`. */
const leftAt = (end: number, extra: Record<string, unknown> = {}) =>
  lint([
    { dir: "c2s", at: at(0), message: call(1) },
    { dir: "s2c", at: at(0.01), message: result(1, task("t", "working", 0, extra), "task") },
    { dir: "c2s", at: at(end), message: { jsonrpc: "2.0", method: "notifications/initialized" } },
  ]).findings.map((f) => [f.rule, f.message]);

describe("a task still running when the trace ends", () => {
  it("is past its TTL, 0 ms over, when the last capture is exactly createdAt + ttlMs", () => {
    expect(leftAt(60)).toEqual([
      [
        RULES.notTerminalAtEnd.id,
        expect.stringContaining("working when the trace ends, 0 ms after its TTL ran out (createdAt"),
      ],
    ]);
  });

  it("never outlives a ttlMs of null, however late the trace ends", () => {
    expect(leftAt(3600, { ttlMs: null })).toEqual([
      [RULES.clientStoppedFollowing.id, expect.stringContaining("and its ttlMs is null (it never expires)")],
    ]);
  });

  it("says the TTL had not run out when the capture times show the trace ended within it", () => {
    expect(leftAt(59.999)).toEqual([
      [RULES.clientStoppedFollowing.id, expect.stringContaining("after line 2, before its TTL ran out, which")],
    ]);
  });
});
