import { describe, it, expect } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { DECLARING_META, issuesOf, valueOf, WORKING } from "./helpers.js";

const GET = { jsonrpc: "2.0", id: 3, method: "tasks/get", params: { taskId: "t-1", _meta: DECLARING_META } };

describe("decode: inputs", () => {
  it("accepts JSON text, UTF-8 bytes and an already-parsed value alike", () => {
    const text = JSON.stringify(GET);
    for (const input of [text, new TextEncoder().encode(text), Buffer.from(text), GET]) {
      expect(valueOf(decode(input))).toEqual({
        kind: "GetTaskRequest",
        message: GET,
        notices: [],
        declaresTasks: true,
      });
    }
  });

  it("reports text that is not JSON, and bytes that are not UTF-8", () => {
    expect(issuesOf(decode("{nope"))[0]).toMatchObject({ keyword: "json", code: ISSUE_CODES.invalidJson });
    expect(issuesOf(decode(""))[0]?.code).toBe(ISSUE_CODES.invalidJson);
    expect(issuesOf(decode(new Uint8Array([0x7b, 0xff, 0x7d])))[0]).toMatchObject({
      code: ISSUE_CODES.invalidJson,
      message: expect.stringMatching(/UTF-8/),
    });
  });

  it("reads a JSON string always as JSON text, never as a value", () => {
    expect(issuesOf(decode('"tasks/get"'))[0]?.code).toBe(ISSUE_CODES.invalidEnvelope);
  });

  it("refuses a parsed value holding what JSON cannot carry, without throwing", () => {
    const cyclic: Record<string, unknown> = { jsonrpc: "2.0", id: 1, method: "x" };
    cyclic.params = { again: cyclic };
    const odd: unknown[] = [
      cyclic,
      { ...GET, extra: 1n },
      { ...GET, extra: () => 1 },
      { ...GET, extra: Symbol("s") },
      { ...GET, extra: NaN },
      { ...GET, extra: [1, , 3] },
      { ...GET, extra: new Date(0) },
      { ...GET, extra: new Map() },
    ];
    for (const value of odd) expect(issuesOf(decode(value))[0]?.code).toBe(ISSUE_CODES.notJson);
    expect(issuesOf(decode(cyclic))[0]?.path).toBe("/params/again");
  });

  it("accepts null-prototype objects and drops nothing from undefined-valued optional fields", () => {
    const bare = Object.assign(Object.create(null) as object, GET);
    expect(valueOf(decode(bare)).kind).toBe("GetTaskRequest");
    expect(valueOf(decode({ ...GET, extra: undefined })).kind).toBe("GetTaskRequest");
  });

  it("turns a throwing getter or proxy into an issue", () => {
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("boom");
        },
      },
    );
    expect(issuesOf(decode(trap))[0]?.code).toBe(ISSUE_CODES.unreadable);
    const getter = {
      jsonrpc: "2.0",
      get method(): string {
        throw new Error("boom");
      },
    };
    expect(issuesOf(decode(getter))[0]?.code).toBe(ISSUE_CODES.unreadable);
  });
});

describe("decode: classification", () => {
  const cases: Array<[string, object]> = [
    ["GetTaskRequest", GET],
    [
      "UpdateTaskRequest",
      {
        jsonrpc: "2.0",
        id: 6,
        method: "tasks/update",
        params: { taskId: "t", inputResponses: { name: { action: "accept", content: { input: "Luca" } } } },
      },
    ],
    ["CancelTaskRequest", { jsonrpc: "2.0", id: "c", method: "tasks/cancel", params: { taskId: "t" } }],
    ["CallToolRequest", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "greet", arguments: {} } }],
    ["TaskStatusNotification", { jsonrpc: "2.0", method: "notifications/tasks", params: WORKING }],
    ["JSONRPCErrorResponse", { jsonrpc: "2.0", id: 70, error: { code: -32602, message: "Task not found" } }],
    ["JSONRPCErrorResponse", { jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } }],
    ["JSONRPCResultResponse", { jsonrpc: "2.0", id: 1, result: { resultType: "task", ...WORKING } }],
    ["JSONRPCResultResponse", { jsonrpc: "2.0", id: 1, result: {} }],
    ["JSONRPCRequest", { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: {} } }],
    ["JSONRPCRequest", { jsonrpc: "2.0", id: 1, method: "ping" }],
    ["JSONRPCRequest", { jsonrpc: "2.0", id: 1, method: "tasks/unknown", params: {} }],
    ["JSONRPCNotification", { jsonrpc: "2.0", method: "notifications/progress", params: { progress: 1 } }],
  ];
  for (const [kind, message] of cases) {
    it(`classifies ${JSON.stringify(message).slice(0, 70)} as ${kind}`, () => {
      const decoded = valueOf(decode(message));
      expect(decoded.kind).toBe(kind);
      expect(decoded.message).toBe(message);
    });
  }

  it("validates the tasks messages against their schema and points at the fault", () => {
    const issues = issuesOf(decode({ ...GET, params: { taskId: "" } }));
    expect(issues[0]).toMatchObject({ path: "/params/taskId", code: ISSUE_CODES.schema });
    const working = { jsonrpc: "2.0", method: "notifications/tasks", params: { ...WORKING, result: {} } };
    expect(issuesOf(decode(working))[0]).toMatchObject({ path: "/params/result", keyword: "forbidden" });
  });

  it("names the requirement when a notification lacks the payload of its status", () => {
    const completed = { jsonrpc: "2.0", method: "notifications/tasks", params: { ...WORKING, status: "completed" } };
    expect(issuesOf(decode(completed))[0]?.code).toBe("sep-2663-tasks-get-status-completed");
  });

  it("reports whether a request declares the extension", () => {
    const silent = valueOf(decode({ ...GET, params: { taskId: "t" } }));
    expect(silent.kind === "GetTaskRequest" && silent.declaresTasks).toBe(false);
    const other = valueOf(decode({ jsonrpc: "2.0", id: 1, method: "x", params: { _meta: DECLARING_META } }));
    expect(other.kind === "JSONRPCRequest" && other.declaresTasks).toBe(true);
  });

  it("recognises errors, and requires data.requiredCapabilities on -32021", () => {
    const decoded = valueOf(decode({ jsonrpc: "2.0", id: 1, error: { code: -32020, message: "Header mismatch" } }));
    expect(decoded.kind === "JSONRPCErrorResponse" && decoded.recognized.kind).toBe("headerMismatch");
    const bare = issuesOf(decode({ jsonrpc: "2.0", id: 1, error: { code: -32021, message: "Missing" } }));
    expect(bare[0]?.code).toBe(ISSUE_CODES.missingCapabilityDataShape);
    const other = valueOf(
      decode({
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32021, message: "m", data: { requiredCapabilities: { elicitation: {} } } },
      }),
    );
    expect(other.kind === "JSONRPCErrorResponse" && other.recognized).toMatchObject({
      kind: "missingRequiredClientCapability",
      requiresTasksExtension: false,
    });
  });
});

describe("decode: the JSON-RPC envelope", () => {
  const broken: Array<[string, unknown, string]> = [
    ["a batch", [GET], ISSUE_CODES.batch],
    ["a number", 42, ISSUE_CODES.invalidEnvelope],
    ["null", null, ISSUE_CODES.invalidEnvelope],
    ["no jsonrpc", { id: 1, method: "tasks/get", params: { taskId: "t" } }, ISSUE_CODES.invalidEnvelope],
    ["jsonrpc 1.0", { ...GET, jsonrpc: "1.0" }, ISSUE_CODES.invalidEnvelope],
    ["a numeric method", { jsonrpc: "2.0", id: 1, method: 7 }, ISSUE_CODES.invalidEnvelope],
    ["an empty method", { jsonrpc: "2.0", id: 1, method: "" }, ISSUE_CODES.invalidEnvelope],
    ["array params", { jsonrpc: "2.0", id: 1, method: "x", params: [] }, ISSUE_CODES.invalidEnvelope],
    ["a fractional id", { ...GET, id: 1.5 }, ISSUE_CODES.invalidEnvelope],
    ["a null id", { ...GET, id: null }, ISSUE_CODES.invalidEnvelope],
    ["method and result", { ...GET, result: {} }, ISSUE_CODES.invalidEnvelope],
    [
      "result and error",
      { jsonrpc: "2.0", id: 1, result: {}, error: { code: 1, message: "" } },
      ISSUE_CODES.invalidEnvelope,
    ],
    ["a result without id", { jsonrpc: "2.0", result: {} }, ISSUE_CODES.invalidEnvelope],
    ["a result with a null id", { jsonrpc: "2.0", id: null, result: {} }, ISSUE_CODES.invalidEnvelope],
    [
      "an error with a boolean id",
      { jsonrpc: "2.0", id: true, error: { code: -32700, message: "Parse error" } },
      ISSUE_CODES.invalidEnvelope,
    ],
    ["a result that is not an object", { jsonrpc: "2.0", id: 1, result: [] }, ISSUE_CODES.invalidEnvelope],
    ["an error that is not an object", { jsonrpc: "2.0", id: 1, error: "bad" }, ISSUE_CODES.invalidEnvelope],
    ["an error without message", { jsonrpc: "2.0", id: 1, error: { code: 1 } }, ISSUE_CODES.schema],
    ["neither method nor response", { jsonrpc: "2.0", id: 1 }, ISSUE_CODES.invalidEnvelope],
  ];
  for (const [label, value, code] of broken) {
    it(`refuses ${label}`, () => {
      expect(issuesOf(decode(value)).map((i) => i.code)).toContain(code);
    });
  }

  it("reads an error response with id: null as one whose id is unknown, with a notice, leaving the input untouched", () => {
    const input = { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } };
    for (const form of [input, JSON.stringify(input)]) {
      const decoded = valueOf(decode(form));
      if (decoded.kind !== "JSONRPCErrorResponse") expect.fail(`expected an error response, got ${decoded.kind}`);
      expect(decoded.message).toEqual({ jsonrpc: "2.0", error: input.error });
      expect(decoded.recognized.kind).toBe("parseError");
      expect(decoded.notices.map((i) => i.code)).toEqual([ISSUE_CODES.nullErrorId]);
    }
    expect(input).toHaveProperty("id", null);
  });

  it("carries the id of a refused message when it could be read", () => {
    const failed = decode({ ...GET, params: { taskId: "" } });
    expect(failed).toMatchObject({ ok: false, id: 3 });
    expect(decode("nope")).not.toHaveProperty("id");
  });
});
