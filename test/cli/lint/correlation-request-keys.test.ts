/** Request keys tell string ids apart, so a cancellation names the tools/call that created a task only for its id. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task } from "./trace.js";

const cancelled = (requestId: string | number) => ({
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId },
});

describe("notifications/cancelled and the tools/call that created a task", () => {
  it("is reported for the creating request's string id, and not for another string id", () => {
    const reported = (id: string) =>
      lint([call("a"), result("a", task("t1", "working", 0), "task"), cancelled(id)])
        .findings.filter((f) => f.rule === RULES.cancelledNotification.id)
        .map((f) => [f.line, f.taskId]);
    expect(reported("a")).toEqual([[3, "t1"]]);
    expect(reported("b")).toEqual([]);
  });
});
