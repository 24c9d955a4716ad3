/**
 * Which issues validate() lists for a value, not only how each is worded: one issue per fault, the specific faults of a
 * union's branches rather than the union's summary, and nothing about the shape of a field that must not be there at
 * all. A caller shows these lists to the sender of the value; a repeated, vague or misplaced issue is a bug.
 */
import { describe, it, expect } from "vitest";
import { validate } from "../../src/validate/index.js";
import { task } from "./task-value.js";

const issuesOf = (name: string, value: unknown) => {
  const result = validate(name, value);
  return result.ok ? [] : result.issues;
};

describe("validate: the issues listed", () => {
  it("lists a fault that several branches of a union report once, and not the union itself", () => {
    // Each of InputResponse's three branches checks _meta; only the ListRootsResult branch lacks roots.
    const sampling = { _meta: 5, role: "user", content: { type: "text", text: "x" }, model: "m" };
    expect(issuesOf("InputResponse", sampling)).toEqual([
      { path: "/action", keyword: "required", message: "is required" },
      { path: "/_meta", keyword: "type", message: "must be an object" },
      { path: "/roots", keyword: "required", message: "is required" },
    ]);
  });

  it("keeps issues apart that differ only in path, or only in message", () => {
    expect(issuesOf("SamplingContent", [5])).toEqual([
      { path: "", keyword: "type", message: "must be an object" },
      { path: "/0", keyword: "type", message: "must be an object" },
    ]);
    expect(issuesOf("SamplingContent", 5)).toEqual([
      { path: "", keyword: "type", message: "must be an object" },
      { path: "", keyword: "type", message: "must be an array" },
    ]);
  });

  it("says nothing of the shape of a payload the status forbids, but keeps faults beside it", () => {
    // The error object is itself malformed (no message, a string code): that is not worth saying, it must go.
    expect(issuesOf("Task", { ...task, error: { code: "x" } })).toEqual([
      { path: "/error", keyword: "forbidden", message: 'is not allowed when status is "working"' },
    ]);
    // The same malformed error is reported in full where the status allows it.
    expect(issuesOf("Task", { ...task, status: "failed", error: { code: "x" } })).toEqual([
      { path: "/error/message", keyword: "required", message: "is required" },
      { path: "/error/code", keyword: "type", message: "must be an integer" },
    ]);
    // With two payloads out of place, the faults beneath either one go.
    expect(issuesOf("Task", { ...task, result: {}, error: { code: "x" } })).toEqual([
      { path: "/result", keyword: "forbidden", message: 'is not allowed when status is "working"' },
      { path: "/error", keyword: "forbidden", message: 'is not allowed when status is "working"' },
    ]);
    // /resultType starts with /result but is another field: its fault stays.
    expect(issuesOf("GetTaskResult", { ...task, resultType: "task", result: 5 })).toEqual([
      { path: "/result", keyword: "forbidden", message: 'is not allowed when status is "working"' },
      { path: "/resultType", keyword: "const", message: 'must be "complete"' },
    ]);
  });

  it("blames a misplaced payload inside a notification at the payload, naming the status it has", () => {
    const note = (params: object) => ({ jsonrpc: "2.0", method: "notifications/tasks", params });
    expect(issuesOf("TaskStatusNotification", note({ ...task, result: {} }))).toEqual([
      { path: "/params/result", keyword: "forbidden", message: 'is not allowed when status is "working"' },
    ]);
    expect(
      issuesOf("TaskStatusNotification", note({ ...task, status: "completed", error: { code: 1, message: "m" } })),
    ).toEqual([
      { path: "/params/error", keyword: "forbidden", message: 'is not allowed when status is "completed"' },
      { path: "/params/result", keyword: "required", message: "is required" },
    ]);
  });

  it("names no status when the status is not a string", () => {
    expect(issuesOf("Task", { ...task, status: 7, result: {} })).toEqual([
      { path: "/status", keyword: "type", message: "must be a string" },
      {
        path: "/status",
        keyword: "enum",
        message: 'must be one of "working", "input_required", "completed", "failed", "cancelled"',
      },
      { path: "/result", keyword: "forbidden", message: "is not allowed here" },
    ]);
  });

  it("names no status for a field forbidden everywhere, even beside a status", () => {
    // CancelTaskResult forbids taskId (and status); a status beside it does not explain it.
    expect(issuesOf("CancelTaskResult", { resultType: "complete", taskId: 5, status: "working" })).toEqual([
      { path: "/taskId", keyword: "forbidden", message: "is not allowed here" },
      { path: "/status", keyword: "forbidden", message: "is not allowed here" },
    ]);
  });

  it("words the bounds and the allowed values of a field", () => {
    expect(issuesOf("Task", { ...task, ttlMs: 2 ** 60 })).toEqual([
      { path: "/ttlMs", keyword: "maximum", message: "must be <= 9007199254740991" },
    ]);
    expect(issuesOf("ModelPreferences", { costPriority: 2 })).toEqual([
      { path: "/costPriority", keyword: "maximum", message: "must be <= 1" },
    ]);
    expect(issuesOf("ElicitResult", { action: "maybe" })).toEqual([
      { path: "/action", keyword: "enum", message: 'must be one of "accept", "decline", "cancel"' },
    ]);
  });
});
