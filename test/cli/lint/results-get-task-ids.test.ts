/** The taskId a tasks/get answer is checked and filed under: the request's, or the result's when the request had none. */
import { describe, expect, it } from "vitest";
import { META, lint, result, serverFinding as server, task, tasksRequest } from "./trace.js";

describe("a tasks/get answer", () => {
  it("for another task than the one asked for is flagged and not followed", () => {
    const { findings } = lint([tasksRequest("tasks/get", 2, "t1"), result(2, task("t2", "working", 0))]);
    expect(findings).toEqual([
      server(
        2,
        "mcp-tasks/get-answers-requested-task",
        "t1",
        'This tasks/get for task "t1" was answered with task "t2".',
      ),
    ]);
  });

  it("to a request without a taskId is followed under the result's taskId", () => {
    const get = { jsonrpc: "2.0", id: 2, method: "tasks/get", params: { _meta: META } };
    const { findings } = lint([get, result(2, task("t1", "working", 0))]);
    expect(findings.filter((f) => f.line === 2).map((f) => [f.rule, f.taskId])).toEqual([
      ["mcp-tasks/client-stopped-following", "t1"],
    ]);
  });
});
