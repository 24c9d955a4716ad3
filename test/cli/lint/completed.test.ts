import { describe, it, expect } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { brief, call, lint, result, task, tasksRequest, c2s, s2c } from "./trace.js";

const created = (id: number, taskId: string): Record<string, unknown> =>
  s2c(result(id, task(taskId, "working", 0), "task"));
const completed = (id: number, taskId: string, body: unknown, updated = 1): Record<string, unknown> =>
  s2c(result(id, task(taskId, "completed", updated, { result: body })));
const get = (id: number, taskId: string): Record<string, unknown> => c2s(tasksRequest("tasks/get", id, taskId));
const rule = RULES.completedToolResult.id;

describe("the result of a completed task created by tools/call", () => {
  it("is a CallToolResult, its resultType absent (read as complete, with a warning) or complete, isError included", () => {
    const { findings } = lint([
      c2s(call(1)),
      created(1, "a"),
      get(2, "a"),
      completed(2, "a", { content: [{ type: "text", text: "Hello" }], isError: false }),
      c2s(call(3)),
      created(3, "b"),
      get(4, "b"),
      completed(4, "b", { resultType: "complete", content: [], isError: true, structuredContent: { n: 1 } }),
    ]);
    expect(brief(findings)).toEqual([["mcp-tasks/nested-result-type", 4]]);
  });

  it("is flagged once per task when it is a JSON-RPC error, lacks content, or claims another resultType", () => {
    const { findings } = lint([
      c2s(call(1)),
      created(1, "a"),
      get(2, "a"),
      completed(2, "a", { code: -32603, message: "Internal error" }),
      get(3, "a"),
      completed(3, "a", { code: -32603, message: "Internal error" }),
      c2s(call(4)),
      created(4, "b"),
      get(5, "b"),
      completed(5, "b", { isError: false }),
      c2s(call(6)),
      created(6, "c"),
      get(7, "c"),
      completed(7, "c", { resultType: "task", content: [] }),
    ]);
    expect(brief(findings)).toEqual([
      [rule, 4],
      [rule, 10],
      [rule, 14],
    ]);
    expect(findings[0]!.message).toMatch(/result is a JSON-RPC error; .* makes the task failed/);
    expect(findings[1]!.message).toBe("In this completed task's result (a CallToolResult), /content is required.");
    expect(findings[2]!.message).toMatch(/\/resultType/);
    expect(findings.every((f) => f.party === "server" && f.severity === "error")).toBe(true);
  });

  it("is checked on a task born completed and on a notification", () => {
    const { findings } = lint([
      c2s(call(1)),
      s2c(result(1, task("a", "completed", 0, { result: { content: "nope" } }), "task")),
      c2s(call(2)),
      created(2, "b"),
      s2c({ jsonrpc: "2.0", method: "notifications/tasks", params: task("b", "completed", 1, { result: {} }) }),
    ]);
    expect(brief(findings)).toEqual([
      [rule, 2],
      [rule, 5],
    ]);
  });

  it("is left alone when the trace does not show which request created the task", () => {
    const { findings } = lint([get(1, "a"), completed(1, "a", { code: -32603, message: "Internal error" })]);
    expect(brief(findings)).toEqual([]);
  });
});
