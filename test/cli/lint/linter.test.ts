import { describe, it, expect } from "vitest";
import { Linter } from "../../../src/cli/lint/linter.js";
import { META, brief, call, lint, result, task, tasksRequest } from "./trace.js";

const OK = { resultType: "complete", content: [{ type: "text", text: "done" }], isError: false };

describe("Linter", () => {
  it("holds only live tasks and unanswered requests, however long the trace", () => {
    const linter = new Linter(() => undefined);
    let line = 0;
    let most = { liveTasks: 0, pendingRequests: 0 };
    const feed = (message: Record<string, unknown>): void => {
      linter.line(JSON.stringify(message), ++line);
      const held = linter.held;
      most = {
        liveTasks: Math.max(most.liveTasks, held.liveTasks),
        pendingRequests: Math.max(most.pendingRequests, held.pendingRequests),
      };
    };
    const inFlight = 20;
    for (let wave = 0; wave < 100; wave++) {
      const ids = Array.from({ length: inFlight }, (_, i) => wave * inFlight + i);
      for (const id of ids) feed(call(`c${id}`));
      for (const id of ids) feed(result(`c${id}`, task(`t${id}`, "working", 0), "task"));
      for (const id of ids) feed(tasksRequest("tasks/get", `g${id}`, `t${id}`));
      for (const id of ids) feed(result(`g${id}`, task(`t${id}`, "completed", 1, { result: OK })));
    }
    linter.end();
    expect(linter.tasksSeen).toBe(2000);
    expect(linter.held).toEqual({ liveTasks: 0, pendingRequests: 0 });
    expect(most).toEqual({ liveTasks: inFlight, pendingRequests: inFlight });
  });

  it("pairs responses by id and direction, so a client and a server may use the same id at once", () => {
    const elicit = {
      jsonrpc: "2.0",
      id: 7,
      method: "elicitation/create",
      params: { mode: "form", message: "Name?", requestedSchema: { type: "object", properties: {} } },
    };
    const { findings } = lint([
      { dir: "c2s", message: call(1) },
      { dir: "s2c", message: result(1, task("t", "working", 0), "task") },
      { dir: "c2s", message: tasksRequest("tasks/get", 7, "t") },
      { dir: "s2c", message: elicit },
      { dir: "c2s", message: { jsonrpc: "2.0", id: 7, result: { action: "decline" } } },
      { dir: "s2c", message: result(7, task("t", "completed", 2, { result: OK })) },
    ]);
    expect(findings).toEqual([]);
  });

  it("infers directions of bare messages and reports a task still running at the end on its last line", () => {
    const { findings } = lint([
      call(1),
      result(1, task("t", "working", 0), "task"),
      tasksRequest("tasks/get", 2, "t"),
      result(2, task("t", "input_required", 1, { inputRequests: { k: { method: "roots/list" } } })),
    ]);
    expect(brief(findings)).toEqual([["mcp-tasks/client-stopped-following", 4]]);
    expect(findings[0]!.message).toContain("input_required");
  });

  it("flags notifications/cancelled naming the tools/call of a live task, not of a call still in flight", () => {
    const cancel = (id: number): Record<string, unknown> => ({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: id },
    });
    const { findings } = lint([call(1), cancel(1), call(2), result(2, task("t", "working", 0), "task"), cancel(2)]);
    expect(brief(findings)).toEqual([
      ["sep-2663-cancel-not-via-cancelled-notification", 5],
      ["mcp-tasks/client-stopped-following", 4],
    ]);
  });

  it("warns about a request id reused while the first request is unanswered", () => {
    const { findings } = lint([tasksRequest("tasks/get", 1, "a"), tasksRequest("tasks/get", 1, "b")]);
    expect(brief(findings)).toEqual([["mcp-tasks/duplicate-request-id", 2]]);
    expect(findings[0]!.severity).toBe("warning");
  });

  it("requires -32021 for subscriptions/listen asking for task notifications without the declaration", () => {
    const listen = (id: number, meta: boolean): Record<string, unknown> => ({
      jsonrpc: "2.0",
      id,
      method: "subscriptions/listen",
      params: { notifications: { taskIds: ["t"] }, ...(meta ? { _meta: META } : {}) },
    });
    const data = { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } };
    const { findings } = lint([
      listen(1, false),
      result(1, {}),
      listen(2, false),
      { jsonrpc: "2.0", id: 2, error: { code: -32021, message: "Missing required client capability", data } },
      listen(3, true),
      result(3, {}),
    ]);
    // Without _meta, the client is at fault for each request (request-meta); the server only for answering the first.
    expect(brief(findings)).toEqual([
      ["mcp-tasks/request-meta", 1],
      ["sep-2663-subscribe-missing-capability-non-declaring", 2],
      ["mcp-tasks/request-meta", 3],
    ]);
  });

  it("flags a -32021 that names other capabilities but not the extension", () => {
    const data = { requiredCapabilities: { extensions: { "example/other": {} } } };
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "t", { _meta: {} }),
      { jsonrpc: "2.0", id: 1, error: { code: -32021, message: "Missing", data } },
    ]);
    expect(brief(findings)).toEqual([
      ["mcp-tasks/request-meta", 1],
      ["sep-2663-server-returns-missing-capability-data-shape", 2],
    ]);
  });

  it("flags a server that declares the extension but still advertises the legacy tasks capability", () => {
    const discover = { jsonrpc: "2.0", id: 1, method: "server/discover", params: {} };
    const caps = { extensions: { "io.modelcontextprotocol/tasks": {} }, tasks: { list: {} } };
    const { findings } = lint([discover, result(1, { capabilities: caps })]);
    expect(brief(findings)).toEqual([["sep-2663-migrate-from-legacy-capabilities", 2]]);
  });

  it("follows a CreateTaskResult whose request is not in the trace", () => {
    const { findings } = lint([result(1, task("t", "working", 0), "task")]);
    expect(brief(findings)).toEqual([["mcp-tasks/client-stopped-following", 1]]);
  });

  it("flags a tasks/get answered with another task", () => {
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "a"),
      result(1, task("b", "completed", 1, { result: OK })),
    ]);
    expect(brief(findings)).toEqual([["mcp-tasks/get-answers-requested-task", 2]]);
  });

  it("excuses -32602 for an unknown task and -32020 for a request with mismatched headers", () => {
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "gone"),
      { jsonrpc: "2.0", id: 1, error: { code: -32602, message: "Task not found" } },
      {
        dir: "c2s",
        headers: { "mcp-method": "tasks/get", "MCP-NAME": "other" },
        message: tasksRequest("tasks/get", 2, "gone"),
      },
      { dir: "s2c", message: { jsonrpc: "2.0", id: 2, error: { code: -32020, message: "Header mismatch" } } },
    ]);
    expect(brief(findings)).toEqual([["sep-2663-client-emits-mcp-name-on-tasks-methods", 3]]);
  });

  it("does not take an internal error for a task unknown to the trace as a wrong code, since the task may predate it", () => {
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "before-capture"),
      { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "Storage unavailable" } },
      tasksRequest("tasks/get", 2, "before-capture"),
      { jsonrpc: "2.0", id: 2, error: { code: -32601, message: "Method not found" } },
    ]);
    expect(brief(findings)).toEqual([["sep-2663-tasks-get-invalid-task-id-32602", 4]]);
  });

  it("excuses every implementation-defined server error (-32000..-32099) for a task unknown to the trace", () => {
    const lines: Record<string, unknown>[] = [];
    const codes = [-32000, -32020, -32021, -32022, -32099];
    codes.forEach((code, i) => {
      const method = ["tasks/get", "tasks/update", "tasks/cancel"][i % 3]!;
      lines.push(
        tasksRequest(method, i + 1, `before-capture-${i}`, method === "tasks/update" ? { inputResponses: {} } : {}),
      );
      const data =
        code === -32021 ? { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } } : undefined;
      lines.push({
        jsonrpc: "2.0",
        id: i + 1,
        error: { code, message: "Refused before any lookup", ...(data ? { data } : {}) },
      });
    });
    expect(lint(lines).findings).toEqual([]);
  });

  it("still flags, for a task unknown to the trace, codes saying the request was handled as something else", () => {
    const lines: Record<string, unknown>[] = [];
    const codes = [-32600, -32601, -32700, -31999, -32100, -1, 1];
    codes.forEach((code, i) => {
      lines.push(tasksRequest(i % 2 === 0 ? "tasks/get" : "tasks/cancel", i + 1, `unknown-${i}`));
      lines.push({ jsonrpc: "2.0", id: i + 1, error: { code, message: "Wrong code" } });
    });
    const { findings } = lint(lines);
    expect(brief(findings)).toEqual(
      codes.map((_, i) => [
        i % 2 === 0 ? "sep-2663-tasks-get-invalid-task-id-32602" : "sep-2663-tasks-update-cancel-invalid-task-id-32602",
        2 * i + 2,
      ]),
    );
    expect(findings.every((f) => f.party === "server")).toBe(true);
  });

  it("blames the sender for an envelope whose message is not an object, and nobody when the envelope has no dir", () => {
    const { findings } = lint([
      { dir: "c2s", message: [tasksRequest("tasks/get", 1, "t")] },
      { dir: "s2c", message: { jsonrpc: "2.0", error: { code: -32600, message: "Batches are not part of MCP" } } },
      { dir: "c2s", message: null },
      { dir: "s2c", message: 42 },
      { dir: "c2s", message: JSON.stringify(tasksRequest("tasks/get", 2, "t")) },
      { message: null },
      { dir: "c2s", headers: { a: 1 }, message: [] },
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.party])).toEqual([
      ["mcp-tasks/batch-unsupported", 1, "client"],
      ["mcp-tasks/invalid-envelope", 3, "client"],
      ["mcp-tasks/invalid-envelope", 4, "server"],
      ["mcp-tasks/invalid-envelope", 5, "client"],
      ["mcp-tasks/trace-envelope", 6, null],
      ["mcp-tasks/trace-envelope", 7, null],
    ]);
    expect(findings.every((f) => f.severity === "error")).toBe(true);
  });

  it("flags two tools/call requests answered with the same taskId, and the same answer sent twice as a duplicate", () => {
    const created = result(1, task("t", "working", 0), "task");
    const done = (id: number): Record<string, unknown> => result(id, task("t", "completed", 1, { result: OK }));
    const { findings } = lint([
      call(1),
      created,
      created,
      call(1),
      created,
      call(2),
      result(2, task("t", "working", 0), "task"),
      tasksRequest("tasks/get", 3, "t"),
      done(3),
    ]);
    expect(findings.map((f) => [f.rule, f.line, f.party, f.severity])).toEqual([
      ["mcp-tasks/duplicate-response", 3, "server", "error"],
      ["mcp-tasks/task-id-reused", 7, "server", "error"],
    ]);
    expect(findings[1]!.taskId).toBe("t");
  });

  it("flags a taskId reused by a later tools/call after the first task finished", () => {
    const { findings } = lint([
      call(1),
      result(1, task("t", "completed", 0, { result: OK }), "task"),
      call(2),
      result(2, task("t", "working", 0), "task"),
    ]);
    expect(brief(findings)).toContainEqual(["mcp-tasks/task-id-reused", 4]);
  });

  it("does not flag a CreateTaskResult for a task first seen without its creating call", () => {
    const { findings } = lint([
      tasksRequest("tasks/get", 1, "t"),
      result(1, task("t", "working", 0)),
      call(2),
      result(2, task("t", "working", 0), "task"),
      tasksRequest("tasks/get", 3, "t"),
      result(3, task("t", "completed", 1, { result: OK })),
    ]);
    expect(findings).toEqual([]);
  });

  it("reports a broken envelope and a non-JSON-RPC message, and keeps going", () => {
    const { findings } = lint([
      '{"dir":"up","message":{}}',
      '{"dir":"c2s","message":{"hello":1}}',
      "[1,2]",
      call(1),
      result(1, { content: [] }),
    ]);
    expect(brief(findings)).toEqual([
      ["mcp-tasks/trace-envelope", 1],
      ["mcp-tasks/invalid-envelope", 2],
      ["mcp-tasks/batch-unsupported", 3],
    ]);
  });
});
