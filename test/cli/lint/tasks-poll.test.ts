/**
 * The poll-interval warning's wording, and the polls it leaves alone: a task with no interval or no more polling to
 * do, and a poll whose capture time runs backwards. Also a creation seen again without a capture time.
 */
import { describe, expect, it } from "vitest";
import { call, lint, result, task, tasksRequest } from "./trace.js";

const START = Date.UTC(2026, 7, 21, 10, 0, 0);
const iso = (ms: number): string => new Date(START + ms).toISOString();
const RULE = "mcp-tasks/poll-interval";

/** A message captured `ms` after the start (no capture time when `ms` is undefined). */
const c2s = (ms: number | undefined, message: Record<string, unknown>) => ({
  dir: "c2s",
  ...(ms === undefined ? {} : { at: iso(ms) }),
  message,
});
const s2c = (ms: number | undefined, message: Record<string, unknown>) => ({
  dir: "s2c",
  ...(ms === undefined ? {} : { at: iso(ms) }),
  message,
});

/** Task "p" created at 0 ms with `extra`, then a tasks/get at each of `polls`, answered with `answer`. */
function polled(
  polls: readonly number[],
  extra: Record<string, unknown> = {},
  answer: Record<string, unknown> = task("p", "working", 0, extra),
): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [c2s(0, call(1)), s2c(0, result(1, task("p", "working", 0, extra), "task"))];
  polls.forEach((ms, i) => {
    lines.push(c2s(ms, tasksRequest("tasks/get", i + 2, "p")));
    lines.push(s2c(ms, result(i + 2, answer)));
  });
  return lines;
}

const warnings = (lines: readonly Record<string, unknown>[]) =>
  lint(lines)
    .findings.filter((f) => f.rule === RULE)
    .map((f) => [f.line, f.message]);

describe("the poll-interval warning", () => {
  it("says whether the poll came too soon after the creation or after the previous poll", () => {
    expect(warnings(polled([400, 900]))).toEqual([
      [3, "This tasks/get comes 400 ms after the task was created, sooner than the task's pollIntervalMs of 1000 ms."],
      [5, "This tasks/get comes 500 ms after the previous poll, sooner than the task's pollIntervalMs of 1000 ms."],
    ]);
  });

  it("measures from the latest poll when the creation is captured again without a time", () => {
    const lines = [
      ...polled([2000]),
      s2c(undefined, result(1, task("p", "working", 0), "task")),
      c2s(2500, tasksRequest("tasks/get", 4, "p")),
    ];
    expect(warnings(lines)).toEqual([
      [6, "This tasks/get comes 500 ms after the previous poll, sooner than the task's pollIntervalMs of 1000 ms."],
    ]);
  });
});

describe("polls the warning leaves alone", () => {
  it("are those of a task without pollIntervalMs, even when capture time runs backwards", () => {
    expect(warnings(polled([2000, 1000], { pollIntervalMs: undefined }))).toEqual([]);
  });

  it("are those after the task is completed, even when capture time runs backwards", () => {
    const done = task("p", "completed", 1, { result: { resultType: "complete", content: [] } });
    expect(warnings(polled([2000, 1000], {}, done))).toEqual([]);
  });

  it("are the backwards ones of a task still polled, unlike a forward one too soon", () => {
    expect(warnings(polled([2000, 1000, 1500])).map(([line]) => line)).toEqual([5, 7]);
  });
});
