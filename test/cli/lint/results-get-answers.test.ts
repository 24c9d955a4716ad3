/** Exact findings for answers that name what they answer: tasks/get snapshots, removed methods, stray tasks. */
import { describe, expect, it } from "vitest";
import { lint, result, task, tasksRequest, serverFinding as server } from "./trace.js";

describe("answers to tasks/get", () => {
  it("call a snapshot that goes back in time a GetTaskResult", () => {
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "t1"),
      result(1, task("t1", "working", 5)),
      tasksRequest("tasks/get", 2, "t1"),
      result(2, task("t1", "working", 1)),
    ]);
    expect(findings.filter((f) => f.rule === "mcp-tasks/last-updated-monotonic")).toEqual([
      server(
        4,
        "mcp-tasks/last-updated-monotonic",
        "t1",
        "This GetTaskResult has lastUpdatedAt 2026-08-21T10:00:01.000Z, earlier than 2026-08-21T10:00:05.000Z seen before.",
        "warning",
      ),
    ]);
  });
});

describe("answers of other requests", () => {
  it("say that tasks/list was removed and wants -32601", () => {
    const list = { jsonrpc: "2.0", id: 1, method: "tasks/list", params: {} };
    const { findings } = lint([list, result(1, { tasks: [] })]);
    expect(findings.filter((f) => f.line === 2)).toEqual([
      server(
        2,
        "tasks-removed-tasks-list",
        null,
        "tasks/list was removed by the extension and must be answered with -32601, not with a result.",
      ),
    ]);
  });

  it("say that a CreateTaskResult answers a request that supports no tasks", () => {
    const read = { jsonrpc: "2.0", id: 1, method: "resources/read", params: { uri: "file:///a" } };
    const { findings } = lint([read, result(1, task("t1", "working", 0), "task")]);
    expect(findings.filter((f) => f.line === 2)).toEqual([
      server(
        2,
        "sep-2663-client-rejects-task-result-on-unsupported",
        "t1",
        "This CreateTaskResult answers resources/read; only tools/call supports tasks.",
      ),
    ]);
  });
});
