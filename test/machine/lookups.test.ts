/**
 * The read-only helpers a server calls on a state it holds: `inputRequestFor` and `inputResponseFor` find any key,
 * not only the first, answer undefined for a key that is not there, and never throw on a state or key they cannot
 * read. `isJsonValue` answers false, in both of its walks, for a payload that throws while it is read.
 */
import { describe, it, expect } from "vitest";
import { createTask, inputRequestFor, inputResponseFor, isJsonValue, type TaskState } from "../../src/machine/index.js";
import { after, at } from "./steps.js";

const t = at;
const roots = { method: "roots/list" };
const ask = { method: "elicitation/create", params: { message: "?", requestedSchema: { type: "object" } } };

const start = (): TaskState => {
  const r = createTask({ taskId: "t", now: t(0) });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const throwingOn = <T extends object>(target: T, field: PropertyKey): T =>
  new Proxy(target, {
    get: (o, k) => {
      if (k === field) throw new Error("unreadable");
      return Reflect.get(o, k);
    },
  });

describe("inputRequestFor and inputResponseFor", () => {
  const state = after(
    start(),
    { type: "requestInput", now: t(1), inputRequests: { a: roots, b: ask, c: roots } },
    { type: "provideInput", now: t(2), inputResponses: { a: { roots: [] }, c: { action: "decline" } } },
  );

  it("find every key, and only keys that are there", () => {
    expect(inputRequestFor(state, "b")).toEqual(ask);
    expect(inputRequestFor(state, "a")).toBeUndefined();
    expect(inputRequestFor(state, "z")).toBeUndefined();
    expect(inputResponseFor(state, "a")).toEqual({ roots: [] });
    expect(inputResponseFor(state, "c")).toEqual({ action: "decline" });
    expect(inputResponseFor(state, "b")).toBeUndefined();
    expect(inputResponseFor(start(), "a")).toBeUndefined();
    expect(inputRequestFor(start(), "a")).toBeUndefined();
  });

  it("answer undefined, never a throw, for what they cannot read", () => {
    for (const odd of [null, "state", 5, [], { inputRequests: { b: ask } }, { inputResponses: "a" }]) {
      expect(inputRequestFor(odd as never, "b")).toBeUndefined();
      expect(inputResponseFor(odd as never, "a")).toBeUndefined();
    }
    expect(inputRequestFor(state, 1 as never)).toBeUndefined();
    expect(inputRequestFor(throwingOn(state, "inputRequests"), "b")).toBeUndefined();
    expect(inputResponseFor(throwingOn(state, "inputResponses"), "a")).toBeUndefined();
    const entries = [["x", roots], throwingOn(["b", ask], "0")];
    expect(inputRequestFor({ ...state, inputRequests: entries } as never, "b")).toBeUndefined();
  });

  it("answer undefined for what is only shaped like a state, a key or a list", () => {
    // A list carrying a state's fields is no state.
    expect(inputRequestFor(Object.assign([], state), "b")).toBeUndefined();
    expect(inputResponseFor(Object.assign([], state), "a")).toBeUndefined();
    // A key that is not a string finds nothing, even in a hostile list that holds it.
    expect(inputRequestFor({ ...state, inputRequests: [[1, roots]] } as never, 1 as never)).toBeUndefined();
    // An object shaped like a list of entries is no list.
    const listLike = { length: 1, 0: ["b", ask] };
    expect(inputRequestFor({ ...state, inputRequests: listLike } as never, "b")).toBeUndefined();
  });
});

describe("isJsonValue on a payload that throws while read", () => {
  const deep = (leaf: unknown, depth: number): unknown => {
    let v = leaf;
    for (let i = 0; i < depth; i++) v = { v };
    return v;
  };
  const getter = (): object =>
    Object.defineProperty({}, "x", {
      enumerable: true,
      get: () => {
        throw new Error("unreadable");
      },
    });
  const trap = (): object =>
    new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("unreadable");
        },
      },
    );
  const prototypeTrap = (): object =>
    new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error("unreadable");
        },
      },
    );

  it("answers false in the quick walk and past it", () => {
    for (const make of [getter, trap, prototypeTrap]) {
      for (const depth of [0, 3, 70, 300])
        expect(isJsonValue(deep(make(), depth)), `${make.name} at ${depth}`).toBe(false);
    }
  });
});
