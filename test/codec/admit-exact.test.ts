/**
 * admitRequest's whole answer for each way a request fails: the error response a server sends (code, id, message and
 * data), the issues beside it, and which check wins when a request fails several. A server sends these as they are.
 */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META, valueOf } from "./helpers.js";

function refused(admission: codec.Admission): { issues: codec.DecodeFailure["issues"]; response: unknown } {
  if (admission.ok) expect.fail("expected a refusal");
  return admission;
}

const GET = codec.getTaskRequest(3, "task-1");

describe("admitRequest's answers, whole", () => {
  it("answers input over a limit with -32600 naming the first issue and its path, and no id", () => {
    const deep = refused(codec.admitRequest("[".repeat(200)));
    expect(deep.response).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: "Invalid Request: / the input nests deeper than the limit of 128 levels" },
    });
    const text = JSON.stringify(GET);
    const large = refused(codec.admitRequest(text, { maxBytes: 10 }));
    expect(large.response).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32600,
        message: `Invalid Request: / the input is larger than the limit of 10 bytes (at least ${text.length} bytes)`,
      },
    });
    const nan = refused(codec.admitRequest({ ...GET, params: { taskId: "t", n: Number.NaN } }));
    expect(nan.response).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: "Invalid Request: /params/n NaN is not a JSON number" },
    });
  });

  it("answers text or bytes that are not JSON with -32700", () => {
    expect(refused(codec.admitRequest('{"jsonrpc":')).response).toEqual(codec.parseError());
    expect(refused(codec.admitRequest(new Uint8Array([0x7b, 0xc3, 0x7d]))).response).toEqual(codec.parseError());
  });

  it("answers a broken envelope with -32600 naming its first issue, echoing only a valid id", () => {
    expect(refused(codec.admitRequest({ jsonrpc: "1.0", id: 5, method: "tasks/get" })).response).toEqual({
      jsonrpc: "2.0",
      id: 5,
      error: { code: -32600, message: 'Invalid Request: /jsonrpc must be "2.0"' },
    });
    expect(refused(codec.admitRequest({ jsonrpc: "2.0", id: 1.5, method: "x" })).response).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: "Invalid Request: /id must be a string or an integer" },
    });
    expect(refused(codec.admitRequest([GET])).response).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32600,
        message: "Invalid Request: / JSON-RPC batches are not part of MCP; send one message at a time",
      },
    });
  });

  it("answers what may be a request, but not a notification: by id, by a missing method, by not being an object", () => {
    for (const value of ['"tasks/get"', "7", "null", { jsonrpc: "2.0" }, { jsonrpc: "1.0", id: "a" }]) {
      const response = refused(codec.admitRequest(value)).response;
      expect({ value, code: (response as { error?: { code: number } } | null)?.error?.code }).toEqual({
        value,
        code: -32600,
      });
    }
    for (const value of [
      { jsonrpc: "1.0", method: "x" },
      { jsonrpc: "2.0", method: 7 },
    ]) {
      expect(refused(codec.admitRequest(value)).response).toBeNull();
    }
  });

  it("names the envelope's issue, not an internal one, for JSON null", () => {
    const admission = refused(codec.admitRequest("null"));
    expect(admission.issues).toEqual([expect.objectContaining({ path: "", code: codec.ISSUE_CODES.invalidEnvelope })]);
  });

  it("answers a request whose reads change after the size check with -32600 and an unreadable issue", () => {
    // The first read (the limits walk) sees a method; a later read throws.
    let reads = 0;
    const request = {
      jsonrpc: "2.0",
      id: 1,
      get method(): string {
        if (++reads > 1) throw new Error("second read");
        return "x";
      },
    };
    const admission = refused(codec.admitRequest(request));
    expect(admission.response).toEqual(codec.invalidRequestError(undefined));
    expect(admission.issues).toEqual([expect.objectContaining({ code: codec.ISSUE_CODES.unreadable })]);
    let resultReads = 0;
    const response = {
      jsonrpc: "2.0",
      result: {},
      get id(): number {
        if (++resultReads > 1) throw new Error("second read");
        return 1;
      },
    };
    expect(refused(codec.admitRequest(response)).response).toBeNull();
  });

  it("answers a value whose members cannot even be listed with -32600", () => {
    const opaque = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("trap");
        },
      },
    );
    const admission = refused(codec.admitRequest(opaque));
    expect(admission.response).toMatchObject({ error: { code: -32600 } });
  });

  it("trusts the caller's size check on a value JSON.parse gave, with parsed: true, as decode does", () => {
    const value = JSON.parse(JSON.stringify(GET)) as unknown;
    expect(valueOf(codec.admitRequest(value, { parsed: true, maxBytes: 10 })).kind).toBe("GetTaskRequest");
    expect(valueOf(codec.decode(value, { parsed: true, maxBytes: 10 })).kind).toBe("GetTaskRequest");
    expect(refused(codec.admitRequest(value, { maxBytes: 10 })).issues[0]?.code).toBe(codec.ISSUE_CODES.tooLarge);
  });

  it("never answers an unreadable response, but answers an unreadable request", () => {
    const response = { jsonrpc: "2.0", id: 1, result: { n: Number.NaN } };
    expect(refused(codec.admitRequest(response)).response).toBeNull();
    expect(
      refused(codec.admitRequest({ jsonrpc: "2.0", id: 1, error: { code: 1, message: "m", data: 1n } })).response,
    ).toBeNull();
    expect(refused(codec.admitRequest({ ...GET, extra: 1n })).response).toMatchObject({ error: { code: -32600 } });
  });

  it("answers a removed method with -32601 and the issue that names it", () => {
    const request = { jsonrpc: "2.0", id: 9, method: "tasks/list", params: { _meta: DECLARING_META } };
    const admission = refused(codec.admitRequest(request));
    expect(admission.response).toEqual({
      jsonrpc: "2.0",
      id: 9,
      error: { code: -32601, message: "Method not found: tasks/list was removed by the tasks extension" },
    });
    expect(admission.issues).toEqual([
      expect.objectContaining({ path: "/method", keyword: "legacy", code: codec.ISSUE_CODES.legacyTasksList }),
    ]);
  });

  it("answers a non-declaring tasks/* request with -32021 and one issue that says why", () => {
    const admission = refused(codec.admitRequest({ jsonrpc: "2.0", id: "g", method: "tasks/cancel", params: {} }));
    expect(admission.response).toEqual(codec.missingCapabilityError("g"));
    expect(admission.issues).toEqual([
      {
        path: "/params/_meta",
        keyword: "capability",
        message: "tasks/cancel needs the tasks extension declared on the request",
        code: codec.ISSUE_CODES.undeclaredTasksRequest,
      },
    ]);
  });

  it("answers invalid params with -32602 naming the first issue, with every issue as data", () => {
    const request = codec.getTaskRequest(8, "t");
    const bad = { ...request, params: { ...request.params, taskId: 5 } };
    const admission = refused(codec.admitRequest(bad));
    const first = admission.issues[0]!;
    expect(admission.response).toEqual({
      jsonrpc: "2.0",
      id: 8,
      error: {
        code: -32602,
        message: `Invalid params: ${first.path} ${first.message}`,
        data: { issues: admission.issues },
      },
    });
    expect(first.path).toBe("/params/taskId");
  });

  it("answers a header mismatch with -32020 and the header issues, before the removed-method and gate checks", () => {
    const removed = { jsonrpc: "2.0", id: 2, method: "tasks/result", params: { taskId: "t" } };
    const ungated = { jsonrpc: "2.0", id: 2, method: "tasks/get", params: { taskId: "t" } };
    for (const request of [removed, ungated]) {
      const headers = { "Mcp-Method": "tools/call" };
      const admission = refused(codec.admitRequest(request, { headers }));
      expect(admission.response).toEqual(codec.checkHeaders(headers, request));
      expect(admission.response).toMatchObject({ id: 2, error: { code: -32020 } });
      expect(admission.issues).toEqual(codec.headerIssues(headers, request));
    }
  });

  it("passes requirePresence on to the header check, and checks no headers when none are given", () => {
    expect(refused(codec.admitRequest(GET, { headers: {}, requirePresence: true })).issues.map((i) => i.code)).toEqual([
      codec.ISSUE_CODES.headerMissing,
      codec.ISSUE_CODES.tasksNameHeaderMissing,
    ]);
    expect(valueOf(codec.admitRequest(GET, { headers: {} })).kind).toBe("GetTaskRequest");
    expect(valueOf(codec.admitRequest(GET, { requirePresence: true })).kind).toBe("GetTaskRequest");
  });

  it("decodes a notification or a response without answering, refusing a bad one with its issues", () => {
    const bad = refused(codec.admitRequest({ jsonrpc: "2.0", method: "notifications/tasks", params: { taskId: 1 } }));
    expect(bad.response).toBeNull();
    expect(bad.issues.length).toBeGreaterThan(0);
    const error = valueOf(codec.admitRequest(codec.taskNotFoundError(4)));
    expect(error).toMatchObject({ kind: "JSONRPCErrorResponse", recognized: { kind: "invalidParams" } });
    const legacy = refused(codec.admitRequest({ jsonrpc: "2.0", method: "notifications/tasks/status", params: {} }));
    expect(legacy).toEqual({
      ok: false,
      issues: [expect.objectContaining({ code: codec.ISSUE_CODES.legacyStatusNotification })],
      response: null,
    });
  });
});
