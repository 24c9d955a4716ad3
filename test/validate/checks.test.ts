import { describe, it, expect } from "vitest";
import fc from "fast-check";
import * as checks from "../../generated/checks.js";
import * as explainers from "../../generated/validators.js";
import { definitionNames, validate } from "../../src/validate/index.js";
import { loadFixtures } from "../schema/fixtures.js";
import { generatedCases } from "../schema/generated-cases.js";
import { arbitraries, arbitraryNames } from "../arbitraries/messages.js";
import { edit, nodePointers } from "../arbitraries/edit.js";
import { deplanted } from "../arbitraries/deplanted.js";

type Check = (value: unknown) => boolean;
const fast = checks as unknown as Record<string, Check>;
const reference = explainers as unknown as Record<string, Check>;

/**
 * The cases on which the fast check and the Ajv validator disagree. The validator judges the value with each object
 * that is not plain data made a symbol, since the check refuses such an object wherever it reads one.
 */
function disagreements(cases: { definition: string; value: unknown }[]): string[] {
  return cases
    .filter((c) => fast[c.definition]!(c.value) !== reference[c.definition]!(deplanted(c.value)))
    .map((c) => `${c.definition}: ${String(JSON.stringify(c.value)).slice(0, 200)}`);
}

/** JavaScript values JSON cannot produce, which a caller may still pass to `validate`. */
const oddValues: unknown[] = [
  undefined,
  NaN,
  Infinity,
  -Infinity,
  -0,
  2 ** 53,
  1e21,
  0.1 + 0.2,
  "",
  "\u{1F600}",
  "2025-11-25T10:30:00Z\n",
  [, 1],
  new Date(0),
  Object.create(null),
  Object.create({ resultType: "complete" }),
  Object.create({ taskId: "t" }),
  new Map(),
  /x/,
  () => 1,
  Symbol("s"),
  10n,
];

describe("fast checks against the Ajv validators they stand in front of, objects that are not plain data aside", () => {
  it("exist for every definition, and only for definitions", () => {
    expect(Object.keys(checks).sort()).toEqual([...definitionNames].sort());
  });

  it("agree on every fixture", () => {
    const fixtures = loadFixtures();
    expect(fixtures.length).toBeGreaterThan(300);
    expect(disagreements(fixtures)).toEqual([]);
    expect(fixtures.filter((f) => fast[f.definition]!(f.value) !== (f.kind === "valid")).map((f) => f.file)).toEqual(
      [],
    );
  });

  it("agree on more than 10,000 generated messages, catalogued mutants and random edits", () => {
    const cases = generatedCases({ mutable: 160, other: 40 }, 4242);
    expect(cases.length).toBeGreaterThanOrEqual(10_000);
    const accepted = cases.filter((c) => fast[c.definition]!(c.value)).length;
    expect(accepted).toBeGreaterThan(3_000);
    expect(cases.length - accepted).toBeGreaterThan(3_000);
    expect(disagreements(cases)).toEqual([]);
  });

  it("agree when any node of a valid message is replaced by a value JSON cannot produce", () => {
    const edited = fc
      .constantFrom(...arbitraryNames)
      .chain((definition) =>
        (arbitraries[definition] as fc.Arbitrary<unknown>).chain((original) =>
          fc
            .tuple(fc.constantFrom("", ...nodePointers(original)), fc.constantFrom(...oddValues))
            .map(([pointer, odd]) => ({ definition, value: edit(original, pointer, odd) })),
        ),
      );
    fc.assert(
      fc.property(edited, (c) => disagreements([c]).length === 0),
      { numRuns: 3_000, seed: 11 },
    );
  });

  it("agree on arbitrary values for every definition", () => {
    const value = fc.oneof(
      fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true }),
      fc.constantFrom(...oddValues),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...definitionNames),
        value,
        (definition, v) => disagreements([{ definition, value: v }]).length === 0,
      ),
      {
        numRuns: 5_000,
        seed: 12,
      },
    );
  });
});

/** Wraps a value so that every property read, at any depth, is counted by its JSON Pointer. */
function counting(value: unknown, path: string, reads: Map<string, number>): unknown {
  if (value === null || typeof value !== "object") return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      const child: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== "string") return child;
      const where = `${path}/${key}`;
      reads.set(where, (reads.get(where) ?? 0) + 1);
      return counting(child, where, reads);
    },
  });
}

describe("fast checks read a valid message once", () => {
  it("read no property twice, except across the branches of a union without a discriminator", () => {
    const valid = [
      ...loadFixtures().filter((f) => f.kind === "valid"),
      ...generatedCases({ mutable: 20, other: 5 }, 99).filter((c) => fast[c.definition]!(c.value)),
    ];
    expect(valid.length).toBeGreaterThan(300);
    const repeated = new Set<string>();
    for (const { definition, value } of valid) {
      const reads = new Map<string, number>();
      expect(fast[definition]!(counting(value, "", reads))).toBe(true);
      for (const [pointer, count] of reads) if (count > 1) repeated.add(pointer.split("/").pop()!);
    }
    // Only the elicitation modes (form or url) and the input responses (elicitation, sampling or roots answers)
    // are unions without a tag; each of their branches reads the members it tells apart by.
    expect([...repeated].sort()).toEqual(["_meta", "mode"]);
  });
});

describe("validate with a fast check in front", () => {
  it("still explains a failure with the reference validator's issues", () => {
    const result = validate("Task", {
      taskId: "",
      status: "working",
      createdAt: "yesterday",
      lastUpdatedAt: "2025-11-25T10:30:00Z",
      ttlMs: -1,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => i.path).sort()).toEqual(["/createdAt", "/taskId", "/ttlMs"]);
  });

  it("turns a value whose reading throws into an issue, whichever check reads it first", () => {
    const trap = { status: "working" };
    Object.defineProperty(trap, "taskId", {
      enumerable: true,
      get: () => {
        throw new Error("no reading");
      },
    });
    const result = validate("Task", trap);
    expect(result).toEqual({
      ok: false,
      issues: [{ path: "", keyword: "unreadable", message: "the value could not be read: no reading" }],
    });
  });
});
