/** A task object whose extra keys look like a JSON-RPC message is still read as that task's snapshot. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { at, call, lint, result, task, tasksRequest } from "./trace.js";

const ENDED = { dir: "c2s", at: at(30), message: { jsonrpc: "2.0", method: "notifications/initialized" } };

describe("a snapshot carrying JSON-RPC envelope keys", () => {
  it("is followed as its own task when a CreateTaskResult's task names a notification", () => {
    const extra = { jsonrpc: "2.0", method: "notifications/tasks", params: {} };
    const { findings } = lint([
      { dir: "c2s", at: at(0), message: call(1) },
      { dir: "s2c", at: at(0.01), message: result(1, task("t", "working", 0, extra), "task") },
      ENDED,
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.message])).toEqual([
      [
        RULES.clientStoppedFollowing.id,
        2,
        expect.stringMatching(/^The task is still working when the trace ends: .* line 2, before its TTL ran out, /),
      ],
    ]);
  });

  it("finishes the task when a tasks/get result's task carries an id and a result", () => {
    const done = task("t", "completed", 5, { jsonrpc: "2.0", id: 7, result: { resultType: "complete", content: [] } });
    const { findings, linter } = lint([
      { dir: "c2s", at: at(0), message: call(1) },
      { dir: "s2c", at: at(0.01), message: result(1, task("t", "working", 0), "task") },
      { dir: "c2s", at: at(5), message: tasksRequest("tasks/get", 2, "t") },
      { dir: "s2c", at: at(5.01), message: result(2, done) },
      ENDED,
    ]);
    expect(findings).toEqual([]);
    expect(linter.held.liveTasks).toBe(0);
  });
});
