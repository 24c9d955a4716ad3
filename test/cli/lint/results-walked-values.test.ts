/**
 * A problem inside a result's value is reported once: by the envelope's decoding when no result check walks the
 * value, else by the result check alone.
 */
import { describe, expect, it } from "vitest";
import { call, lint, result, serverFinding as server, task, tasksRequest } from "./trace.js";

/** A trace line whose "LONE" string becomes a lone surrogate escape. */
const withLoneSurrogate = (message: Record<string, unknown>): string =>
  JSON.stringify(message).replace('"LONE"', '"\\ud800"');

describe("a lone surrogate in a result", () => {
  it("is reported by the envelope when a tools/call answer is a task handle without resultType", () => {
    const handle = { ...task("t1", "working", 0), note: "LONE" };
    const { findings } = lint([call(1), withLoneSurrogate({ jsonrpc: "2.0", id: 1, result: handle })]);
    expect(findings.filter((f) => f.line === 2).map((f) => [f.rule, f.message])).toEqual([
      ["mcp-tasks/lone-surrogate", "In this response, a string holds a lone surrogate, which has no UTF-8 encoding."],
      [
        "sep-2663-result-type-task-on-create",
        'This tools/call answer is a task handle with no resultType; a CreateTaskResult carries resultType "task".',
      ],
    ]);
  });

  it.each([
    ["tasks/update", "UpdateTaskResult"],
    ["tasks/cancel", "CancelTaskResult"],
  ])("is reported once, by the %s result check", (method, kind) => {
    const { findings } = lint([tasksRequest(method, 2, "t1"), withLoneSurrogate(result(2, { note: "LONE" }))]);
    expect(findings.filter((f) => f.line === 2)).toEqual([
      server(
        2,
        "mcp-tasks/lone-surrogate",
        "t1",
        `In this ${kind}, a string holds a lone surrogate, which has no UTF-8 encoding.`,
      ),
    ]);
  });
});
