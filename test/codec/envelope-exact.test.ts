/**
 * decode's whole list of issues for each broken JSON-RPC envelope (path, keyword, message and code, in order), and
 * the ids it accepts at the edge of what can be echoed exactly. A peer is told what is wrong by these issues.
 */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { issuesOf, valueOf } from "./helpers.js";

const ENVELOPE = ISSUE_CODES.invalidEnvelope;
const issue = (path: string, keyword: string, message: string, code: string = ENVELOPE) => ({
  path,
  keyword,
  message,
  code,
});
const JSONRPC_REQUIRED = issue("/jsonrpc", "required", 'must be "2.0"');
const JSONRPC_CONST = issue("/jsonrpc", "const", 'must be "2.0"');
const METHOD = issue("/method", "type", "must be a non-empty string");
const PARAMS = issue("/params", "type", "must be an object");
const ID_TYPE = issue("/id", "type", "must be a string or an integer");
const ID_REQUIRED = issue("/id", "required", "must be a string or an integer");
const ID_RANGE = issue(
  "/id",
  "range",
  "an integer id beyond 2^53 - 1 cannot be echoed exactly, since JSON numbers are read as doubles; use a string id",
);
const METHOD_AND_RESPONSE = issue("", "envelope", "a message with a method cannot also carry a result or an error");
const BOTH = issue("", "envelope", "a response carries a result or an error, not both");
const NEITHER = issue("", "envelope", "a JSON-RPC message needs a method, a result or an error");
const RESULT = issue("/result", "type", "must be an object");
const ERROR = issue("/error", "type", "must be an object");
const ERR = { code: -32603, message: "m" };

describe("the envelope's issues, whole and in order", () => {
  const cases: [string, unknown, object[]][] = [
    [
      "a batch",
      [],
      [issue("", "type", "JSON-RPC batches are not part of MCP; send one message at a time", ISSUE_CODES.batch)],
    ],
    ["a number", 7, [issue("", "type", "a JSON-RPC message must be an object")]],
    ["no jsonrpc", { id: 1, method: "x" }, [JSONRPC_REQUIRED]],
    ["jsonrpc 2", { jsonrpc: 2, id: 1, method: "x" }, [JSONRPC_CONST]],
    ["a numeric method", { jsonrpc: "2.0", id: 1, method: 7 }, [METHOD]],
    ["an empty method", { jsonrpc: "2.0", method: "" }, [METHOD]],
    ["null params", { jsonrpc: "2.0", id: 1, method: "x", params: null }, [PARAMS]],
    ["string params", { jsonrpc: "2.0", method: "x", params: "p" }, [PARAMS]],
    ["a fractional id", { jsonrpc: "2.0", id: 0.5, method: "x" }, [ID_TYPE]],
    ["a null request id", { jsonrpc: "2.0", id: null, method: "x" }, [ID_TYPE]],
    ["an id past 2^53 - 1", { jsonrpc: "2.0", id: 2 ** 53, method: "x" }, [ID_RANGE]],
    ["a negative id past it", { jsonrpc: "2.0", id: -(2 ** 53), method: "x" }, [ID_RANGE]],
    ["a method and a result", { jsonrpc: "2.0", id: 1, method: "x", result: {} }, [METHOD_AND_RESPONSE]],
    ["a method and an error", { jsonrpc: "2.0", method: "x", error: ERR }, [METHOD_AND_RESPONSE]],
    [
      "every request fault at once",
      { jsonrpc: "1.0", id: 1.5, method: "", params: [], error: ERR },
      [JSONRPC_CONST, METHOD_AND_RESPONSE, METHOD, PARAMS, ID_TYPE],
    ],
    ["a result and an error", { jsonrpc: "2.0", id: 1, result: {}, error: ERR }, [BOTH]],
    ["neither", { jsonrpc: "2.0", id: 1 }, [NEITHER]],
    ["nothing", {}, [JSONRPC_REQUIRED, NEITHER]],
    ["a result without id", { jsonrpc: "2.0", result: {} }, [ID_REQUIRED]],
    ["a result with a null id", { jsonrpc: "2.0", id: null, result: {} }, [ID_TYPE]],
    ["a result with an id past 2^53 - 1", { jsonrpc: "2.0", id: 2 ** 60, result: {} }, [ID_RANGE]],
    ["a list result", { jsonrpc: "2.0", id: 1, result: [] }, [RESULT]],
    ["every result fault at once", { jsonrpc: "1", id: true, result: "r" }, [JSONRPC_CONST, ID_TYPE, RESULT]],
    ["an error with a boolean id", { jsonrpc: "2.0", id: false, error: ERR }, [ID_TYPE]],
    ["an error with an id past 2^53 - 1", { jsonrpc: "2.0", id: 2 ** 53 + 2, error: ERR }, [ID_RANGE]],
    ["a null error", { jsonrpc: "2.0", id: 1, error: null }, [ERROR]],
    ["every error fault at once", { id: {}, error: [] }, [JSONRPC_REQUIRED, ID_TYPE, ERROR]],
  ];
  for (const [label, value, issues] of cases) {
    it(`for ${label}`, () => {
      expect(issuesOf(decode(value))).toEqual(issues);
    });
  }
});

describe("ids at the edge", () => {
  it("accepts string ids and integer ids up to 2^53 - 1 either way, on requests, results and errors", () => {
    for (const id of ["", "x", 0, -1, 2 ** 53 - 1, -(2 ** 53 - 1)]) {
      expect(valueOf(decode({ jsonrpc: "2.0", id, method: "x" })).kind).toBe("JSONRPCRequest");
      expect(valueOf(decode({ jsonrpc: "2.0", id, result: {} })).kind).toBe("JSONRPCResultResponse");
      expect(valueOf(decode({ jsonrpc: "2.0", id, error: ERR })).message).toEqual({ jsonrpc: "2.0", id, error: ERR });
    }
  });

  it("reads a request without id as a notification, and an error without id as one whose id is unknown", () => {
    expect(valueOf(decode({ jsonrpc: "2.0", method: "x" })).kind).toBe("JSONRPCNotification");
    const error = valueOf(decode({ jsonrpc: "2.0", error: ERR }));
    expect(error).toMatchObject({ kind: "JSONRPCErrorResponse", message: { jsonrpc: "2.0", error: ERR }, notices: [] });
    expect(error.message).not.toHaveProperty("id");
  });

  it("keeps an own __proto__ member an own member when it drops an id: null, giving the copy no prototype", () => {
    const input = JSON.parse('{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"m"},"__proto__":{"x":1}}');
    const decoded = valueOf(decode(input));
    expect(Object.getPrototypeOf(decoded.message)).toBe(Object.prototype);
    expect(Object.hasOwn(decoded.message, "__proto__")).toBe(true);
    expect((decoded.message as unknown as { x?: number }).x).toBeUndefined();
    expect(Object.keys(decoded.message)).toEqual(["jsonrpc", "error", "__proto__"]);
    expect(Object.getOwnPropertyDescriptor(decoded.message, "__proto__")).toEqual({
      value: { x: 1 },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });

  it("reads a raw request that carries a `kind` that is no string as itself, not as a decoded message", () => {
    const raw = {
      jsonrpc: "2.0",
      id: 1,
      method: "tasks/get",
      params: { taskId: "t" },
      kind: 1,
      message: { method: "x" },
    };
    expect(codec.gateTasksRequest(raw)).toEqual(codec.missingCapabilityError(1));
    expect(codec.gateTasksRequest({ kind: "GetTaskRequest", message: raw })).toEqual(codec.missingCapabilityError(1));
  });
});
