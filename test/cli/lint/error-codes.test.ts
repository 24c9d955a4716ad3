/** Exact findings for the codes that errors answering removed methods and tasks unknown to the trace must carry. */
import { describe, expect, it } from "vitest";
import {
  META,
  call,
  lint,
  result,
  task,
  tasksRequest,
  c2s,
  s2c,
  serverFinding as server,
  errorResponse as error,
} from "./trace.js";

const update = (id: number, taskId: string): Record<string, unknown> =>
  tasksRequest("tasks/update", id, taskId, { inputResponses: { k: { action: "decline" } } });
const onLine = (line: number, lines: readonly Record<string, unknown>[]) =>
  lint(lines).findings.filter((f) => f.line === line);

describe("errors answering the removed tasks/result and tasks/list", () => {
  const list = { jsonrpc: "2.0", id: 1, method: "tasks/list", params: { _meta: META } };

  it("must carry -32601, each under its own rule", () => {
    expect(onLine(2, [tasksRequest("tasks/result", 1, "t"), error(1, -32600)])).toEqual([
      server(
        2,
        "sep-2663-tasks-result-removed-method-not-found",
        null,
        "tasks/result was removed by the extension and must be answered with -32601, not -32600.",
      ),
    ]);
    expect(onLine(2, [list, error(1, -32600)])).toEqual([
      server(
        2,
        "tasks-removed-tasks-list",
        null,
        "tasks/list was removed by the extension and must be answered with -32601, not -32600.",
      ),
    ]);
  });

  it("are no finding when they carry -32601", () => {
    expect(onLine(2, [tasksRequest("tasks/result", 1, "t"), error(1, -32601)])).toEqual([]);
    expect(onLine(2, [list, error(1, -32601)])).toEqual([]);
  });
});

describe("errors answering requests that name a task unknown to the trace", () => {
  it("want -32602 for tasks/get, tasks/update and tasks/cancel", () => {
    expect(onLine(2, [tasksRequest("tasks/get", 1, "x"), error(1, -32600)])).toEqual([
      server(
        2,
        "sep-2663-tasks-get-invalid-task-id-32602",
        "x",
        "This tasks/get names a task unknown to the trace and was answered with -32600; an unknown or expired task is answered with -32602.",
      ),
    ]);
    for (const request of [update(1, "x"), tasksRequest("tasks/cancel", 1, "x")]) {
      const method = request.method as string;
      expect(onLine(2, [request, error(1, -32600)])).toEqual([
        server(
          2,
          "sep-2663-tasks-update-cancel-invalid-task-id-32602",
          "x",
          `This ${method} names a task unknown to the trace and was answered with -32600; an unknown task should be answered with -32602.`,
          "warning",
        ),
      ]);
    }
  });

  it("are no finding for a task the trace knows", () => {
    const created = [call(1), result(1, task("t1", "working", 0), "task")];
    expect(onLine(4, [...created, tasksRequest("tasks/get", 2, "t1"), error(2, -32600)])).toEqual([]);
    expect(onLine(4, [...created, update(2, "t1"), error(2, -32600)])).toEqual([]);
  });
});

describe("the tasks a server said it does not know", () => {
  const ackedUpdate = [c2s(update(2, "x")), s2c(result(2, {}))];

  it("are named only by -32602 answering tasks/get, not tasks/update", () => {
    expect(lint([c2s(update(1, "x")), s2c(error(1, -32602)), ...ackedUpdate]).findings).toEqual([]);
  });

  it("are not named by another code answering tasks/get", () => {
    const { findings } = lint([c2s(tasksRequest("tasks/get", 1, "x")), s2c(error(1, -32600)), ...ackedUpdate]);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([["sep-2663-tasks-get-invalid-task-id-32602", 2]]);
  });

  it("are named by -32602 answering tasks/get, so that a later acknowledgement is flagged", () => {
    const { findings } = lint([c2s(tasksRequest("tasks/get", 1, "x")), s2c(error(1, -32602)), ...ackedUpdate]);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([["sep-2663-update-error-unknown-task-id", 4]]);
  });
});
