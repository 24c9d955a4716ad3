/**
 * Each error builder's whole output, and recognizeError on every code it names: a peer reads the code and message as
 * they are, so a changed word, a lost `data` or an id sent where it is unknown is a change a caller sees.
 */
import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";

const TASKS = "io.modelcontextprotocol/tasks";

describe("the error builders, whole", () => {
  it("build the JSON-RPC errors with their default messages, and omit an unknown id", () => {
    expect(codec.parseError()).toEqual({ jsonrpc: "2.0", error: { code: -32700, message: "Parse error" } });
    expect(codec.parseError("bad text")).toEqual({ jsonrpc: "2.0", error: { code: -32700, message: "bad text" } });
    expect(codec.invalidRequestError(undefined)).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: "Invalid Request" },
    });
    expect(codec.invalidRequestError("r", "no")).toEqual({
      jsonrpc: "2.0",
      id: "r",
      error: { code: -32600, message: "no" },
    });
    expect(codec.internalError(0)).toEqual({
      jsonrpc: "2.0",
      id: 0,
      error: { code: -32603, message: "Internal error" },
    });
    expect(codec.internalError(undefined, "x")).toEqual({ jsonrpc: "2.0", error: { code: -32603, message: "x" } });
  });

  it("carry data only when given, even a falsy one", () => {
    expect(codec.errorResponse(1, -1, "m")).toEqual({ jsonrpc: "2.0", id: 1, error: { code: -1, message: "m" } });
    expect(Object.keys(codec.errorResponse(1, -1, "m").error)).toEqual(["code", "message"]);
    for (const data of [null, 0, false, ""]) {
      expect(codec.errorResponse(1, -1, "m", data).error).toEqual({ code: -1, message: "m", data });
    }
    expect(codec.invalidParamsError(2, "bad")).toEqual({
      jsonrpc: "2.0",
      id: 2,
      error: { code: -32602, message: "bad" },
    });
    expect(codec.invalidParamsError(undefined, "bad", { issues: [] })).toEqual({
      jsonrpc: "2.0",
      error: { code: -32602, message: "bad", data: { issues: [] } },
    });
  });

  it("name the method not found, and say so when the extension removed it", () => {
    expect(codec.methodNotFoundError(3, "foo/bar")).toEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -32601, message: "Method not found: foo/bar" },
    });
    for (const method of ["tasks/result", "tasks/list"]) {
      expect(codec.methodNotFoundError(undefined, method)).toEqual({
        jsonrpc: "2.0",
        error: { code: -32601, message: `Method not found: ${method} was removed by the tasks extension` },
      });
    }
  });

  it("build -32020 and -32021 whole, with a message of the caller's own", () => {
    expect(codec.headerMismatchError(undefined, "Header mismatch: x")).toEqual({
      jsonrpc: "2.0",
      error: { code: -32020, message: "Header mismatch: x" },
    });
    expect(codec.missingCapabilityError(undefined, "needs tasks")).toEqual({
      jsonrpc: "2.0",
      error: { code: -32021, message: "needs tasks", data: { requiredCapabilities: { extensions: { [TASKS]: {} } } } },
    });
    expect(codec.taskNotFoundError("t", "not-found").error.message).toBe("Failed to retrieve task: Task not found");
  });
});

describe("recognizeError", () => {
  it("names every code it knows, from a response and from a bare error", () => {
    const kinds: [number, codec.ErrorKind][] = [
      [-32700, "parseError"],
      [-32600, "invalidRequest"],
      [-32601, "methodNotFound"],
      [-32602, "invalidParams"],
      [-32603, "internalError"],
      [-32020, "headerMismatch"],
      [-32021, "missingRequiredClientCapability"],
      [-32003, "missingRequiredClientCapability"],
      [-32000, "other"],
      [1, "other"],
    ];
    for (const [code, kind] of kinds) {
      const error = { code, message: "m" };
      const expected = { kind, code, legacyCode: code === -32003, requiresTasksExtension: false };
      expect(codec.recognizeError(error)).toEqual(expected);
      expect(codec.recognizeError(codec.errorResponse(1, code, "m"))).toEqual(expected);
    }
  });

  it("says a missing capability names the extension only for an own entry that is an object", () => {
    const withExtensions = (extensions: object, code = -32021): object => ({
      code,
      message: "m",
      data: { requiredCapabilities: { extensions } },
    });
    expect(codec.recognizeError(withExtensions({ [TASKS]: { x: 1 } })).requiresTasksExtension).toBe(true);
    expect(codec.recognizeError(withExtensions(Object.create({ [TASKS]: {} }))).requiresTasksExtension).toBe(false);
    expect(codec.recognizeError(withExtensions({ other: {} })).requiresTasksExtension).toBe(false);
    // Another code naming the extension in the same data is not a missing capability.
    expect(codec.recognizeError(withExtensions({ [TASKS]: {} }, -32602)).requiresTasksExtension).toBe(false);
    for (const data of [
      undefined,
      null,
      {},
      { requiredCapabilities: null },
      { requiredCapabilities: { extensions: 1 } },
    ]) {
      expect(codec.recognizeError({ code: -32021, message: "m", data }).requiresTasksExtension).toBe(false);
    }
  });

  it("reads a code only when it is a number, and answers a throwing value without throwing", () => {
    expect(codec.recognizeError({ code: "-32021", message: "m" })).toMatchObject({ kind: "other", code: Number.NaN });
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
      },
    );
    expect(codec.recognizeError(hostile)).toEqual({
      kind: "other",
      code: Number.NaN,
      legacyCode: false,
      requiresTasksExtension: false,
    });
  });
});
