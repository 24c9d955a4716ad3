/** Exact findings for results: unpaired ones followed as tasks, and the answers to tools/call. */
import { describe, expect, it } from "vitest";
import { call, lint, result, task, serverFinding as server } from "./trace.js";

describe("unpaired results", () => {
  it("follow a task only when it is a valid GetTaskResult", () => {
    expect(lint([result(5, task("t1", "bogus", 0))]).findings).toEqual([]);
    expect(lint([result(5, { content: [] })]).findings).toEqual([]);
  });

  it("name a followed snapshot a GetTaskResult", () => {
    const { findings } = lint([result(5, task("t1", "working", 5)), result(6, task("t1", "working", 1))]);
    expect(findings.filter((f) => f.rule !== "mcp-tasks/client-stopped-following")).toEqual([
      server(
        2,
        "mcp-tasks/last-updated-monotonic",
        "t1",
        "This GetTaskResult has lastUpdatedAt 2026-08-21T10:00:01.000Z, earlier than 2026-08-21T10:00:05.000Z seen before.",
        "warning",
      ),
    ]);
  });
});

describe("answers to tools/call", () => {
  it("say a task was created for a call that did not declare the extension", () => {
    expect(lint([call(1, false), result(1, task("t1", "completed", 0), "task")]).findings).toEqual([
      server(
        2,
        "sep-2663-server-rejects-undeclared-client",
        "t1",
        "This CreateTaskResult answers a tools/call that did not declare the extension in its _meta.",
      ),
    ]);
  });

  it("call a task handle of another result type an unknown result type, not a missing resultType task", () => {
    expect(lint([call(1), result(1, task("t1", "working", 0), "incomplete")]).findings.map((f) => f.rule)).toEqual([
      "mcp-tasks/unknown-result-type",
    ]);
  });

  it("warn, as a tools/call result, of a result without resultType", () => {
    expect(lint([call(1), { jsonrpc: "2.0", id: 1, result: { content: [] } }]).findings).toEqual([
      server(
        2,
        "mcp-tasks/result-type-absent",
        null,
        'In this tools/call result, the result carried no resultType and was read as "complete", as the core protocol directs for results that omit it.',
        "warning",
      ),
    ]);
  });
});
