/**
 * The poll check holds a client to the server's own pollIntervalMs, unclamped: no suggestion means no wait, a short
 * one is not raised to a floor, and a long one is not cut to a ceiling.
 */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task, tasksRequest } from "./trace.js";

const START = Date.UTC(2026, 7, 21, 10, 0, 0);
const iso = (ms: number): string => new Date(START + ms).toISOString();

/** The lines of poll-interval warnings for a task suggesting `pollIntervalMs`, created at 0 and polled at `pollAt`. */
function pollWarnings(pollIntervalMs: number | undefined, pollAt: number): number[] {
  const { findings } = lint([
    { dir: "c2s", at: iso(0), message: call(1) },
    { dir: "s2c", at: iso(0), message: result(1, task("t", "working", 0, { pollIntervalMs }), "task") },
    { dir: "c2s", at: iso(pollAt), message: tasksRequest("tasks/get", 2, "t") },
    { dir: "s2c", at: iso(pollAt + 1), message: result(2, task("t", "working", 0, { pollIntervalMs })) },
  ]);
  return findings.filter((f) => f.rule === RULES.pollInterval.id).map((f) => f.line);
}

describe("the poll check's interval", () => {
  it("asks for no wait when the server suggests no pollIntervalMs", () => {
    expect(pollWarnings(undefined, 10)).toEqual([]);
  });

  it("takes a short pollIntervalMs as it is", () => {
    expect(pollWarnings(50, 60)).toEqual([]);
    expect(pollWarnings(50, 40)).toEqual([3]);
  });

  it("takes a long pollIntervalMs as it is", () => {
    expect(pollWarnings(120_000, 61_000)).toEqual([3]);
    expect(pollWarnings(120_000, 120_000)).toEqual([]);
  });
});
