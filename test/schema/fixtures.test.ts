import { describe, it, expect } from "vitest";
import { isDefinitionName, validate } from "../../src/validate/index.js";
import { loadFixtures } from "./fixtures.js";
import { RULE_FIXTURES } from "./rules.js";

const fixtures = loadFixtures();
const valid = fixtures.filter((f) => f.kind === "valid");
const invalid = fixtures.filter((f) => f.kind === "invalid");

describe("the fixture corpus", () => {
  it("is organised by definition name", () => {
    const unknown = [...new Set(fixtures.map((f) => f.definition))].filter((d) => !isDefinitionName(d));
    expect(unknown).toEqual([]);
    expect(valid.length).toBeGreaterThanOrEqual(100);
    expect(invalid.length).toBeGreaterThanOrEqual(150);
  });

  it("gives every invalid fixture exactly { value, expect: { path, keyword? } }", () => {
    for (const f of invalid) {
      expect(typeof f.expect?.path, f.file).toBe("string");
      expect(f.expect!.path === "" || f.expect!.path.startsWith("/"), f.file).toBe(true);
    }
  });

  it.each(Object.entries(RULE_FIXTURES))("covers rule %s with invalid fixtures", (_rule, files) => {
    const present = new Set(invalid.map((f) => f.file));
    expect(files.filter((file) => !present.has(file))).toEqual([]);
  });
});

describe.each(valid.map((f) => [f.file, f] as const))("valid fixture %s", (_file, fixture) => {
  it(`validates as ${fixture.definition}`, () => {
    const result = validate(fixture.definition, fixture.value);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});

describe.each(invalid.map((f) => [f.file, f] as const))("invalid fixture %s", (_file, fixture) => {
  it(`fails ${fixture.definition} with an issue at "${fixture.expect!.path}"`, () => {
    const result = validate(fixture.definition, fixture.value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const expected = fixture.expect!;
    const match = result.issues.find(
      (i) => i.path === expected.path && (expected.keyword === undefined || i.keyword === expected.keyword),
    );
    expect(match, JSON.stringify(result.issues)).toBeDefined();
    expect(match!.message.length).toBeGreaterThan(0);
  });
});
