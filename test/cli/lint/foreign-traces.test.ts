/**
 * Traces as another implementation might write them: keys in another order, bare messages or envelopes without the
 * optional "at" and "headers". They reach the checks that before only the built command line's tests ran into.
 */
import { describe, it, expect } from "vitest";
import { Linter } from "../../../src/cli/lint/linter.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { lint } from "./trace.js";

const DECLARES = '{"io.modelcontextprotocol/clientCapabilities":{"extensions":{"io.modelcontextprotocol/tasks":{}}}}';
const callLine = (id: string): string =>
  `{"params":{"arguments":{},"name":"t","_meta":${DECLARES}},"method":"tools/call","id":"${id}","jsonrpc":"2.0"}`;
const answer = (id: string, result: string): string => `{"result":${result},"id":"${id}","jsonrpc":"2.0"}`;
const only = (lines: string[]): Finding[] => lint(lines).findings;

describe("lint of traces in another implementation's style", () => {
  it("names the notification whose params do not decode", () => {
    expect(only(['{"params":7,"method":"notifications/subscriptions/acknowledged","jsonrpc":"2.0"}'])).toEqual([
      {
        line: 1,
        severity: "error",
        rule: "mcp-tasks/invalid-envelope",
        taskId: null,
        message: "In this notifications/subscriptions/acknowledged notification, /params must be an object.",
        party: "server",
      },
    ]);
  });

  it("warns of a server that advertises the 2025-11-25 tasks capability instead of the extension", () => {
    const findings = only([
      '{"params":{"capabilities":{},"clientInfo":{"version":"1","name":"c"},"protocolVersion":"2025-11-25"},"method":"initialize","id":0,"jsonrpc":"2.0"}',
      '{"result":{"serverInfo":{"version":"1","name":"s"},"capabilities":{"tasks":{}},"protocolVersion":"2025-11-25"},"id":0,"jsonrpc":"2.0"}',
    ]);
    expect(findings).toEqual([
      {
        line: 2,
        severity: "warning",
        rule: RULES.legacy.id,
        taskId: null,
        message:
          "This server advertises the 2025-11-25 capabilities.tasks instead of declaring the extension io.modelcontextprotocol/tasks.",
        party: "server",
      },
    ]);
  });

  it("says a tools/call answered with a task handle had no resultType", () => {
    const handle =
      '{"ttlMs":60000,"lastUpdatedAt":"2026-08-21T10:00:00Z","createdAt":"2026-08-21T10:00:00Z","taskId":"t1","status":"working"}';
    const [f, ...rest] = only([callLine("a"), answer("a", handle)]);
    expect(rest).toEqual([]);
    expect(f).toEqual({
      line: 2,
      severity: "error",
      rule: RULES.resultTypeTask.id,
      taskId: "t1",
      message:
        'This tools/call answer is a task handle with no resultType; a CreateTaskResult carries resultType "task".',
      party: "server",
    });
  });

  it("files a tools/call result that does not decode under the schema rule, naming the result", () => {
    expect(only([callLine("b"), answer("b", '{"resultType":"complete"}')])).toEqual([
      {
        line: 2,
        severity: "error",
        rule: "mcp-tasks/schema",
        taskId: null,
        message: "In this tools/call result, /content is required.",
        party: "server",
      },
    ]);
  });

  it("says a failed task must not carry a tool result as its error", () => {
    const failed =
      '{"error":{"content":[],"isError":true},"ttlMs":60000,"lastUpdatedAt":"2026-08-21T10:00:00Z","createdAt":"2026-08-21T10:00:00Z","status":"failed","taskId":"t2","resultType":"task"}';
    const findings = only([callLine("c"), answer("c", failed)]);
    expect(findings.find((f) => f.rule === RULES.toolErrorCompleted.id)).toEqual({
      line: 2,
      severity: "error",
      rule: RULES.toolErrorCompleted.id,
      taskId: "t2",
      message:
        "This failed task carries a tool result as its error; a tool result, even with isError: true, makes the task completed with it as the result.",
      party: "server",
    });
  });

  it("refuses envelope headers that are not an object of strings", () => {
    const findings = only([
      '{"headers":"Mcp-Method: ping","message":{"method":"ping","id":1,"jsonrpc":"2.0"},"dir":"c2s"}',
      '{"headers":["Mcp-Method"],"message":{"method":"ping","id":2,"jsonrpc":"2.0"},"dir":"c2s"}',
      '{"headers":{"Mcp-Method":1},"message":{"method":"ping","id":3,"jsonrpc":"2.0"},"dir":"c2s"}',
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.party])).toEqual([
      [RULES.traceEnvelope.id, 1, null],
      [RULES.traceEnvelope.id, 2, null],
      [RULES.traceEnvelope.id, 3, null],
    ]);
    expect(findings[0]!.message).toBe('The envelope on line 1 has "headers" that are not an object of strings.');
  });

  it("pairs a bare acknowledgement with the bare listen it accepts", () => {
    const findings = only([
      '{"params":{"notifications":{"taskIds":["t"]},"_meta":{"io.modelcontextprotocol/clientCapabilities":{}}},"method":"subscriptions/listen","id":5,"jsonrpc":"2.0"}',
      '{"params":{"notifications":{"taskIds":["t"]},"_meta":{"io.modelcontextprotocol/subscriptionId":5}},"method":"notifications/subscriptions/acknowledged","jsonrpc":"2.0"}',
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.party])).toEqual([[RULES.subscribeNonDeclaring.id, 2, "server"]]);
  });

  it("blames the client for a task left running whose ttlMs is null, as it never expires", () => {
    const get = `{"params":{"taskId":"zz","_meta":${DECLARES}},"method":"tasks/get","id":"g","jsonrpc":"2.0"}`;
    const view =
      '{"ttlMs":null,"lastUpdatedAt":"2026-08-21T10:00:00Z","createdAt":"2026-08-21T10:00:00Z","status":"working","taskId":"zz","resultType":"complete"}';
    const [f, ...rest] = only([get, answer("g", view)]);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ line: 2, rule: RULES.clientStoppedFollowing.id, taskId: "zz", party: "client" });
    expect(f!.message).toMatch(
      /^The task is still working when the trace ends: .*its ttlMs is null \(it never expires\)/,
    );
  });

  it("reports a line too long to read under its own rule, and bad UTF-8 as not JSON", () => {
    const findings: Finding[] = [];
    const linter = new Linter((f) => findings.push(f));
    linter.overflow(3, { kind: "too-long", bytes: 10, limit: 5 });
    linter.overflow(4, { kind: "not-utf8" });
    linter.end();
    expect(findings).toEqual([
      {
        line: 3,
        severity: "error",
        rule: RULES.lineTooLong.id,
        taskId: null,
        message: "Line 3 is 10 bytes long, more than the limit of 5 bytes, so it cannot be read as a message.",
        party: null,
      },
      {
        line: 4,
        severity: "error",
        rule: RULES.invalidJson.id,
        taskId: null,
        message: "Line 4 is not valid UTF-8, so it cannot be read as a message.",
        party: null,
      },
    ]);
  });
});
