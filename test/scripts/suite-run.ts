/**
 * Runs the JSON Schema Test Suite's draft 2020-12 files (test/fixtures/json-schema-test-suite/draft2020-12/) through
 * a checks compiler and through Ajv, and counts, file by file, what each got right, what it refused and what it got
 * wrong. The harness takes the compiler as an argument, so a test can hand it a broken one and see it caught.
 */
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { renderChecks } from "../../scripts/codegen/checks.js";

/** Where the vendored files are. */
export const SUITE_DIR = new URL("../fixtures/json-schema-test-suite/draft2020-12/", import.meta.url);

/** One group of the suite: a schema and the cases that say which values it accepts. */
export interface Group {
  description: string;
  schema: unknown;
  tests: Array<{ description: string; data: unknown; valid: boolean }>;
}

/** A compiler under test: a document in, the source of its checks module out (or a thrown refusal). */
export type Compile = (document: Record<string, unknown>) => Promise<string>;

/** The definition name a group's schema is compiled under. */
export const ROOT = "SuiteRoot";

/** Per file: its cases; those the compiler passed and refused at build; those Ajv passed, got wrong and refused. */
export interface Tally {
  cases: number;
  compiled: number;
  refused: number;
  ajv: number;
  ajvWrong: number;
  ajvRefused: number;
}

/** What a run found: tallies by file, every fault, and why the compiler refused what it refused. */
export interface SuiteRun {
  tallies: Map<string, Tally>;
  /** Cases the compiler got wrong, compilations that failed without a refusal, Ajv's misses on built groups. */
  wrong: string[];
  /** Refusal reasons (without the reference or name they quote), with the cases each refused. */
  reasons: Map<string, number>;
  /** The keywords named by "unsupported keyword" refusals. */
  refusedKeywords: Set<string>;
  /** Groups the compiler refused on which Ajv misses at least one case (or throws), with how many. */
  ajvMisses: Map<string, number>;
}

/** The top-level files, then those of `optional/`, as paths relative to the suite's folder. */
export function suiteFiles(): string[] {
  const json = (dir: string) =>
    readdirSync(new URL(dir, SUITE_DIR))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => `${dir}${f}`);
  return [...json(""), ...json("optional/")];
}

/** The groups of one file. */
export function groupsOf(file: string): Group[] {
  return JSON.parse(readFileSync(new URL(file, SUITE_DIR), "utf8")) as Group[];
}

/**
 * The document the compiler takes for a group: the schema's own `$defs` beside it (as `SuiteRoot`), so that its
 * `#/$defs/...` references resolve within the document, and its `$schema` and `$id` at the document's root, where they
 * apply to the whole resource as they do in the group.
 */
export function documentOf(schema: unknown): Record<string, unknown> {
  if (typeof schema !== "object" || schema === null) return { $defs: { [ROOT]: schema } };
  const { $defs, $schema, $id, ...rest } = schema as Record<string, unknown>;
  const root: Record<string, unknown> = {};
  if ($schema !== undefined) root.$schema = $schema;
  if ($id !== undefined) root.$id = $id;
  return { ...root, $defs: { ...($defs as object | undefined), [ROOT]: rest } };
}

/** The compiler of `scripts/codegen/checks.ts`, unformatted (formatting changes only layout). */
export const compileChecks: Compile = (document) => renderChecks(document, { formatted: false });

async function load(code: string): Promise<(value: unknown) => boolean> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
  return module[ROOT] as (value: unknown) => boolean;
}

/** Ajv's verdict on a case, or "throws" (a stack overflow on some `$dynamicRef` schemas). */
function verdict(validate: (value: unknown) => boolean, data: unknown): boolean | "throws" {
  try {
    return validate(data);
  } catch {
    return "throws";
  }
}

/** Runs the given files (every file by default) through `compile` and through Ajv 8's 2020-12 build. */
export async function runSuite(files = suiteFiles(), compile: Compile = compileChecks): Promise<SuiteRun> {
  const run: SuiteRun = {
    tallies: new Map(),
    wrong: [],
    reasons: new Map(),
    refusedKeywords: new Set(),
    ajvMisses: new Map(),
  };
  for (const file of files) {
    const tally: Tally = { cases: 0, compiled: 0, refused: 0, ajv: 0, ajvWrong: 0, ajvRefused: 0 };
    run.tallies.set(file, tally);
    for (const group of groupsOf(file)) {
      const where = `${file}: ${group.description}`;
      tally.cases += group.tests.length;
      let check: ((value: unknown) => boolean) | undefined;
      try {
        check = await load(await compile(documentOf(group.schema)));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!reason.startsWith("checks codegen: "))
          run.wrong.push(`${where}: the compiler failed without refusing: ${reason}`);
        const keyword = /^checks codegen: unsupported keyword "(.+)"$/.exec(reason)?.[1];
        if (keyword !== undefined) run.refusedKeywords.add(keyword);
        const kind = reason
          .replace(/^checks codegen: /, "")
          .replace(/, not .*$/, "")
          .replace(/^(unsupported definition name) .*$/, "$1");
        run.reasons.set(kind, (run.reasons.get(kind) ?? 0) + group.tests.length);
        tally.refused += group.tests.length;
      }
      // Ajv takes the schema as the suite wrote it. It cannot fetch the remote documents some groups name.
      let reference: ((value: unknown) => boolean) | undefined;
      try {
        const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateSchema: false, logger: false });
        reference = ajv.compile(group.schema as object);
      } catch {
        tally.ajvRefused += group.tests.length;
      }
      for (const test of group.tests) {
        if (check !== undefined) {
          if (check(test.data) === test.valid) tally.compiled++;
          else run.wrong.push(`${where} / ${test.description}: the checks say ${!test.valid}`);
        }
        if (reference === undefined) continue;
        const said = verdict(reference, test.data);
        if (said === test.valid) {
          tally.ajv++;
          continue;
        }
        tally.ajvWrong++;
        if (check !== undefined) run.wrong.push(`${where} / ${test.description}: Ajv says ${said}`);
        else run.ajvMisses.set(where, (run.ajvMisses.get(where) ?? 0) + 1);
      }
    }
  }
  return run;
}
