/**
 * Reads the observer's source text, so it lives apart from violation-codes.test.ts: mutation runs see instrumented
 * source and leave this file out (vitest.mutate.config.ts).
 */
import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { VIOLATION_CODES } from "../../src/machine/index.js";

const dir = new URL("../../src/machine/observer/", import.meta.url);

describe("VIOLATION_CODES", () => {
  it("holds every violation code the observer's modules declare", () => {
    const declared = readdirSync(dir)
      .filter((f) => f.endsWith(".ts"))
      .flatMap((f) =>
        [
          ...readFileSync(new URL(f, dir), "utf8").matchAll(
            /\/\*\*\s*(?:\* )?Violation code: [^/]*\*\/\nexport const \w+ = "([^"]+)";/g,
          ),
        ].map((m) => m[1]!),
      );
    expect(declared.length).toBe(10);
    expect([...declared].sort()).toEqual(Object.values(VIOLATION_CODES).sort());
  });
});
