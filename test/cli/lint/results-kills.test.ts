/** Findings for results whose request is not in the trace, fed to the Linter in-process. */
import { describe, expect, it } from "vitest";
import { lint, result, task } from "./trace.js";

describe("unpaired results", () => {
  it("follows a complete result that is plainly a task", () => {
    const { findings } = lint([result(5, task("t1", "working", 0))]);
    expect(findings.map((f) => [f.rule, f.line, f.taskId])).toEqual([["mcp-tasks/client-stopped-following", 1, "t1"]]);
  });

  it("does not follow a result of another type, nor one that is not a task", () => {
    expect(lint([result(5, task("t1", "working", 0), "incomplete")]).findings.map((f) => f.taskId)).not.toContain("t1");
    expect(lint([result(5, { content: [] })]).findings).toEqual([]);
  });
});
