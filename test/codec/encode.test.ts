import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  decode,
  encode,
  getTaskRequest,
  getTaskResultResponse,
  createTaskResultResponse,
  ISSUE_CODES,
  missingCapabilityError,
} from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const TOOLS_CALL = {
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "slow", _meta: DECLARING_META },
} as const;

describe("encode", () => {
  it("serialises a valid message to the same JSON the value holds", () => {
    const request = getTaskRequest(1, "t-1");
    expect(JSON.parse(valueOf(encode(request)))).toEqual(request);
  });

  it("refuses an invalid message with issues instead of sending it", () => {
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "" } }))[0]?.path).toBe(
      "/params/taskId",
    );
    expect(
      issuesOf(encode({ jsonrpc: "2.0", method: "notifications/tasks", params: { ...WORKING, result: {} } }))[0]
        ?.keyword,
    ).toBe("forbidden");
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, error: { code: -32021, message: "x" } }))[0]?.code).toBe(
      ISSUE_CODES.missingCapabilityDataShape,
    );
    expect(issuesOf(encode({ id: 1, method: "x" }))[0]?.code).toBe(ISSUE_CODES.invalidEnvelope);
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, method: "tasks/list" }))[0]?.code).toBe(
      ISSUE_CODES.legacyTasksList,
    );
  });

  it("refuses a result without resultType", () => {
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { content: [] } }))[0]).toMatchObject({
      path: "/result/resultType",
      keyword: "required",
    });
  });

  it("checks a result by its resultType when the answered request is not given", () => {
    expect(issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "task", taskId: "t" } }))[0]?.path).toMatch(
      /^\/result\//,
    );
    expect(
      issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "task", ...WORKING, ttl: 5 } }))[0]?.code,
    ).toBe(ISSUE_CODES.legacyFieldNames);
    expect(
      issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "task", ...WORKING, task: WORKING } }))[0]?.code,
    ).toBe(ISSUE_CODES.legacyNestedTask);
    expect(
      issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "input_required" } })).length,
    ).toBeGreaterThan(0);
    expect(
      issuesOf(
        encode({ jsonrpc: "2.0", id: 1, result: { resultType: "complete", ...WORKING, status: "completed" } }),
      )[0]?.path,
    ).toBe("/result/result");
    expect(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "complete", tools: [] } }).ok).toBe(true);
  });

  it("refuses a CreateTaskResult answering a request that did not declare the extension", () => {
    const response = createTaskResultResponse(1, WORKING);
    const silent = { ...TOOLS_CALL, params: { name: "slow" } };
    expect(valueOf(encode(response, { answering: TOOLS_CALL }))).toContain('"resultType":"task"');
    expect(issuesOf(encode(response, { answering: silent }))[0]).toMatchObject({
      path: "/result/resultType",
      code: ISSUE_CODES.undeclaredTaskResult,
    });
    expect(issuesOf(encode(response, { answering: "tools/call" }))[0]?.code).toBe(ISSUE_CODES.undeclaredTaskResult);
    expect(encode(response, { answering: "tools/call", declaresTasks: true }).ok).toBe(true);
    expect(issuesOf(encode(response, { answering: "tasks/get", declaresTasks: true }))[0]?.code).toBe(
      ISSUE_CODES.unsupportedTaskResult,
    );
  });

  it("checks a result against the method it answers", () => {
    const get = getTaskResultResponse(1, { ...WORKING, status: "cancelled" });
    expect(encode(get, { answering: "tasks/get" }).ok).toBe(true);
    expect(issuesOf(encode(get, { answering: "tasks/cancel" }))[0]?.code).toBe("sep-2663-cancel-ack-empty-result");
    expect(
      issuesOf(encode({ jsonrpc: "2.0", id: 1, result: { resultType: "complete" } }, { answering: "tools/call" }))[0]
        ?.path,
    ).toBe("/result/content");
  });

  it("checks an answer's result once, still refusing what is not JSON data or breaks the limits", () => {
    const content = [{ type: "text", text: "done" }];
    const answer = (result: Record<string, unknown>) => ({ jsonrpc: "2.0", id: 1, result });
    const opts = { answering: TOOLS_CALL };
    expect(encode(answer({ resultType: "complete", content }), opts).ok).toBe(true);
    const cyclic: Record<string, unknown> = { resultType: "complete", content };
    cyclic.structuredContent = { back: cyclic };
    class Text {
      type = "text";
      text = "x";
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [cyclic, ISSUE_CODES.notJson],
      [{ resultType: "complete", content: [new Text()] }, ISSUE_CODES.notJson],
      [{ resultType: "complete", content, structuredContent: { n: Number.NaN } }, ISSUE_CODES.notJson],
      [{ resultType: "complete", content, structuredContent: { f: () => 1 } }, ISSUE_CODES.notJson],
      [{ resultType: "complete", content: [{ type: "text", text: "\uD800" }] }, ISSUE_CODES.loneSurrogate],
      [{ resultType: "complete", content: [{ type: "text" }] }, ISSUE_CODES.schema],
    ];
    for (const [result, code] of cases) expect(issuesOf(encode(answer(result), opts))[0]?.code).toBe(code);
    const text = JSON.stringify(answer({ resultType: "complete", content }));
    expect(encode(answer({ resultType: "complete", content }), { ...opts, maxBytes: text.length }).ok).toBe(true);
    expect(
      issuesOf(encode(answer({ resultType: "complete", content }), { ...opts, maxBytes: text.length - 1 }))[0]?.code,
    ).toBe(ISSUE_CODES.tooLarge);
    // The message nests 4 levels (message, result, content, its item): the limit holds on the result's parts.
    expect(encode(answer({ resultType: "complete", content }), { ...opts, maxDepth: 4 }).ok).toBe(true);
    expect(issuesOf(encode(answer({ resultType: "complete", content }), { ...opts, maxDepth: 3 }))[0]?.code).toBe(
      ISSUE_CODES.tooDeep,
    );
  });

  it("never throws on values JSON cannot carry", () => {
    const cyclic: Record<string, unknown> = { jsonrpc: "2.0", id: 1, method: "x", params: {} };
    (cyclic.params as Record<string, unknown>).self = cyclic;
    for (const value of [
      cyclic,
      { jsonrpc: "2.0", id: 1, method: "x", params: { n: 1n } },
      {
        jsonrpc: "2.0",
        id: 1,
        method: "x",
        params: {
          toJSON: () => {
            throw new Error("x");
          },
        },
      },
    ]) {
      expect(encode(value).ok).toBe(false);
    }
  });

  it("refuses a tasks/* request that does not declare the extension, which the server would answer with -32021", () => {
    for (const method of ["tasks/get", "tasks/update", "tasks/cancel"]) {
      const params = method === "tasks/update" ? { taskId: "a", inputResponses: {} } : { taskId: "a" };
      const bare = { jsonrpc: "2.0", id: 1, method, params };
      expect(issuesOf(encode(bare))[0]).toMatchObject({
        path: "/params/_meta",
        code: ISSUE_CODES.undeclaredTasksRequest,
      });
      expect(encode({ ...bare, params: { ...params, _meta: DECLARING_META } }).ok).toBe(true);
    }
    const legacyOnly = { "io.modelcontextprotocol/clientCapabilities": { tasks: {} } };
    expect(
      issuesOf(encode({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "a", _meta: legacyOnly } }))[0]
        ?.code,
    ).toBe(ISSUE_CODES.undeclaredTasksRequest);
    expect(valueOf(encode(getTaskRequest(1, "a")))).toContain("io.modelcontextprotocol/tasks");
  });

  it("refuses a subscriptions/listen for task notifications that does not declare the extension", () => {
    const listen = (params: object) => ({ jsonrpc: "2.0", id: 1, method: "subscriptions/listen", params });
    expect(issuesOf(encode(listen({ notifications: { taskIds: ["t"] } })))[0]?.code).toBe(
      ISSUE_CODES.undeclaredTaskSubscription,
    );
    expect(encode(listen({ notifications: { taskIds: ["t"] }, _meta: DECLARING_META })).ok).toBe(true);
    expect(encode(listen({ notifications: { resources: {} } })).ok).toBe(true);
  });

  it("refuses a response whose id is not the id of the request in `answering`", () => {
    const result = { jsonrpc: "2.0", id: 2, result: { resultType: "complete", content: [] } };
    const error = { jsonrpc: "2.0", id: 2, error: { code: -32602, message: "Invalid params" } };
    for (const response of [result, error]) {
      expect(issuesOf(encode(response, { answering: TOOLS_CALL }))[0]).toMatchObject({
        path: "/id",
        code: ISSUE_CODES.idMismatch,
      });
      expect(encode({ ...response, id: 1 }, { answering: TOOLS_CALL }).ok).toBe(true);
      expect(encode(response, { answering: "tools/call" }).ok).toBe(true); // a method name carries no id to compare
    }
    expect(
      encode({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } }, { answering: TOOLS_CALL }).ok,
    ).toBe(true);
  });

  it("refuses an error response with id: null, which MCP sends without an id", () => {
    expect(
      issuesOf(encode({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }))[0],
    ).toMatchObject({ path: "/id", code: ISSUE_CODES.nullErrorId });
  });

  it("measures the UTF-8 size of the text it produces, so decode never refuses it (3-byte characters)", () => {
    // Fewer characters than the limit, three times as many bytes: the ratio decides, not the scale.
    const maxBytes = 8 * 1024;
    const message = {
      jsonrpc: "2.0",
      id: 1,
      result: { resultType: "complete", content: [{ type: "text", text: "汉".repeat(3500) }] },
    };
    expect(JSON.stringify(message).length).toBeLessThan(maxBytes);
    const issue = issuesOf(encode(message, { maxBytes }))[0];
    expect(issue).toMatchObject({ keyword: "maxBytes", code: ISSUE_CODES.tooLarge });
    expect(issuesOf(decode(JSON.stringify(message), { maxBytes }))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    expect(valueOf(encode(message, { maxBytes: 11 * 1024 })).length).toBeGreaterThan(3500);
  });

  it("measures the size after escaping: a control character takes 6 bytes", () => {
    const message = {
      jsonrpc: "2.0",
      id: 1,
      result: { resultType: "complete", content: [{ type: "text", text: "\u0001".repeat(500) }] },
    };
    expect(issuesOf(encode(message, { maxBytes: 1000 }))[0]?.code).toBe(ISSUE_CODES.tooLarge);
    const text = valueOf(encode(message, { maxBytes: 4000 }));
    expect(valueOf(decode(text, { maxBytes: 4000 })).kind).toBe("JSONRPCResultResponse");
  });

  it("never produces text over maxBytes, and decode accepts within the same limits whatever it produces", () => {
    const unit = fc.constantFrom("a", "é", "汉", "😀", "\u0001", "\u001f", '"', "\\", "\ud800", "\udfff");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 300 }), fc.integer({ min: 0, max: 1500 }), (s, maxBytes) => {
        const message = {
          jsonrpc: "2.0",
          id: 1,
          result: { resultType: "complete", content: [{ type: "text", text: s }] },
        };
        const size = new TextEncoder().encode(JSON.stringify(message)).length;
        const encoded = encode(message, { maxBytes });
        if (size > maxBytes) expect(encoded.ok).toBe(false);
        if (encoded.ok) expect(decode(encoded.value, { maxBytes }).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("encodes the error builders' responses", () => {
    expect(encode(missingCapabilityError(1)).ok).toBe(true);
    expect(encode(missingCapabilityError(undefined)).ok).toBe(true);
  });
});
