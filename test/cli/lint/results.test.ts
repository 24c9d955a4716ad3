import { describe, it, expect } from "vitest";
import type { Finding } from "../../../src/cli/lint/findings.js";
import { RULES } from "../../../src/cli/lint/rules.js";
import { META, call, lint, result, task, tasksRequest, c2s, s2c } from "./trace.js";

const OK = { resultType: "complete", content: [{ type: "text", text: "done" }], isError: false };
const update = (id: number, taskId: string): Record<string, unknown> =>
  tasksRequest("tasks/update", id, taskId, { inputResponses: { k: { action: "decline" } } });
const request = (id: number, method: string, params: Record<string, unknown>): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method,
  params,
});
/** A response whose result is exactly `body` (no resultType added). */
const bare = (id: number, body: Record<string, unknown>): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  result: body,
});
/** A task created by a declaring tools/call on lines 1-2, for the lines that follow to name. */
const created = (taskId: string): Record<string, unknown>[] => [
  c2s(call(1)),
  s2c(result(1, task(taskId, "working", 0), "task")),
];

/** The rule, line, severity, party and task of each finding, in order. */
const full = (findings: readonly Finding[]): [string, number, string, unknown, string | null][] =>
  findings.map((f) => [f.rule, f.line, f.severity, f.party, f.taskId]);

describe("sep-2663-no-task-result-type-on-others: resultType task only on a CreateTaskResult", () => {
  it("flags it on tasks/get, tasks/update and tasks/cancel under each method's own rule, against the server", () => {
    const { findings } = lint([
      ...created("t"),
      c2s(tasksRequest("tasks/get", 2, "t")),
      s2c(result(2, task("t", "working", 1), "task")),
      c2s(update(3, "t")),
      s2c(result(3, {}, "task")),
      c2s(tasksRequest("tasks/cancel", 4, "t")),
      s2c(result(4, {}, "task")),
      c2s(tasksRequest("tasks/get", 5, "t")),
      s2c(result(5, task("t", "completed", 2, { result: OK }))),
    ]);
    expect(full(findings)).toEqual([
      [RULES.resultTypeGet.id, 4, "error", "server", "t"],
      [RULES.resultTypeUpdate.id, 6, "error", "server", "t"],
      [RULES.resultTypeCancel.id, 8, "error", "server", "t"],
    ]);
    for (const f of findings) expect(f.message).toContain('resultType "task"');
  });

  it("flags it on the result of a method other than tools/call that is not a CreateTaskResult", () => {
    const { findings } = lint([
      c2s(request(1, "resources/read", { uri: "file:///notes.txt", _meta: META })),
      s2c(result(1, { contents: [{ uri: "file:///notes.txt", text: "hi" }] }, "task")),
      c2s(request(2, "prompts/get", { name: "greet" })),
      s2c(result(2, { messages: [] }, "task")),
    ]);
    expect(full(findings)).toEqual([
      [RULES.noTaskResultTypeOnOthers.id, 2, "error", "server", null],
      [RULES.noTaskResultTypeOnOthers.id, 4, "error", "server", null],
    ]);
    expect(findings[0]!.message).toContain("resources/read");
    expect(findings[1]!.message).toContain("prompts/get");
  });

  it("names a whole CreateTaskResult answering another method as a task result on an unsupported method instead", () => {
    const { findings } = lint([
      c2s(request(1, "prompts/get", { name: "greet", _meta: META })),
      s2c(result(1, task("u", "working", 0), "task")),
    ]);
    expect(full(findings)).toEqual([[RULES.unsupportedTaskResult.id, 2, "error", "server", "u"]]);
  });

  it('blames a client that answers a server\'s request with resultType "task"', () => {
    const elicit = request(9, "elicitation/create", {
      mode: "form",
      message: "Name?",
      requestedSchema: { type: "object", properties: {} },
    });
    const { findings } = lint([s2c(elicit), c2s(result(9, { action: "decline" }, "task"))]);
    expect(full(findings)).toEqual([[RULES.noTaskResultTypeOnOthers.id, 2, "error", "client", null]]);
  });

  it('finds nothing when a declaring tools/call gets a CreateTaskResult and other results carry "complete"', () => {
    const { findings } = lint([
      ...created("t"),
      c2s(update(2, "t")),
      s2c(result(2, {})),
      c2s(request(3, "resources/read", { uri: "file:///notes.txt" })),
      s2c(result(3, { contents: [] })),
      c2s(tasksRequest("tasks/cancel", 4, "t")),
      s2c(result(4, {})),
      c2s(tasksRequest("tasks/get", 5, "t")),
      s2c(result(5, task("t", "cancelled", 1))),
    ]);
    expect(findings).toEqual([]);
  });

  it("reports a CreateTaskResult for a non-declaring tools/call as undeclared, not under this rule", () => {
    const { findings } = lint([c2s(call(1, false)), s2c(result(1, task("t", "completed", 0, { result: OK }), "task"))]);
    expect(full(findings)).toEqual([[RULES.undeclaredTaskResult.id, 2, "error", "server", "t"]]);
  });

  it("counts a declaration under protocol version 2025-11-25 as none, and says why", () => {
    const legacy = { ...META, "io.modelcontextprotocol/protocolVersion": "2025-11-25" };
    const { findings } = lint([
      c2s(request(1, "tools/call", { name: "t", arguments: {}, _meta: legacy })),
      s2c(result(1, task("t", "completed", 0, { result: OK }), "task")),
      c2s(request(2, "tasks/get", { taskId: "t", _meta: legacy })),
      s2c(result(2, task("t", "completed", 0, { result: OK }))),
      c2s(
        request(3, "tools/call", {
          name: "t",
          arguments: {},
          _meta: { ...legacy, "io.modelcontextprotocol/protocolVersion": "2026-07-28" },
        }),
      ),
      s2c(result(3, task("u", "completed", 0, { result: OK }), "task")),
    ]);
    expect(full(findings)).toEqual([
      [RULES.undeclaredTaskResult.id, 2, "error", "server", "t"],
      [RULES.nonDeclaring.id, 4, "error", "server", "t"],
    ]);
    for (const f of findings)
      expect(f.message).toContain("declared the extension under protocol version 2025-11-25, where it is not defined");
  });
});

describe("resultType complete on the results of tasks/update, tasks/get and tasks/cancel", () => {
  const RULE_OF = {
    "tasks/update": RULES.resultTypeUpdate.id,
    "tasks/get": RULES.resultTypeGet.id,
    "tasks/cancel": RULES.resultTypeCancel.id,
  } as const;
  const ask = (method: keyof typeof RULE_OF): Record<string, unknown> =>
    method === "tasks/update" ? update(2, "t") : tasksRequest(method, 2, "t");
  /** The body a method answers with: the task for tasks/get, an empty acknowledgement otherwise. */
  const body = (method: keyof typeof RULE_OF): Record<string, unknown> =>
    method === "tasks/get" ? task("t", "completed", 1, { result: OK }) : {};
  const cases = (["tasks/update", "tasks/get", "tasks/cancel"] as const).flatMap((method) =>
    ["input_required", "task", "done"].map((resultType) => [method, resultType] as const),
  );

  it.each(cases)("flags a %s result with resultType %j under its rule, against the server", (method, resultType) => {
    const { findings } = lint([...created("t"), c2s(ask(method)), s2c(bare(2, { ...body(method), resultType }))]);
    const answer = findings.filter((f) => f.line === 4);
    expect(full(answer)).toEqual([[RULE_OF[method], 4, "error", "server", "t"]]);
  });

  it("flags a tasks/update result without resultType as an error, since no older server answers tasks/update", () => {
    const { findings } = lint([
      ...created("t"),
      c2s(update(2, "t")),
      s2c(bare(2, {})),
      c2s(tasksRequest("tasks/cancel", 3, "t")),
      s2c(result(3, {})),
      c2s(tasksRequest("tasks/get", 4, "t")),
      s2c(result(4, task("t", "cancelled", 1))),
    ]);
    expect(full(findings)).toEqual([[RULES.resultTypeUpdate.id, 4, "error", "server", "t"]]);
    expect(findings[0]!.message).toContain("no resultType");
  });

  it("still reports what else is wrong with a tasks/update result without resultType", () => {
    const { findings } = lint([...created("t"), c2s(update(2, "t")), s2c(bare(2, { taskId: "t" }))]);
    expect(findings.filter((f) => f.line === 4).map((f) => f.rule)).toEqual([
      RULES.resultTypeUpdate.id,
      "sep-2663-update-ack-empty-result",
    ]);
  });

  it.each(["tasks/get", "tasks/cancel"] as const)(
    "warns about a %s result without resultType, as from a server older than the extension",
    (method) => {
      const { findings } = lint([...created("t"), c2s(ask(method)), s2c(bare(2, body(method)))]);
      expect(full(findings.filter((f) => f.line === 4))).toEqual([
        ["mcp-tasks/result-type-absent", 4, "warning", "server", "t"],
      ]);
    },
  );
});
