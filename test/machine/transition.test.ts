import { describe, it, expect } from "vitest";
import {
  createTask,
  transition,
  inputRequestFor,
  inputResponseFor,
  type TaskEvent,
  type TaskState,
  type TransitionError,
} from "../../src/machine/index.js";

const roots = { method: "roots/list" } as const;
const ask = {
  method: "elicitation/create",
  params: { message: "Name?", requestedSchema: { type: "object", properties: {} } },
} as const;
const t = (s: number): string => `2025-11-25T10:30:${String(s).padStart(2, "0")}Z`;

function working(ttlMs: number | null = 60_000): TaskState {
  const r = createTask({ taskId: "t", now: t(0), ttlMs, statusMessage: "starting" });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
function step(state: TaskState, event: TaskEvent): TaskState {
  const r = transition(state, event);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
function refusal(state: unknown, event: unknown): TransitionError | null {
  const r = transition(state as TaskState, event as TaskEvent);
  return r.ok ? null : r.error;
}
const waiting = (): TaskState =>
  step(working(), { type: "requestInput", now: t(1), inputRequests: { a: roots, b: ask } });

describe("requestInput", () => {
  it("moves working to input_required and drops the working message", () => {
    const r = transition(working(), { type: "requestInput", now: t(1), inputRequests: { a: roots } });
    expect(r).toMatchObject({ ok: true, changed: true, accepted: ["a"], ignored: [] });
    if (!r.ok) return;
    expect(r.state).toMatchObject({
      status: "input_required",
      statusMessage: null,
      lastUpdatedAt: t(1),
      inputRequests: [["a", roots]],
    });
    expect(inputRequestFor(r.state, "a")).toEqual(roots);
  });

  it("adds further requests while input is required, keeping the message unless one is given", () => {
    const s = step(waiting(), { type: "update", now: t(2), statusMessage: "need input" });
    const more = step(s, { type: "requestInput", now: t(3), inputRequests: [["c", roots]] });
    expect(more.inputRequests!.map((e) => e[0])).toEqual(["a", "b", "c"]);
    expect(more.statusMessage).toBe("need input");
    expect(
      step(s, { type: "requestInput", now: t(3), inputRequests: { d: roots }, statusMessage: "more" }).statusMessage,
    ).toBe("more");
  });

  it("rejects a key used before, even one answered long ago, with duplicate_input_key", () => {
    const s = waiting();
    expect(refusal(s, { type: "requestInput", now: t(2), inputRequests: { a: roots } })).toMatchObject({
      code: "duplicate_input_key",
      key: "a",
      from: "input_required",
    });
    const answered = step(
      step(s, { type: "provideInput", now: t(2), inputResponses: { a: { roots: [] }, b: { action: "decline" } } }),
      { type: "complete", now: t(3), result: {} },
    );
    expect(answered.status).toBe("completed");
    const back = step(s, {
      type: "provideInput",
      now: t(2),
      inputResponses: { a: { roots: [] }, b: { action: "decline" } },
    });
    expect(back.status).toBe("working");
    expect(refusal(back, { type: "requestInput", now: t(9), inputRequests: { b: roots } })).toMatchObject({
      code: "duplicate_input_key",
      key: "b",
    });
    expect(
      refusal(working(), {
        type: "requestInput",
        now: t(1),
        inputRequests: [
          ["x", roots],
          ["x", ask],
        ],
      }),
    ).toMatchObject({ code: "duplicate_input_key", key: "x" });
  });

  it("refuses empty or malformed requests, and terminal tasks", () => {
    expect(refusal(working(), { type: "requestInput", now: t(1), inputRequests: {} })).toMatchObject({
      code: "invalid_event",
    });
    expect(
      refusal(working(), { type: "requestInput", now: t(1), inputRequests: { a: { method: "tools/call" } } }),
    ).toMatchObject({ code: "invalid_event", key: "a" });
    expect(refusal(working(), { type: "requestInput", now: t(1), inputRequests: "a" })).toMatchObject({
      code: "invalid_event",
    });
    const done = step(working(), { type: "cancel", now: t(1) });
    expect(refusal(done, { type: "requestInput", now: t(2), inputRequests: { z: roots } })).toMatchObject({
      code: "terminal",
      from: "cancelled",
    });
  });
});

describe("provideInput", () => {
  it("keeps input_required with the remaining keys after a partial set", () => {
    const r = transition(waiting(), {
      type: "provideInput",
      now: t(2),
      inputResponses: { b: { action: "accept", content: { x: 1 } } },
    });
    expect(r).toMatchObject({ ok: true, changed: true, accepted: ["b"], ignored: [] });
    if (!r.ok) return;
    expect(r.state.status).toBe("input_required");
    expect(r.state.inputRequests).toEqual([["a", roots]]);
    expect(inputResponseFor(r.state, "b")).toEqual({ action: "accept", content: { x: 1 } });
    expect(r.state.retiredKeys).toEqual(["b"]);
  });

  it("returns to working when no key remains", () => {
    const s = step(waiting(), {
      type: "provideInput",
      now: t(2),
      inputResponses: { a: { roots: [] }, b: { action: "decline" } },
    });
    expect(s).toMatchObject({ status: "working", inputRequests: null, statusMessage: null });
    expect(s.inputResponses).toEqual([
      ["a", { roots: [] }],
      ["b", { action: "decline" }],
    ]);
  });

  it("ignores unknown, answered and withdrawn keys and reports them", () => {
    const s = step(waiting(), { type: "withdrawInput", now: t(2), keys: ["b"] });
    const once = step(s, { type: "requestInput", now: t(3), inputRequests: { c: roots } });
    const r = transition(once, {
      type: "provideInput",
      now: t(4),
      inputResponses: [
        ["nope", { roots: [] }],
        ["b", { roots: [] }],
        ["a", { roots: [] }],
        ["a", { roots: [] }],
      ],
    });
    expect(r).toMatchObject({ ok: true, accepted: ["a"], ignored: ["nope", "b", "a"] });
    const none = transition(once, { type: "provideInput", now: t(4), inputResponses: { zz: { roots: [] } } });
    expect(none).toEqual({ ok: true, state: once, changed: false, accepted: [], ignored: ["zz"] });
  });

  it("refuses a response that is not an object, and a map that is not a map", () => {
    expect(refusal(waiting(), { type: "provideInput", now: t(2), inputResponses: { a: 5 } })).toMatchObject({
      code: "invalid_event",
      key: "a",
    });
    expect(refusal(waiting(), { type: "provideInput", now: t(2), inputResponses: null })).toMatchObject({
      code: "invalid_event",
    });
  });
});

describe("withdrawInput and consumeInput", () => {
  it("withdraws requests, returning to working, and keeps their keys used", () => {
    const s = step(waiting(), { type: "withdrawInput", now: t(2), keys: ["a", "b", "q"] });
    expect(s).toMatchObject({ status: "working", inputRequests: null, retiredKeys: ["a", "b"], inputResponses: null });
    expect(refusal(s, { type: "requestInput", now: t(3), inputRequests: { a: roots } })).toMatchObject({
      code: "duplicate_input_key",
    });
    expect(refusal(s, { type: "withdrawInput", now: t(3), keys: "a" })).toMatchObject({ code: "invalid_event" });
  });

  it("consumes given responses or all of them", () => {
    const s = step(waiting(), {
      type: "provideInput",
      now: t(2),
      inputResponses: { a: { roots: [] }, b: { action: "decline" } },
    });
    const one = step(s, { type: "consumeInput", now: t(3), keys: ["a"] });
    expect(one.inputResponses).toEqual([["b", { action: "decline" }]]);
    expect(step(one, { type: "consumeInput", now: t(4) }).inputResponses).toBeNull();
    expect(transition(working(), { type: "consumeInput", now: t(4) })).toMatchObject({ ok: true, changed: false });
    expect(refusal(s, { type: "consumeInput", now: t(3), keys: [1] })).toMatchObject({ code: "invalid_event" });
  });
});

describe("complete and fail", () => {
  it("completes with a tool result, isError included, and drops outstanding requests", () => {
    const s = step(waiting(), {
      type: "complete",
      now: t(5),
      result: { content: [], isError: true },
      statusMessage: "done",
    });
    expect(s).toMatchObject({
      status: "completed",
      result: { content: [], isError: true },
      statusMessage: "done",
      inputRequests: null,
      retiredKeys: null,
    });
    expect(refusal(working(), { type: "complete", now: t(5), result: "x" })).toMatchObject({ code: "invalid_event" });
    expect(refusal(s, { type: "complete", now: t(6), result: {} })).toMatchObject({
      code: "terminal",
      from: "completed",
    });
  });

  it("fails with a JSON-RPC error", () => {
    const s = step(waiting(), { type: "fail", now: t(5), error: { code: -32603, message: "boom", data: [1] } });
    expect(s).toMatchObject({
      status: "failed",
      error: { code: -32603, message: "boom", data: [1] },
      statusMessage: null,
      inputRequests: null,
    });
    expect(refusal(working(), { type: "fail", now: t(5), error: { code: "x", message: "boom" } })).toMatchObject({
      code: "invalid_event",
    });
    expect(refusal(working(), { type: "fail", now: t(5), error: { code: 1 } })).toMatchObject({
      code: "invalid_event",
    });
    expect(refusal(s, { type: "fail", now: t(6), error: { code: 1, message: "" } })).toMatchObject({
      code: "terminal",
    });
  });
});

describe("cancellation", () => {
  it("records the intent without a status change, after which the task may still complete", () => {
    const r = transition(working(), { type: "requestCancel", now: t(2) });
    expect(r).toMatchObject({
      ok: true,
      changed: true,
      state: { status: "working", cancelRequested: true, lastUpdatedAt: t(2) },
    });
    if (!r.ok) return;
    expect(transition(r.state, { type: "requestCancel", now: t(3) })).toEqual({
      ok: true,
      state: r.state,
      changed: false,
    });
    expect(step(r.state, { type: "complete", now: t(3), result: {} }).status).toBe("completed");
  });

  it("moves a non-terminal task to cancelled when honoured, and acknowledges intent on terminal tasks", () => {
    const s = step(waiting(), { type: "cancel", now: t(4), statusMessage: "stopped" });
    expect(s).toMatchObject({ status: "cancelled", statusMessage: "stopped", inputRequests: null });
    expect(transition(s, { type: "requestCancel", now: t(5) })).toEqual({ ok: true, state: s, changed: false });
    expect(refusal(s, { type: "cancel", now: t(5) })).toMatchObject({ code: "terminal", from: "cancelled" });
  });
});

describe("update", () => {
  it("sets, keeps and clears statusMessage, pollIntervalMs and ttlMs", () => {
    const s = step(working(), { type: "update", now: t(1), pollIntervalMs: 500, ttlMs: null });
    expect(s).toMatchObject({ statusMessage: "starting", pollIntervalMs: 500, ttlMs: null, lastUpdatedAt: t(1) });
    const cleared = step(s, { type: "update", now: t(2), statusMessage: null, pollIntervalMs: null, ttlMs: 10 });
    expect(cleared).toMatchObject({ statusMessage: null, pollIntervalMs: null, ttlMs: 10 });
    expect(transition(cleared, { type: "update", now: t(3), ttlMs: 10 })).toEqual({
      ok: true,
      state: cleared,
      changed: false,
    });
  });

  it("refuses bad values and terminal tasks", () => {
    expect(refusal(working(), { type: "update", now: t(1), pollIntervalMs: -1 })).toMatchObject({
      code: "invalid_event",
    });
    expect(refusal(working(), { type: "update", now: t(1), ttlMs: 2 ** 53 })).toMatchObject({ code: "invalid_event" });
    expect(refusal(working(), { type: "update", now: t(1), statusMessage: 5 })).toMatchObject({
      code: "invalid_event",
    });
    expect(
      refusal(step(working(), { type: "cancel", now: t(1) }), { type: "update", now: t(2), ttlMs: 1 }),
    ).toMatchObject({ code: "terminal" });
  });
});

describe("timestamps and identity", () => {
  it("never moves lastUpdatedAt backwards and never changes createdAt or taskId", () => {
    const s = step(step(working(), { type: "update", now: t(30), statusMessage: "a" }), {
      type: "update",
      now: t(10),
      statusMessage: "b",
    });
    expect(s).toMatchObject({ lastUpdatedAt: t(30), statusMessage: "b", createdAt: t(0), taskId: "t" });
    const offset = step(s, { type: "update", now: "2025-11-25T11:30:31+01:00", statusMessage: "c" });
    expect(offset.lastUpdatedAt).toBe("2025-11-25T11:30:31+01:00");
    const earlier = step(offset, { type: "update", now: "2025-11-25T11:30:00+01:00", statusMessage: "d" });
    expect(earlier.lastUpdatedAt).toBe("2025-11-25T11:30:31+01:00");
  });
});

describe("malformed input", () => {
  it("refuses garbage states and events with a code, never throwing", () => {
    expect(refusal(null, { type: "cancel", now: t(1) })).toMatchObject({ code: "invalid_state", from: null });
    expect(refusal({ status: "done" }, { type: "cancel", now: t(1) })).toMatchObject({ code: "invalid_state" });
    expect(refusal(working(), null)).toMatchObject({ code: "invalid_event", from: "working" });
    expect(refusal(working(), { type: "cancel" })).toMatchObject({ code: "invalid_event" });
    expect(refusal(working(), { type: "cancel", now: "now" })).toMatchObject({ code: "invalid_event" });
    expect(refusal(working(), { type: "explode", now: t(1) })).toMatchObject({
      code: "invalid_event",
      message: 'unknown event type "explode"',
    });
    expect(refusal(working(), { type: Symbol("x"), now: t(1) })).toMatchObject({ code: "invalid_event" });
    const hostile = new Proxy(
      { type: "complete", now: t(1) },
      {
        get: (o, k) =>
          k === "result"
            ? (() => {
                throw new Error("no");
              })()
            : Reflect.get(o, k),
      },
    );
    expect(refusal(working(), hostile)).toMatchObject({ code: "invalid_state" });
  });
});
