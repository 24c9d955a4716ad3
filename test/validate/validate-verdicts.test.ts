/**
 * The verdicts of validate() and the guards at their edges: names that are not definition names, values the fast
 * check and the reference read differently, and values that cannot be walked. Each is a way a caller could be told
 * yes where the answer is no, or be given an exception or a vague message instead of a verdict.
 */
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import * as validation from "../../src/validate/index.js";
import { isDefinitionName, isTask, validate } from "../../src/validate/index.js";
import { task } from "./task-value.js";

/** A completed GetTaskResult holding `result`, whose taskId reads "" the first time and "t-1" after. */
function flipping(result: unknown) {
  let reads = 0;
  return {
    ...task,
    resultType: "complete",
    status: "completed",
    result,
    get taskId() {
      reads++;
      return reads === 1 ? "" : "t-1";
    },
  };
}

const NOT_PLAIN = {
  path: "",
  keyword: "prototype",
  message: "the value holds an object that is not plain data (a class instance, or one that inherits its fields)",
};

describe("validate: definition names", () => {
  it("finds no definition through a name that only turns into one", () => {
    // A lookup by a list or an object would find "Task" once turned into a key; the name must be a string.
    for (const name of [["Task"], { toString: () => "Task" }]) {
      expect(validate(name as unknown as string, task)).toEqual({
        ok: false,
        issues: [{ path: "", keyword: "definition", message: "no definition is named an object" }],
      });
      expect(isDefinitionName(name)).toBe(false);
    }
    const named = (name: unknown) => {
      const result = validate(name as string, task);
      return result.ok ? undefined : result.issues[0]?.message;
    };
    expect(named(null)).toBe("no definition is named null");
    expect(named(undefined)).toBe("no definition is named undefined");
    expect(named(7)).toBe("no definition is named a number");
    expect(isDefinitionName("Task")).toBe(true);
    expect(isDefinitionName("Nope")).toBe(false);
    expect(isDefinitionName("toString")).toBe(false);
  });

  it("quotes an unknown name in full up to 100 characters, and cuts a longer one", () => {
    const message = (name: string) => {
      const result = validate(name, task);
      return result.ok ? undefined : result.issues[0]?.message;
    };
    expect(message("Nope")).toBe('no definition is named "Nope"');
    expect(message("x".repeat(100))).toBe(`no definition is named "${"x".repeat(100)}"`);
    expect(message("x".repeat(101))).toBe(`no definition is named "${"x".repeat(100)}…"`);
  });
});

describe("validate: values read more than once", () => {
  it("accepts a plain value the fast check refused on a first read that the reference accepts on a second", () => {
    let reads = 0;
    const flips = {
      ...task,
      get taskId() {
        reads++;
        return reads === 1 ? "" : "t-1";
      },
    };
    const result = validate("Task", flips);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBe(flips);
    expect(reads).toBeGreaterThan(1);
  });

  it("lets every guard accept such a value as validate does, under its own definition", () => {
    // Each guard must hand a refusal of its fast check to the reference under its own name: under another name the
    // reference would refuse, or find no definition at all.
    const guards = Object.entries(validation).filter(
      ([name, value]) =>
        /^is[A-Z]/.test(name) && name !== "isDefinitionName" && name !== "isValid" && typeof value === "function",
    );
    expect(guards.length).toBeGreaterThanOrEqual(12);
    for (const [name, guard] of guards) {
      const folder = new URL(`../fixtures/${name.slice(2)}/valid/`, import.meta.url);
      const file = readdirSync(folder).find((entry) => entry.endsWith(".json"));
      const value = JSON.parse(readFileSync(new URL(file!, folder), "utf8")) as Record<string, unknown>;
      const key = Object.keys(value).find((k) => k !== "_meta")!;
      const kept = value[key];
      let reads = 0;
      // The first read, the fast check's, sees a symbol, which no definition accepts; later reads see the value.
      Object.defineProperty(value, key, { enumerable: true, get: () => (++reads === 1 ? Symbol("first") : kept) });
      expect((guard as (v: unknown) => boolean)(value), `${name} ${file} ${key}`).toBe(true);
      expect(reads, name).toBeGreaterThan(1);
    }
  });

  it("walks all of such a value as plain data: lists, objects without a prototype, and depth past the quick walk", () => {
    // The fast check refuses the first read; the reference then accepts, and only the walk for plain data decides.
    const nest = (depth: number): unknown => (depth === 0 ? { leaf: [1, "x"] } : { down: nest(depth - 1) });
    for (const result of [
      { list: [{ a: 1 }, [1, [2, { b: null }]], "s", 3] },
      { bare: Object.assign(Object.create(null) as object, { a: { b: 1 } }), after: { c: [true] } },
      { deep: nest(70), after: [{ d: 1 }] },
      { deep: [nest(100)] },
    ]) {
      const completed = flipping(result);
      const verdict = validate("GetTaskResult", completed);
      expect(verdict, JSON.stringify(result).slice(0, 60)).toEqual({ ok: true, value: completed });
    }
  });

  it("walks a value past the quick walk's depth as it does above it, however deep", () => {
    const nest = (depth: number, leaf: unknown, inList = false): unknown => {
      let node = leaf;
      for (let i = 0; i < depth; i++) node = inList ? [node] : { down: node };
      return node;
    };
    const bare = Object.assign(Object.create(null) as object, { x: [1, null] });
    for (const [label, result] of [
      ["null and a bare object deep down", { deep: nest(100, { a: null, bare }) }],
      ["20,000 levels, past any call stack", { deep: nest(20_000, { a: 1 }) }],
      ["20,000 nested lists", { deep: nest(20_000, [1], true) }],
    ] as const) {
      const value = flipping(result);
      expect(validate("GetTaskResult", value), label).toEqual({ ok: true, value });
    }
  });

  it("refuses, as not plain data, a value whose prototype cannot be read, and the guard says false", () => {
    const hidden = new Proxy(
      { ...task },
      {
        getPrototypeOf() {
          throw new Error("no prototype here");
        },
      },
    );
    expect(validate("Task", hidden)).toEqual({ ok: false, issues: [NOT_PLAIN] });
    expect(isTask(hidden)).toBe(false);
  });

  it("says in full why a class instance is refused", () => {
    class Held {
      constructor() {
        Object.assign(this, task);
      }
    }
    expect(validate("Task", new Held())).toEqual({ ok: false, issues: [NOT_PLAIN] });
  });
});
