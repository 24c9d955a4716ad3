import { describe, it, expect } from "vitest";
import { validate } from "../../src/validate/index.js";
import { loadFixtures } from "../schema/fixtures.js";
import { generatedCases } from "../schema/generated-cases.js";
import { pythonVerdicts } from "./python.js";

describe("Python jsonschema (Draft 2020-12) on the canonical schema", () => {
  it("gives our verdict on every fixture of the corpus", () => {
    const fixtures = loadFixtures();
    const { engine, verdicts } = pythonVerdicts(fixtures.map((f) => [f.definition, f.value] as const));
    expect(engine).toMatch(/^python-jsonschema \d/);
    const differ = fixtures
      .map((f, i) => ({ file: f.file, ours: validate(f.definition, f.value).ok, python: verdicts[i] }))
      .filter((d) => d.ours !== d.python);
    expect(differ).toEqual([]);
    expect(verdicts.filter(Boolean).length).toBe(fixtures.filter((f) => f.kind === "valid").length);
  });

  it("gives our verdict on generated messages and mutations of them", () => {
    const cases = generatedCases({ mutable: 60, other: 15 }, 11);
    const { verdicts } = pythonVerdicts(cases.map((c) => [c.definition, c.value] as const));
    const differ = cases
      .map((c, i) => ({
        definition: c.definition,
        origin: c.origin,
        change: c.change,
        ours: validate(c.definition, c.value).ok,
        python: verdicts[i],
      }))
      .filter((d) => d.ours !== d.python);
    expect(cases.length).toBeGreaterThanOrEqual(4_000);
    expect({ count: differ.length, first: differ.slice(0, 10) }).toEqual({ count: 0, first: [] });
  });

  it("tells the two regex dialects apart the way the schema expects", () => {
    // Python's `$` matches before a final newline and its `\d` matches any Unicode digit; the pattern guards both.
    const { verdicts } = pythonVerdicts([
      ["Timestamp", "2025-11-25T10:30:00Z\n"],
      ["Timestamp", "٢٠٢٥-١١-٢٥T10:30:00Z"],
      ["Timestamp", "2025-11-25T10:30:00Z"],
    ]);
    expect(verdicts).toEqual([false, false, true]);
  });
});
