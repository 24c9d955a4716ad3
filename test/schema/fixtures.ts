/** Loads the fixture corpus: `test/fixtures/<Definition>/{valid,invalid}/*.json`. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The fixture corpus directory. */
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

/** Where an invalid fixture expects an issue: a JSON Pointer and, optionally, the keyword. */
export interface Expectation {
  path: string;
  keyword?: string;
}

/** One fixture: a value, the definition it is checked against, and whether it must validate. */
export interface Fixture {
  definition: string;
  kind: "valid" | "invalid";
  /** Path relative to the fixture corpus directory, e.g. `Task/invalid/ttl-ms-negative.json`. */
  file: string;
  value: unknown;
  /** For invalid fixtures: the issue the failure must include. */
  expect?: Expectation;
}

/** Reads every fixture of the corpus, sorted by file path. Invalid files hold `{ value, expect }`. */
export function loadFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  for (const definition of readdirSync(FIXTURES_DIR).sort()) {
    if (!statSync(join(FIXTURES_DIR, definition)).isDirectory()) continue;
    for (const kind of ["valid", "invalid"] as const) {
      const dir = join(FIXTURES_DIR, definition, kind);
      let names: string[];
      try {
        names = readdirSync(dir)
          .filter((n) => n.endsWith(".json"))
          .sort();
      } catch {
        continue;
      }
      for (const name of names) {
        const file = `${definition}/${kind}/${name}`;
        const data: unknown = JSON.parse(readFileSync(join(dir, name), "utf8"));
        if (kind === "valid") {
          fixtures.push({ definition, kind, file, value: data });
        } else {
          const { value, expect } = data as { value: unknown; expect: Expectation };
          fixtures.push({ definition, kind, file, value, expect });
        }
      }
    }
  }
  return fixtures;
}
