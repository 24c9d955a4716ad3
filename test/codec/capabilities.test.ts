import { describe, it, expect } from "vitest";
import * as codec from "../../src/codec/index.js";
import { validate } from "../../src/validate/index.js";

const withCaps = (caps: unknown): object => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "x", _meta: { "io.modelcontextprotocol/clientCapabilities": caps } },
});

describe("capabilities", () => {
  it("count only an object under extensions['io.modelcontextprotocol/tasks'] on the request itself", () => {
    expect(codec.declaresTasks(withCaps({ extensions: { "io.modelcontextprotocol/tasks": {} } }))).toBe(true);
    expect(codec.declaresTasks(withCaps({ extensions: { "io.modelcontextprotocol/tasks": { future: true } } }))).toBe(
      true,
    );
    for (const value of [true, null, [], "yes", 1])
      expect(codec.declaresTasks(withCaps({ extensions: { "io.modelcontextprotocol/tasks": value } }))).toBe(false);
    expect(codec.declaresTasks(withCaps({ tasks: { requests: {} } }))).toBe(false);
    expect(codec.declaresTasks(withCaps({ extensions: {} }))).toBe(false);
    expect(codec.declaresTasks(withCaps(undefined))).toBe(false);
    expect(codec.declaresTasks({ jsonrpc: "2.0", id: 1, method: "x" })).toBe(false);
    expect(codec.declaresTasks(null)).toBe(false);
    expect(
      codec.declaresTasks({
        params: {
          _meta: new Proxy(
            {},
            {
              get: () => {
                throw new Error("x");
              },
            },
          ),
        },
      }),
    ).toBe(false);
  });

  it("count no declaration on a request that names protocol version 2025-11-25, under which the extension is not defined", () => {
    const declared = {
      "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
    };
    const request = (version: unknown, method = "tools/call"): codec.JSONRPCRequest => ({
      jsonrpc: "2.0",
      id: 1,
      method,
      params: { name: "x", taskId: "t", _meta: { ...declared, "io.modelcontextprotocol/protocolVersion": version } },
    });
    expect(codec.declaresTasks(request("2025-11-25"))).toBe(false);
    for (const version of ["2026-07-28", "2026-06-30", undefined])
      expect(codec.declaresTasks(request(version)), String(version)).toBe(true);
    // So a tasks/get under 2025-11-25 is refused with -32021, and a CreateTaskResult cannot answer its tools/call.
    const admitted = codec.admitRequest(JSON.stringify(request("2025-11-25", "tasks/get")));
    expect(admitted.ok).toBe(false);
    if (!admitted.ok) expect((admitted.response as { error: { code: number } }).error.code).toBe(-32021);
    const created = {
      resultType: "task",
      taskId: "t",
      status: "working",
      createdAt: "2026-08-21T10:00:00Z",
      lastUpdatedAt: "2026-08-21T10:00:00Z",
      ttlMs: null,
    };
    expect(codec.decodeResult(request("2025-11-25"), created).ok).toBe(false);
    expect(codec.decodeResult(request("2026-07-28"), created).ok).toBe(true);
  });

  it("recognise the legacy tasks capability", () => {
    expect(codec.hasLegacyTasksCapability(withCaps({ tasks: {} }))).toBe(true);
    expect(codec.hasLegacyTasksCapability(withCaps({ extensions: { "io.modelcontextprotocol/tasks": {} } }))).toBe(
      false,
    );
  });

  it("build the server capability fragment for server/discover", () => {
    const fragment = codec.tasksCapabilities();
    expect(fragment).toEqual({ extensions: { "io.modelcontextprotocol/tasks": {} } });
    expect(validate("ServerCapabilities", fragment).ok).toBe(true);
    expect(codec.tasksCapabilities()).not.toBe(fragment);
  });

  it("merge the extension into existing server capabilities and drop the legacy one", () => {
    const merged = codec.withTasksServerCapability({ tools: {}, tasks: { list: {} }, extensions: { "other/ext": {} } });
    expect(merged).toEqual({ tools: {}, extensions: { "other/ext": {}, "io.modelcontextprotocol/tasks": {} } });
    expect(codec.withTasksServerCapability()).toEqual({ extensions: { "io.modelcontextprotocol/tasks": {} } });
  });

  it("add the declaration to request _meta without touching the original", () => {
    const meta = {
      "io.modelcontextprotocol/clientCapabilities": {
        sampling: {},
        extensions: { "io.modelcontextprotocol/tasks": { x: 1 } },
      },
    };
    expect(codec.withTasksDeclared(meta)).toEqual(meta);
    expect(codec.withTasksDeclared()).toEqual({
      "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
    });
    const plain = { progressToken: 1 };
    expect(codec.declaresTasksIn(codec.withTasksDeclared(plain)["io.modelcontextprotocol/clientCapabilities"])).toBe(
      true,
    );
    expect(plain).toEqual({ progressToken: 1 });
  });
});
