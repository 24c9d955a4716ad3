/**
 * A requirement's code covers issues under its path, and a rule with a keyword only issues of that keyword: a bad
 * `error` object on a failed task names the failed-task requirement, a `result` of the wrong type is a plain schema issue.
 */
import { describe, it, expect } from "vitest";
import { decodeResult, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, WORKING } from "./helpers.js";

describe("the code of a tasks/get result's issue", () => {
  it("names the failed-task requirement for the missing members of its error", () => {
    const issues = issuesOf(
      decodeResult("tasks/get", { resultType: "complete", ...WORKING, status: "failed", error: {} }),
    );
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ["/error/code", "sep-2663-tasks-get-status-failed"],
      ["/error/message", "sep-2663-tasks-get-status-failed"],
    ]);
  });

  it("is the schema's for a result of the wrong type, which the completed-task rule (required) does not cover", () => {
    const task = { resultType: "complete", ...WORKING, status: "completed", result: "done" };
    expect(issuesOf(decodeResult("tasks/get", task)).map((i) => [i.path, i.keyword, i.code])).toEqual([
      ["/result", "type", ISSUE_CODES.schema],
    ]);
  });
});
