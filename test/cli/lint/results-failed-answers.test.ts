/** A malformed failed task answering tasks/get is explained by the failed-task checks; other tasks/* answers are not. */
import { describe, expect, it } from "vitest";
import { lint, result, task, tasksRequest } from "./trace.js";

const failed = task("t1", "failed", 1, { statusMessage: "boom", error: { isError: true, content: [] } });
const findings = (method: string, extra: Record<string, unknown> = {}) =>
  lint([tasksRequest(method, 1, "t1", extra), result(1, failed)]).findings.map((f) => [f.rule, f.line, f.message]);

describe("a failed task whose error is a tool result", () => {
  it("answering tasks/get is reported as a tool result carried as an error, not as a schema violation", () => {
    expect(findings("tasks/get")).toEqual([
      [
        "sep-2663-tool-error-uses-completed-status",
        2,
        "This failed task carries a tool result as its error; a tool result, even with isError: true, makes the task completed with it as the result.",
      ],
    ]);
  });

  it.each([
    ["tasks/cancel", "CancelTaskResult", "sep-2663-cancel-ack-empty-result", {}],
    ["tasks/update", "UpdateTaskResult", "sep-2663-update-ack-empty-result", { inputResponses: {} }],
  ])("answering %s is reported as a %s that carries a task", (method, kind, rule, extra) => {
    expect(findings(method, extra)).toEqual([
      [
        rule,
        2,
        `In this ${kind}, /taskId is not allowed here; /status is not allowed here; /error is not allowed when status is "failed".`,
      ],
    ]);
  });
});
