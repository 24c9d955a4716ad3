/** A deterministic batch of generated messages for differential testing: valid ones, catalogued mutants, random edits. */
import fc from "fast-check";
import { arbitraries, arbitraryNames, type ArbitraryName } from "../arbitraries/messages.js";
import { mutableNames, mutantArb, type MutableName } from "../arbitraries/mutations.js";
import { randomEditArb } from "../arbitraries/random-edits.js";

/** One generated case: the definition to check and how the value was made. */
export interface GeneratedCase {
  definition: ArbitraryName;
  origin: "valid" | "mutant" | "random-edit";
  /** For mutants and random edits: what was changed. */
  change?: string;
  value: unknown;
}

/** How many cases of each origin to draw per definition. */
export interface CaseCounts {
  /** Per definition that has a mutation catalog. */
  mutable: number;
  /** Per other definition with an arbitrary (valid values and random edits only). */
  other: number;
}

/** Draws the cases with a fixed seed, so every run checks the same values. */
export function generatedCases(counts: CaseCounts, seed = 20260821): GeneratedCase[] {
  const cases: GeneratedCase[] = [];
  const mutable = new Set<string>(mutableNames);
  arbitraryNames.forEach((definition, i) => {
    const n = mutable.has(definition) ? counts.mutable : counts.other;
    const at = seed + i * 7919;
    for (const value of fc.sample(arbitraries[definition] as fc.Arbitrary<unknown>, { numRuns: n, seed: at })) {
      cases.push({ definition, origin: "valid", value });
    }
    for (const edit of fc.sample(randomEditArb(definition), { numRuns: n, seed: at + 1 })) {
      cases.push({ definition, origin: "random-edit", change: edit.pointer || "(root)", value: edit.value });
    }
    if (!mutable.has(definition)) return;
    for (const m of fc.sample(mutantArb(definition as MutableName), { numRuns: n, seed: at + 2 })) {
      cases.push({ definition, origin: "mutant", change: m.name, value: m.value });
    }
  });
  return cases;
}
