/**
 * Exact findings on the payload of a failed task: which error shape each rule names, and which schema issues those
 * findings already explain (those under /error only), in a tasks/get answer and in a notifications/tasks.
 */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task, tasksRequest } from "./trace.js";

const NOT_RPC = "This failed task's error is not a JSON-RPC error object (an integer code and a string message).";
const TOOL_RESULT =
  "This failed task carries a tool result as its error; a tool result, even with isError: true, makes the task completed with it as the result.";

/** The findings on line 4, a tasks/get answer that shows task t1 failed with `extra` (statusMessage given). */
function failedAnswer(extra: Record<string, unknown>): Finding[] {
  const { findings } = lint([
    call(1),
    result(1, task("t1", "working", 0), "task"),
    tasksRequest("tasks/get", 2, "t1"),
    result(2, task("t1", "failed", 1, { statusMessage: "It broke.", ...extra })),
  ]);
  return findings.filter((f) => f.line === 4);
}

const at4 = (rule: string, message: string) => ({ line: 4, severity: "error", rule, taskId: "t1", message });

const notification = (params?: unknown): Record<string, unknown> => ({
  jsonrpc: "2.0",
  method: "notifications/tasks",
  ...(params === undefined ? {} : { params }),
});

describe("the error of a failed task", () => {
  it("when absent is only the schema's finding, not a JSON-RPC error finding", () => {
    expect(failedAnswer({})).toMatchObject([
      at4("sep-2663-tasks-get-status-failed", "In this GetTaskResult, /error is required."),
    ]);
  });

  it("when null or a string is named not a JSON-RPC error, and the schema's issue at /error is not repeated", () => {
    expect(failedAnswer({ error: null })).toMatchObject([at4(RULES.failedJsonRpcError.id, NOT_RPC)]);
    expect(failedAnswer({ error: "boom" })).toMatchObject([at4(RULES.failedJsonRpcError.id, NOT_RPC)]);
  });

  it("is a tool result when it says isError: true or carries a content array", () => {
    expect(failedAnswer({ error: { isError: true } })).toMatchObject([at4(RULES.toolErrorCompleted.id, TOOL_RESULT)]);
    expect(failedAnswer({ error: { content: [] } })).toMatchObject([at4(RULES.toolErrorCompleted.id, TOOL_RESULT)]);
  });

  it("keeps the schema's issues outside /error once the error itself is explained", () => {
    expect(failedAnswer({ error: { content: [] }, ttlMs: undefined })).toMatchObject([
      at4(RULES.toolErrorCompleted.id, TOOL_RESULT),
      at4("mcp-tasks/schema", "In this GetTaskResult, /ttlMs is required."),
    ]);
    expect(failedAnswer({ error: { code: "E1" }, ttlMs: undefined })).toMatchObject([
      at4(RULES.failedJsonRpcError.id, NOT_RPC),
      at4("mcp-tasks/schema", "In this GetTaskResult, /ttlMs is required."),
    ]);
  });
});

describe("a failed task in a notifications/tasks", () => {
  it("files its findings under no task when its taskId is not a string", () => {
    const { findings } = lint([notification({ taskId: 9, status: "failed", error: "boom" })]);
    expect(findings.map((f) => [f.rule, f.taskId])).toEqual([
      [RULES.failedJsonRpcError.id, null],
      [RULES.failedStatusMessage.id, null],
      ["mcp-tasks/schema", null],
    ]);
  });

  it("keeps the issues outside /params/error", () => {
    const { findings } = lint([notification({ ...task("t1", "failed", 0, { ttlMs: undefined }), error: [] })]);
    expect(findings.map((f) => [f.rule, f.message])).toEqual([
      [RULES.failedJsonRpcError.id, NOT_RPC],
      [RULES.failedStatusMessage.id, "This failed task has no statusMessage to say what went wrong."],
      ["mcp-tasks/schema", "In this notifications/tasks, /params/ttlMs is required."],
    ]);
  });
});

describe("a notifications/tasks without a task", () => {
  it("is only the schema's finding when its params are missing or null", () => {
    expect(lint([notification()]).findings.map((f) => f.message)).toEqual([
      "In this notifications/tasks, /params is required.",
    ]);
    expect(lint([notification(null)]).findings.map((f) => f.message)).toEqual([
      "In this notifications/tasks, /params must be an object.",
    ]);
  });
});
