/**
 * Every refusal of `transition` and `createTask`, word for word: the code a caller branches on, the sentence it shows
 * or logs, the status it was refused from and the key at fault. A refusal that loses its sentence, names the wrong
 * field or forgets its key leaves a server's operator guessing, so each one is pinned here.
 */
import { describe, it, expect } from "vitest";
import {
  createTask,
  expiredError,
  transition,
  EXPIRED_ERROR_CODE,
  type CreateTaskOptions,
  type TaskEvent,
  type TaskState,
} from "../../src/machine/index.js";
import { after, at } from "./steps.js";

const t = at;
const roots = { method: "roots/list" };

function made(options: Partial<CreateTaskOptions> = {}): TaskState {
  const r = createTask({ taskId: "t", now: t(0), ttlMs: 60_000, ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
/** What transition answers, as the error alone; a refusal is expected. */
function refused(state: unknown, event: unknown): unknown {
  const r = transition(state as TaskState, event as TaskEvent);
  return r.ok ? { accepted: r.state.status } : r.error;
}
function createRefused(options: unknown): unknown {
  const r = createTask(options as CreateTaskOptions);
  return r.ok ? { accepted: r.state.status } : r.error;
}
const throwing = (field: string, base: object): object =>
  new Proxy(base, {
    get: (o, k) => {
      if (k === field) throw new Error("unreadable");
      return Reflect.get(o, k);
    },
  });

const working = (): TaskState => made();
const waiting = (): TaskState => after(working(), { type: "requestInput", now: t(1), inputRequests: { a: roots } });
const completed = (): TaskState => made({ status: "completed", result: { content: [] } });
const failed = (): TaskState => made({ status: "failed", error: { code: -1, message: "x" } });
const cancelled = (): TaskState => after(working(), { type: "cancel", now: t(1) });

describe("transition refusals", () => {
  it("say what is wrong with the state or the event", () => {
    const w = working();
    const cancel = { type: "cancel", now: t(2) };
    expect(refused(null, cancel)).toStrictEqual({
      code: "invalid_state",
      message: "the state is not a task state",
      from: null,
    });
    expect(refused({ ...w, lastUpdatedAt: 5 }, cancel)).toStrictEqual({
      code: "invalid_state",
      message: "the state is not a task state",
      from: null,
    });
    expect(refused(throwing("status", w), cancel)).toStrictEqual({
      code: "invalid_state",
      message: "the state could not be read",
      from: null,
    });
    expect(refused(w, "cancel")).toStrictEqual({
      code: "invalid_event",
      message: "the event must be an object",
      from: "working",
    });
    expect(refused(w, throwing("type", cancel))).toStrictEqual({
      code: "invalid_state",
      message: "the state or the event could not be read",
      from: "working",
    });
    expect(refused(w, { type: "cancel", now: "2025-11-25T10:30:02" })).toStrictEqual({
      code: "invalid_event",
      message: "now must be an ISO 8601 timestamp with a time zone",
      from: "working",
    });
    expect(refused(w, { type: 7, now: t(2) })).toStrictEqual({
      code: "invalid_event",
      message: "unknown event type of type number",
      from: "working",
    });
    expect(refused(w, { type: "toString", now: t(2) })).toStrictEqual({
      code: "invalid_event",
      message: 'unknown event type "toString"',
      from: "working",
    });
    // A type that only converts to a known name is unknown: a list, or an object whose toString answers one.
    for (const type of [["complete"], { toString: () => "complete" }]) {
      expect(refused(w, { type, now: t(2), result: { content: [] } })).toStrictEqual({
        code: "invalid_event",
        message: "unknown event type of type object",
        from: "working",
      });
    }
  });

  it("name the finished status and what it cannot do", () => {
    const cases: [string, object, string][] = [
      ["requestInput", { inputRequests: { a: roots } }, "cannot request input"],
      ["withdrawInput", { keys: ["a"] }, "has no input requests to withdraw"],
      ["complete", { result: {} }, "cannot complete"],
      ["fail", { error: { code: 1, message: "x" } }, "cannot fail"],
      ["cancel", {}, "cannot be cancelled"],
      ["expire", {}, "cannot expire"],
      ["update", { statusMessage: "m" }, "cannot be updated"],
    ];
    for (const [status, state] of [
      ["completed", completed()],
      ["failed", failed()],
      ["cancelled", cancelled()],
    ] as const) {
      for (const [type, fields, words] of cases) {
        expect(refused(state, { type, now: t(9), ...fields })).toStrictEqual({
          code: "terminal",
          message: `a ${status} task ${words}`,
          from: status,
        });
      }
    }
  });

  it("name the field at fault in input events, and the key where one is", () => {
    const w = working();
    const q = waiting();
    // Not an object, a method that is no input request, or a method without the params it needs.
    const notRequests = [
      null,
      5,
      "roots/list",
      { method: "tools/call", params: {} },
      { method: "elicitation/create" },
      { method: "sampling/createMessage", params: "x" },
    ];
    for (const bad of notRequests) {
      expect(
        refused(w, { type: "requestInput", now: t(2), inputRequests: { k: bad } }),
        JSON.stringify(bad),
      ).toStrictEqual({
        code: "invalid_event",
        message: 'inputRequests["k"] is not an input request',
        from: "working",
        key: "k",
      });
    }
    expect(refused(w, { type: "requestInput", now: t(2), inputRequests: {} })).toStrictEqual({
      code: "invalid_event",
      message: "inputRequests must be a non-empty map of key to input request",
      from: "working",
    });
    expect(
      refused(w, { type: "requestInput", now: t(2), inputRequests: { ok: roots, "b\n": { method: "x" } } }),
    ).toStrictEqual({
      code: "invalid_event",
      message: 'inputRequests["b\\n"] is not an input request',
      from: "working",
      key: "b\n",
    });
    expect(
      refused(q, {
        type: "requestInput",
        now: t(2),
        inputRequests: [
          ["c", roots],
          ["c", roots],
        ],
      }),
    ).toStrictEqual({
      code: "duplicate_input_key",
      message: 'input request key "c" is given twice',
      from: "input_required",
      key: "c",
    });
    expect(refused(q, { type: "requestInput", now: t(2), inputRequests: { b: roots, a: roots } })).toStrictEqual({
      code: "duplicate_input_key",
      message: 'input request key "a" was already used by this task',
      from: "input_required",
      key: "a",
    });
    expect(
      refused(w, { type: "requestInput", now: t(2), inputRequests: { a: roots }, statusMessage: 1 }),
    ).toStrictEqual({
      code: "invalid_event",
      message: "statusMessage must be a string",
      from: "working",
    });
    // A list of entries holds lists of two: a string of two characters is not one, nor a list-like object.
    expect(refused(w, { type: "requestInput", now: t(2), inputRequests: ["ab"] })).toStrictEqual({
      code: "invalid_event",
      message: "inputRequests must be a non-empty map of key to input request",
      from: "working",
    });
    for (const inputRequests of [[["a", roots, "extra"]], [["a"]], [[1, roots]]]) {
      expect(refused(w, { type: "requestInput", now: t(2), inputRequests })).toStrictEqual({
        code: "invalid_event",
        message: "inputRequests must be a non-empty map of key to input request",
        from: "working",
      });
    }
    expect(
      refused(q, { type: "provideInput", now: t(2), inputResponses: [{ 0: "a", 1: {}, length: 2 }] }),
    ).toStrictEqual({
      code: "invalid_event",
      message: "inputResponses must be a map of key to input response",
      from: "input_required",
    });
    expect(refused(q, { type: "provideInput", now: t(2), inputResponses: "a" })).toStrictEqual({
      code: "invalid_event",
      message: "inputResponses must be a map of key to input response",
      from: "input_required",
    });
    expect(refused(q, { type: "provideInput", now: t(2), inputResponses: { a: [1] } })).toStrictEqual({
      code: "invalid_event",
      message: 'inputResponses["a"] is not an input response',
      from: "input_required",
      key: "a",
    });
    for (const type of ["withdrawInput", "consumeInput"]) {
      expect(refused(q, { type, now: t(2), keys: "a" })).toStrictEqual({
        code: "invalid_event",
        message: "keys must be a list of strings",
        from: "input_required",
      });
    }
    expect(refused(q, { type: "withdrawInput", now: t(2), keys: ["a"], statusMessage: null })).toStrictEqual({
      code: "invalid_event",
      message: "statusMessage must be a string",
      from: "input_required",
    });
  });

  it("name the field at fault in the events that end a task", () => {
    const w = working();
    const bad = (fields: object) => ({ now: t(2), ...fields });
    expect(refused(w, bad({ type: "complete", result: [] }))).toStrictEqual({
      code: "invalid_event",
      message: "result must be a JSON object holding JSON data only",
      from: "working",
    });
    expect(refused(w, bad({ type: "fail", error: { code: 1, message: "x", data: Number.NaN } }))).toStrictEqual({
      code: "invalid_event",
      message: "error must be a JSON-RPC error with an integer code, a string message and JSON data only",
      from: "working",
    });
    for (const fields of [
      { type: "complete", result: {} },
      { type: "fail", error: { code: 1, message: "x" } },
      { type: "cancel" },
    ]) {
      expect(refused(w, bad({ ...fields, statusMessage: 5 }))).toStrictEqual({
        code: "invalid_event",
        message: "statusMessage must be a string",
        from: "working",
      });
    }
    const old = t(59);
    expect(
      refused(w, bad({ type: "expire", now: "2025-11-25T10:32:00Z", error: { code: "1", message: "x" } })),
    ).toStrictEqual({
      code: "invalid_event",
      message: "error must be a JSON-RPC error with an integer code and a string message",
      from: "working",
    });
    expect(refused(w, { type: "expire", now: "2025-11-25T10:32:00Z", statusMessage: false })).toStrictEqual({
      code: "invalid_event",
      message: "statusMessage must be a string",
      from: "working",
    });
    expect(refused(w, { type: "expire", now: old })).toStrictEqual({
      code: "not_expired",
      message: "the task's TTL has not elapsed yet",
      from: "working",
    });
    expect(refused(made({ ttlMs: null }), { type: "expire", now: "9999-01-01T00:00:00Z" })).toStrictEqual({
      code: "not_expired",
      message: "the task has no TTL",
      from: "working",
    });
  });

  it("name the field at fault in an update", () => {
    const q = waiting();
    expect(refused(q, { type: "update", now: t(2), statusMessage: 1 })).toStrictEqual({
      code: "invalid_event",
      message: "statusMessage must be a string or null",
      from: "input_required",
    });
    expect(refused(q, { type: "update", now: t(2), pollIntervalMs: -1 })).toStrictEqual({
      code: "invalid_event",
      message: "pollIntervalMs must be an integer from 0 to 2^53-1, or null",
      from: "input_required",
    });
    expect(refused(q, { type: "update", now: t(2), ttlMs: 1.5 })).toStrictEqual({
      code: "invalid_event",
      message: "ttlMs must be an integer from 0 to 2^53-1, or null",
      from: "input_required",
    });
  });

  it("record on expiry an error and a status message that say why", () => {
    const r = transition(working(), { type: "expire", now: "2025-11-25T10:31:00Z" });
    expect(r.ok && r.state).toMatchObject({
      status: "failed",
      statusMessage: "Task expired",
      error: {
        code: EXPIRED_ERROR_CODE,
        message: "Task expired: its TTL of 60000 ms elapsed",
        data: { reason: "ttl_expired", ttlMs: 60_000 },
      },
    });
    expect(expiredError(5)).toStrictEqual({
      code: -32603,
      message: "Task expired: its TTL of 5 ms elapsed",
      data: { reason: "ttl_expired", ttlMs: 5 },
    });
  });
});

describe("createTask refusals", () => {
  const base = { taskId: "t", now: t(0) };
  const invalid = (message: string) => ({ code: "invalid_event", message, from: null });

  it("say which option is wrong", () => {
    expect(createRefused(null)).toStrictEqual(invalid("createTask needs an options object"));
    expect(createRefused(throwing("status", base))).toStrictEqual(invalid("the creation options could not be read"));
    expect(createRefused({ ...base, status: "done" })).toStrictEqual(invalid("status must be a task status"));
    expect(createRefused({ ...base, taskId: "" })).toStrictEqual(invalid("taskId must be a non-empty string"));
    expect(createRefused({ ...base, taskId: 5 })).toStrictEqual(invalid("taskId must be a non-empty string"));
    expect(createRefused({ now: base.now })).toStrictEqual(invalid("taskId must be a non-empty string"));
    expect(createRefused({ ...base, now: "yesterday" })).toEqual(
      invalid("now must be an ISO 8601 timestamp with a time zone"),
    );
    expect(createRefused({ ...base, ttlMs: -1 })).toEqual(
      invalid("ttlMs must be an integer from 0 to 2^53-1, or null"),
    );
    expect(createRefused({ ...base, pollIntervalMs: 0.5 })).toEqual(
      invalid("pollIntervalMs must be an integer from 0 to 2^53-1"),
    );
    expect(createRefused({ ...base, statusMessage: 3 })).toStrictEqual(invalid("statusMessage must be a string"));
  });

  it("say which payload does not fit the status, or is missing, or is not JSON", () => {
    expect(createRefused({ ...base, result: {} })).toStrictEqual(invalid("result does not fit a task born working"));
    expect(createRefused({ ...base, status: "completed", result: {}, error: { code: 1, message: "x" } })).toEqual(
      invalid("error does not fit a task born completed"),
    );
    expect(
      createRefused({ ...base, status: "failed", error: { code: 1, message: "x" }, inputRequests: { a: roots } }),
    ).toStrictEqual(invalid("inputRequests does not fit a task born failed"));
    for (const [status, field] of [
      ["completed", "result"],
      ["failed", "error"],
      ["input_required", "inputRequests"],
    ]) {
      expect(createRefused({ ...base, status })).toStrictEqual({
        code: "missing_payload",
        message: `a task born ${status} needs its ${field}`,
        from: null,
      });
    }
    expect(createRefused({ ...base, status: "completed", result: { at: new Date(0) } })).toEqual(
      invalid("result must be a JSON object holding JSON data only"),
    );
    expect(createRefused({ ...base, status: "failed", error: { code: 1 } })).toEqual(
      invalid("error must be a JSON-RPC error with an integer code and a string message"),
    );
    expect(
      createRefused({ ...base, status: "input_required", inputRequests: { a: { method: "roots/list", params: 1 } } }),
    ).toStrictEqual({
      ...invalid('inputRequests["a"] is not an input request'),
      key: "a",
    });
  });
});
