/**
 * The requirement each result issue names, for every rule that a result of tasks/get, tasks/update or tasks/cancel
 * or a notifications/tasks can break, and decodeResponse's whole answer: the id check (a method name has no id),
 * issue paths under /result, the notices it passes on, and a message that is no response.
 */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const codes = (r: Parameters<typeof issuesOf>[0]): (string | undefined)[] => issuesOf(r).map((i) => i.code);

describe("the requirement a result breaks", () => {
  it("names the payload a tasks/get result or a notification lacks for its status", () => {
    const cases: [string, string][] = [
      ["completed", "sep-2663-tasks-get-status-completed"],
      ["failed", "sep-2663-tasks-get-status-failed"],
      ["input_required", "sep-2663-tasks-get-status-input-required"],
    ];
    for (const [status, code] of cases) {
      const task = { ...WORKING, status };
      expect(codes(codec.decodeResult("tasks/get", { resultType: "complete", ...task }))).toContain(code);
      expect(codes(codec.decode({ jsonrpc: "2.0", method: "notifications/tasks", params: task }))).toContain(code);
    }
  });

  it("names each field an acknowledgement of tasks/update or tasks/cancel must not carry", () => {
    const fields: Record<string, unknown> = {
      taskId: "t",
      status: "working",
      result: { content: [] },
      error: { code: 1, message: "m" },
      inputRequests: {},
    };
    for (const [field, value] of Object.entries(fields)) {
      for (const method of ["tasks/update", "tasks/cancel"]) {
        const issues = issuesOf(codec.decodeResult(method, { resultType: "complete", [field]: value }));
        const code = `sep-2663-${method === "tasks/update" ? "update" : "cancel"}-ack-empty-result`;
        expect({ field, method, codes: issues.map((i) => i.code) }).toEqual({
          field,
          method,
          codes: issues.map(() => code),
        });
        expect(issues.length).toBeGreaterThan(0);
      }
    }
  });

  it("names the schema, not a requirement, for any other fault", () => {
    expect(codes(codec.decodeResult("tasks/get", { resultType: "complete", ...WORKING, ttlMs: "x" }))).toEqual([
      codec.ISSUE_CODES.schema,
    ]);
    expect(codes(codec.decodeResult("tasks/update", { resultType: "complete", _meta: 5 }))).toEqual([
      codec.ISSUE_CODES.schema,
    ]);
  });

  it("names the resultType each tasks/* result must carry, with the method in the code", () => {
    for (const method of ["tasks/get", "tasks/update", "tasks/cancel"]) {
      const issues = issuesOf(codec.decodeResult(method, { resultType: "later" }));
      expect(issues).toEqual([
        {
          path: "/resultType",
          keyword: "const",
          message: `must be "complete" on the result of ${method}`,
          code: `sep-2663-result-type-complete-on-${method.replace("/", "-")}`,
        },
      ]);
    }
  });
});

describe("decodeResponse, whole", () => {
  const call = { jsonrpc: "2.0", id: 12, method: "tools/call", params: { name: "n", _meta: DECLARING_META } };
  const done = { resultType: "complete", content: [] };

  it("names both ids when they differ, and checks no id against a method name or an id-less request", () => {
    expect(issuesOf(codec.decodeResponse({ jsonrpc: "2.0", id: "12", result: done }, call))).toEqual([
      {
        path: "/id",
        keyword: "const",
        message: 'the response id "12" is not the request id 12',
        code: codec.ISSUE_CODES.idMismatch,
      },
    ]);
    for (const request of ["tools/call", { method: "tools/call" }, { ...call, id: 1.5 }]) {
      expect(valueOf(codec.decodeResponse({ jsonrpc: "2.0", id: 99, result: done }, request))).toMatchObject({
        kind: "result",
        id: 99,
      });
    }
    expect(issuesOf(codec.decodeResponse(codec.taskNotFoundError(13), call))[0]?.code).toBe(
      codec.ISSUE_CODES.idMismatch,
    );
  });

  it("gives a result's kind, id and notices, and points its issues under /result", () => {
    const absent = valueOf(codec.decodeResponse({ jsonrpc: "2.0", id: 12, result: { content: [] } }, call));
    expect(absent).toMatchObject({
      kind: "result",
      id: 12,
      result: { kind: "CallToolResult", resultTypeAbsent: true },
    });
    expect(absent.notices.map((n) => n.code)).toEqual([codec.ISSUE_CODES.resultTypeAbsent]);
    const bad = issuesOf(codec.decodeResponse({ jsonrpc: "2.0", id: 12, result: { resultType: "complete" } }, call));
    expect(bad.length).toBeGreaterThan(0);
    for (const i of bad) expect(i.path.startsWith("/result/") || i.path === "/result").toBe(true);
  });

  it("gives an error's id, the error itself, what it is and its notices", () => {
    const legacy = { jsonrpc: "2.0", id: 12, error: { code: -32003, message: "old" } };
    expect(valueOf(codec.decodeResponse(legacy, call))).toEqual({
      kind: "error",
      id: 12,
      error: legacy.error,
      recognized: {
        kind: "missingRequiredClientCapability",
        code: -32003,
        legacyCode: true,
        requiresTasksExtension: false,
      },
      notices: [expect.objectContaining({ code: codec.ISSUE_CODES.legacyMissingCapabilityCode })],
    });
  });

  it("refuses a request or a notification as no response, naming what came, and passes decode's refusal on", () => {
    expect(issuesOf(codec.decodeResponse({ jsonrpc: "2.0", method: "notifications/x" }, call))).toEqual([
      {
        path: "",
        keyword: "kind",
        message: "expected a response, got a JSONRPCNotification",
        code: codec.ISSUE_CODES.notAResponse,
      },
    ]);
    expect(codes(codec.decodeResponse("{", call))).toEqual([codec.ISSUE_CODES.invalidJson]);
  });
});
