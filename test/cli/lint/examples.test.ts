import { describe, it, expect } from "vitest";
import { join } from "node:path";
import { EXIT } from "../../../src/cli/exit.js";
import { tracesDir } from "../run-cli.js";
import { jsonOut, lintRun } from "./run-lint.js";
import { byPlace, expectedOf, traces, type Expected } from "../example-traces.js";

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
