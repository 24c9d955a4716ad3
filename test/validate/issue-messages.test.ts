/**
 * The issues validate() reports name the keyword and say what the value must be, for each kind of failure a tasks/get
 * result can have. A caller shows these to the sender of the value, so an empty or wrong message is a bug.
 */
import { describe, it, expect } from "vitest";
import { validate } from "../../src/validate/index.js";

const task = {
  resultType: "complete",
  taskId: "t-1",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:40:00Z",
  ttlMs: 60000,
};

const issuesOf = (value: unknown) => {
  const result = validate("GetTaskResult", value);
  return result.ok ? [] : result.issues;
};

describe("validate: issue messages of a GetTaskResult", () => {
  it("says which constant a field must be", () => {
    expect(issuesOf({ ...task, resultType: "task" })).toEqual([
      { path: "/resultType", keyword: "const", message: 'must be "complete"' },
    ]);
  });

  it("says an unknown status names no variant", () => {
    expect(issuesOf({ ...task, status: "paused" })).toEqual([
      { path: "/status", keyword: "discriminator", message: '"paused" names no known variant' },
    ]);
  });

  it("says the bound a number must keep", () => {
    expect(issuesOf({ ...task, ttlMs: -1 })).toEqual([{ path: "/ttlMs", keyword: "minimum", message: "must be >= 0" }]);
  });

  it("says an error or input requests are not allowed on a working task, at that field", () => {
    for (const field of ["error", "inputRequests"]) {
      const value = { ...task, [field]: field === "error" ? { code: 1, message: "x" } : {} };
      expect(issuesOf(value)).toEqual([
        { path: `/${field}`, keyword: "forbidden", message: 'is not allowed when status is "working"' },
      ]);
    }
  });

  it("says an empty id, an impossible date, a wrong type and a missing entry each in its own words", () => {
    expect(issuesOf({ ...task, taskId: "" })).toEqual([
      { path: "/taskId", keyword: "minLength", message: "must not be empty" },
    ]);
    expect(issuesOf({ ...task, createdAt: "2025-02-30T10:30:00Z" })).toEqual([
      {
        path: "/createdAt",
        keyword: "pattern",
        message: "must be an ISO 8601 date-time with a time zone, on a date that exists",
      },
    ]);
    expect(issuesOf({ ...task, ttlMs: "x" })).toEqual([
      { path: "/ttlMs", keyword: "type", message: "must be an integer or null" },
    ]);
    expect(issuesOf({ ...task, status: "input_required", inputRequests: {} })).toEqual([
      { path: "/inputRequests", keyword: "minProperties", message: "must have at least one entry" },
    ]);
  });
});
