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
});
