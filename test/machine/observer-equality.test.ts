/**
 * When the observer calls two requests or two results the same. A server may serialise one object with its keys in
 * another order on each poll, so key order must never count; every other difference (a value, a key more, a list
 * where an object was, `__proto__` as an ordinary key) must. Checked through the two rules that compare payloads:
 * one key, one request; and a terminal task's payload never changes.
 */
import { describe, it, expect } from "vitest";
import { createObserver, observe, VIOLATION_CODES, type ObserverState } from "../../src/machine/index.js";
import { snapshotAt } from "./steps.js";

const snap = snapshotAt;
/** An object whose own `__proto__` key is data, as JSON.parse builds it. */
const withProto = (value: unknown, rest: object = {}): object => {
  const tail = JSON.stringify(rest).slice(1);
  return JSON.parse(`{"__proto__": ${JSON.stringify(value)}${tail === "}" ? "" : ","} ${tail}`) as object;
};

const codesOf = (first: unknown, second: unknown): string[] => {
  const state: ObserverState = observe(createObserver(), first).state;
  return observe(state, second).violations.map((v) => v.code);
};
const asRequests = (a: object, b: object): string[] =>
  codesOf(
    snap(1, "input_required", { inputRequests: { k: a } }),
    snap(2, "input_required", { inputRequests: { k: b } }),
  );
const asResults = (a: object, b: object): string[] =>
  codesOf(snap(5, "completed", { result: a }), snap(5, "completed", { result: b }));

const same: [string, object, object][] = [
  [
    "keys in another order",
    { method: "elicitation/create", params: { message: "?", requestedSchema: { type: "object", required: ["a"] } } },
    { params: { requestedSchema: { required: ["a"], type: "object" }, message: "?" }, method: "elicitation/create" },
  ],
  [
    "equal nested lists",
    { method: "m", params: { list: [1, [2, { x: null }]] } },
    { method: "m", params: { list: [1, [2, { x: null }]] } },
  ],
  [
    "__proto__ as data, in another order",
    withProto({ a: 1 }, { method: "m" }),
    { method: "m", ...withProto({ a: 1 }) },
  ],
];
const different: [string, object, object][] = [
  ["another value deep down", { method: "m", params: { a: [1, 2] } }, { method: "m", params: { a: [1, 3] } }],
  ["a key more", { method: "m", params: { a: 1 } }, { method: "m", params: { a: 1, b: 1 } }],
  ["a key renamed", { method: "m", params: { a: 1 } }, { method: "m", params: { b: 1 } }],
  ["a list for an object", { method: "m", params: { a: ["x"] } }, { method: "m", params: { a: { 0: "x" } } }],
  ["an object for a list", { method: "m", params: { a: { 0: "x" } } }, { method: "m", params: { a: ["x"] } }],
  ["a longer list", { method: "m", params: { a: [1] } }, { method: "m", params: { a: [1, 1] } }],
  ["null for an object", { method: "m", params: { a: {} } }, { method: "m", params: { a: null } }],
  ["an object for null", { method: "m", params: { a: null } }, { method: "m", params: { a: {} } }],
  ["a string for a number", { method: "m", params: { a: 1 } }, { method: "m", params: { a: "1" } }],
  ["an empty object for a number", { method: "m", params: { a: 1 } }, { method: "m", params: { a: {} } }],
  ["a list for a string", { method: "m", params: { a: "xy" } }, { method: "m", params: { a: ["x", "y"] } }],
  ["__proto__ data changed", withProto({ a: 1 }, { method: "m" }), withProto({ a: 2 }, { method: "m" })],
  ["__proto__ data dropped", withProto({ a: 1 }, { method: "m" }), { method: "m", a: 1 }],
  // An empty object under __proto__ against another key: read through the prototype, the two would look alike.
  ["__proto__ {} for another key", withProto({}, { method: "m" }), { method: "m", x: {} }],
];

describe("payload equality in the observer", () => {
  it("ignores key order, and only key order, in input requests", () => {
    for (const [name, a, b] of same) {
      expect(asRequests(a, b), name).toEqual([]);
      expect(asRequests(b, a), name).toEqual([]);
    }
    for (const [name, a, b] of different) {
      expect(asRequests(a, b), name).toEqual([VIOLATION_CODES.keyRequestChanged]);
      expect(asRequests(b, a), name).toEqual([VIOLATION_CODES.keyRequestChanged]);
    }
  });

  it("ignores key order, and only key order, in a terminal result", () => {
    for (const [name, a, b] of same) expect(asResults(a, b), name).toEqual([]);
    for (const [name, a, b] of different) {
      expect(asResults(a, b), name).toEqual([VIOLATION_CODES.terminalPayloadChanged]);
      expect(asResults(b, a), name).toEqual([VIOLATION_CODES.terminalPayloadChanged]);
    }
  });

  it("keeps one view for a repeated snapshot whose payload is written in another order", () => {
    const [a, b] = [same[0]![1], same[0]![2]];
    const first = observe(createObserver(), snap(1, "input_required", { inputRequests: { k: a } }));
    const again = observe(first.state, snap(1, "input_required", { inputRequests: { k: b } }));
    expect(again.state).toBe(first.state);
    const done = observe(createObserver(), snap(5, "completed", { result: a }));
    expect(observe(done.state, snap(5, "completed", { result: b })).state).toBe(done.state);
  });

  it("holds one copy of each request: a later, equal one is read as the first", () => {
    const request = (): object => ({ method: "elicitation/create", params: { message: "?" } });
    const [a, b] = [request(), request()];
    const first = observe(createObserver(), snap(1, "input_required", { inputRequests: { a, b } }));
    const later = observe(first.state, snap(2, "input_required", { inputRequests: { a: request(), b: request() } }));
    expect(later.violations).toEqual([]);
    const held = later.view?.inputRequests ?? [];
    expect(held.map((e) => e[0])).toEqual(["a", "b"]);
    expect(held[0]![1]).toBe(a);
    expect(held[1]![1]).toBe(b);
  });
});
