import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { renderChecks } from "../../scripts/codegen/checks.js";
import { documentOf, ROOT, upgraded } from "./suite-schema.js";

/**
 * The JSON Schema Test Suite (draft 7 files, test/fixtures/json-schema-test-suite/README.md says whence), each group
 * upgraded to 2020-12, run through the checks compiler and through Ajv. Where the compiler builds a group, its checks
 * must give the suite's verdict on every case; where it does not, it must refuse at build with a reason, never
 * compile something else. Ajv must give the suite's verdict on every group it compiles.
 */
const DIR = new URL("../fixtures/json-schema-test-suite/draft7/", import.meta.url);
const README = new URL("../fixtures/json-schema-test-suite/README.md", import.meta.url);

interface Group {
  description: string;
  schema: unknown;
  tests: Array<{ description: string; data: unknown; valid: boolean }>;
}

/**
 * Groups whose draft 7 meaning 2020-12 changed, left out: a `$ref` beside other keywords hides them in draft 7 and
 * sits beside them in 2020-12.
 */
const CHANGED = new Set(["ref.json: ref overrides any sibling keywords"]);

/**
 * The keywords the compiler refuses at build in the suite's schemas: those it does not implement (and, in ref.json, a
 * schema whose unknown members are the targets of `#/...` pointers); `$defs` below the root of a document.
 */
const REFUSED_KEYWORDS = [
  "$defs",
  "contains",
  "dependentRequired",
  "else",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "if",
  "maxItems",
  "maxLength",
  "maxProperties",
  "minItems",
  "multipleOf",
  "not",
  "patternProperties",
  "prefixItems",
  "propertyNames",
  "then",
  "tilda~field",
  "uniqueItems",
];

/** Per file: cases, cases the compiler built and passed, cases it refused at build, cases Ajv passed. */
interface Tally {
  cases: number;
  compiled: number;
  refused: number;
  ajv: number;
  changed: number;
}

async function load(code: string): Promise<Record<string, (value: unknown) => boolean>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    (value: unknown) => boolean
  >;
}

/** Runs every file; returns the tallies and every disagreement with the suite. */
async function runSuite(): Promise<{
  tallies: Map<string, Tally>;
  wrong: string[];
  reasons: Set<string>;
  refusedKeywords: Set<string>;
}> {
  const tallies = new Map<string, Tally>();
  const refusedKeywords = new Set<string>();
  const wrong: string[] = [];
  const reasons = new Set<string>();
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const tally: Tally = { cases: 0, compiled: 0, refused: 0, ajv: 0, changed: 0 };
    tallies.set(file, tally);
    const groups = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as Group[];
    for (const group of groups) {
      const where = `${file}: ${group.description}`;
      tally.cases += group.tests.length;
      if (CHANGED.has(where)) {
        tally.changed += group.tests.length;
        continue;
      }
      const document = documentOf(group.schema);
      let check: ((value: unknown) => boolean) | undefined;
      try {
        check = (await load(await renderChecks(document, { formatted: false })))[ROOT];
      } catch (error) {
        const reason = (error as Error).message;
        if (!reason.startsWith("checks codegen: "))
          wrong.push(`${where}: the compiler failed without refusing: ${reason}`);
        const keyword = /^checks codegen: unsupported keyword "(.+)"$/.exec(reason)?.[1];
        if (keyword !== undefined) refusedKeywords.add(keyword);
        reasons.add(reason.replace(/^checks codegen: /, "").replace(/(supported, not|reference|keyword) .*$/, "$1"));
        tally.refused += group.tests.length;
      }
      // Ajv takes the upgraded schema as the suite wrote it, whose root a `#` reference names.
      const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateSchema: false });
      let reference: ((value: unknown) => boolean) | undefined;
      try {
        reference = ajv.compile(upgraded(group.schema) as object | boolean as object);
      } catch {
        // Remote references, which the suite serves from a test server, do not resolve here.
      }
      for (const test of group.tests) {
        if (check !== undefined) {
          if (check(test.data) === test.valid) tally.compiled++;
          else wrong.push(`${where} / ${test.description}: the checks say ${!test.valid}`);
        }
        if (reference !== undefined) {
          if (reference(test.data) === test.valid) tally.ajv++;
          else wrong.push(`${where} / ${test.description}: Ajv says ${!test.valid}`);
        }
      }
    }
  }
  return { tallies, wrong, reasons, refusedKeywords };
}

/** The table of the README, by file: its cases, passed, refused, Ajv and left-out counts. */
function documented(): Map<string, Tally> {
  const rows = readFileSync(README, "utf8")
    .split("\n")
    .filter((line) => /^\| `[\w-]+\.json` \|/.test(line));
  return new Map(
    rows.map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      const [cases, compiled, refused, ajv, changed] = cells.slice(3, 8).map(Number);
      return [cells[1]!.replaceAll("`", ""), { cases, compiled, refused, ajv, changed } as Tally];
    }),
  );
}

describe("the JSON Schema Test Suite", async () => {
  const { tallies, wrong, reasons, refusedKeywords } = await runSuite();

  it("gets the suite's verdict on every case the compiler builds, and from Ajv on every case Ajv builds", () => {
    expect(wrong).toEqual([]);
    const total = [...tallies.values()].reduce((n, t) => n + t.compiled, 0);
    expect(total).toBeGreaterThanOrEqual(190);
  });

  it("refuses at build only for the keywords and forms it does not support", () => {
    if (process.env.SUITE_TABLE) console.log([...reasons].sort(), [...refusedKeywords].sort());
    expect([...refusedKeywords].sort()).toEqual(REFUSED_KEYWORDS);
    expect([...reasons].sort()).toEqual([
      "minLength above 1 needs code-point counting",
      "object constants are not supported",
      "only local $defs references are supported, not",
      "unsupported keyword",
    ]);
  });

  it("catches a broken compiler: a maximum taken as exclusive fails the suite", async () => {
    const groups = JSON.parse(readFileSync(new URL("maximum.json", DIR), "utf8")) as Group[];
    const code = await renderChecks(documentOf(groups[0]!.schema), { formatted: false });
    expect(code).toContain("data > 3");
    const foil = (await load(code.replace("data > 3", "data >= 3")))[ROOT]!;
    const missed = groups[0]!.tests.filter((test) => foil(test.data) !== test.valid).map((test) => test.description);
    expect(missed).toEqual(["boundary point is valid"]);
  });

  it("matches the counts its README reports, file by file", () => {
    if (process.env.SUITE_TABLE)
      for (const [file, t] of tallies)
        console.log(`| \`${file}\` | | ${t.cases} | ${t.compiled} | ${t.refused} | ${t.ajv} | ${t.changed} |`);
    expect(Object.fromEntries(documented())).toEqual(Object.fromEntries(tallies));
  });
});
