/** Exact findings for envelope shapes another implementation may send, fed to the Linter in-process. */
import { describe, expect, it } from "vitest";
import { call, lint, result, task } from "./trace.js";

const envelope = (message: string, party: string | null) => ({
  line: 1,
  severity: "error",
  rule: "mcp-tasks/invalid-envelope",
  taskId: null,
  message,
  party,
});

describe("messages that are not objects", () => {
  it.each([
    [null, "null"],
    [42, "a number"],
    [true, "a boolean"],
  ])("names %j as %s, blaming no party", (raw, what) => {
    expect(lint([JSON.stringify(raw)]).findings).toEqual([
      envelope(`In this line, the message is ${what}, not a JSON-RPC message object.`, null),
    ]);
  });

  it("calls an array a batch", () => {
    expect(lint(["[1]"]).findings).toEqual([
      {
        ...envelope("In this line, the message is a JSON-RPC batch (an array), which MCP does not use.", null),
        rule: "mcp-tasks/batch-unsupported",
      },
    ]);
  });
});

describe("ids and envelopes of responses and requests", () => {
  it("refuses a request whose id is a fraction, blaming the client", () => {
    expect(lint([{ jsonrpc: "2.0", id: 1.5, method: "tools/call", params: {} }]).findings).toEqual([
      envelope("In this message, /id must be a string or an integer.", "client"),
    ]);
  });

  it.each([1.5, {}, null])("refuses a response whose id is %j", (id) => {
    expect(lint([{ jsonrpc: "2.0", id, result: {} }]).findings).toEqual([
      envelope("In this response, /id must be a string or an integer.", "server"),
    ]);
  });

  it("refuses a response of another JSON-RPC version", () => {
    expect(lint([{ id: 1, result: {}, jsonrpc: "1.0" }]).findings).toEqual([
      envelope('In this response, /jsonrpc must be "2.0".', "server"),
    ]);
  });

  it("accepts a result response with a string id and fields in reverse order", () => {
    expect(
      lint([call("a"), { result: { resultType: "complete", content: [] }, id: "a", jsonrpc: "2.0" }]).findings,
    ).toEqual([]);
  });
});

describe("notifications", () => {
  it("names the notification whose params are not an object", () => {
    expect(lint([{ params: 3, method: "notifications/progress", jsonrpc: "2.0" }]).findings).toEqual([
      envelope("In this notifications/progress notification, /params must be an object.", "server"),
    ]);
  });

  it("gives the task id of a malformed notifications/tasks when it has one", () => {
    const bad = (params: Record<string, unknown>) => lint([{ jsonrpc: "2.0", method: "notifications/tasks", params }]);
    const message = "In this notifications/tasks, /params/status must be a string that names a variant.";
    const schema = { line: 1, severity: "error", rule: "mcp-tasks/schema", message, party: "server" };
    expect(bad({ taskId: "t9", status: 5 }).findings).toEqual([{ ...schema, taskId: "t9" }]);
    expect(bad({ taskId: 9, status: 5 }).findings.map((f) => f.taskId)).toEqual([null]);
    expect(bad({ status: 5 }).findings).toEqual([{ ...schema, taskId: null }]);
  });

  it.each([7, "a"])("flags notifications/cancelled naming the tools/call (id %j) that made a task", (id) => {
    const created = result(id, task("t1", "working", 0), "task");
    const cancel = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id } };
    const { findings } = lint([call(id), created, cancel]);
    expect(findings.filter((f) => f.line === 3)).toEqual([
      expect.objectContaining({
        line: 3,
        taskId: "t1",
        message:
          'This notifications/cancelled names the tools/call that created task "t1"; a task is cancelled with tasks/cancel.',
      }),
    ]);
  });

  it("does not match a cancelled request id of the other type", () => {
    const created = result(7, task("t1", "working", 0), "task");
    const cancel = { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "7" } };
    expect(lint([call(7), created, cancel]).findings.filter((f) => f.line === 3)).toEqual([]);
  });
});
