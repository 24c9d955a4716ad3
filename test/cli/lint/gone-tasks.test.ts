import { describe, it, expect } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { GoneTasks, MAX_GONE_TASKS } from "../../../src/cli/lint/gone-tasks.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { call, lint, result, task, tasksRequest, c2s, s2c } from "./trace.js";

const update = (id: number, taskId: string): Record<string, unknown> =>
  tasksRequest("tasks/update", id, taskId, { inputResponses: { k: { action: "decline" } } });
const cancel = (id: number, taskId: string): Record<string, unknown> => tasksRequest("tasks/cancel", id, taskId);
const get = (id: number, taskId: string): Record<string, unknown> => tasksRequest("tasks/get", id, taskId);
const ack = (id: number): Record<string, unknown> => s2c(result(id, {}));
const notFound = (id: number): Record<string, unknown> =>
  s2c({ jsonrpc: "2.0", id, error: { code: -32602, message: "Task not found" } });

/** The rule, line, severity, party and task of each finding, in order. */
const full = (findings: readonly Finding[]): [string, number, string, unknown, string | null][] =>
  findings.map((f) => [f.rule, f.line, f.severity, f.party, f.taskId]);

describe("acknowledging tasks/update or tasks/cancel for a task the server called unknown", () => {
  it("warns when tasks/get already answered -32602 for the task", () => {
    const { findings } = lint([
      c2s(get(1, "x")),
      notFound(1),
      c2s(update(2, "x")),
      ack(2),
      c2s(cancel(3, "x")),
      ack(3),
    ]);
    expect(full(findings)).toEqual([
      [RULES.updateAckUnknown.id, 4, "warning", "server", "x"],
      [RULES.cancelAckUnknown.id, 6, "warning", "server", "x"],
    ]);
    expect(findings[0]!.message).toContain("line 2");
  });

  it("warns for a task the trace followed that has since expired", () => {
    const { findings } = lint([
      c2s(call(1)),
      s2c(result(1, task("t", "working", 0), "task")),
      c2s(get(2, "t")),
      notFound(2),
      c2s(cancel(3, "t")),
      ack(3),
    ]);
    expect(full(findings).filter(([rule]) => rule !== RULES.cancelledNotFollowed.id)).toEqual([
      [RULES.cancelAckUnknown.id, 6, "warning", "server", "t"],
    ]);
  });

  it("does not flag tasks merely absent from the trace, which may have started mid-session", () => {
    const { findings } = lint([
      c2s(update(1, "elsewhere")),
      ack(1),
      c2s(cancel(2, "elsewhere")),
      ack(2),
      c2s(get(3, "x")),
      notFound(3),
      c2s(cancel(4, "y")),
      ack(4),
    ]);
    expect(findings).toEqual([]);
  });

  it("does not flag an error answering the update or cancel, the answer the spec asks for", () => {
    const { findings } = lint([
      c2s(get(1, "x")),
      notFound(1),
      c2s(update(2, "x")),
      notFound(2),
      c2s(cancel(3, "x")),
      notFound(3),
    ]);
    expect(findings).toEqual([]);
  });

  it("does not flag a request sent before the -32602 arrived, which the server may have handled while the task existed", () => {
    const { findings } = lint([c2s(get(1, "x")), c2s(cancel(2, "x")), notFound(1), ack(2)]);
    expect(findings).toEqual([]);
  });

  it("stops warning once the server shows the task again", () => {
    const notify = s2c({
      jsonrpc: "2.0",
      method: "notifications/tasks",
      params: task("x", "completed", 1, { result: { content: [] } }),
    });
    const { findings } = lint([c2s(get(1, "x")), notFound(1), notify, c2s(cancel(2, "x")), ack(2)]);
    expect(findings).toEqual([]);
  });

  it("ignores a -32602 that may be about the request rather than the task: malformed, non-declaring or mismatched headers", () => {
    const headers = { "Mcp-Method": "tasks/get", "Mcp-Name": "other" };
    const { findings } = lint([
      c2s(get(1, "")),
      notFound(1),
      c2s(tasksRequest("tasks/get", 2, "b", { _meta: {} })),
      notFound(2),
      { dir: "c2s", headers, message: get(3, "c") },
      notFound(3),
      c2s(cancel(4, "")),
      ack(4),
      c2s(cancel(5, "b")),
      ack(5),
      c2s(cancel(6, "c")),
      ack(6),
    ]);
    expect(full(findings)).toEqual([
      ["mcp-tasks/schema", 1, "error", "client", ""],
      // No clientCapabilities in _meta: the client's fault, and -32602 a valid refusal of it.
      [RULES.requestMeta.id, 3, "error", "client", "b"],
      [RULES.mcpName.id, 5, "error", "client", "c"],
      ["mcp-tasks/schema", 7, "error", "client", ""],
    ]);
  });

  it("takes any error as the rejection a request with contradicting headers is owed, and asks nothing more of it", () => {
    const wrongName = { "Mcp-Method": "tasks/get", "Mcp-Name": "other" };
    const wrongMethod = { "Mcp-Method": "tasks/list", "Mcp-Name": "c" };
    const error = (id: number, code: number) => s2c({ jsonrpc: "2.0", id, error: { code, message: "refused" } });
    const { findings } = lint([
      // Undeclared as well: -32020 (the header check came first) and -32021 (the capability gate came first) both do.
      { dir: "c2s", headers: wrongName, message: tasksRequest("tasks/get", 1, "c", { _meta: {} }) },
      error(1, -32020),
      { dir: "c2s", headers: wrongName, message: tasksRequest("tasks/get", 2, "c", { _meta: {} }) },
      s2c({
        jsonrpc: "2.0",
        id: 2,
        error: {
          code: -32021,
          message: "missing",
          data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } },
        },
      }),
      // A -32021 that does not name the extension is still wrong.
      { dir: "c2s", headers: wrongName, message: tasksRequest("tasks/get", 3, "c", { _meta: {} }) },
      error(3, -32021),
      // A method the headers misname, refused as a removed method: no unknown-task finding.
      { dir: "c2s", headers: wrongMethod, message: get(4, "c") },
      error(4, -32601),
      // Answered with a result instead: the server did not reject it.
      { dir: "c2s", headers: wrongName, message: get(5, "c") },
      s2c(result(5, task("c", "working", 1))),
    ]);
    expect(full(findings)).toEqual([
      [RULES.mcpName.id, 1, "error", "client", "c"],
      [RULES.requestMeta.id, 1, "error", "client", "c"],
      [RULES.mcpName.id, 3, "error", "client", "c"],
      [RULES.requestMeta.id, 3, "error", "client", "c"],
      [RULES.mcpName.id, 5, "error", "client", "c"],
      [RULES.requestMeta.id, 5, "error", "client", "c"],
      [RULES.missingCapabilityData.id, 6, "error", "server", "c"],
      [RULES.mcpMethod.id, 7, "error", "client", "c"],
      [RULES.mcpName.id, 9, "error", "client", "c"],
      [RULES.nameMismatchAnswered.id, 10, "error", "server", "c"],
      ["mcp-tasks/client-stopped-following", 10, "warning", "client", "c"],
    ]);
  });

  it("does not add a second finding to a non-declaring update, which already breaks its own rule", () => {
    const { findings } = lint([
      c2s(get(1, "x")),
      notFound(1),
      c2s(tasksRequest("tasks/update", 2, "x", { inputResponses: {}, _meta: {} })),
      ack(2),
    ]);
    expect(full(findings)).toEqual([
      [RULES.requestMeta.id, 3, "error", "client", "x"],
      [RULES.nonDeclaring.id, 4, "error", "server", "x"],
    ]);
  });
});

describe("GoneTasks", () => {
  it("remembers the line of the latest -32602 until the task is shown again", () => {
    const gone = new GoneTasks();
    gone.mark("x", 2);
    gone.mark("x", 7);
    expect(gone.since("x")).toBe(7);
    expect(gone.since("y")).toBeUndefined();
    gone.forget("x");
    expect(gone.since("x")).toBeUndefined();
    expect(gone.size).toBe(0);
  });

  it("keeps only the most recent marks, and an old slot never evicts a task marked again", () => {
    const gone = new GoneTasks();
    gone.mark("again", 0);
    for (let i = 1; i < MAX_GONE_TASKS; i++) gone.mark(`t${i}`, i);
    gone.mark("again", MAX_GONE_TASKS);
    gone.mark("next", MAX_GONE_TASKS + 1);
    expect(gone.since("again")).toBe(MAX_GONE_TASKS);
    expect(gone.since("t1")).toBeUndefined();
    expect(gone.since("t2")).toBe(2);
    for (let i = 0; i < 2 * MAX_GONE_TASKS; i++) gone.mark(`u${i}`, i);
    expect(gone.size).toBe(MAX_GONE_TASKS);
    expect(gone.since("again")).toBeUndefined();
  });
});
