import { describe, it, expect } from "vitest";
import { decode, decodeResult, encode, ISSUE_CODES } from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const { ttlMs: _ttlMs, pollIntervalMs: _poll, ...BASE } = WORKING;
/** A 2025-11-25 task: `ttl` and `pollInterval` instead of `ttlMs` and `pollIntervalMs`. */
const LEGACY_TASK = { ...BASE, ttl: 60000, pollInterval: 5000 };

describe("legacy 2025-11-25 messages get a legacy-specific issue", () => {
  const requestCases: Array<[string, object, string]> = [
    [
      "tasks/result",
      { jsonrpc: "2.0", id: 1, method: "tasks/result", params: { taskId: "t" } },
      ISSUE_CODES.legacyTasksResult,
    ],
    ["tasks/list", { jsonrpc: "2.0", id: 1, method: "tasks/list", params: {} }, ISSUE_CODES.legacyTasksList],
    [
      "notifications/tasks/status",
      { jsonrpc: "2.0", method: "notifications/tasks/status", params: LEGACY_TASK },
      ISSUE_CODES.legacyStatusNotification,
    ],
  ];
  for (const [name, message, code] of requestCases) {
    it(`names ${name} as legacy, with its SEP-2663 equivalent`, () => {
      const issues = issuesOf(decode(message));
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ path: "/method", keyword: "legacy", code });
      expect(issues[0]!.message).toMatch(/2025-11-25/);
      expect(issues[0]!.message).toMatch(name === "notifications/tasks/status" ? /"notifications\/tasks"/ : /-32601/);
    });
  }

  it("names the nested CreateTaskResult { task: {...} } and says it is flat now", () => {
    const issues = issuesOf(decodeResult("tools/call", { task: LEGACY_TASK }, { declaresTasks: true }));
    expect(issues).toEqual([
      expect.objectContaining({ path: "/task", keyword: "legacy", code: ISSUE_CODES.legacyNestedTask }),
    ]);
    expect(issues[0]!.message).toMatch(/resultType: "task"/);
  });

  it("leaves a field named task alone on results of other shapes", () => {
    expect(decodeResult("custom/method", { task: { title: "write report" } }).ok).toBe(true);
  });

  it("leaves a CallToolResult alone when it carries content beside a field named task", () => {
    for (const result of [
      { resultType: "complete", content: [], task: { taskId: "abc" } },
      { content: [], task: { taskId: "abc" } },
      { content: [], task: LEGACY_TASK },
    ]) {
      const typed = valueOf(decodeResult("tools/call", result, { declaresTasks: true }));
      expect(typed.kind).toBe("CallToolResult");
      expect(typed.result).toMatchObject({ task: result.task });
    }
    const response = {
      jsonrpc: "2.0",
      id: 1,
      result: { resultType: "complete", content: [], task: { taskId: "abc" } },
    };
    expect(valueOf(encode(response, { answering: "tools/call" }))).toBe(JSON.stringify(response));
    expect(valueOf(encode(response))).toBe(JSON.stringify(response));
  });

  it('names a nested task even beside resultType "task"', () => {
    const issues = issuesOf(
      decodeResult("tools/call", { resultType: "task", ...WORKING, task: WORKING }, { declaresTasks: true }),
    );
    expect(issues[0]).toMatchObject({ path: "/task", keyword: "legacy" });
  });

  it("names ttl and pollInterval on a CreateTaskResult, and does not also report the missing ttlMs", () => {
    const issues = issuesOf(
      decodeResult("tools/call", { resultType: "task", ...LEGACY_TASK }, { declaresTasks: true }),
    );
    expect(issues.map((i) => [i.path, i.keyword, i.code])).toEqual([
      ["/ttl", "legacy", ISSUE_CODES.legacyFieldNames],
      ["/pollInterval", "legacy", ISSUE_CODES.legacyFieldNames],
    ]);
    expect(issues[0]!.message).toMatch(/ttlMs/);
    expect(issues[1]!.message).toMatch(/pollIntervalMs/);
  });

  it("names ttl and pollInterval on a tasks/get result and a notifications/tasks", () => {
    expect(issuesOf(decodeResult("tasks/get", { resultType: "complete", ...LEGACY_TASK })).map((i) => i.code)).toEqual([
      ISSUE_CODES.legacyFieldNames,
      ISSUE_CODES.legacyFieldNames,
    ]);
    const notification = { jsonrpc: "2.0", method: "notifications/tasks", params: LEGACY_TASK };
    expect(issuesOf(decode(notification)).map((i) => i.path)).toEqual(["/params/ttl", "/params/pollInterval"]);
  });

  it("names ttl even when ttlMs is also present, as the wire must not carry both names", () => {
    const issues = issuesOf(
      decodeResult("tools/call", { resultType: "task", ...WORKING, ttl: 60000 }, { declaresTasks: true }),
    );
    expect(issues).toEqual([expect.objectContaining({ path: "/ttl", code: ISSUE_CODES.legacyFieldNames })]);
  });

  it("keeps other schema issues beside a legacy field name", () => {
    const issues = issuesOf(
      decodeResult("tools/call", { resultType: "task", ...LEGACY_TASK, status: "done" }, { declaresTasks: true }),
    );
    expect(issues.map((i) => i.path)).toContain("/status");
    expect(issues.map((i) => i.path)).not.toContain("/ttlMs");
  });

  it("names a completed tasks/get result without an inlined result, from a server without resultType", () => {
    const issues = issuesOf(decodeResult("tasks/get", { ...WORKING, status: "completed" }));
    expect(issues).toEqual([
      expect.objectContaining({ path: "/result", keyword: "legacy", code: ISSUE_CODES.legacyResultNotInlined }),
    ]);
    expect(issues[0]!.message).toMatch(/tasks\/result/);
  });

  it("names a tasks/cancel result that returns the task", () => {
    const issues = issuesOf(decodeResult("tasks/cancel", { ...WORKING, status: "cancelled" }));
    expect(issues).toEqual([expect.objectContaining({ keyword: "legacy", code: ISSUE_CODES.legacyCancelResult })]);
  });

  it("names a server/discover result that still advertises capabilities.tasks", () => {
    const result = {
      resultType: "complete",
      capabilities: { tasks: { list: {} }, extensions: { "io.modelcontextprotocol/tasks": {} } },
    };
    expect(issuesOf(decodeResult("server/discover", result))).toEqual([
      expect.objectContaining({
        path: "/capabilities/tasks",
        keyword: "legacy",
        code: ISSUE_CODES.legacyServerCapability,
      }),
    ]);
  });

  it("recognises -32003 as the old missing-capability code with a notice, and refuses to encode it", () => {
    const response = { jsonrpc: "2.0", id: 1, error: { code: -32003, message: "Missing required client capability" } };
    const decoded = valueOf(decode(response));
    if (decoded.kind !== "JSONRPCErrorResponse") expect.fail("expected an error response");
    expect(decoded.recognized).toMatchObject({ kind: "missingRequiredClientCapability", legacyCode: true });
    expect(decoded.notices).toEqual([
      expect.objectContaining({ keyword: "legacy", code: ISSUE_CODES.legacyMissingCapabilityCode }),
    ]);
    expect(issuesOf(encode(response))[0]).toMatchObject({ keyword: "legacy", path: "/error/code" });
  });
});

describe("legacy fields a server ignores are notices, not failures", () => {
  it("accepts a tools/call with the removed task param, keeps the field and reports a notice", () => {
    const request = {
      jsonrpc: "2.0",
      id: 9,
      method: "tools/call",
      params: {
        name: "greet",
        arguments: { name: "legacy-hint" },
        task: { ttl: 60000, pollInterval: 100 },
        _meta: DECLARING_META,
      },
    };
    const decoded = valueOf(decode(request));
    expect(decoded.kind).toBe("CallToolRequest");
    expect(decoded.message).toEqual(request);
    expect(decoded.notices).toEqual([
      expect.objectContaining({ path: "/params/task", keyword: "legacy", code: ISSUE_CODES.legacyTaskParam }),
    ]);
  });

  it("counts the legacy tasks capability as non-declaring, with a notice", () => {
    const request = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: {
        name: "x",
        _meta: { "io.modelcontextprotocol/clientCapabilities": { tasks: { requests: { tools: { call: {} } } } } },
      },
    };
    const decoded = valueOf(decode(request));
    expect(decoded.kind === "CallToolRequest" && decoded.declaresTasks).toBe(false);
    expect(decoded.notices.map((n) => n.code)).toEqual([ISSUE_CODES.legacyClientCapability]);
  });
});
