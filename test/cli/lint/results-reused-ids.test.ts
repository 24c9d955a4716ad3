/** A taskId handed out by two tools/calls: flagged once, and the task stays with the call that first created it. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task } from "./trace.js";

const created = (id: number) => result(id, task("t1", "working", 0), "task");
const cancelled = (requestId: number) => ({
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId },
});
const rules = (lines: Record<string, unknown>[]) =>
  lint(lines)
    .findings.filter((f) => f.rule !== RULES.clientStoppedFollowing.id)
    .map((f) => [f.rule, f.line]);

describe("a taskId given to a second tools/call", () => {
  it("is flagged in a sentence naming the task", () => {
    const { findings } = lint([call(1), created(1), call(2), created(2)]);
    expect(findings.filter((f) => f.rule === RULES.taskIdReused.id)).toEqual([
      {
        line: 4,
        severity: "error",
        rule: RULES.taskIdReused.id,
        taskId: "t1",
        message:
          'This CreateTaskResult gives task "t1", which an earlier tools/call was already given; each task a server creates has its own taskId.',
        party: "server",
      },
    ]);
  });

  it("leaves the task with its first call: cancelling the second call is no cancel of the task", () => {
    expect(rules([call(1), created(1), call(2), created(2), cancelled(2)])).toEqual([[RULES.taskIdReused.id, 4]]);
    expect(rules([call(1), created(1), call(2), created(2), cancelled(1)])).toEqual([
      [RULES.taskIdReused.id, 4],
      [RULES.cancelledNotification.id, 5],
    ]);
  });
});
