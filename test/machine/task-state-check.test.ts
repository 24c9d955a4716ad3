/**
 * `isTaskState` is what a store runs on a state it loads before handing it to `transition`, so each rule it holds is
 * a damage it must catch: one field wrong at a time, on a state that is otherwise valid, and every edge of what is
 * valid (the largest TTL, one key, keys listed once across requests and retired keys). `isMilliseconds` and
 * `isRpcError` are held at their edges too.
 */
import { describe, it, expect } from "vitest";
import { createTask, isMilliseconds, isRpcError, isTaskState, type TaskState } from "../../src/machine/index.js";
import { after, at } from "./steps.js";

const t = at;
const roots = { method: "roots/list" };
const accept = { action: "accept", content: {} };

const working = (): TaskState => {
  const r = createTask({ taskId: "t", now: t(0), ttlMs: 1000, pollIntervalMs: 500, statusMessage: "m" });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
/** input_required with `b` outstanding, `a` answered (held, retired) and `w` withdrawn (retired). */
const waiting = (): TaskState =>
  after(
    working(),
    { type: "requestInput", now: t(1), inputRequests: { a: roots, b: roots, w: roots } },
    { type: "provideInput", now: t(2), inputResponses: { a: accept } },
    { type: "withdrawInput", now: t(3), keys: ["w"] },
  );
const completed = (): TaskState => after(working(), { type: "complete", now: t(4), result: { content: [] } });
const failed = (): TaskState => after(working(), { type: "fail", now: t(4), error: { code: -1, message: "x" } });
const cancelled = (): TaskState => after(waiting(), { type: "cancel", now: t(4) });

describe("isTaskState", () => {
  it("accepts every status with its payload, and the edges of each field", () => {
    const w = waiting();
    expect(w).toMatchObject({
      status: "input_required",
      inputRequests: [["b", roots]],
      inputResponses: [["a", accept]],
      retiredKeys: ["a", "w"],
    });
    for (const s of [working(), w, completed(), failed(), cancelled()]) expect(isTaskState(s), s.status).toBe(true);
    const ok: Partial<TaskState>[] = [
      { statusMessage: null },
      { ttlMs: null },
      { ttlMs: 0 },
      { ttlMs: Number.MAX_SAFE_INTEGER },
      { pollIntervalMs: null },
      { pollIntervalMs: 0 },
      { createdAt: "2025-11-25T11:30:00+01:00" },
      { retiredKeys: null, inputResponses: null },
      { retiredKeys: ["x"] },
      { cancelRequested: true },
    ];
    for (const change of ok) expect(isTaskState({ ...w, ...change }), JSON.stringify(change)).toBe(true);
    expect(isTaskState({ ...working(), retiredKeys: ["a", "b"], inputResponses: [["a", accept]] })).toBe(true);
    expect(isTaskState({ ...w, inputRequests: [["b", roots]], retiredKeys: ["w"] })).toBe(true);
  });

  it("refuses one damaged field of an input_required state", () => {
    const w = waiting();
    const damaged: [string, Partial<Record<keyof TaskState, unknown>>][] = [
      ["taskId empty", { taskId: "" }],
      ["taskId a number", { taskId: 1 }],
      ["statusMessage a number", { statusMessage: 1 }],
      ["createdAt not a timestamp", { createdAt: "2025-11-25" }],
      ["ttlMs negative", { ttlMs: -1 }],
      ["ttlMs a fraction", { ttlMs: 1.5 }],
      ["ttlMs past 2^53-1", { ttlMs: Number.MAX_SAFE_INTEGER + 1 }],
      ["ttlMs a string", { ttlMs: "5" }],
      ["pollIntervalMs negative", { pollIntervalMs: -1 }],
      ["pollIntervalMs a string", { pollIntervalMs: "5" }],
      ["a result while not completed", { result: { content: [] } }],
      ["an error while not failed", { error: { code: 1, message: "x" } }],
      ["no input requests", { inputRequests: null }],
      ["an empty list of input requests", { inputRequests: [] }],
      ["input requests as an object", { inputRequests: { b: roots } }],
      ["an entry of three", { inputRequests: [["b", roots, 1]] }],
      ["an entry of one", { inputRequests: [["b"]] }],
      ["an entry that is not a list", { inputRequests: ["b"] }],
      ["a numeric key", { inputRequests: [[1, roots]] }],
      ["a request that is not an object", { inputRequests: [["b", "roots/list"]] }],
      ["a request that is null", { inputRequests: [["b", null]] }],
      ["responses as an object", { inputResponses: { a: accept } }],
      ["a response entry of three", { inputResponses: [["a", accept, 1]] }],
      ["a response that is not an object", { inputResponses: [["a", 1]] }],
      ["cancelRequested not a boolean", { cancelRequested: 0 }],
      ["retired keys not a list", { retiredKeys: "a" }],
      ["a retired key that is not a string", { retiredKeys: ["a", 1] }],
      ["a sparse list of retired keys", { retiredKeys: [, "a"] }],
      ["an outstanding key also retired", { retiredKeys: ["a", "b"] }],
      [
        "a key outstanding twice",
        {
          inputRequests: [
            ["b", roots],
            ["b", roots],
          ],
          retiredKeys: null,
        },
      ],
      ["a key retired twice", { retiredKeys: ["a", "a"] }],
      [
        "a key outstanding twice and nothing retired",
        {
          inputRequests: [
            ["c", roots],
            ["c", roots],
          ],
          retiredKeys: [],
        },
      ],
    ];
    for (const [name, change] of damaged) expect(isTaskState({ ...w, ...change }), name).toBe(false);
  });

  it("refuses a payload that does not fit the status, and a ledger on a finished task", () => {
    const c = completed();
    const f = failed();
    const x = cancelled();
    const bad: [string, TaskState, Partial<Record<keyof TaskState, unknown>>][] = [
      ["completed without a result", c, { result: null }],
      ["completed with a list as result", c, { result: [] }],
      ["completed with an error too", c, { error: { code: 1, message: "x" } }],
      ["failed without an error", f, { error: null }],
      ["failed with a fractional code", f, { error: { code: 1.5, message: "x" } }],
      ["failed with no message", f, { error: { code: 1 } }],
      ["failed with a result too", f, { result: {} }],
      ["working with a result that is no object", working(), { result: 5 }],
      ["working with an error that is no JSON-RPC error", working(), { error: "x" }],
      ["working with input requests", working(), { inputRequests: [["b", roots]] }],
      ["cancelled with input requests", x, { inputRequests: [["b", roots]] }],
      ["cancelled with held responses", x, { inputResponses: [["a", accept]] }],
      ["cancelled with retired keys", x, { retiredKeys: ["a"] }],
      ["completed with an empty ledger list", c, { retiredKeys: [] }],
      ["failed with held responses", f, { inputResponses: [] }],
    ];
    for (const [name, state, change] of bad) expect(isTaskState({ ...state, ...change }), name).toBe(false);
    expect(isTaskState({ ...working(), inputResponses: [["a", accept]], retiredKeys: ["a"] })).toBe(true);
  });

  it("answers false for what is not a state, or cannot be read", () => {
    for (const value of [null, undefined, "state", 1, [], [waiting()]]) expect(isTaskState(value)).toBe(false);
    // A list carrying every field of a valid state is still a list.
    expect(isTaskState(Object.assign([], working()))).toBe(false);
    const w = waiting();
    const throwsOn = (field: string) =>
      new Proxy(w, {
        get: (o, k) => {
          if (k === field) throw new Error("unreadable");
          return Reflect.get(o, k);
        },
      });
    for (const field of ["taskId", "error", "inputRequests", "retiredKeys"])
      expect(isTaskState(throwsOn(field))).toBe(false);
  });
});

describe("the field checks beside it", () => {
  it("isMilliseconds takes the integers from 0 to 2^53-1", () => {
    for (const ok of [0, 1, 60_000, Number.MAX_SAFE_INTEGER]) expect(isMilliseconds(ok), String(ok)).toBe(true);
    for (const bad of [-1, 0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY, "1", null, 1n])
      expect(isMilliseconds(bad), String(bad)).toBe(false);
  });

  it("isRpcError takes an integer code and a string message, and never throws", () => {
    expect(isRpcError({ code: -32603, message: "" })).toBe(true);
    expect(isRpcError({ code: 0, message: "x", data: { any: 1 } })).toBe(true);
    for (const bad of [
      null,
      [],
      { code: 1 },
      { message: "x" },
      { code: "1", message: "x" },
      { code: 1.5, message: "x" },
      { code: 1, message: 2 },
    ])
      expect(isRpcError(bad), JSON.stringify(bad)).toBe(false);
    const hostile = new Proxy(
      { code: 1, message: "x" },
      {
        get: () => {
          throw new Error("unreadable");
        },
      },
    );
    expect(isRpcError(hostile)).toBe(false);
  });
});
