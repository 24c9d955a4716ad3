import { describe, it, expect } from "vitest";
import { encode, getTaskRequest, getTaskResultResponse, createTaskResultResponse, ISSUE_CODES, missingCapabilityError } from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const TOOLS_CALL = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "slow", _meta: DECLARING_META } } as const;

describe("encode", () => {
  it("serialises a valid message to the same JSON the value holds", () => {
    const request = getTaskRequest(1, "t-1");
    expect(JSON.parse(valueOf(encode(request)))).toEqual(request);
  });

  it("refuses an invalid message with issues instead of sending it", () => {
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "" } }))[0]?.path).toBe("/params/taskId");
    expect(issuesOf(encode({ jsonrpc: "2.0", method: "notifications/tasks", params: { ...WORKING, result: {} } }))[0]?.keyword).toBe("forbidden");
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, error: { code: -32021, message: "x" } }))[0]?.code).toBe(ISSUE_CODES.missingCapabilityDataShape);
    expect(issuesOf(encode({ id: 1, method: "x" }))[0]?.code).toBe(ISSUE_CODES.invalidEnvelope);
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, method: "tasks/list" }))[0]?.code).toBe(ISSUE_CODES.legacyTasksList);
  });

  it("refuses a result without resultType", () => {
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { content: [] } }))[0]).toMatchObject({ path: "/result/resultType", keyword: "required" });
  });

  it("checks a result by its resultType when the answered request is not given", () => {
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "task", taskId: "t" } }))[0]?.path).toMatch(/^\/result\//);
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "task", ...WORKING, ttl: 5 } }))[0]?.code).toBe(ISSUE_CODES.legacyFieldNames);
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "task", ...WORKING, task: WORKING } }))[0]?.code).toBe(ISSUE_CODES.legacyNestedTask);
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "input_required" } })).length).toBeGreaterThan(0);
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "complete", ...WORKING, status: "completed" } }))[0]?.path).toBe("/result/result");
    expect(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "complete", tools: [] } }).ok).toBe(true);
  });

  it("refuses a CreateTaskResult answering a request that did not declare the extension", () => {
    const response = createTaskResultResponse(1, WORKING);
    const silent = { ...TOOLS_CALL, params: { name: "slow" } };
    expect(valueOf(encode(response, { answering: TOOLS_CALL }))).toContain('"resultType":"task"');
    expect(issuesOf(encode(response, { answering: silent }))[0]).toMatchObject({ path: "/result/resultType", code: ISSUE_CODES.undeclaredTaskResult });
    expect(issuesOf(encode(response, { answering: "tools/call" }))[0]?.code).toBe(ISSUE_CODES.undeclaredTaskResult);
    expect(encode(response, { answering: "tools/call", declaresTasks: true }).ok).toBe(true);
    expect(issuesOf(encode(response, { answering: "tasks/get", declaresTasks: true }))[0]?.code).toBe(ISSUE_CODES.unsupportedTaskResult);
  });

  it("checks a result against the method it answers", () => {
    const get = getTaskResultResponse(1, { ...WORKING, status: "cancelled" });
    expect(encode(get, { answering: "tasks/get" }).ok).toBe(true);
    expect(issuesOf(encode(get, { answering: "tasks/cancel" }))[0]?.code).toBe("sep-2663-cancel-ack-empty-result");
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "complete" } }, { answering: "tools/call" }))[0]?.path).toBe("/result/content");
  });

  it("never throws on values JSON cannot carry", () => {
    const cyclic: Record<string, unknown> = { jsonrpc: "2.0", id: 1, method: "x", params: {} };
    (cyclic.params as Record<string, unknown>).self = cyclic;
    for (const value of [cyclic, { jsonrpc: "2.0", id: 1, method: "x", params: { n: 1n } }, { jsonrpc: "2.0", id: 1, method: "x", params: { toJSON: () => { throw new Error("x"); } } }]) {
      expect(encode(value).ok).toBe(false);
    }
  });

  it("encodes the error builders' responses", () => {
    expect(encode(missingCapabilityError(1)).ok).toBe(true);
    expect(encode(missingCapabilityError(undefined)).ok).toBe(true);
  });
});
