import { describe, it, expect } from "vitest";
import { Linter } from "../../../src/cli/lint/linter.js";
import { ReportBuilder } from "../../../src/cli/report/builder.js";
import { encodeReport, scriptSafe } from "../../../src/cli/report/data.js";
import { escapeHtml } from "../../../src/cli/report/html.js";

const DECLARES = {
  "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
};
const T = "7d1e0b3a-0000-4000-8000-000000000001";
const at = (s: number) => new Date(Date.parse("2026-08-21T10:00:00.000Z") + s * 1000).toISOString();
const snapshot = (status: string, extra: object = {}) => ({
  taskId: T,
  status,
  createdAt: at(0),
  lastUpdatedAt: at(0),
  ttlMs: 10_000,
  pollIntervalMs: 0,
  ...extra,
});
const get = (id: number, s: number) => ({
  dir: "c2s",
  at: at(s),
  message: { jsonrpc: "2.0", id, method: "tasks/get", params: { taskId: T, _meta: DECLARES } },
});
const answer = (id: number, s: number, result: object) => ({
  dir: "s2c",
  at: at(s),
  message: { jsonrpc: "2.0", id, result: { resultType: "complete", ...result } },
});

/** Runs lines (objects as JSON, strings as they are) through a builder and the linter, as `report` does. */
function build(lines: (object | string)[]) {
  const builder = new ReportBuilder("t.jsonl");
  const linter = new Linter((f) => builder.finding(f));
  lines.forEach((l, i) => {
    const text = typeof l === "string" ? l : JSON.stringify(l);
    builder.line(text, i + 1);
    linter.line(text, i + 1);
  });
  linter.end();
  return builder.end();
}

describe("report timelines", () => {
  it("show creation, a run of unchanged polls as one event, input asked and answered, cancellation requested and honoured, expiry", () => {
    const content = build([
      {
        dir: "c2s",
        at: at(0),
        message: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "book", _meta: DECLARES } },
      },
      {
        dir: "s2c",
        at: at(0),
        message: { jsonrpc: "2.0", id: 1, result: { resultType: "task", ...snapshot("working") } },
      },
      get(2, 1),
      answer(2, 1, snapshot("working")),
      get(3, 2),
      answer(3, 2, snapshot("working")),
      get(4, 3),
      answer(
        4,
        3,
        snapshot("input_required", {
          inputRequests: {
            seat: {
              method: "elicitation/create",
              params: { mode: "form", message: "Seat?", requestedSchema: { type: "object", properties: {} } },
            },
          },
        }),
      ),
      {
        dir: "c2s",
        at: at(4),
        message: {
          jsonrpc: "2.0",
          id: 5,
          method: "tasks/update",
          params: { taskId: T, inputResponses: { seat: { action: "accept", content: {} } }, _meta: DECLARES },
        },
      },
      answer(5, 4, {}),
      {
        dir: "c2s",
        at: at(5),
        message: { jsonrpc: "2.0", id: 6, method: "tasks/cancel", params: { taskId: T, _meta: DECLARES } },
      },
      answer(6, 5, {}),
      get(7, 6),
      answer(7, 6, snapshot("cancelled", { statusMessage: "stopped" })),
      get(8, 20),
      { dir: "s2c", at: at(20), message: { jsonrpc: "2.0", id: 8, error: { code: -32602, message: "Unknown task" } } },
    ]);
    const task = content.tasks[0]!;
    expect(task.status).toBe("cancelled");
    expect(task.expiresAt).toBe(Date.parse(at(10)));
    expect(task.events.map((e) => [e.kind, e.line, e.count, e.status ?? null])).toEqual([
      ["created", 2, 1, "working"],
      ["poll", 3, 2, null],
      ["status", 7, 1, "input_required"],
      ["input", 7, 1, null],
      ["update", 9, 1, null],
      ["cancel", 11, 1, null],
      ["status", 13, 1, "cancelled"],
      ["error", 15, 1, null],
    ]);
    expect(task.events[1]!.lastLine).toBe(5);
    expect(task.events[3]!.text).toBe("asks for input: seat (elicitation/create)");
    expect(task.events[4]!.text).toBe("tasks/update answering seat; acknowledged");
    expect(task.events[5]!.text).toBe("cancellation requested (tasks/cancel); acknowledged");
    expect(task.events[6]!.text).toBe('via tasks/get; "stopped"; honours the tasks/cancel of line 11');
    expect(task.events[7]!.text).toBe(
      "expired (its TTL has passed): tasks/get answered with error -32602: Unknown task",
    );
  });

  it("places each finding on its task with the time of its line, and counts findings by rule, severity and party", () => {
    const content = build([
      {
        dir: "s2c",
        at: at(0),
        message: {
          jsonrpc: "2.0",
          method: "notifications/tasks",
          params: snapshot("completed", { result: { content: [], isError: false } }),
        },
      },
      {
        dir: "s2c",
        at: at(3),
        message: {
          jsonrpc: "2.0",
          method: "notifications/tasks",
          params: snapshot("working", { lastUpdatedAt: at(3) }),
        },
      },
      "not json",
    ]);
    expect(content.tasks[0]!.findings.map((f) => [f.rule, f.line, f.at])).toEqual([
      ["mcp-tasks/change-after-terminal", 2, Date.parse(at(3))],
    ]);
    expect(content.general.map((f) => [f.rule, f.line, f.party])).toEqual([["mcp-tasks/invalid-json", 3, null]]);
    expect([...content.counts.values()]).toEqual([
      { rule: "mcp-tasks/change-after-terminal", severity: "error", client: 0, server: 1, none: 0 },
      { rule: "mcp-tasks/invalid-json", severity: "error", client: 0, server: 0, none: 1 },
    ]);
  });

  it("encodes data that cannot end its script element, and escapes text for markup", () => {
    const content = build([
      {
        dir: "s2c",
        message: {
          jsonrpc: "2.0",
          method: "notifications/tasks",
          params: snapshot("working", { taskId: "</script><!--\u2028", statusMessage: "<b>&" }),
        },
      },
    ]);
    const encoded = encodeReport(content);
    expect(encoded).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(encoded).tasks[0][0]).toBe("</script><!--\u2028");
    expect(scriptSafe('"</script>"')).toBe('"\\u003c/script\\u003e"');
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe("&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;");
  });
});
