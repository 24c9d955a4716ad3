import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { validate } from "../../src/validate/index.js";

describe("protocol errors", () => {
  it("build each named error so that it validates as its schema definition", () => {
    expect(validate("InvalidParamsError", codec.taskNotFoundError(1)).ok).toBe(true);
    expect(validate("InvalidParamsError", codec.taskNotFoundError(1, "expired")).ok).toBe(true);
    expect(validate("MissingRequiredClientCapabilityError", codec.missingCapabilityError(1)).ok).toBe(true);
    expect(validate("MissingRequiredClientCapabilityError", codec.missingCapabilityError(undefined)).ok).toBe(true);
    expect(validate("MethodNotFoundError", codec.methodNotFoundError(1, "tasks/result")).ok).toBe(true);
    expect(validate("HeaderMismatchError", codec.headerMismatchError(1, "Header mismatch")).ok).toBe(true);
    for (const e of [
      codec.parseError(),
      codec.invalidRequestError(1),
      codec.internalError(1),
      codec.invalidParamsError(1, "bad", { x: 1 }),
    ]) {
      expect(validate("JSONRPCErrorResponse", e).ok).toBe(true);
    }
  });

  it("use the codes the spec names", () => {
    expect(codec.taskNotFoundError(1).error).toEqual({
      code: -32602,
      message: "Failed to retrieve task: Task not found",
    });
    expect(codec.taskNotFoundError(1, "expired").error.message).toBe("Failed to retrieve task: Task has expired");
    expect(codec.missingCapabilityError(7)).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: {
        code: -32021,
        message: "Missing required client capability: io.modelcontextprotocol/tasks",
        data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } },
      },
    });
    expect(codec.methodNotFoundError(1, "tasks/list").error.code).toBe(-32601);
    expect(codec.methodNotFoundError(1, "tasks/list").error.message).toMatch(/removed/);
    expect(codec.headerMismatchError(1, "m").error.code).toBe(-32020);
    expect(codec.parseError()).not.toHaveProperty("id");
    expect(codec.ERROR_CODES).toMatchObject({
      MISSING_REQUIRED_CLIENT_CAPABILITY: -32021,
      LEGACY_MISSING_REQUIRED_CLIENT_CAPABILITY: -32003,
      HEADER_MISMATCH: -32020,
      INVALID_PARAMS: -32602,
      METHOD_NOT_FOUND: -32601,
    });
  });

  it("recognise each error from a response or a bare error object", () => {
    expect(codec.recognizeError(codec.taskNotFoundError(1)).kind).toBe("invalidParams");
    expect(codec.recognizeError(codec.methodNotFoundError(1, "tasks/result")).kind).toBe("methodNotFound");
    expect(codec.recognizeError(codec.headerMismatchError(1, "m").error).kind).toBe("headerMismatch");
    expect(codec.recognizeError(codec.missingCapabilityError(1))).toEqual({
      kind: "missingRequiredClientCapability",
      code: -32021,
      legacyCode: false,
      requiresTasksExtension: true,
    });
    expect(
      codec.recognizeError({
        code: -32003,
        message: "old",
        data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } },
      }),
    ).toEqual({
      kind: "missingRequiredClientCapability",
      code: -32003,
      legacyCode: true,
      requiresTasksExtension: true,
    });
    // The extension's entry is its settings object, as in a declaration: `true` or a string names no capability.
    for (const value of [true, "yes", null, []]) {
      const error = {
        code: -32021,
        message: "missing",
        data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": value } } },
      };
      expect(codec.recognizeError(error).requiresTasksExtension, JSON.stringify(value)).toBe(false);
    }
    expect(codec.recognizeError({ code: -32000, message: "x" }).kind).toBe("other");
    expect(codec.recognizeError(null)).toMatchObject({ kind: "other", code: NaN });
  });
});
