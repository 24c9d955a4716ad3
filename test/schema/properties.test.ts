import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { validate } from "../../src/validate/index.js";
import { arbitraries, arbitraryNames } from "../arbitraries/messages.js";
import { mutableNames, mutantArb, mutationsOf } from "../arbitraries/mutations.js";

const RUNS = 100;

describe.each(arbitraryNames)("generated %s", (name) => {
  it("always validates", () => {
    fc.assert(
      fc.property(arbitraries[name] as fc.Arbitrary<unknown>, (value) => {
        const result = validate(name, value);
        expect(result.ok ? [] : result.issues).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe.each(mutableNames)("a single mutation of a valid %s", (name) => {
  it("is rejected with an issue at the mutated field", () => {
    fc.assert(
      fc.property(mutantArb(name), (mutant) => {
        const result = validate(name, mutant.value);
        expect(result.ok, mutant.name).toBe(false);
        if (result.ok) return;
        expect(
          result.issues.map((i) => i.path),
          mutant.name,
        ).toContain(mutant.path);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe("the mutation catalog", () => {
  const [sample] = fc.sample(arbitraries.GetTaskResult, { numRuns: 1, seed: 1 });
  const names = mutationsOf("GetTaskResult", sample).map((m) => m.name);

  it("drops required fields, breaks types, misplaces payloads, negates integers and breaks timestamps", () => {
    expect(names).toContain("drop /ttlMs");
    expect(names).toContain("drop /resultType");
    expect(names).toContain("set /taskId = 42");
    expect(names).toContain("set /ttlMs = -1");
    expect(names).toContain("set /pollIntervalMs = -1");
    expect(names).toContain('set /createdAt = "yesterday"');
    expect(names.filter((n) => /^set \/(result|error|inputRequests) = /.test(n)).length).toBeGreaterThanOrEqual(2);
  });

  it("points a dropped field and a misplaced payload at the field itself", () => {
    const working = {
      resultType: "complete",
      taskId: "t",
      status: "working",
      createdAt: "2025-11-25T10:30:00Z",
      lastUpdatedAt: "2025-11-25T10:30:00Z",
      ttlMs: 5,
    };
    const byName = new Map(mutationsOf("GetTaskResult", working).map((m) => [m.name, m]));
    const dropped = byName.get("drop /ttlMs")!;
    expect(dropped.path).toBe("/ttlMs");
    expect(Object.keys(dropped.value as object)).not.toContain("ttlMs");
    const misplaced = byName.get('set /result = {"content":[]}')!;
    expect(misplaced.path).toBe("/result");
    expect(validate("GetTaskResult", misplaced.value)).toMatchObject({
      ok: false,
      issues: [{ path: "/result", keyword: "forbidden" }],
    });
    // The original is left untouched.
    expect(working.ttlMs).toBe(5);
  });
});
