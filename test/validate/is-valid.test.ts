/**
 * isValid(name, value) is validate(name, value).ok as a boolean: the same verdict on every fixture, generated value,
 * mutant and arbitrary value, on names that are no definition, on objects that only inherit their fields, and on
 * values that throw while read. It never throws.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { definitionNames, isValid, validate } from "../../src/validate/index.js";
import { arbitraries } from "../arbitraries/messages.js";
import { loadFixtures } from "../schema/fixtures.js";
import { task } from "./task-value.js";

const fixtures = loadFixtures();

describe("isValid", () => {
  it("agrees with validate on every fixture, under every definition name", () => {
    expect(fixtures.length).toBeGreaterThan(50);
    let accepted = 0;
    for (const f of fixtures)
      for (const name of definitionNames) {
        const verdict = validate(name, f.value).ok;
        expect(isValid(name, f.value), `${f.file} as ${name}`).toBe(verdict);
        if (verdict) accepted++;
      }
    expect(accepted).toBeGreaterThan(0);
  });

  it("agrees with validate on generated values and on their mutants", () => {
    const names = Object.keys(arbitraries).filter((n) => (definitionNames as string[]).includes(n));
    expect(names.length).toBeGreaterThan(5);
    const mutate = (value: unknown, key: string, replacement: unknown): unknown =>
      typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value, [key]: replacement } : value;
    for (const name of names) {
      fc.assert(
        fc.property(
          arbitraries[name as keyof typeof arbitraries] as fc.Arbitrary<unknown>,
          fc.constantFrom("taskId", "status", "jsonrpc", "params", "resultType", "extra"),
          fc.anything(),
          (value, key, replacement) => {
            expect(isValid(name, value)).toBe(validate(name, value).ok);
            const mutant = mutate(value, key, replacement);
            expect(isValid(name, mutant)).toBe(validate(name, mutant).ok);
          },
        ),
        { numRuns: 40 },
      );
    }
  });

  it("agrees with validate on arbitrary values", () => {
    fc.assert(
      fc.property(fc.constantFrom(...definitionNames), fc.anything({ withObjectString: true }), (name, value) => {
        expect(isValid(name, value)).toBe(validate(name, value).ok);
      }),
      { numRuns: 300 },
    );
  });

  it("is false for a name that is no definition, whatever its type", () => {
    for (const name of ["", "task", "toString", "__proto__", "constructor", ["Task"], { toString: () => "Task" }, 1]) {
      expect(isValid(name as string, task)).toBe(false);
      expect(validate(name as string, task).ok).toBe(false);
    }
    expect(isValid("Task", task)).toBe(true);
  });

  it("is false for a task that only inherits its fields, and for a task that is a class instance", () => {
    const inherited = Object.create(task) as object;
    expect(isValid("Task", inherited)).toBe(false);
    expect(validate("Task", inherited).ok).toBe(false);
    class Holder {}
    const instance = Object.assign(new Holder(), task);
    expect(isValid("Task", instance)).toBe(false);
    expect(validate("Task", instance).ok).toBe(false);
    expect(isValid("Task", { ...instance })).toBe(true);
  });

  it("is true, as validate is, for a value the fast check refuses on its first read and the reference accepts", () => {
    let reads = 0;
    const flips = Object.defineProperty({ ...task }, "status", {
      enumerable: true,
      get: () => (++reads === 1 ? Symbol("first") : "working"),
    });
    expect(isValid("Task", flips)).toBe(true);
    expect(reads).toBeGreaterThan(1);
  });

  it("is false, never throwing, for values that throw while read", () => {
    const throwing = Object.defineProperty({ ...task }, "status", {
      enumerable: true,
      get() {
        throw new Error("no status");
      },
    });
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
        has: () => {
          throw new Error("trap");
        },
        ownKeys: () => {
          throw new Error("trap");
        },
        getPrototypeOf: () => {
          throw new Error("trap");
        },
      },
    );
    for (const value of [throwing, trap]) {
      expect(() => isValid("Task", value)).not.toThrow();
      expect(isValid("Task", value)).toBe(false);
      expect(validate("Task", value).ok).toBe(false);
    }
  });
});
