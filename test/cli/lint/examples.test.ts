import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EXIT } from "../../../src/cli/exit.js";
import { tracesDir } from "../run-cli.js";
import { jsonOut, lintRun } from "./run-lint.js";

/** A finding as an example trace's .expected.json lists it. */
interface Expected {
  rule: string;
  line: number;
  severity: "error" | "warning";
  party: "client" | "server" | null;
}

const byPlace = (a: Expected, b: Expected): number =>
  a.line - b.line || a.rule.localeCompare(b.rule) || a.severity.localeCompare(b.severity);
const traces = readdirSync(tracesDir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();
const expectedOf = (trace: string): Expected[] =>
  (JSON.parse(readFileSync(join(tracesDir, trace.replace(/\.jsonl$/, ".expected.json")), "utf8")) as Expected[]).sort(
    byPlace,
  );
const brief = (findings: Record<string, unknown>[]): Expected[] =>
  findings.map(({ rule, line, severity, party }) => ({ rule, line, severity, party }) as Expected).sort(byPlace);
const statusFor = (findings: readonly Expected[]): number =>
  findings.some((e) => e.severity === "error") ? EXIT.invalid : EXIT.ok;

// The same examples as test/cli/lint-examples.test.ts, run in-process so that a change to src/ shows here too.
describe("example traces, linted in-process", () => {
  it("are there to lint", () => {
    expect(traces.length).toBeGreaterThanOrEqual(12);
  });

  it.each(traces)("%s gives exactly its expected findings and exit status", async (trace) => {
    const expected = expectedOf(trace);
    const run = await lintRun(["--json", join(tracesDir, trace)]);
    expect(brief(jsonOut(run))).toEqual(expected);
    expect(run.status).toBe(statusFor(expected));
    expect(run.err).toEqual([]);
  });

  it.each(traces)("%s with --party keeps that party's findings and those that blame neither", async (trace) => {
    for (const party of ["client", "server"] as const) {
      const kept = expectedOf(trace).filter((e) => e.party === party || e.party === null);
      const run = await lintRun(["--json", "--party", party, join(tracesDir, trace)]);
      expect(brief(jsonOut(run))).toEqual(kept);
      expect(run.status).toBe(statusFor(kept));
    }
  });
});
