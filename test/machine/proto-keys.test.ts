import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { validate } from "../../src/validate/index.js";
import {
  createTask,
  transition,
  observe,
  createObserver,
  markAnswered,
  toGetTaskResult,
  inputResponseFor,
  type TaskState,
  type TaskEvent,
} from "../../src/machine/index.js";
import { iso, rawEvent, render } from "./arbitraries.js";

const prototypeNames = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();
const before = prototypeNames();
const odd = ["__proto__", "constructor", "toString"];

function working(): TaskState {
  const r = createTask({ taskId: "t", now: iso(0) });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("__proto__, constructor and toString as input keys", () => {
  it("behave as ordinary keys through request, projection, response and observation", () => {
    const requests = JSON.parse(
      '{"__proto__":{"method":"roots/list"},"constructor":{"method":"roots/list"},"toString":{"method":"roots/list"}}',
    );
    const r = transition(working(), { type: "requestInput", now: iso(1), inputRequests: requests });
    expect(r.ok && r.accepted).toEqual(odd);
    if (!r.ok) return;
    const wire = toGetTaskResult(r.state);
    expect(Object.keys(wire.status === "input_required" ? wire.inputRequests : {})).toEqual(odd);
    expect(Object.getPrototypeOf(wire.status === "input_required" ? wire.inputRequests : {})).toBe(Object.prototype);
    expect(validate("GetTaskResult", wire).ok).toBe(true);
    const parsed = JSON.parse(JSON.stringify(wire));
    expect(Object.keys(parsed.inputRequests)).toEqual(odd);

    const o1 = observe(createObserver(), parsed);
    expect(o1.newInputRequests.map((e) => e[0])).toEqual(odd);
    const o2 = observe(markAnswered(o1.state, ["__proto__"]), parsed);
    expect(o2.newInputRequests).toEqual([]);
    expect(o2.violations).toEqual([]);

    const responses = JSON.parse('{"__proto__":{"roots":[]},"toString":{"roots":[]}}');
    const answered = transition(r.state, { type: "provideInput", now: iso(2), inputResponses: responses });
    expect(answered.ok && answered.accepted).toEqual(["__proto__", "toString"]);
    if (!answered.ok) return;
    expect(inputResponseFor(answered.state, "__proto__")).toEqual({ roots: [] });
    expect(answered.state.inputRequests!.map((e) => e[0])).toEqual(["constructor"]);
    expect(
      transition(answered.state, {
        type: "requestInput",
        now: iso(3),
        inputRequests: JSON.parse('{"__proto__":{"method":"roots/list"}}'),
      }),
    ).toMatchObject({
      ok: false,
      error: { code: "duplicate_input_key", key: "__proto__" },
    });
    expect(JSON.parse(JSON.stringify(answered.state))).toStrictEqual(answered.state);
    expect(prototypeNames()).toEqual(before);
  });

  it("never touch Object.prototype over random runs", () => {
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 30 }), (raws) => {
        let state = working();
        let observer = createObserver();
        for (const raw of raws) {
          const r = transition(state, render(raw) as TaskEvent);
          if (r.ok) state = r.state;
          observer = observe(observer, JSON.parse(JSON.stringify(toGetTaskResult(state)))).state;
        }
        expect(prototypeNames()).toEqual(before);
        expect(({} as Record<string, unknown>).method).toBeUndefined();
        expect(({} as Record<string, unknown>).roots).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});
