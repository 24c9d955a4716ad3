import { describe, it, expect } from "vitest";
import { decodeResult, encode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf, WORKING } from "./helpers.js";

/** A result response carrying `result`, with no answered request given to encode. */
const answer = (result: object) => ({ jsonrpc: "2.0", id: 1, result });

/** The issue of a legacy `ttl` field, at `path`. */
const ttlIssue = (path: string) => ({
  path,
  keyword: "legacy",
  message:
    "`ttl` is the 2025-11-25 field name; SEP-2663 calls it `ttlMs` (integer milliseconds, or null for unlimited)",
  code: ISSUE_CODES.legacyFieldNames,
});

describe("encode without the answered request", () => {
  it("refuses an undeclared tasks/* request with the whole -32021 issue", () => {
    const request = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t-1" } };
    expect(issuesOf(encode(request))).toEqual([
      {
        path: "/params/_meta",
        keyword: "capability",
        message: "tasks/get needs the tasks extension declared on the request, or the server refuses it with -32021",
        code: ISSUE_CODES.undeclaredTasksRequest,
      },
    ]);
  });

  it("refuses a result without resultType with its own issue, not the Result schema's", () => {
    expect(issuesOf(encode(answer({ content: [] })))).toEqual([
      {
        path: "/result/resultType",
        keyword: "required",
        message: 'every result must carry a resultType ("complete" for a standard result)',
        code: ISSUE_CODES.schema,
      },
    ]);
  });

  it("reads any object under `task` beside resultType task as a nested 2025-11-25 task", () => {
    const issues = issuesOf(encode(answer({ resultType: "task", ...WORKING, task: {} })));
    expect(issues.map((i) => [i.path, i.code])).toEqual([["/result/task", ISSUE_CODES.legacyNestedTask]]);
  });

  it("names a legacy field of a task-shaped result at the result's top level", () => {
    expect(issuesOf(encode(answer({ resultType: "task", ...WORKING, ttl: 5 })))).toEqual([ttlIssue("/result/ttl")]);
    expect(issuesOf(encode(answer({ resultType: "complete", ...WORKING, ttl: 5 })))).toEqual([ttlIssue("/result/ttl")]);
  });

  it("checks an input_required result as an InputRequiredResult", () => {
    valueOf(encode(answer({ resultType: "input_required", requestState: "opaque" })));
    const issues = issuesOf(encode(answer({ resultType: "input_required", requestState: 5 })));
    expect(issues.every((i) => i.path.startsWith("/result/") && i.code !== ISSUE_CODES.unreadable)).toBe(true);
  });

  it("checks a complete result as a GetTaskResult only when it carries both taskId and status", () => {
    valueOf(encode(answer({ resultType: "complete", status: "working", content: [] })));
    valueOf(encode(answer({ resultType: "complete", taskId: "t-1", content: [] })));
    expect(issuesOf(encode(answer({ resultType: "complete", taskId: "t-1", status: "working" })))[0]?.path).toMatch(
      /^\/result\//,
    );
  });

  it("sends a result of another resultType unchecked, as decodeResult passes it, but refuses a non-string one", () => {
    valueOf(encode(answer({ resultType: "custom" })));
    const loose = { resultType: "custom", _meta: 5 };
    valueOf(encode(answer(loose)));
    valueOf(decodeResult("sampling/createMessage", loose));
    expect(issuesOf(encode(answer({ resultType: 5 })))).toEqual([
      { path: "/result/resultType", keyword: "type", message: "must be a string", code: ISSUE_CODES.schema },
    ]);
  });
});
