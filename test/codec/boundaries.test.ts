/**
 * Edges the codec's callers can see, each held because a one-character bug would cross it: the size limit at exactly
 * maxBytes, the listen gate on an empty taskIds list, and Mcp-Method values padded with whitespace.
 */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { DECLARING_META, valueOf } from "./helpers.js";

/** A tasks/get request whose compact JSON text is exactly `bytes` UTF-8 bytes, its task id mixing 1- to 4-byte characters. */
function requestOfBytes(bytes: number): { text: string; value: object } {
  const params = (taskId: string): object => ({ taskId, _meta: DECLARING_META });
  const shell = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tasks/get", params: params("") });
  const unit = "aé€😀"; // 1 + 2 + 3 + 4 UTF-8 bytes
  let taskId = unit.repeat(Math.floor((bytes - shell.length) / 10));
  taskId += "x".repeat(bytes - shell.length - new TextEncoder().encode(taskId).length);
  const value = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: params(taskId) };
  const text = JSON.stringify(value);
  expect(new TextEncoder().encode(text).length).toBe(bytes);
  return { text, value };
}

type Check = (input: unknown, maxBytes: number) => boolean;

/** The forms a message reaches the codec in, each judged against a byte limit. */
const FORMS: Readonly<Record<string, (m: { text: string; value: object }) => Check>> = {
  "decode(text)": (m) => (_, maxBytes) => codec.decode(m.text, { maxBytes }).ok,
  "decode(bytes)": (m) => (_, maxBytes) => codec.decode(new TextEncoder().encode(m.text), { maxBytes }).ok,
  "decode(value)": (m) => (_, maxBytes) => codec.decode(m.value, { maxBytes }).ok,
  "admitRequest(text)": (m) => (_, maxBytes) => codec.admitRequest(m.text, { maxBytes }).ok,
  "encode(value)": (m) => (_, maxBytes) => codec.encode(m.value, { maxBytes }).ok,
};

/** Whether a check admits a message of exactly the limit and refuses it one byte under. */
function flipsAtTheLimit(check: Check, bytes: number): boolean {
  return check(undefined, bytes) && !check(undefined, bytes - 1);
}

describe("the size limit", () => {
  it("admits a message of exactly maxBytes and refuses it at maxBytes - 1, in every input form", () => {
    for (const bytes of [200, 1000, 4099]) {
      const message = requestOfBytes(bytes);
      for (const [form, make] of Object.entries(FORMS)) {
        expect({ form, bytes, flips: flipsAtTheLimit(make(message), bytes) }).toEqual({ form, bytes, flips: true });
      }
    }
  });

  it("the check itself catches a limit that is off by one either way (foils)", () => {
    const message = requestOfBytes(1000);
    const strict: Check = (_, maxBytes) => codec.decode(message.text, { maxBytes: maxBytes - 1 }).ok;
    const loose: Check = (_, maxBytes) => codec.decode(message.text, { maxBytes: maxBytes + 1 }).ok;
    expect(flipsAtTheLimit(strict, 1000)).toBe(false);
    expect(flipsAtTheLimit(loose, 1000)).toBe(false);
  });

  it("names the limit and the measured size when it refuses", () => {
    const { text } = requestOfBytes(1000);
    const refused = codec.decode(text, { maxBytes: 999 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.issues[0]).toMatchObject({ keyword: "maxBytes", code: codec.ISSUE_CODES.tooLarge });
  });
});

describe("the capability gate on subscriptions/listen", () => {
  const listen = (notifications: object, meta?: object): object => ({
    jsonrpc: "2.0",
    id: 3,
    method: "subscriptions/listen",
    params: meta === undefined ? { notifications } : { notifications, _meta: meta },
  });

  it("lets a client without the extension listen with an empty taskIds list: it asks for no task notification", () => {
    const empty = listen({ taskIds: [] });
    expect(codec.requiresTasksDeclaration(empty)).toBe(false);
    expect(codec.gateTasksRequest(empty)).toBeNull();
    expect(codec.gateTasksRequest(listen({ taskIds: [], resources: {} }))).toBeNull();
  });

  it("gates the same client once the list names one task, and lets it through once declared", () => {
    const one = listen({ taskIds: ["t-1"] });
    expect(codec.requiresTasksDeclaration(one)).toBe(true);
    expect(codec.gateTasksRequest(one)).toEqual(codec.missingCapabilityError(3));
    expect(codec.gateTasksRequest(listen({ taskIds: ["t-1"] }, DECLARING_META))).toBeNull();
  });

  it("reads taskIds only as a list, and only on subscriptions/listen", () => {
    expect(codec.requiresTasksDeclaration(listen({ taskIds: "t-1" }))).toBe(false);
    const call = {
      jsonrpc: "2.0",
      id: 4,
      method: "tools/call",
      params: { name: "t", notifications: { taskIds: ["t"] } },
    };
    expect(codec.requiresTasksDeclaration(call)).toBe(false);
    expect(codec.gateTasksRequest(call)).toBeNull();
  });

  it("reads only a JSON object as a request, not a function or an array that carries a method", () => {
    const fn = Object.assign(() => undefined, { method: "tasks/get", params: { taskId: "t" } });
    const list = Object.assign([], { method: "tasks/get", params: { taskId: "t" } });
    for (const odd of [fn, list]) {
      expect(codec.requiresTasksDeclaration(odd)).toBe(false);
      expect(codec.gateTasksRequest(odd)).toBeNull();
    }
  });

  it("answers a request that throws when read: not known to need the extension, and refused by the gate", () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
        has: () => {
          throw new Error("trap");
        },
      },
    );
    expect(codec.requiresTasksDeclaration(hostile)).toBe(false);
    expect(codec.gateTasksRequest(hostile)).toEqual(codec.missingCapabilityError(undefined));
  });

  it("admitRequest does not answer -32021 to the empty list", () => {
    const admitted = codec.admitRequest(JSON.stringify(listen({ taskIds: [] })));
    if (!admitted.ok) expect(admitted.response?.error.code).not.toBe(-32021);
    const gated = codec.admitRequest(JSON.stringify(listen({ taskIds: ["t-1"] })));
    expect(gated.ok).toBe(false);
    if (!gated.ok) expect(gated.response?.error.code).toBe(-32021);
  });
});

describe("Mcp-Method with surrounding whitespace", () => {
  const GET = codec.getTaskRequest(4, "task-1");
  const padded = [" tasks/get", "tasks/get ", "\ttasks/get\t", "  tasks/get \t "];

  it("matches its method in a plain headers record, a list of values and a fetch Headers", () => {
    for (const value of padded) {
      expect(codec.checkHeaders({ "mcp-method": value, "mcp-name": "task-1" }, GET)).toBeNull();
      expect(codec.checkHeaders({ "Mcp-Method": [value] }, GET)).toBeNull();
      expect(codec.headerIssues({ "MCP-METHOD": value }, GET)).toEqual([]);
    }
    expect(codec.checkHeaders(new Headers({ "Mcp-Method": " tasks/get " }), GET)).toBeNull();
  });

  it("admitRequest admits the request with padded headers", () => {
    for (const value of padded) {
      const admitted = codec.admitRequest(JSON.stringify(GET), { headers: { "mcp-method": value } });
      expect(valueOf(admitted).kind).toBe("GetTaskRequest");
    }
  });

  it("still refuses a different method, whitespace inside it, or an empty value", () => {
    for (const value of ["tasks/cancel", " tasks/ get", "tasks /get", "", "   "]) {
      const error = codec.checkHeaders({ "mcp-method": value }, GET);
      expect(error).toMatchObject({ id: 4, error: { code: -32020 } });
      const admitted = codec.admitRequest(JSON.stringify(GET), { headers: { "mcp-method": value } });
      expect(admitted.ok).toBe(false);
    }
  });
});
