/**
 * The verdicts that traffic from hand-written tasks layers called for: each finding blames the party the spec gives
 * the duty to, and says so in its message.
 */
import { CallToolResultV2Schema } from "@modelcontextprotocol/ext-tasks/core/v2";
import { describe, expect, it } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { lintHelp } from "../../../src/cli/help.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { META, at, call, lint, result, task, tasksRequest } from "./trace.js";

const c2s = (message: Record<string, unknown>, when?: number): Record<string, unknown> =>
  when === undefined ? { dir: "c2s", message } : { dir: "c2s", at: at(when), message };
const s2c = (message: Record<string, unknown>, when?: number): Record<string, unknown> =>
  when === undefined ? { dir: "s2c", message } : { dir: "s2c", at: at(when), message };
const full = (findings: readonly Finding[]): [string, number, string, unknown][] =>
  findings.map((f) => [f.rule, f.line, f.severity, f.party]);

const listen = (id: number | string, declares: boolean): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method: "subscriptions/listen",
  params: {
    notifications: { taskIds: ["t"] },
    _meta: declares ? META : { "io.modelcontextprotocol/clientCapabilities": {} },
  },
});
const acknowledged = (id: number | string, taskIds: string[] = ["t"]): Record<string, unknown> => ({
  jsonrpc: "2.0",
  method: "notifications/subscriptions/acknowledged",
  params: { notifications: { taskIds }, _meta: { "io.modelcontextprotocol/subscriptionId": id } },
});

describe("an acknowledged listen for task notifications from a client that did not declare the extension", () => {
  it("is an error against the server on the acknowledgement, which is the answer, citing the spec", () => {
    const { findings } = lint([c2s(listen(5, false)), s2c(acknowledged(5))]);
    expect(full(findings)).toEqual([[RULES.subscribeNonDeclaring.id, 2, "error", "server"]]);
    expect(findings[0]!.message).toContain("line 1");
    expect(findings[0]!.message).toContain("Servers MUST return this error [-32021] for non-declaring clients");
  });

  it("is judged once, not again when the stream later closes with its result", () => {
    const { findings } = lint([c2s(listen(5, false)), s2c(acknowledged(5)), s2c(result(5, {}))]);
    expect(full(findings)).toEqual([[RULES.subscribeNonDeclaring.id, 2, "error", "server"]]);
  });

  it("is no finding for a declaring client, nor for an acknowledgement of another subscription", () => {
    expect(lint([c2s(listen(5, true)), s2c(acknowledged(5))]).findings).toEqual([]);
    expect(lint([c2s(listen(5, false)), s2c(acknowledged(6))]).findings).toEqual([]);
  });
});

describe("a completed task's result without resultType", () => {
  it("is a server warning, once per task, that names the 2026-07-28 CallToolResult and the official client", () => {
    const done = (id: number) => s2c(result(id, task("t", "completed", 1, { result: { content: [] } })));
    const { findings } = lint([
      c2s(call(1)),
      s2c(result(1, task("t", "working", 0), "task")),
      c2s(tasksRequest("tasks/get", 2, "t")),
      done(2),
      c2s(tasksRequest("tasks/get", 3, "t")),
      done(3),
    ]);
    expect(full(findings)).toEqual([[RULES.nestedResultType.id, 4, "warning", "server"]]);
    expect(findings[0]!.message).toContain("2026-07-28 CallToolResult requires it");
    expect(findings[0]!.message).toContain("official TypeScript client rejects");
  });

  it("is rejected by the official TypeScript client's CallToolResult schema, as the message says", () => {
    expect(CallToolResultV2Schema.safeParse({ content: [] }).success).toBe(false);
    expect(CallToolResultV2Schema.safeParse({ resultType: "complete", content: [] }).success).toBe(true);
  });
});

describe("a task still running when the trace ends", () => {
  const created = [c2s(call(1), 0), s2c(result(1, task("t", "working", 0), "task"), 0.01)];

  it("is the server's fault when the trace runs past createdAt + ttlMs", () => {
    const { findings } = lint([
      ...created,
      c2s(tasksRequest("tasks/get", 2, "t"), 61),
      s2c(result(2, task("t", "working", 1)), 61.01),
    ]);
    expect(full(findings)).toEqual([[RULES.notTerminalAtEnd.id, 4, "warning", "server"]]);
    expect(findings[0]!.message).toContain("the server stopped");
  });

  it("is no one's fault after the client cancelled it, and says the client stopped", () => {
    const { findings } = lint([...created, c2s(tasksRequest("tasks/cancel", 2, "t"), 1), s2c(result(2, {}), 1.01)]);
    expect(full(findings)).toEqual([[RULES.cancelledNotFollowed.id, 2, "warning", null]]);
    expect(findings[0]!.message).toContain("the client stopped following it after its tasks/cancel on line 3");
  });

  it("is charged to the client that stopped polling within the TTL, never to the server", () => {
    const { findings } = lint([
      ...created,
      c2s(tasksRequest("tasks/get", 2, "t"), 2),
      s2c(result(2, task("t", "working", 1)), 2.01),
    ]);
    expect(full(findings)).toEqual([[RULES.clientStoppedFollowing.id, 4, "warning", "client"]]);
    expect(findings[0]!.message).toContain("the client stopped following it after line 4");
    expect(findings[0]!.message).toContain("Clients SHOULD continue polling");
  });

  it("is charged to the client when the trace has no capture times to show a TTL ran out", () => {
    const { findings } = lint([c2s(call(1)), s2c(result(1, task("t", "working", 0), "task"))]);
    expect(full(findings)).toEqual([[RULES.clientStoppedFollowing.id, 2, "warning", "client"]]);
    expect(findings[0]!.message).toContain("no capture times");
  });
});

describe("responses that answer no unanswered request", () => {
  it("flags a second answer to an answered request against its sender", () => {
    const { findings } = lint([c2s(call(1)), s2c(result(1, { content: [] })), s2c(result(1, { content: [] }))]);
    expect(full(findings)).toEqual([[RULES.duplicateResponse.id, 3, "error", "server"]]);
    expect(findings[0]!.message).toContain("answered on line 2");
    expect(findings[0]!.message).toContain('"reply with a Response"');
  });

  it("flags a CreateTaskResult for an id no request used, and still follows its task", () => {
    const { findings } = lint([
      c2s(call(1)),
      s2c(result(1, { content: [] })),
      s2c(result(9, task("u", "completed", 0, { result: { resultType: "complete", content: [] } }), "task")),
    ]);
    expect(full(findings)).toEqual([[RULES.unsolicitedResponse.id, 3, "error", "server"]]);
  });

  it("leaves a trace of responses alone unjudged, since its requests may lie before the capture", () => {
    expect(lint([s2c(result(9, { content: [] }))]).findings).toEqual([]);
  });

  it("flags an id answered with another JSON type, in both directions, and pairs it with its request", () => {
    const { findings } = lint([
      c2s(call(7)),
      s2c(result("7", { content: [] })),
      c2s(call("8")),
      s2c(result(8, { content: [] })),
    ]);
    expect(full(findings)).toEqual([
      [RULES.responseIdType.id, 2, "error", "server"],
      [RULES.responseIdType.id, 4, "error", "server"],
    ]);
    expect(findings[0]!.message).toContain('the string "7"');
    expect(findings[0]!.message).toContain("the number 7");
    expect(findings[0]!.message).toContain("MUST be the same as the value of the id member in the Request Object");
  });

  it("keeps 1 and 01 apart: a string that is not the canonical integer is no retyped id", () => {
    const { findings } = lint([c2s(call(1)), s2c(result("01", { content: [] }))]);
    expect(full(findings)).toEqual([[RULES.unsolicitedResponse.id, 2, "error", "server"]]);
  });
});

describe("completed, then working with the same lastUpdatedAt", () => {
  const notify = (status: string, updated: number): Record<string, unknown> =>
    s2c({
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: task(
        "t",
        status,
        updated,
        status === "completed" ? { result: { resultType: "complete", content: [] } } : {},
      ),
    });
  const start = [c2s(call(1)), s2c(result(1, task("t", "working", 0), "task"))];

  it("follows the rule lint --help states: no finding at an equal lastUpdatedAt, in either arrival order", () => {
    expect(lintHelp()).toContain("at an equal lastUpdatedAt the terminal one counts as the later");
    expect(lint([...start, notify("completed", 1), notify("working", 1)]).findings).toEqual([]);
    expect(lint([...start, notify("working", 1), notify("completed", 1)]).findings).toEqual([]);
  });

  it("flags a working snapshot strictly later than the completed one", () => {
    const { findings } = lint([...start, notify("completed", 1), notify("working", 1.001)]);
    expect(full(findings)).toEqual([[RULES.changeAfterTerminal.id, 4, "error", "server"]]);
  });
});
