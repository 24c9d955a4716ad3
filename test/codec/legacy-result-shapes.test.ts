/**
 * Which results without a resultType read as 2025-11-25 shapes, and which do not: the nested CreateTaskResult, the
 * tasks/get result without its inlined result, the tasks/cancel result carrying the task, and the old server capability.
 */
import { describe, it, expect } from "vitest";
import { decodeResult, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf, WORKING } from "./helpers.js";

const NESTED = ISSUE_CODES.legacyNestedTask;

describe("a nested task", () => {
  it("is named when the nested object has only a taskId, or only a status", () => {
    for (const task of [{ taskId: "abc" }, { status: "working" }]) {
      expect(issuesOf(decodeResult("tools/call", { task }))).toEqual([
        expect.objectContaining({ path: "/task", keyword: "legacy", code: NESTED }),
      ]);
    }
  });

  it('is named beside resultType "task" even when the nested object has neither a taskId nor a status', () => {
    for (const task of [{ title: "x" }, { taskId: "abc" }, {}]) {
      const result = { resultType: "task", ...WORKING, task };
      expect(issuesOf(decodeResult("tools/call", result, { declaresTasks: true })).map((i) => i.code)).toEqual([
        NESTED,
      ]);
    }
  });
});

describe("a tasks/get result without resultType", () => {
  it("is not legacy while the task is not completed, or when a completed task inlines its result", () => {
    expect(valueOf(decodeResult("tasks/get", { ...WORKING })).kind).toBe("GetTaskResult");
    const completed = { ...WORKING, status: "completed", result: { content: [] } };
    expect(valueOf(decodeResult("tasks/get", completed)).result).toMatchObject({ result: { content: [] } });
  });

  it("is the only method whose completed result must inline its result", () => {
    const typed = valueOf(decodeResult("custom/method", { status: "completed" }));
    expect(typed).toMatchObject({ kind: "Result", result: { status: "completed" } });
  });
});

describe("a tasks/cancel result without resultType", () => {
  it("is named when it carries either a taskId or a status, with the issue on the whole result", () => {
    for (const result of [{ taskId: "abc" }, { status: "cancelled" }]) {
      const issues = issuesOf(decodeResult("tasks/cancel", result));
      expect(issues).toEqual([
        { path: "", keyword: "legacy", message: expect.any(String), code: ISSUE_CODES.legacyCancelResult },
      ]);
      expect(issues[0]!.message).toMatch(
        /^this tasks\/cancel result carries the task, as in 2025-11-25; .*"resultType": "complete"/,
      );
    }
  });

  it("is the empty acknowledgement when it carries neither", () => {
    expect(valueOf(decodeResult("tasks/cancel", {}))).toMatchObject({
      kind: "CancelTaskResult",
      resultTypeAbsent: true,
    });
  });
});

describe("server/discover capabilities", () => {
  it("pass without the old tasks capability", () => {
    for (const capabilities of [{}, { extensions: { "io.modelcontextprotocol/tasks": {} } }]) {
      expect(valueOf(decodeResult("server/discover", { resultType: "complete", capabilities })).kind).toBe("Result");
    }
  });

  it("with it get an issue naming the extension to declare instead", () => {
    const issues = issuesOf(decodeResult("server/discover", { resultType: "complete", capabilities: { tasks: {} } }));
    expect(issues[0]!.message).toMatch(/^`capabilities\.tasks` is the 2025-11-25 capability/);
    expect(issues[0]!.message).toContain('capabilities.extensions["io.modelcontextprotocol/tasks"]');
  });
});
