import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { validate } from "../../src/validate/index.js";
import {
  createTask,
  transition,
  toTask,
  toDetailedTask,
  toCreateTaskResult,
  toGetTaskResult,
  toTaskStatusNotification,
  type CreateTaskOptions,
  type TaskState,
} from "../../src/machine/index.js";
import { iso, rawEvent, render } from "./arbitraries.js";

const base = {
  taskId: "786512e2-9e0d-44bd-8f29-789f320fe840",
  now: "2025-11-25T10:30:00Z",
  ttlMs: 60_000,
  pollIntervalMs: 5000,
};
function make(extra: object = {}): TaskState {
  const r = createTask({ ...base, ...extra });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
const meta = { taskId: base.taskId, createdAt: base.now, lastUpdatedAt: base.now, ttlMs: 60_000, pollIntervalMs: 5000 };

describe("projections", () => {
  it("project a working task like the spec's CreateTaskResult example", () => {
    const s = make({ statusMessage: "The operation is now in progress." });
    const created = toCreateTaskResult(s);
    expect(created).toEqual({
      resultType: "task",
      ...meta,
      status: "working",
      statusMessage: "The operation is now in progress.",
    });
    expect(Object.keys(created)[0]).toBe("resultType");
    expect(validate("CreateTaskResult", created).ok).toBe(true);
    expect(toTask(s)).toEqual({ ...meta, status: "working", statusMessage: "The operation is now in progress." });
  });

  it("inline the payload of the status on tasks/get and notifications/tasks", () => {
    const r = transition(make(), {
      type: "complete",
      now: "2025-11-25T10:50:00Z",
      result: { content: [{ type: "text", text: "Hello, Luca!" }], isError: false },
    });
    if (!r.ok) throw new Error(r.error.message);
    const got = toGetTaskResult(r.state);
    expect(got).toEqual({
      resultType: "complete",
      ...meta,
      lastUpdatedAt: "2025-11-25T10:50:00Z",
      status: "completed",
      result: { content: [{ type: "text", text: "Hello, Luca!" }], isError: false },
    });
    expect(validate("GetTaskResult", got).ok).toBe(true);
    const note = toTaskStatusNotification(r.state);
    expect(note).toEqual({ jsonrpc: "2.0", method: "notifications/tasks", params: toDetailedTask(r.state) });
    expect(validate("TaskStatusNotification", note).ok).toBe(true);
    expect(toTask(r.state)).not.toHaveProperty("result");
  });

  it("inline a born-terminal payload on CreateTaskResult unless asked not to", () => {
    const failed = make({
      status: "failed",
      error: { code: -32603, message: "API rate limit exceeded" },
      statusMessage: "Tool execution failed: API rate limit exceeded",
    });
    expect(toCreateTaskResult(failed)).toMatchObject({
      status: "failed",
      error: { code: -32603, message: "API rate limit exceeded" },
    });
    expect(toCreateTaskResult(failed, { inline: false })).not.toHaveProperty("error");
    expect(validate("CreateTaskResult", toCreateTaskResult(failed)).ok).toBe(true);
    expect(validate("GetTaskResult", toGetTaskResult(failed)).ok).toBe(true);
  });

  it("inline the payload its status names, and only one that is there", () => {
    const w = make();
    const result = { content: [] };
    const error = { code: -1, message: "x" };
    const roots = [["k", { method: "roots/list" }]];
    // A view holding payloads its status does not name, and views of each payload's status without it.
    const views = [
      { ...w, result, error, inputRequests: roots },
      { ...w, status: "completed", result: null },
      { ...w, status: "failed", error: null },
      { ...w, status: "input_required", inputRequests: null },
    ] as TaskState[];
    for (const view of views) {
      for (const projected of [toGetTaskResult(view), toDetailedTask(view), toCreateTaskResult(view)]) {
        expect(Object.keys(projected), view.status).not.toContain("result");
        expect(Object.keys(projected), view.status).not.toContain("error");
        expect(Object.keys(projected), view.status).not.toContain("inputRequests");
      }
    }
  });

  it("project outstanding input requests as a wire map", () => {
    const s = make({ status: "input_required", inputRequests: [["name", { method: "roots/list" }]] });
    expect(toDetailedTask(s)).toEqual({
      ...meta,
      status: "input_required",
      inputRequests: { name: { method: "roots/list" } },
    });
    expect(validate("DetailedTask", toDetailedTask(s)).ok).toBe(true);
    expect(validate("Task", toTask(s)).ok).toBe(true);
  });
});

describe("wire projections", () => {
  it("validate for every reachable state, born in any status", () => {
    const bornIn = fc.constantFrom(
      { status: "working" as const },
      { status: "cancelled" as const },
      { status: "completed" as const, result: { content: [], isError: true } },
      { status: "failed" as const, error: { code: -32603, message: "boom" } },
      { status: "input_required" as const, inputRequests: { __proto__: null, toString: { method: "roots/list" } } },
    );
    fc.assert(
      fc.property(bornIn, fc.array(rawEvent, { maxLength: 40 }), (initial, raws) => {
        const created = createTask({ taskId: "t", now: iso(0), ttlMs: 1000, ...initial } as CreateTaskOptions);
        expect(created.ok).toBe(true);
        if (!created.ok) return;
        let state = created.state;
        const check = (s: TaskState): void => {
          for (const [name, value] of [
            ["Task", toTask(s)],
            ["DetailedTask", toDetailedTask(s)],
            ["CreateTaskResult", toCreateTaskResult(s)],
            ["CreateTaskResult", toCreateTaskResult(s, { inline: false })],
            ["GetTaskResult", toGetTaskResult(s)],
            ["TaskStatusNotification", toTaskStatusNotification(s)],
          ] as const) {
            const result = validate(name, value);
            expect(result.ok ? [] : result.issues, name).toEqual([]);
          }
        };
        check(state);
        for (const raw of raws) {
          const r = transition(state, render(raw, raw.at % 3 === 0 ? "offset" : raw.at % 3 === 1 ? "basic" : "z"));
          if (r.ok) state = r.state;
          check(state);
        }
      }),
      { numRuns: 200 },
    );
  });
});
