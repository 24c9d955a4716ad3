/** Exact findings for how the Linter dispatches a message: capture times, notifications, messages of no kind. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { at, call, lint, result, task } from "./trace.js";

const ping = (id: number) => ({ jsonrpc: "2.0", id, method: "ping", params: {} });

describe("the trace's latest capture time", () => {
  it("is the greatest one seen, kept over an earlier time and over a line without one", () => {
    const { findings } = lint([
      { dir: "c2s", at: at(0), message: call(1) },
      { dir: "s2c", at: at(0), message: result(1, task("t1", "working", 0), "task") },
      { dir: "c2s", at: at(120), message: ping(2) },
      { dir: "c2s", at: at(10), message: ping(3) },
      { dir: "c2s", message: ping(4) },
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.party])).toEqual([[RULES.notTerminalAtEnd.id, 2, "server"]]);
    expect(findings[0]?.message).toContain("when the trace ends, 60000 ms after its TTL ran out");
  });
});

describe("a message with neither a method, a result nor an error", () => {
  it("is reported as a message, not as a response", () => {
    expect(lint([ping(1), { jsonrpc: "2.0", id: 1 }]).findings).toEqual([
      {
        line: 2,
        severity: "error",
        rule: "mcp-tasks/invalid-envelope",
        taskId: null,
        message: "In this message, a JSON-RPC message needs a method, a result or an error.",
        party: null,
      },
    ]);
  });
});

describe("notifications/tasks", () => {
  it("reports a failed task whose error is a tool result once, not again as a schema issue of its error", () => {
    const params = task("t1", "failed", 1, { statusMessage: "x", error: { content: [], isError: true } });
    const { findings } = lint([{ jsonrpc: "2.0", method: "notifications/tasks", params }]);
    expect(findings.map((f) => [f.rule, f.taskId])).toEqual([[RULES.toolErrorCompleted.id, "t1"]]);
  });

  it("names a notification whose lastUpdatedAt goes back", () => {
    const note = (updated: number) => ({
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: task("t1", "working", updated),
    });
    const { findings } = lint([note(5), note(2)]);
    expect(findings[0]).toEqual({
      line: 2,
      severity: "warning",
      rule: RULES.lastUpdatedBackwards.id,
      taskId: "t1",
      message: `This notification has lastUpdatedAt ${at(2)}, earlier than ${at(5)} seen before.`,
      party: "server",
    });
  });
});

describe("other notifications", () => {
  const listen =
    '{"params":{"notifications":{"taskIds":["t"]},"_meta":{"io.modelcontextprotocol/clientCapabilities":{}}},"method":"subscriptions/listen","id":5,"jsonrpc":"2.0"}';

  it("do not acknowledge a listen, even when they carry its subscription id", () => {
    const meta = { "io.modelcontextprotocol/subscriptionId": 5 };
    const message = {
      jsonrpc: "2.0",
      method: "notifications/message",
      params: { level: "info", data: "x", _meta: meta },
    };
    expect(lint([listen, message]).findings).toEqual([]);
  });

  it("do not cancel the tools/call that created a task, even with a requestId in their params", () => {
    const message = { jsonrpc: "2.0", method: "notifications/roots/list_changed", params: { requestId: 7 } };
    const { findings } = lint([call(7), result(7, task("t1", "working", 0), "task"), message]);
    expect(findings.map((f) => [f.rule, f.line])).toEqual([[RULES.clientStoppedFollowing.id, 2]]);
  });

  it("are linted without params", () => {
    expect(lint([{ jsonrpc: "2.0", method: "notifications/initialized" }]).findings).toEqual([]);
  });
});
