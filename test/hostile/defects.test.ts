/**
 * The library's hostile-input defects, each reproduced as it was reported and pinned to the structured answer it
 * gets now: no throw, no crash, no inherited field, one verdict for a value and its text.
 */
import { describe, expect, it } from "vitest";
import { admitRequest, decode, decodeResponse, encode, routingHeaders } from "../../src/codec/index.js";
import {
  createObserver,
  createTask,
  isTaskState,
  observe,
  transition,
  type TaskState,
} from "../../src/machine/index.js";
import { schemas, validate } from "../../src/validate/index.js";

const now = "2026-01-01T00:00:00Z";
const working = (): TaskState => {
  const created = createTask({ taskId: "t", now, ttlMs: null });
  if (!created.ok) throw new Error("setup");
  return created.state;
};
const symbolMessageGetter = (): object => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tasks/get",
  get params(): never {
    const error = new Error();
    Object.defineProperty(error, "message", { value: Symbol("message") });
    throw error;
  },
});

describe("1. a hostile state is refused, never thrown on", () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const throwingStatus = {
    get status(): never {
      throw new Error("status");
    },
  };

  it("transition refuses a revoked Proxy and a throwing status getter as an invalid state", () => {
    for (const state of [proxy, throwingStatus]) {
      const result = transition(state as TaskState, { type: "cancel", now });
      expect(result).toMatchObject({ ok: false, error: { code: "invalid_state", from: null } });
    }
  });

  it("isTaskState answers false", () => {
    expect(isTaskState(proxy)).toBe(false);
    expect(isTaskState(throwingStatus)).toBe(false);
  });
});

describe("2. an Error whose message is a Symbol", () => {
  it("validate and the Standard Schema adapter report it as an unreadable value", () => {
    const checked = validate("GetTaskRequest", symbolMessageGetter());
    expect(checked).toMatchObject({ ok: false, issues: [{ keyword: "unreadable" }] });
    expect(checked.ok ? "" : checked.issues[0]!.message).toContain("Symbol(message)");
    const standard = schemas.GetTaskRequest["~standard"].validate(symbolMessageGetter()) as { issues?: unknown[] };
    expect(standard.issues?.length).toBeGreaterThan(0);
  });
});

describe("3. key lists must be dense lists of strings", () => {
  it("a sparse list is refused, not read as undefined keys", () => {
    const result = transition(working(), { type: "withdrawInput", now, keys: [, ,] as unknown as string[] });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid_event", message: "keys must be a list of strings" },
    });
  });

  it("a sparse list of length 2^28 is refused at once", () => {
    const started = performance.now();
    const result = transition(working(), { type: "withdrawInput", now, keys: new Array(2 ** 28) as string[] });
    expect(result.ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("4. no prototype chosen by the input", () => {
  const text = '{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"x"},"__proto__":{"result":{"hi":1}}}';

  it("decode keeps __proto__ an own key of the copy it makes for a null id", () => {
    const decoded = decode(text);
    expect(decoded.ok).toBe(true);
    const message = decoded.ok ? (decoded.value.message as Record<string, unknown>) : {};
    expect(Object.getPrototypeOf(message)).toBe(Object.prototype);
    expect("result" in message).toBe(false);
    expect(Object.hasOwn(message, "__proto__")).toBe(true);
  });

  it("validate refuses a value whose fields are inherited", () => {
    const inherited = Object.create({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } }) as object;
    expect(validate("GetTaskRequest", inherited)).toMatchObject({ ok: false, issues: [{ keyword: "prototype" }] });
  });
});

describe("5. a parsed value and its text get the same size verdict", () => {
  const result = {
    resultType: "complete",
    content: [{ type: "text", text: "x" }],
    structuredContent: { n: Array.from({ length: 1_100_000 }, (_, i) => i % 10) },
  };
  const text = JSON.stringify({ jsonrpc: "2.0", id: 1, result });

  it("2.2 MB of small integers passes as text, as a parsed value, as a response and through encode", () => {
    expect(text.length).toBeGreaterThan(2_000_000);
    expect(decode(text).ok).toBe(true);
    expect(decode(JSON.parse(text)).ok).toBe(true);
    expect(decode(JSON.parse(text), { parsed: true }).ok).toBe(true);
    expect(decodeResponse(text, "tools/call").ok).toBe(true);
    expect(encode(JSON.parse(text) as object).ok).toBe(true);
  });

  it("at the limit, both verdicts flip at the same byte", () => {
    const value = JSON.parse(text) as object;
    for (const maxBytes of [text.length - 1, text.length]) {
      expect(decode(value, { maxBytes }).ok).toBe(decode(text, { maxBytes }).ok);
    }
    expect(decode(text, { maxBytes: text.length }).ok).toBe(true);
    expect(decode(value, { maxBytes: text.length - 1 }).ok).toBe(false);
  });
});

describe("7. a deep terminal payload is compared without recursion", () => {
  it("a second identical poll of a 10k-deep result keeps the view", () => {
    // Built twice, so that the second poll carries an equal payload, not the same object.
    const snapshot = (): object => {
      let deep: unknown = { leaf: true };
      for (let i = 0; i < 10_000; i++) deep = { a: deep };
      return {
        taskId: "t",
        status: "completed",
        createdAt: now,
        lastUpdatedAt: now,
        ttlMs: null,
        result: { content: [], structuredContent: deep },
      };
    };
    const first = observe(createObserver(), snapshot());
    expect(first.violations).toEqual([]);
    const second = observe(first.state, snapshot());
    expect(second.view).not.toBeNull();
    expect(second.terminal).toBe(true);
    expect(second.violations).toEqual([]);
  });
});

describe("8. absurd arguments are refused in constant time", () => {
  it("decode of a sparse 2^32-1 array as a parsed value", () => {
    const started = performance.now();
    expect(decode(new Array(2 ** 32 - 1), { parsed: true }).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("admitRequest given a 100 MB string as its headers", () => {
    const started = performance.now();
    const admitted = admitRequest('{"jsonrpc":"2.0","id":1,"method":"ping"}', {
      headers: "x".repeat(100 * 1024 * 1024) as never,
    });
    expect(admitted).toMatchObject({ ok: false, response: { error: { code: -32020 } } });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("9. a lone surrogate has no UTF-8 encoding: refused the same way everywhere", () => {
  const request = {
    jsonrpc: "2.0",
    id: 1,
    method: "tasks/get",
    params: {
      taskId: "t\ud800",
      _meta: { "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } } },
    },
  };
  const code = "mcp-tasks/lone-surrogate";

  it("encode, decode of the value and decode of the escaped text", () => {
    expect(encode(request)).toMatchObject({ ok: false, issues: [{ code, path: "/params/taskId" }] });
    expect(decode(request)).toMatchObject({ ok: false, issues: [{ code }] });
    expect(decode(request, { parsed: true })).toMatchObject({ ok: false, issues: [{ code }] });
    expect(decode(JSON.stringify(request))).toMatchObject({ ok: false, issues: [{ code }] });
    expect(decode('{"a":"\\udc00"}')).toMatchObject({ ok: false, issues: [{ code }] });
  });

  it("a surrogate pair, raw or escaped, is fine", () => {
    const pair = { ...request, params: { ...request.params, taskId: "t\ud83d\ude00" } };
    expect(encode(pair).ok).toBe(true);
    expect(decode(JSON.stringify(pair)).ok).toBe(true);
    expect(decode(JSON.stringify(pair).replace("\ud83d\ude00", "\\ud83d\\ude00")).ok).toBe(true);
  });

  it("routingHeaders writes no Mcp-Name from it, and admitRequest refuses the request as invalid", () => {
    expect(routingHeaders(request)).toEqual({ "Mcp-Method": "tasks/get" });
    const admitted = admitRequest(JSON.stringify(request));
    expect(admitted).toMatchObject({ ok: false, issues: [{ code }], response: { error: { code: -32600 } } });
  });
});

describe("guards agree with validate on inherited fields", () => {
  it("isGetTaskRequest refuses what validate refuses", async () => {
    const { isGetTaskRequest } = await import("../../src/validate/index.js");
    const inherited = Object.create({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } }) as object;
    expect(isGetTaskRequest(inherited)).toBe(false);
    expect(isGetTaskRequest({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } })).toBe(true);
  });
});
