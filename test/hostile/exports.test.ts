/**
 * Every exported function of every entry point, called with every hostile value of the catalogue in each argument
 * position: it answers within a time bound, throws only where its documentation says it may, never returns an object
 * whose prototype the input chose, and leaves Object.prototype untouched. A new export is covered automatically.
 */
import { afterAll, describe, expect, it } from "vitest";
import { argumentLists, check, targets, type Breach } from "./calls.js";

/**
 * Builders and formatters: they take values the caller constructs (typed in TypeScript), place them into what they
 * return as given, and may throw a TypeError for a wrong-typed argument. Wire input never reaches them unchecked;
 * encode() checks what they build. They are still held to the time bound.
 */
const BUILDERS = new Set([
  "toCreateTaskResult",
  "toDetailedTask",
  "toGetTaskResult",
  "toTask",
  "toTaskStatusNotification",
  "toWireMap",
  "expiredError",
  "escapeToken",
  "toPointer",
  "fromPointer",
  "jsonSchemaFor",
  "cancelTaskRequest",
  "cancelTaskResult",
  "cancelTaskResultResponse",
  "createTaskResult",
  "createTaskResultResponse",
  "getTaskRequest",
  "getTaskResult",
  "getTaskResultResponse",
  "updateTaskRequest",
  "updateTaskResult",
  "updateTaskResultResponse",
  "resultResponse",
  "taskStatusNotification",
  "errorResponse",
  "taskNotFoundError",
  "invalidParamsError",
  "missingCapabilityError",
  "methodNotFoundError",
  "headerMismatchError",
  "parseError",
  "invalidRequestError",
  "internalError",
  "encodeHeaderValue",
  "withTasksDeclared",
  "withTasksServerCapability",
  "jsonRpcError",
  "ok",
  "fail",
]);

/** Base arguments that reach past the first type check, so that the hostile value meets the code behind it. */
const BASE: Record<string, unknown[]> = {
  validate: ["GetTaskRequest"],
  decodeResponse: [undefined, "tools/call"],
  decodeResult: [undefined, "tools/call"],
  checkHeaders: [
    { "mcp-method": "tasks/get" },
    { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } },
  ],
  headerIssues: [
    { "mcp-method": "tasks/get" },
    { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t" } },
  ],
  readHeader: [{ "mcp-method": "tasks/get" }, "Mcp-Method"],
  transition: [
    {
      taskId: "t",
      status: "working",
      statusMessage: null,
      createdAt: "2026-01-01T00:00:00Z",
      lastUpdatedAt: "2026-01-01T00:00:00Z",
      ttlMs: 1000,
      pollIntervalMs: null,
      result: null,
      error: null,
      inputRequests: null,
      inputResponses: null,
      retiredKeys: null,
      cancelRequested: false,
    },
    { type: "complete", now: "2026-01-01T00:00:01Z", result: { content: [] } },
  ],
};

const BOUND_MS = 5_000;
const breaches: Breach[] = [];
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort().join();

describe("every export, every hostile value, every argument position", async () => {
  const list = await targets();

  it("finds the package's exports (so that the rest of this suite is not vacuous)", () => {
    const names = list.map((t) => t.name);
    for (const name of [
      "transition",
      "observe",
      "validate",
      "decode",
      "encode",
      "admitRequest",
      "memoryStore",
      "createTasksHost",
    ])
      expect(names).toContain(name);
  });

  for (const target of list) {
    it(`${target.entry}: ${target.name}`, async () => {
      const found: Breach[] = [];
      for (const { label, args } of argumentLists(BASE[target.name] ?? [], target.fn.length)) {
        const breach = await check(target, label, args, BOUND_MS, BUILDERS.has(target.name));
        if (breach !== null && !(BUILDERS.has(target.name) && breach.what.startsWith("a result inherits")))
          found.push(breach);
      }
      breaches.push(...found);
      expect(found).toEqual([]);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(prototypeKeys);
    });
  }

  afterAll(() => {
    expect(breaches).toEqual([]);
  });
});
