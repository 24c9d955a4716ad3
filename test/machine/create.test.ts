import { describe, it, expect } from "vitest";
import { createTask, isTaskState, type CreateTaskOptions } from "../../src/machine/index.js";

const now = "2025-11-25T10:30:00Z";
const error = (options: unknown) => {
  const r = createTask(options as CreateTaskOptions);
  return r.ok ? null : r.error;
};

describe("createTask", () => {
  it("creates a working task with defaults", () => {
    const r = createTask({ taskId: "t", now });
    expect(r).toEqual({
      ok: true,
      state: {
        taskId: "t",
        status: "working",
        statusMessage: null,
        createdAt: now,
        lastUpdatedAt: now,
        ttlMs: null,
        pollIntervalMs: null,
        result: null,
        error: null,
        inputRequests: null,
        inputResponses: null,
        retiredKeys: null,
        cancelRequested: false,
      },
    });
    expect(r.ok && isTaskState(r.state)).toBe(true);
  });

  it("lets a task be born in any status, with its payload", () => {
    const completed = createTask({ taskId: "t", now, status: "completed", result: { content: [], isError: true } });
    expect(completed.ok && completed.state.result).toEqual({ content: [], isError: true });
    const failed = createTask({ taskId: "t", now, status: "failed", error: { code: -32603, message: "x" } });
    expect(failed.ok && failed.state.error).toEqual({ code: -32603, message: "x" });
    const waiting = createTask({
      taskId: "t",
      now,
      status: "input_required",
      inputRequests: { a: { method: "roots/list" } },
    });
    expect(waiting.ok && waiting.state.inputRequests).toEqual([["a", { method: "roots/list" }]]);
    expect(createTask({ taskId: "t", now, status: "cancelled", statusMessage: "never ran" }).ok).toBe(true);
  });

  it("requires the payload of completed, failed and input_required", () => {
    for (const status of ["completed", "failed", "input_required"] as const) {
      expect(error({ taskId: "t", now, status })).toMatchObject({ code: "missing_payload", from: null });
    }
  });

  it("refuses a payload that does not fit the status", () => {
    expect(error({ taskId: "t", now, result: {} })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, status: "completed", result: {}, error: { code: 1, message: "" } })).toMatchObject(
      { code: "invalid_event" },
    );
    expect(error({ taskId: "t", now, status: "completed", result: [] })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, status: "failed", error: { code: 1.5, message: "x" } })).toMatchObject({
      code: "invalid_event",
    });
    expect(error({ taskId: "t", now, status: "input_required", inputRequests: {} })).toMatchObject({
      code: "invalid_event",
    });
    expect(
      error({ taskId: "t", now, status: "input_required", inputRequests: { a: { method: "nope" } } }),
    ).toMatchObject({ code: "invalid_event", key: "a" });
  });

  it("refuses malformed fields without throwing", () => {
    expect(error({ taskId: "", now })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now: "10:30" })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, ttlMs: -1 })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, ttlMs: 1.5 })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, pollIntervalMs: "5" })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, status: "done" })).toMatchObject({ code: "invalid_event" });
    expect(error({ taskId: "t", now, statusMessage: 5 })).toMatchObject({ code: "invalid_event" });
    expect(error(null)).toMatchObject({ code: "invalid_event" });
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("no");
        },
      },
    );
    expect(error(hostile)).toMatchObject({ code: "invalid_event" });
  });
});
