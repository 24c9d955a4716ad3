/** The exact issues and notices decodeResult gives, and the legacy checks it runs only where they belong. */
import { describe, it, expect } from "vitest";
import { decodeResult, ISSUE_CODES } from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const CONTENT = [{ type: "text", text: "Hi" }];

describe("decodeResult's issues, in full", () => {
  it("names a request without a method", () => {
    expect(issuesOf(decodeResult({ method: 1 } as never, { resultType: "complete" }))).toEqual([
      { path: "", keyword: "method", message: "the answered request has no method", code: ISSUE_CODES.invalidEnvelope },
    ]);
  });

  it("refuses a result that is not an object, even for a method it has no schema for", () => {
    const notObject = {
      path: "",
      keyword: "type",
      message: "a result must be an object",
      code: ISSUE_CODES.invalidEnvelope,
    };
    expect(issuesOf(decodeResult("tools/call", null))).toEqual([notObject]);
    expect(issuesOf(decodeResult("custom/method", 1))).toEqual([notObject]);
  });

  it("turns a context that throws when read into one unreadable issue", () => {
    const context = {
      get maxBytes(): number {
        throw new Error("boom");
      },
    };
    const issues = issuesOf(decodeResult("tools/call", { resultType: "complete", content: CONTENT }, context));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: "", keyword: "unreadable", code: ISSUE_CODES.unreadable });
    expect(issues[0]?.message).toContain("boom");
  });

  it("turns a request that throws when read into one unreadable issue", () => {
    const request = {
      get method(): string {
        throw new Error("no method today");
      },
    };
    const issues = issuesOf(decodeResult(request as never, { resultType: "complete", content: CONTENT }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: "", keyword: "unreadable", code: ISSUE_CODES.unreadable });
    expect(issues[0]?.message).toContain("no method today");
  });

  it("gives the notice of an absent resultType in full", () => {
    expect(valueOf(decodeResult("tools/call", { content: CONTENT })).notices).toEqual([
      {
        path: "/resultType",
        keyword: "resultType",
        message:
          'the result carried no resultType and was read as "complete", as the core protocol directs for results that omit it',
        code: ISSUE_CODES.resultTypeAbsent,
      },
    ]);
  });

  it("says a resultType that is not a string must be one", () => {
    expect(issuesOf(decodeResult("tools/call", { resultType: 42, content: CONTENT }))).toEqual([
      { path: "/resultType", keyword: "type", message: "must be a string", code: ISSUE_CODES.schema },
    ]);
  });

  it("names the method a CreateTaskResult cannot answer", () => {
    expect(issuesOf(decodeResult("tasks/get", { resultType: "task", ...WORKING }, { declaresTasks: true }))).toEqual([
      {
        path: "/resultType",
        keyword: "resultType",
        message:
          'a CreateTaskResult (resultType "task") is not a valid answer to tasks/get; only tools/call supports tasks',
        code: ISSUE_CODES.unsupportedTaskResult,
      },
    ]);
  });

  it("gives no hint about the method name when the declaration was given explicitly", () => {
    expect(issuesOf(decodeResult("tools/call", { resultType: "task", ...WORKING }, { declaresTasks: false }))).toEqual([
      {
        path: "/resultType",
        keyword: "resultType",
        message:
          "a CreateTaskResult answers a request that did not declare the tasks extension; a server must not create a task for it",
        code: ISSUE_CODES.undeclaredTaskResult,
      },
    ]);
  });

  it("quotes an unknown tools/call resultType", () => {
    expect(issuesOf(decodeResult("tools/call", { resultType: "mystery", content: CONTENT }))).toEqual([
      {
        path: "/resultType",
        keyword: "resultType",
        message: '"mystery" is not a resultType tools/call can answer with ("complete", "input_required" or "task")',
        code: ISSUE_CODES.unknownResultType,
      },
    ]);
  });
});

describe("decodeResult's legacy checks, only where they belong", () => {
  it("calls any nested task of a declared CreateTaskResult the 2025-11-25 shape", () => {
    const request = { method: "tools/call", params: { name: "x", _meta: DECLARING_META } };
    const codes = issuesOf(decodeResult(request, { resultType: "task", task: { ttl: 1 } })).map((i) => i.code);
    expect(codes).toEqual([ISSUE_CODES.legacyNestedTask]);
  });

  it("looks for a nested task only when resultType is absent", () => {
    const typed = valueOf(
      decodeResult("custom/method", { resultType: "future", task: { taskId: "t", status: "working" } }),
    );
    expect(typed.kind).toBe("Result");
  });

  it("reads legacy task field names only on tasks/get and CreateTaskResult", () => {
    const typed = valueOf(decodeResult("tools/call", { resultType: "complete", content: CONTENT, ttl: 1000 }));
    expect(typed.kind).toBe("CallToolResult");
  });

  it("looks for the legacy tasks capability only on server/discover", () => {
    const capabilities = { capabilities: { tasks: {} } };
    expect(valueOf(decodeResult("custom/method", { resultType: "complete", ...capabilities })).kind).toBe("Result");
    expect(issuesOf(decodeResult("server/discover", { resultType: "complete", ...capabilities }))[0]?.code).toBe(
      ISSUE_CODES.legacyServerCapability,
    );
    expect(valueOf(decodeResult("server/discover", { resultType: "complete", capabilities: {} })).kind).toBe("Result");
  });
});
