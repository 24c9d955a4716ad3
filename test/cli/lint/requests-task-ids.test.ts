/** A request's findings name a task only for a tasks/* method whose params carry a string taskId. */
import { describe, expect, it } from "vitest";
import { lint } from "./trace.js";

describe("the task a request's findings name", () => {
  it("is none for a tools/call, even one whose params carry a taskId", () => {
    const bad = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { taskId: "x" } };
    const { findings } = lint([bad]);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.map((f) => f.taskId)).toEqual(findings.map(() => null));
  });

  it("is none for a tasks/cancel without params, which is reported rather than thrown on", () => {
    const { findings } = lint([{ jsonrpc: "2.0", id: 1, method: "tasks/cancel" }]);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.map((f) => f.taskId)).toEqual(findings.map(() => null));
  });
});
