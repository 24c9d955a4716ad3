import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META, valueOf } from "./helpers.js";

const GET = JSON.stringify(codec.getTaskRequest(3, "task-1"));
const headersFor = (message: { method: string; params?: unknown }): Record<string, string> =>
  codec.routingHeaders(message);

function refused(admission: codec.Admission): { issues: codec.DecodeFailure["issues"]; response: unknown } {
  if (admission.ok) expect.fail("expected a refusal");
  return admission;
}

describe("admitRequest", () => {
  it("admits a valid tasks/get with matching headers", () => {
    const admission = codec.admitRequest(GET, { headers: { "Mcp-Method": "tasks/get", "Mcp-Name": "task-1" } });
    expect(valueOf(admission).kind).toBe("GetTaskRequest");
  });

  it("answers text that is not JSON with -32700 and no id", () => {
    expect(refused(codec.admitRequest("{")).response).toEqual(codec.parseError());
  });

  it("answers input over the limits with -32600", () => {
    expect(refused(codec.admitRequest("[".repeat(1000))).response).toMatchObject({ error: { code: -32600 } });
  });

  it("answers a broken envelope with -32600, echoing a readable id", () => {
    expect(refused(codec.admitRequest({ jsonrpc: "1.0", id: 5, method: "tasks/get" })).response).toMatchObject({
      id: 5,
      error: { code: -32600 },
    });
    expect(refused(codec.admitRequest([])).response).toMatchObject({ error: { code: -32600 } });
  });

  it("answers nothing to a broken notification or to a response", () => {
    expect(
      refused(codec.admitRequest({ jsonrpc: "2.0", method: "notifications/tasks", params: {} })).response,
    ).toBeNull();
    expect(refused(codec.admitRequest({ jsonrpc: "2.0", method: "x", params: [] })).response).toBeNull();
    expect(valueOf(codec.admitRequest({ jsonrpc: "2.0", method: "notifications/initialized" })).kind).toBe(
      "JSONRPCNotification",
    );
    expect(valueOf(codec.admitRequest({ jsonrpc: "2.0", id: 1, result: { resultType: "complete" } })).kind).toBe(
      "JSONRPCResultResponse",
    );
  });

  it("never answers a message that carries a result or an error, even a malformed one", () => {
    const malformed: unknown[] = [
      { jsonrpc: "2.0", id: null, result: {} },
      { jsonrpc: "2.0", id: 1, result: [] },
      { jsonrpc: "2.0", id: 1, error: "bad" },
      { jsonrpc: "2.0", id: 1, result: {}, error: { code: 1, message: "" } },
      { jsonrpc: "2.0", id: 1, method: "tasks/get", result: {} },
      { jsonrpc: "1.0", id: 1, error: { code: -32600, message: "Invalid Request" } },
      '{"jsonrpc":"2.0","id":null,"result":{}}',
    ];
    for (const message of malformed) {
      const admission = refused(codec.admitRequest(message));
      expect(admission.issues.length).toBeGreaterThan(0);
      expect(admission.response).toBeNull();
    }
    const deep = refused(codec.admitRequest({ jsonrpc: "2.0", id: 1, result: { a: { b: {} } } }, { maxDepth: 2 }));
    expect(deep.issues[0]?.code).toBe(codec.ISSUE_CODES.tooDeep);
    expect(deep.response).toBeNull();
  });

  it("admits an error response with id: null, as one whose id is unknown", () => {
    const admitted = valueOf(
      codec.admitRequest({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } }),
    );
    expect(admitted.kind).toBe("JSONRPCErrorResponse");
    expect(admitted.message).not.toHaveProperty("id");
  });

  it("checks headers before anything else about a request (-32020)", () => {
    const call = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "greet", arguments: { name: "header-mismatch" } },
    };
    expect(
      refused(codec.admitRequest(call, { headers: { "Mcp-Method": "tasks/get", "Mcp-Name": "greet" } })).response,
    ).toMatchObject({ id: 1, error: { code: -32020 } });
    const get = codec.getTaskRequest(2, "real");
    const mismatch = refused(codec.admitRequest(get, { headers: { "Mcp-Method": "tasks/get", "Mcp-Name": "wrong" } }));
    expect(mismatch.response).toMatchObject({ id: 2, error: { code: -32020 } });
    expect(mismatch.issues[0]?.code).toBe("sep-2663-server-rejects-mismatched-mcp-name-on-tasks-get");
  });

  it("answers the removed tasks/result and tasks/list with -32601, without asking for Mcp-Name", () => {
    for (const method of ["tasks/result", "tasks/list"]) {
      const request = {
        jsonrpc: "2.0",
        id: 9,
        method,
        params: { taskId: "tasks-conformance-isolation-probe", _meta: DECLARING_META },
      };
      const admission = refused(codec.admitRequest(request, { headers: headersFor(request) }));
      expect(admission.response).toMatchObject({ id: 9, error: { code: -32601 } });
      expect(admission.issues[0]?.keyword).toBe("legacy");
    }
  });

  it("gates tasks/* from a non-declaring client with -32021 before validating params or looking up the task", () => {
    for (const method of ["tasks/get", "tasks/update", "tasks/cancel"]) {
      const request = { jsonrpc: "2.0", id: 4, method, params: { taskId: "gate-test" } };
      const admission = refused(codec.admitRequest(request, { headers: headersFor(request) }));
      expect(admission.response).toEqual(codec.missingCapabilityError(4));
      expect(admission.issues[0]?.code).toBe("sep-2663-tasks-methods-non-declaring");
    }
    expect(
      refused(codec.admitRequest({ jsonrpc: "2.0", id: 4, method: "tasks/update", params: { taskId: "" } })).response,
    ).toMatchObject({ error: { code: -32021 } });
  });

  it("answers invalid params of a declaring tasks/* request with -32602 and the issues as data", () => {
    const request = { jsonrpc: "2.0", id: 8, method: "tasks/update", params: { taskId: "t", _meta: DECLARING_META } };
    const admission = refused(codec.admitRequest(request));
    expect(admission.response).toMatchObject({
      id: 8,
      error: { code: -32602, data: { issues: [expect.objectContaining({ path: "/params/inputResponses" })] } },
    });
  });

  it("admits tools/call with the legacy task param, with a notice, and other methods on their envelope", () => {
    const legacy = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "greet", arguments: {}, task: { ttl: 60000 }, _meta: DECLARING_META },
    };
    const admitted = valueOf(codec.admitRequest(legacy, { headers: headersFor(legacy) }));
    expect(admitted.kind).toBe("CallToolRequest");
    expect(admitted.notices[0]?.code).toBe("sep-2663-legacy-task-param-ignored");
    expect(
      valueOf(
        codec.admitRequest(
          { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: DECLARING_META } },
          { headers: { "Mcp-Method": "server/discover" } },
        ),
      ).kind,
    ).toBe("JSONRPCRequest");
  });
});

describe("decodeResponse", () => {
  const call = { jsonrpc: "2.0", id: 12, method: "tools/call", params: { name: "slow", _meta: DECLARING_META } };

  it("types a result by the request and checks its id", () => {
    const response = codec.createTaskResultResponse(12, {
      taskId: "t",
      status: "working",
      createdAt: "2026-01-01T00:00:00Z",
      lastUpdatedAt: "2026-01-01T00:00:00Z",
      ttlMs: null,
    });
    const decoded = valueOf(codec.decodeResponse(JSON.stringify(response), call));
    expect(decoded.kind === "result" && decoded.result.kind).toBe("CreateTaskResult");
    expect(codec.decodeResponse({ ...response, id: 13 }, call)).toMatchObject({
      ok: false,
      issues: [{ code: "mcp-tasks/id-mismatch" }],
    });
    const silent = { ...call, params: { name: "slow" } };
    expect(codec.decodeResponse(response, silent)).toMatchObject({
      ok: false,
      issues: [{ path: "/result/resultType", code: "sep-2663-server-rejects-undeclared-client" }],
    });
  });

  it("recognises an error response", () => {
    const decoded = valueOf(codec.decodeResponse(codec.taskNotFoundError(12), call));
    expect(decoded.kind === "error" && decoded.recognized.kind).toBe("invalidParams");
  });

  it("reads an error response with id: null as an error whose id is unknown, whatever the request id", () => {
    const decoded = valueOf(
      codec.decodeResponse('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}', call),
    );
    expect(decoded).toMatchObject({ kind: "error", id: undefined, recognized: { kind: "parseError" } });
  });

  it("refuses a message that is not a response", () => {
    expect(codec.decodeResponse(call, call)).toMatchObject({
      ok: false,
      issues: [{ code: "mcp-tasks/not-a-response" }],
    });
  });
});
