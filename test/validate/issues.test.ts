import { describe, it, expect } from "vitest";
import { validate } from "../../src/validate/index.js";
import { task } from "./task-value.js";

function issuesOf(name: string, value: unknown): { path: string; keyword: string; message: string }[] {
  const result = validate(name, value);
  return result.ok ? [] : result.issues;
}

describe("issue messages", () => {
  it("name JSON types in prose", () => {
    expect(issuesOf("Task", { ...task, ttlMs: 1.5 })).toEqual([
      { path: "/ttlMs", keyword: "type", message: "must be an integer or null" },
    ]);
    expect(
      issuesOf("GetTaskRequest", { jsonrpc: "2.0", id: null, method: "tasks/get", params: { taskId: "t" } }),
    ).toEqual([{ path: "/id", keyword: "type", message: "must be a string or an integer" }]);
    expect(issuesOf("Task", [])).toEqual([{ path: "", keyword: "type", message: "must be an object" }]);
    expect(issuesOf("ElicitResult", { action: "accept", content: { a: null } })).toContainEqual({
      path: "/content/a",
      keyword: "type",
      message: "must be a string, a number or a boolean",
    });
  });

  it("say that an empty task id or input request map is empty", () => {
    expect(issuesOf("Task", { ...task, taskId: "" })).toEqual([
      { path: "/taskId", keyword: "minLength", message: "must not be empty" },
    ]);
    expect(issuesOf("InputRequiredTask", { ...task, status: "input_required", inputRequests: {} })).toEqual([
      { path: "/inputRequests", keyword: "minProperties", message: "must have at least one entry" },
    ]);
  });

  it("name the status that excludes a payload", () => {
    expect(issuesOf("CreateTaskResult", { ...task, resultType: "task", status: "failed", result: {} })).toEqual([
      { path: "/result", keyword: "forbidden", message: 'is not allowed when status is "failed"' },
    ]);
    expect(issuesOf("CancelTaskResult", { resultType: "complete", taskId: "t-1" })).toEqual([
      { path: "/taskId", keyword: "forbidden", message: "is not allowed here" },
    ]);
  });

  it("escape keys in paths as JSON Pointer tokens", () => {
    const caps = {
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32021, message: "m", data: { requiredCapabilities: { extensions: {} } } },
    };
    expect(issuesOf("MissingRequiredClientCapabilityError", caps)).toEqual([
      {
        path: "/error/data/requiredCapabilities/extensions/io.modelcontextprotocol~1tasks",
        keyword: "required",
        message: "is required",
      },
    ]);
  });
});
