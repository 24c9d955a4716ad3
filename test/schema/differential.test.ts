import { describe, it, expect } from "vitest";
import { validate } from "../../src/validate/index.js";
import { loadFixtures } from "./fixtures.js";
import { generatedCases } from "./generated-cases.js";
import { typeboxAccepts, typeboxInterpretedAccepts, typeboxValidator } from "./typebox.js";

/** Ours against TypeBox's verdict, keeping only the cases where they differ. */
function disagreements<C extends { definition: string; value: unknown }>(
  cases: C[],
): (C & { ours: boolean; typebox: boolean })[] {
  const out: (C & { ours: boolean; typebox: boolean })[] = [];
  for (const c of cases) {
    const ours = validate(c.definition, c.value).ok;
    const typebox = typeboxAccepts(c.definition, c.value);
    if (ours !== typebox) out.push({ ...c, ours, typebox });
  }
  return out;
}

describe("TypeBox 1.x compiling the raw schema", () => {
  it("compiles the definitions it is compared on with JIT acceleration", () => {
    expect(typeboxValidator("GetTaskResult").IsAccelerated()).toBe(true);
    expect(typeboxAccepts("GetTaskResult", { resultType: "complete" })).toBe(false);
  });

  it("gives the same verdict as the generated validators on every fixture", () => {
    const fixtures = loadFixtures();
    expect(fixtures.length).toBeGreaterThan(300);
    expect(disagreements(fixtures).map((d) => d.file)).toEqual([]);
    // Both engines also agree with the fixture's own label.
    expect(
      fixtures.filter((f) => typeboxAccepts(f.definition, f.value) !== (f.kind === "valid")).map((f) => f.file),
    ).toEqual([]);
  });

  it("gives the same verdict on more than 10,000 generated messages and single mutations of them", () => {
    const cases = generatedCases({ mutable: 160, other: 40 });
    expect(cases.length).toBeGreaterThanOrEqual(10_000);
    const byOrigin = (o: string): number => cases.filter((c) => c.origin === o).length;
    expect(byOrigin("mutant")).toBeGreaterThanOrEqual(3_000);
    // Random edits land on both sides of the line, so the comparison exercises both verdicts.
    const randomAccepted = cases.filter((c) => c.origin === "random-edit" && validate(c.definition, c.value).ok).length;
    expect(randomAccepted).toBeGreaterThan(500);
    expect(byOrigin("random-edit") - randomAccepted).toBeGreaterThan(500);
    const differ = disagreements(cases).map((d) => ({
      definition: d.definition,
      origin: d.origin,
      change: d.change,
      ours: d.ours,
      typebox: d.typebox,
    }));
    expect({ count: differ.length, first: differ.slice(0, 10) }).toEqual({ count: 0, first: [] });
    // Catalogued mutants are all invalid, and generated valid messages all valid, under both engines.
    expect(cases.filter((c) => c.origin === "mutant" && typeboxAccepts(c.definition, c.value)).length).toBe(0);
    expect(cases.filter((c) => c.origin === "valid" && !typeboxAccepts(c.definition, c.value)).length).toBe(0);
  });

  it("gives the same verdicts through its interpreter, without JIT code", () => {
    const cases = [...loadFixtures(), ...generatedCases({ mutable: 20, other: 5 }, 99)];
    const differ = cases.filter(
      (c) => typeboxInterpretedAccepts(c.definition, c.value) !== validate(c.definition, c.value).ok,
    );
    expect(cases.length).toBeGreaterThan(1_500);
    expect(differ.map((c) => c.definition)).toEqual([]);
  });
});
