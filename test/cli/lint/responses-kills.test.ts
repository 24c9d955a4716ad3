/** Exact findings for malformed responses paired with a tasks/get, fed to the Linter in-process. */
import { describe, expect, it } from "vitest";
import { call, lint, result, task, tasksRequest } from "./trace.js";

/** A created task t1 and a tasks/get for it (id 2) on lines 1 to 3; the answer goes on line 4. */
const polled = (answer: Record<string, unknown>) =>
  lint([call(1), result(1, task("t1", "working", 0), "task"), tasksRequest("tasks/get", 2, "t1"), answer]).findings;

describe("responses that fail decoding", () => {
  it("blames the server for the envelope and names the task of the paired request", () => {
    const findings = polled({ result: task("t1", "working", 1), id: 2, jsonrpc: "1.0" });
    expect(findings[0]).toEqual({
      line: 4,
      severity: "error",
      rule: "mcp-tasks/invalid-envelope",
      taskId: "t1",
      message: 'In this response, /jsonrpc must be "2.0".',
      party: "server",
    });
  });

  it("checks nothing more of a result that is an array", () => {
    const line4 = polled({ jsonrpc: "2.0", id: 2, result: [1] }).filter((f) => f.line === 4);
    expect(line4).toEqual([
      {
        line: 4,
        severity: "error",
        rule: "mcp-tasks/invalid-envelope",
        taskId: "t1",
        message: "In this response, /result must be an object.",
        party: "server",
      },
    ]);
  });
});
