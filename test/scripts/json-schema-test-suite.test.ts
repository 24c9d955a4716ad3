import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { compileChecks, runSuite, type Compile, type Tally } from "./suite-run.js";

/**
 * The JSON Schema Test Suite's draft 2020-12 files (test/fixtures/json-schema-test-suite/draft2020-12/README.md says
 * which revision, and why each file is there), run through the checks compiler and through Ajv as 2020-12 schemas.
 * Where the compiler builds a group, its checks and Ajv must give the suite's verdict on every case; where it does
 * not, it must refuse at build with a reason, never compile something else.
 */
const README = new URL("../fixtures/json-schema-test-suite/draft2020-12/README.md", import.meta.url);
const PACKAGE_README = new URL("../../README.md", import.meta.url);

/** The keywords the compiler refuses at build in the suite's schemas: those it does not implement. */
const REFUSED_KEYWORDS = [
  "$anchor",
  "$dynamicAnchor",
  "$dynamicRef",
  "$id",
  "contains",
  "contentEncoding",
  "contentMediaType",
  "dependentRequired",
  "else",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "format",
  "if",
  "maxContains",
  "maxItems",
  "maxLength",
  "maxProperties",
  "minContains",
  "minItems",
  "multipleOf",
  "not",
  "patternProperties",
  "prefixItems",
  "propertyNames",
  "then",
  "unevaluatedItems",
  "unevaluatedProperties",
  "uniqueItems",
];

/**
 * Groups the compiler refuses on which Ajv 8 misses cases: `$dynamicRef` resolution (it even overflows the stack on
 * one), `unevaluated*` after `contains` or `if`, "__proto__" as a property name, a metaschema that turns the
 * validation vocabulary off. None is a group the compiler builds.
 */
const AJV_MISSES: Record<string, number> = {
  "dynamicRef.json": 12,
  "properties.json": 1,
  "required.json": 1,
  "unevaluatedItems.json": 7,
  "unevaluatedProperties.json": 3,
  "vocabulary.json": 1,
};

/** The per-file table of the README: cases, compiler passed and refused, Ajv passed, wrong and refused. */
function documentedFiles(text: string): Map<string, Tally> {
  const rows = text.split("\n").filter((line) => /^\| `[\w/-]+\.json` \|/.test(line));
  return new Map(
    rows.map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      const [cases, compiled, refused, ajv, ajvWrong, ajvRefused] = cells.slice(3, 9).map(Number);
      return [cells[1]!.replaceAll("`", ""), { cases, compiled, refused, ajv, ajvWrong, ajvRefused } as Tally];
    }),
  );
}

/** The README's table of refusals: each reason with the cases it refused. */
function documentedReasons(text: string): Map<string, number> {
  const rows = text.split("\n").filter((line) => /^\| refused: /.test(line));
  return new Map(
    rows.map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      return [cells[1]!.replace(/^refused: /, "").replaceAll("`", ""), Number(cells[2])];
    }),
  );
}

describe("the JSON Schema Test Suite, draft 2020-12", async () => {
  const { tallies, wrong, reasons, refusedKeywords, ajvMisses } = await runSuite();
  const readme = readFileSync(README, "utf8");

  it("gets the suite's verdict from the checks and from Ajv on every case of every group the compiler builds", () => {
    expect(wrong).toEqual([]);
    const built = [...tallies.values()].reduce((n, t) => n + t.compiled, 0);
    expect(built).toBeGreaterThanOrEqual(400);
  });

  it("refuses at build only for the keywords and forms it does not support", () => {
    expect([...refusedKeywords].sort()).toEqual(REFUSED_KEYWORDS);
    expect(Object.fromEntries(documentedReasons(readme))).toEqual(Object.fromEntries(reasons));
  });

  it("leaves Ajv's misses on groups the compiler refuses, and only the known ones", () => {
    const byFile: Record<string, number> = {};
    for (const where of ajvMisses.keys()) {
      const file = where.slice(0, where.indexOf(": "));
      byFile[file] = (byFile[file] ?? 0) + 1;
    }
    expect(byFile).toEqual(AJV_MISSES);
  });

  it("matches the counts its README reports, file by file, and the totals the package README gives", () => {
    expect(Object.fromEntries(documentedFiles(readme))).toEqual(Object.fromEntries(tallies));
    const sum = (key: keyof Tally) => [...tallies.values()].reduce((n, t) => n + t[key], 0).toLocaleString("en-US");
    const [cases, built, refused] = [sum("cases"), sum("compiled"), sum("refused")];
    expect(readme).toContain(`Total: ${cases} cases in ${tallies.size} files; the compiler built and passed ${built}`);
    const words = readFileSync(PACKAGE_README, "utf8").replace(/\s+/g, " ");
    expect(words).toContain(`of its ${cases} cases, the compiler builds ${built} `);
    expect(words).toContain(`refuses the other ${refused} at build`);
  });

  it("catches a compiler that takes a maximum as exclusive", async () => {
    const broken: Compile = async (document) => (await compileChecks(document)).replace("data > 3", "data >= 3");
    const run = await runSuite(["maximum.json"], broken);
    // Both groups' bounds (3 and 300) start with "data > 3", so both lose their boundary points.
    expect(run.wrong).toEqual([
      "maximum.json: maximum validation / boundary point is valid: the checks say false",
      "maximum.json: maximum validation with unsigned integer / boundary point integer is valid: the checks say false",
      "maximum.json: maximum validation with unsigned integer / boundary point float is valid: the checks say false",
    ]);
  });

  it("catches a compiler that ignores a keyword it does not support instead of refusing", async () => {
    const ignoring: Compile = (document) =>
      compileChecks(JSON.parse(JSON.stringify(document).replaceAll('"not":', '"title":')) as Record<string, unknown>);
    const run = await runSuite(["not.json"], ignoring);
    expect(run.wrong.length).toBeGreaterThan(10);
    expect(run.wrong.every((line) => line.startsWith("not.json: ") && line.includes("the checks say"))).toBe(true);
  });

  it("catches a compiler that fails without a reason", async () => {
    const crashing: Compile = async () => "export const SuiteRoot = (";
    const run = await runSuite(["minimum.json"], crashing);
    expect(run.wrong).toHaveLength(2);
    expect(run.wrong[0]).toMatch(/^minimum\.json: .*: the compiler failed without refusing: /);
  });
});
