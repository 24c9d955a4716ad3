import { describe, it, expect, beforeAll } from "vitest";
import { fuzz, getCorpus } from "./harness.js";
import { plan } from "./plan.js";

/** One million inputs in chunks: random bytes, random JSON, and mutated valid messages of every kind. */
const CHUNKS = plan(1_000_000);

describe("fuzz: the codec never throws, never hangs, never accepts an invalid message", () => {
  beforeAll(() => {
    expect(getCorpus().length).toBeGreaterThan(500);
  }, 60_000);

  it("plans at least 1,000,000 inputs", () => {
    expect(CHUNKS.reduce((n, c) => n + c.count, 0)).toBeGreaterThanOrEqual(1_000_000);
  });

  for (const chunk of CHUNKS) {
    it(`${chunk.count} ${chunk.source} inputs (seed ${chunk.seed})`, () => {
      const report = fuzz(chunk.source, chunk.count, chunk.seed);
      expect(report.count).toBe(chunk.count);
      expect(report.failures).toEqual([]);
      // A hang guard, not a speed target: only inputs slow on every retry are reported.
      expect(report.slow).toEqual([]);
    }, 120_000);
  }
});
