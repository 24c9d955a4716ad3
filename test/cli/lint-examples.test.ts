import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { jsonLines, runCli, tracesDir } from "./run-cli.js";
import { byPlace, expectedOf, traces, type Expected } from "./example-traces.js";

const brief = (stdout: string): Expected[] =>
  (jsonLines(stdout) as Expected[])
    .map(({ rule, line, severity, party }) => ({ rule, line, severity, party }))
    .sort(byPlace);

describe("example traces", () => {
  it("include a good full lifecycle, a cancelled one and bad traces, each with expected findings", () => {
    expect(traces).toContain("good-lifecycle.jsonl");
    expect(traces).toContain("good-cancelled.jsonl");
    expect(traces.filter((t) => t.startsWith("bad-")).length).toBeGreaterThanOrEqual(10);
    expect(traces).toContain("bad-client-requests.jsonl");
    for (const trace of traces) expect(readdirSync(tracesDir)).toContain(trace.replace(/\.jsonl$/, ".expected.json"));
  });

  it.each(traces)("%s gives exactly its expected findings, parties and exit status", async (trace) => {
    const expected = expectedOf(trace);
    const run = await runCli(["lint", "--json", join(tracesDir, trace)]);
    expect(brief(run.stdout)).toEqual(expected);
    expect(run.status).toBe(expected.some((e) => e.severity === "error") ? 1 : 0);
    expect(run.stderr).toBe("");
  });

  it.each(traces)(
    "%s with --party keeps that party's findings and those that blame neither, and exits on them",
    async (trace) => {
      for (const party of ["client", "server"] as const) {
        const kept = expectedOf(trace).filter((e) => e.party === party || e.party === null);
        const run = await runCli(["lint", "--json", "--party", party, join(tracesDir, trace)]);
        expect(brief(run.stdout)).toEqual(kept);
        expect(run.status).toBe(kept.some((e) => e.severity === "error") ? 1 : 0);
      }
    },
  );

  it("bad traces each show at least one error, good ones none", () => {
    for (const trace of traces) {
      const expected = JSON.parse(
        readFileSync(join(tracesDir, trace.replace(/\.jsonl$/, ".expected.json")), "utf8"),
      ) as Expected[];
      if (trace.startsWith("good-")) expect(expected).toEqual([]);
      else expect(expected.length).toBeGreaterThan(0);
    }
  });

  it("between them blame the client, the server and neither party", () => {
    const parties = new Set(traces.flatMap((t) => expectedOf(t).map((e) => e.party)));
    expect(parties).toEqual(new Set(["client", "server", null]));
  });
});
