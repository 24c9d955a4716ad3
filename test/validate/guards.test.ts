import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  isTask,
  isDetailedTask,
  isCreateTaskResult,
  isGetTaskResult,
  isUpdateTaskResult,
  isCancelTaskResult,
  isGetTaskRequest,
  isUpdateTaskRequest,
  isCancelTaskRequest,
  isTaskStatusNotification,
  isInputRequest,
  isInputResponse,
} from "../../src/validate/index.js";
import * as guardModule from "../../src/validate/guards.js";
import { arbitraries } from "../arbitraries/messages.js";
import { loadFixtures } from "../schema/fixtures.js";

const guards = {
  Task: isTask,
  DetailedTask: isDetailedTask,
  CreateTaskResult: isCreateTaskResult,
  GetTaskResult: isGetTaskResult,
  UpdateTaskResult: isUpdateTaskResult,
  CancelTaskResult: isCancelTaskResult,
  GetTaskRequest: isGetTaskRequest,
  UpdateTaskRequest: isUpdateTaskRequest,
  CancelTaskRequest: isCancelTaskRequest,
  TaskStatusNotification: isTaskStatusNotification,
  InputRequest: isInputRequest,
  InputResponse: isInputResponse,
} as const;

const fixtures = loadFixtures();

it("covers every guard of src/validate/guards.ts", () => {
  const tested = new Set<unknown>(Object.values(guards));
  const exported = Object.entries(guardModule).filter(([, v]) => typeof v === "function");
  expect(exported.filter(([, v]) => !tested.has(v)).map(([k]) => k)).toEqual([]);
  expect(exported.length).toBe(Object.keys(guards).length);
});

describe.each(Object.entries(guards))("%s guard", (name, guard) => {
  const mine = fixtures.filter((f) => f.definition === name);

  it("is true on every valid fixture and false on every invalid one", () => {
    expect(mine.filter((f) => f.kind === "valid").length).toBeGreaterThan(0);
    expect(mine.filter((f) => f.kind === "invalid").length).toBeGreaterThan(0);
    for (const f of mine) expect(guard(f.value), f.file).toBe(f.kind === "valid");
  });

  it("is true on generated valid values", () => {
    fc.assert(
      fc.property(arbitraries[name as keyof typeof guards] as fc.Arbitrary<unknown>, (v) => guard(v)),
      { numRuns: 50 },
    );
  });

  it("is false on non-objects and on a value that throws when read", () => {
    for (const v of [undefined, null, 0, "", [], true]) expect(guard(v)).toBe(false);
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
    expect(guard(hostile)).toBe(false);
  });
});

describe("guards tell the message kinds apart", () => {
  const working = {
    taskId: "t-1",
    status: "working",
    createdAt: "2025-11-25T10:30:00Z",
    lastUpdatedAt: "2025-11-25T10:30:00Z",
    ttlMs: null,
  };

  it("accepts a get result as a get result only", () => {
    const get = { resultType: "complete", ...working };
    expect(isGetTaskResult(get)).toBe(true);
    expect(isCreateTaskResult(get)).toBe(false);
    expect(isUpdateTaskResult(get)).toBe(false);
    expect(isCancelTaskResult(get)).toBe(false);
    // Task and DetailedTask are open: resultType is just another field to them.
    expect(isTask(get)).toBe(true);
    expect(isDetailedTask(get)).toBe(true);
  });

  it("accepts a create result as a create result only", () => {
    const created = { resultType: "task", ...working };
    expect(isCreateTaskResult(created)).toBe(true);
    expect(isGetTaskResult(created)).toBe(false);
  });

  it("does not confuse requests with one another or with the notification", () => {
    const get = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t-1" } };
    expect(isGetTaskRequest(get)).toBe(true);
    expect(isCancelTaskRequest(get)).toBe(false);
    expect(isUpdateTaskRequest(get)).toBe(false);
    expect(isTaskStatusNotification({ jsonrpc: "2.0", method: "notifications/tasks", params: working })).toBe(true);
    expect(isTaskStatusNotification({ jsonrpc: "2.0", method: "notifications/tasks/status", params: working })).toBe(
      false,
    );
  });

  it("does not take an input request for a response or the other way round", () => {
    expect(isInputRequest({ method: "roots/list" })).toBe(true);
    expect(isInputResponse({ method: "roots/list" })).toBe(false);
    expect(isInputResponse({ roots: [] })).toBe(true);
    expect(isInputRequest({ roots: [] })).toBe(false);
  });
});
