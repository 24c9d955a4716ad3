import { describe, it, expect } from "vitest";
import { RULE_LIST } from "../../../src/cli/lint/rules.js";
import { at, call, lint, result, task, tasksRequest } from "./trace.js";

/** The rule, line and party of each finding. */
const blame = (findings: readonly { rule: string; line: number; party: unknown }[]): [string, number, unknown][] =>
  findings.map((f) => [f.rule, f.line, f.party]);

describe("lint findings are against the party at fault", () => {
  it("puts a request's faults on the client and an answer's on the server, with directions inferred", () => {
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "", {}),
      { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "Task not found" } },
      call(2),
      result(2, task("t", "working", 0), "complete"),
    ]);
    expect(blame(findings)).toEqual([
      ["mcp-tasks/schema", 1, "client"],
      ["sep-2663-result-type-task-on-create", 4, "server"],
    ]);
  });

  it("follows the envelope's direction: a client answering a server's request is at fault for its answer", () => {
    const elicit = {
      jsonrpc: "2.0",
      id: 9,
      method: "elicitation/create",
      params: { mode: "form", message: "Name?", requestedSchema: { type: "object", properties: {} } },
    };
    const { findings } = lint([
      elicit,
      { jsonrpc: "2.0", id: 9, result: { resultType: "task", taskId: "x" } },
      { dir: "s2c", message: { ...elicit, id: 10 } },
      { dir: "s2c", message: { ...elicit, id: 10 } },
    ]);
    expect(blame(findings)).toEqual([
      ["sep-2663-no-task-result-type-on-others", 2, "client"],
      ["mcp-tasks/duplicate-request-id", 4, "server"],
    ]);
  });

  it("blames the client for polling too fast and for cancelling through notifications/cancelled", () => {
    const { findings } = lint([
      { dir: "c2s", at: at(0), message: call(1) },
      { dir: "s2c", at: at(0.01), message: result(1, task("t", "working", 0), "task") },
      { dir: "c2s", at: at(0.2), message: tasksRequest("tasks/get", 2, "t") },
      {
        dir: "s2c",
        at: at(0.21),
        message: result(2, task("t", "completed", 0.1, { result: { resultType: "complete", content: [] } })),
      },
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 3 } },
      call(3),
      result(3, task("u", "working", 0), "task"),
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 3 } },
    ]);
    expect(blame(findings)).toEqual([
      ["mcp-tasks/poll-interval", 3, "client"],
      ["sep-2663-cancel-not-via-cancelled-notification", 8, "client"],
      ["mcp-tasks/client-stopped-following", 7, "client"],
    ]);
  });

  it("blames the server for accepting a mismatched header, the client for sending it", () => {
    const headers = { "Mcp-Method": "tasks/get", "Mcp-Name": "other" };
    const { findings } = lint([
      { dir: "c2s", message: call(1) },
      { dir: "s2c", message: result(1, task("t", "working", 0), "task") },
      { dir: "c2s", headers, message: tasksRequest("tasks/get", 2, "t") },
      {
        dir: "s2c",
        message: result(2, task("t", "completed", 1, { result: { resultType: "complete", content: [] } })),
      },
    ]);
    expect(blame(findings)).toEqual([
      ["sep-2663-client-emits-mcp-name-on-tasks-methods", 3, "client"],
      ["sep-2663-server-rejects-mismatched-mcp-name-on-tasks-get", 4, "server"],
    ]);
  });

  it("blames neither party for lines it cannot read or place, and the sender once the envelope says who it is", () => {
    const { findings } = lint([
      "{oops",
      '{"dir":"up","message":{}}',
      "[1,2]",
      { dir: "c2s", message: { hello: 1 } },
      { dir: "s2c", message: { hello: 1 } },
    ]);
    expect(blame(findings)).toEqual([
      ["mcp-tasks/invalid-json", 1, null],
      ["mcp-tasks/trace-envelope", 2, null],
      ["mcp-tasks/batch-unsupported", 3, null],
      ["mcp-tasks/invalid-envelope", 4, "client"],
      ["mcp-tasks/invalid-envelope", 5, "server"],
    ]);
  });

  it("blames the sender of a notifications/tasks that breaks the task's lifecycle", () => {
    const notify = (status: string, updated: number): Record<string, unknown> => ({
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: task(
        "t",
        status,
        updated,
        status === "completed" ? { result: { resultType: "complete", content: [] } } : {},
      ),
    });
    const { findings } = lint([
      call(1, true),
      result(1, task("t", "working", 0), "task"),
      notify("completed", 1),
      notify("working", 2),
    ]);
    expect(blame(findings)).toEqual([["mcp-tasks/change-after-terminal", 4, "server"]]);
  });

  it("names a party for every rule in the catalog", () => {
    for (const rule of RULE_LIST) expect(["client", "server", "sender", "none"]).toContain(rule.party);
    const none = RULE_LIST.filter((r) => r.party === "none").map((r) => r.id);
    expect(none).toEqual([
      "mcp-tasks/invalid-json",
      "mcp-tasks/line-too-long",
      "mcp-tasks/trace-envelope",
      "mcp-tasks/cancelled-not-followed",
      "mcp-tasks/tasks-tracked-limit",
    ]);
  });
});
