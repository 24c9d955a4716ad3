/** What makes a tools/call answer a task handle, and the task a tasks/get answer is filed under. */
import { describe, expect, it } from "vitest";
import { RULES } from "../../../src/cli/lint/rules.js";
import { META, call, lint, result, task } from "./trace.js";

const handle = task("t1", "working", 0);

describe("a tools/call answer that is a task handle with resultType complete", () => {
  it("names the resultType it carried", () => {
    const { findings } = lint([call(1), result(1, handle)]);
    expect(findings.map((f) => [f.rule, f.taskId, f.message])).toEqual([
      [
        RULES.resultTypeTask.id,
        "t1",
        'This tools/call answer is a task handle with resultType "complete"; a CreateTaskResult carries resultType "task".',
      ],
    ]);
  });

  it.each([
    ["no taskId", { status: "working", createdAt: handle.createdAt }],
    ["no status", { taskId: "t1", createdAt: handle.createdAt }],
    ["no createdAt", { taskId: "t1", status: "working" }],
  ])("is not a handle with %s, and is read as a tool result", (_, fields) => {
    expect(lint([call(1), result(1, { content: [], ...fields })]).findings).toEqual([]);
  });
});

describe("the task of a CreateTaskResult's findings", () => {
  it("is none when its taskId is not a string", () => {
    const { findings } = lint([call(1, false), result(1, { ...handle, taskId: 5 }, "task")]);
    expect(findings.length).toBeGreaterThan(1);
    expect(findings.map((f) => f.taskId)).toEqual(findings.map(() => null));
  });
});

describe("a tasks/get request without a taskId", () => {
  it("is not said to be answered with another task, and its answer is followed under the result's taskId", () => {
    const get = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { _meta: META } };
    const { findings } = lint([get, result(1, handle)]);
    expect(findings.map((f) => [f.rule, f.line, f.taskId])).toEqual([
      [RULES.schema.id, 1, null],
      [RULES.clientStoppedFollowing.id, 2, "t1"],
    ]);
  });
});
