/** Which results whose request is not in the trace are followed as tasks: only those that say they are complete. */
import { describe, expect, it } from "vitest";
import { lint, task } from "./trace.js";

describe("an unpaired task snapshot", () => {
  it("is followed when its resultType is complete", () => {
    const snapshot = { jsonrpc: "2.0", id: 5, result: { resultType: "complete", ...task("t1", "working", 0) } };
    expect(lint([snapshot]).findings.map((f) => [f.rule, f.taskId])).toEqual([
      ["mcp-tasks/client-stopped-following", "t1"],
    ]);
  });

  it("is not followed when it carries no resultType", () => {
    const snapshot = { jsonrpc: "2.0", id: 5, result: task("t1", "working", 0) };
    expect(lint([snapshot]).findings).toEqual([]);
  });
});
