import { describe, it, expect } from "vitest";
import { decode, decodeResult, ISSUE_CODES, type DecodedResult } from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const CONTENT = [{ type: "text", text: "Hello, World!" }];
const INPUT_REQUESTS = {
  name: {
    method: "elicitation/create",
    params: {
      mode: "form",
      message: "Name?",
      requestedSchema: { type: "object", properties: { name: { type: "string" } } },
    },
  },
};

type Row = {
  resultType: unknown; // the raw value; `ABSENT` leaves the field out
  body: Record<string, unknown>;
  declared: { kind: DecodedResult["kind"]; absent?: boolean } | { code: string };
  undeclared: { kind: DecodedResult["kind"]; absent?: boolean } | { code: string };
};

const ABSENT = Symbol("absent");

/** Every resultType a tools/call result can carry, with the request declaring the extension and not. */
const TABLE: Row[] = [
  {
    resultType: "task",
    body: WORKING,
    declared: { kind: "CreateTaskResult" },
    undeclared: { code: ISSUE_CODES.undeclaredTaskResult },
  },
  {
    resultType: "input_required",
    body: { inputRequests: INPUT_REQUESTS },
    declared: { kind: "InputRequiredResult" },
    undeclared: { kind: "InputRequiredResult" },
  },
  {
    resultType: "input_required",
    body: { requestState: "opaque" },
    declared: { kind: "InputRequiredResult" },
    undeclared: { kind: "InputRequiredResult" },
  },
  {
    resultType: "complete",
    body: { content: CONTENT },
    declared: { kind: "CallToolResult", absent: false },
    undeclared: { kind: "CallToolResult", absent: false },
  },
  {
    resultType: ABSENT,
    body: { content: CONTENT },
    declared: { kind: "CallToolResult", absent: true },
    undeclared: { kind: "CallToolResult", absent: true },
  },
  {
    resultType: "mystery",
    body: { content: CONTENT },
    declared: { code: ISSUE_CODES.unknownResultType },
    undeclared: { code: ISSUE_CODES.unknownResultType },
  },
  {
    resultType: "",
    body: { content: CONTENT },
    declared: { code: ISSUE_CODES.unknownResultType },
    undeclared: { code: ISSUE_CODES.unknownResultType },
  },
  {
    resultType: 42,
    body: { content: CONTENT },
    declared: { code: ISSUE_CODES.schema },
    undeclared: { code: ISSUE_CODES.schema },
  },
  {
    resultType: null,
    body: { content: CONTENT },
    declared: { code: ISSUE_CODES.schema },
    undeclared: { code: ISSUE_CODES.schema },
  },
  // A non-complete result never turns into an empty success: an interim or a task stays what it is, or fails.
  {
    resultType: "task",
    body: {},
    declared: { code: ISSUE_CODES.schema },
    undeclared: { code: ISSUE_CODES.undeclaredTaskResult },
  },
  {
    resultType: "input_required",
    body: {},
    declared: { code: ISSUE_CODES.schema },
    undeclared: { code: ISSUE_CODES.schema },
  },
  {
    resultType: "complete",
    body: {},
    declared: { code: ISSUE_CODES.schema },
    undeclared: { code: ISSUE_CODES.schema },
  },
  { resultType: ABSENT, body: {}, declared: { code: ISSUE_CODES.schema }, undeclared: { code: ISSUE_CODES.schema } },
  {
    resultType: ABSENT,
    body: WORKING,
    declared: { code: ISSUE_CODES.schema },
    undeclared: { code: ISSUE_CODES.schema },
  },
];

function resultOf(row: Row): Record<string, unknown> {
  return row.resultType === ABSENT ? { ...row.body } : { resultType: row.resultType, ...row.body };
}

describe("decodeResult for tools/call: every resultType, with and without the capability declared", () => {
  for (const row of TABLE) {
    for (const declared of [true, false]) {
      const expected = declared ? row.declared : row.undeclared;
      const label = `${row.resultType === ABSENT ? "absent" : JSON.stringify(row.resultType)} ${JSON.stringify(Object.keys(row.body))} ${declared ? "declared" : "undeclared"}`;
      it(`${label} → ${"kind" in expected ? expected.kind : expected.code}`, () => {
        const result = decodeResult("tools/call", resultOf(row), { declaresTasks: declared });
        if ("code" in expected) {
          expect(issuesOf(result).map((i) => i.code)).toContain(expected.code);
          return;
        }
        const value = valueOf(result);
        expect(value.kind).toBe(expected.kind);
        expect(value.result.resultType).toBe(row.resultType === ABSENT ? "complete" : row.resultType);
        expect(value.resultTypeAbsent).toBe(row.resultType === ABSENT);
        expect(value.notices.map((n) => n.code)).toEqual(
          row.resultType === ABSENT ? [ISSUE_CODES.resultTypeAbsent] : [],
        );
      });
    }
  }

  it("reads the declaration from the request when the request itself is passed", () => {
    const declaring = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x", _meta: DECLARING_META } };
    const silent = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "x" } };
    const task = { resultType: "task", ...WORKING };
    expect(valueOf(decodeResult(declaring, task)).kind).toBe("CreateTaskResult");
    expect(issuesOf(decodeResult(silent, task))[0]?.code).toBe(ISSUE_CODES.undeclaredTaskResult);
  });

  it("reads method and declaration from a decoded request too", () => {
    const decoded = decode({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "x", _meta: DECLARING_META },
    });
    if (!decoded.ok || decoded.value.kind !== "CallToolRequest") return expect.fail("expected a tools/call request");
    expect(valueOf(decodeResult(decoded.value, { resultType: "task", ...WORKING })).kind).toBe("CreateTaskResult");
  });

  it("treats a method name alone as a request that did not declare, and says how to tell it otherwise", () => {
    const issue = issuesOf(decodeResult("tools/call", { resultType: "task", ...WORKING }))[0];
    expect(issue?.code).toBe(ISSUE_CODES.undeclaredTaskResult);
    expect(issue?.message).toContain("{ declaresTasks: true }");
    const fromRequest = issuesOf(
      decodeResult({ id: 1, method: "tools/call", params: { name: "t" } }, { resultType: "task", ...WORKING }),
    )[0];
    expect(fromRequest?.code).toBe(ISSUE_CODES.undeclaredTaskResult);
    expect(fromRequest?.message).not.toContain("declaresTasks");
  });

  it("does not add resultType to the caller's object when it was absent", () => {
    const raw = { content: CONTENT };
    valueOf(decodeResult("tools/call", raw));
    expect(raw).not.toHaveProperty("resultType");
  });
});

describe("decodeResult for other methods", () => {
  it("types the tasks/* results", () => {
    expect(valueOf(decodeResult("tasks/get", { resultType: "complete", ...WORKING })).kind).toBe("GetTaskResult");
    expect(valueOf(decodeResult("tasks/update", { resultType: "complete" })).kind).toBe("UpdateTaskResult");
    expect(valueOf(decodeResult("tasks/cancel", { resultType: "complete" })).kind).toBe("CancelTaskResult");
  });

  it("names the requirement a tasks/* result breaks", () => {
    expect(issuesOf(decodeResult("tasks/get", { resultType: "partial", ...WORKING }))[0]?.code).toBe(
      "sep-2663-result-type-complete-on-tasks-get",
    );
    expect(
      issuesOf(decodeResult("tasks/get", { resultType: "complete", ...WORKING, status: "completed" }))[0]?.code,
    ).toBe("sep-2663-tasks-get-status-completed");
    expect(issuesOf(decodeResult("tasks/cancel", { resultType: "complete", taskId: "t" }))[0]?.code).toBe(
      "sep-2663-cancel-ack-empty-result",
    );
    expect(issuesOf(decodeResult("tasks/update", { resultType: "complete", status: "working" }))[0]?.code).toBe(
      "sep-2663-update-ack-empty-result",
    );
    expect(
      issuesOf(decodeResult("tasks/get", { resultType: "input_required", inputRequests: INPUT_REQUESTS }))[0]?.code,
    ).toBe("sep-2663-result-type-complete-on-tasks-get");
  });

  it("refuses a CreateTaskResult for any method but tools/call, declared or not", () => {
    for (const method of ["tasks/get", "tasks/update", "prompts/get", "sampling/createMessage"]) {
      const issues = issuesOf(decodeResult(method, { resultType: "task", ...WORKING }, { declaresTasks: true }));
      expect(issues[0]?.code).toBe(ISSUE_CODES.unsupportedTaskResult);
    }
  });

  it("passes results of methods it has no schema for, with any resultType but task", () => {
    expect(valueOf(decodeResult("prompts/get", { resultType: "complete", messages: [] })).kind).toBe("Result");
    expect(valueOf(decodeResult("custom/method", { resultType: "future_kind" })).kind).toBe("Result");
    expect(valueOf(decodeResult("prompts/get", { messages: [] }))).toMatchObject({
      kind: "Result",
      resultTypeAbsent: true,
    });
    expect(valueOf(decodeResult("prompts/get", { resultType: "input_required", requestState: "s" })).kind).toBe(
      "InputRequiredResult",
    );
  });

  it("refuses a result that is not an object, and never throws on odd input", () => {
    for (const value of [null, 1, "x", [], undefined]) expect(decodeResult("tools/call", value).ok).toBe(false);
    expect(decodeResult({ method: 1 } as never, {}).ok).toBe(false);
    const cyclic: Record<string, unknown> = { resultType: "complete", content: [] };
    cyclic.self = cyclic;
    expect(issuesOf(decodeResult("tools/call", cyclic))[0]?.code).toBe(ISSUE_CODES.notJson);
  });
});
