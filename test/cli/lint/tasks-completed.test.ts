/**
 * The result of a completed task: a JSON-RPC error shape that also carries content is judged as a CallToolResult,
 * and a task the linter no longer follows is left alone.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { Linter } from "../../../src/cli/lint/linter.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task, tasksRequest } from "./trace.js";

/** The findings on a tasks/get answer (line 4) that shows a tools/call's task completed with `body`. */
const completedWith = (body: Record<string, unknown>): [string, string][] =>
  lint([
    call(1),
    result(1, task("t1", "working", 0), "task"),
    tasksRequest("tasks/get", 2, "t1"),
    result(2, task("t1", "completed", 1, { result: body })),
  ])
    .findings.filter((f) => f.line === 4)
    .map((f) => [f.rule, f.message]);

describe("a completed task's result shaped like a JSON-RPC error", () => {
  it("is called a JSON-RPC error without content, and judged as a CallToolResult with it", () => {
    expect(completedWith({ resultType: "complete", code: 1, message: "m" })).toEqual([
      [
        RULES.completedToolResult.id,
        "This completed task's result is a JSON-RPC error; a tools/call that ends in a JSON-RPC error makes the task failed, with it as the error.",
      ],
    ]);
    expect(completedWith({ resultType: "complete", code: 1, message: "m", content: "none" })).toEqual([
      [RULES.completedToolResult.id, "In this completed task's result (a CallToolResult), /content must be an array."],
    ]);
  });
});

describe("a linter that follows no task", () => {
  it("reports only its limit for a completed task it forgot at once", () => {
    const findings: Finding[] = [];
    const linter = new Linter((f) => findings.push(f), { maxLiveTasks: 0 });
    const done = task("t1", "completed", 1, { result: { resultType: "complete", content: "none" } });
    linter.line(JSON.stringify({ jsonrpc: "2.0", method: "notifications/tasks", params: done }), 1);
    linter.end();
    expect(findings.map((f) => [f.rule, f.line])).toEqual([[RULES.tasksTrackedLimit.id, 1]]);
  });
});
