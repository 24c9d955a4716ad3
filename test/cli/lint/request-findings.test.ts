/** Exact findings on requests (their params, notices, _meta and headers) and on the answers judged by them. */
import { describe, expect, it } from "vitest";
import { META, at, call, lint, result, task, tasksRequest, errorResponse as error } from "./trace.js";

const get = (id: number, params: Record<string, unknown>): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method: "tasks/get",
  params,
});
const client = (rule: string, taskId: string | null, message: string, severity = "error") => ({
  line: 1,
  severity,
  rule,
  taskId,
  message,
  party: "client",
});
const nonDeclaring = "sep-2663-tasks-methods-non-declaring";
const onLine = (line: number, lines: readonly Record<string, unknown>[]) =>
  lint(lines).findings.filter((f) => f.line === line);

describe("requests on their own", () => {
  it("name no task for a taskId that is not a string, and say which request failed", () => {
    expect(lint([get(1, { taskId: 7, _meta: META })]).findings).toEqual([
      client("mcp-tasks/schema", null, "In this tasks/get request, /params/taskId must be a string."),
    ]);
  });

  it("warn of the 2025-11-25 task param on tools/call", () => {
    const request = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "t", arguments: {}, task: {}, _meta: META },
    };
    expect(lint([request]).findings).toEqual([
      client(
        "sep-2663-legacy-task-param-ignored",
        null,
        "In this tools/call request, `task` is the 2025-11-25 opt-in param on tools/call, which SEP-2663 removed; it is ignored. Under SEP-2663 the server decides whether to create a task, for clients that declare the extension per request.",
        "warning",
      ),
    ]);
  });

  it("name exactly the _meta key a request lacks", () => {
    expect(lint([get(1, { taskId: "t", _meta: {} })]).findings).toEqual([
      client(
        "mcp-tasks/request-meta",
        "t",
        "This tasks/get request's _meta lacks io.modelcontextprotocol/clientCapabilities, which the core schema requires of every request.",
      ),
    ]);
  });
});

describe("errors judged by the request they answer", () => {
  it("say a declaration under protocol version 2025-11-25 counts for nothing", () => {
    const meta = { ...META, "io.modelcontextprotocol/protocolVersion": "2025-11-25" };
    expect(onLine(2, [get(1, { taskId: "t", _meta: meta }), error(1, -32600)])).toEqual([
      expect.objectContaining({
        rule: nonDeclaring,
        message:
          "This tasks/get request declared the extension under protocol version 2025-11-25, where it is not defined, so it must be answered with -32021, not -32600.",
      }),
    ]);
  });

  it("do not excuse -32602 for a non-declaring request whose _meta is complete", () => {
    const capabilities = { "io.modelcontextprotocol/clientCapabilities": {} };
    expect(onLine(2, [get(1, { taskId: "t", _meta: capabilities }), error(1, -32602)]).map((f) => f.rule)).toEqual([
      nonDeclaring,
    ]);
  });
});

describe("routing headers and the answer", () => {
  const answered = (headers: Record<string, string>) =>
    onLine(2, [
      { dir: "c2s", headers, message: tasksRequest("tasks/get", 1, "t") },
      { dir: "s2c", message: result(1, task("t", "working", 0)) },
    ]).filter((f) => f.rule !== "mcp-tasks/client-stopped-following");

  it("do not count a missing Mcp-Name as a mismatch the server had to reject", () => {
    expect(answered({ "Mcp-Method": "tasks/get" })).toEqual([]);
  });

  it("name the header that did not match when the request was answered with a result", () => {
    expect(answered({ "Mcp-Method": "tasks/cancel", "Mcp-Name": "t" })).toEqual([
      expect.objectContaining({
        rule: "tasks-headers-reject-mismatched-method",
        message:
          "This tasks/get request's Mcp-Method header did not match its body, yet it was answered with a result instead of -32020.",
      }),
    ]);
  });
});

describe("polls without a capture time", () => {
  it("leave the pace measured from the last timed poll", () => {
    const poll = (id: number, seconds?: number) => {
      const request = { dir: "c2s", message: tasksRequest("tasks/get", id, "p") };
      const answer = { dir: "s2c", message: result(id, task("p", "working", 0)) };
      return seconds === undefined
        ? [request, answer]
        : [
            { ...request, at: at(seconds) },
            { ...answer, at: at(seconds) },
          ];
    };
    const { findings } = lint([
      { dir: "c2s", at: at(0), message: call(1) },
      { dir: "s2c", at: at(0), message: result(1, task("p", "working", 0), "task") },
      ...poll(2, 1),
      ...poll(3),
      ...poll(4, 1.5),
    ]);
    expect(findings.filter((f) => f.rule === "mcp-tasks/poll-interval").map((f) => f.line)).toEqual([7]);
  });
});
