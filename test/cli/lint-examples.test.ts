import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { jsonLines, runCli, tracesDir } from "./run-cli.js";

interface Expected {
  rule: string;
  line: number;
  severity: "error" | "warning";
}

const byPlace = (a: Expected, b: Expected): number => a.line - b.line || a.rule.localeCompare(b.rule) || a.severity.localeCompare(b.severity);
const traces = readdirSync(tracesDir).filter((f) => f.endsWith(".jsonl")).sort();

describe("example traces", () => {
  it("include a good full lifecycle, a cancelled one and bad traces, each with expected findings", () => {
    expect(traces).toContain("good-lifecycle.jsonl");
    expect(traces).toContain("good-cancelled.jsonl");
    expect(traces.filter((t) => t.startsWith("bad-")).length).toBeGreaterThanOrEqual(9);
    for (const trace of traces) expect(readdirSync(tracesDir)).toContain(trace.replace(/\.jsonl$/, ".expected.json"));
  });

  it.each(traces)("%s gives exactly its expected findings and exit status", async (trace) => {
    const expected = (JSON.parse(readFileSync(join(tracesDir, trace.replace(/\.jsonl$/, ".expected.json")), "utf8")) as Expected[]).sort(byPlace);
    const run = await runCli(["lint", "--json", join(tracesDir, trace)]);
    const found = (jsonLines(run.stdout) as Expected[]).map(({ rule, line, severity }) => ({ rule, line, severity })).sort(byPlace);
    expect(found).toEqual(expected);
    expect(run.status).toBe(expected.some((e) => e.severity === "error") ? 1 : 0);
    expect(run.stderr).toBe("");
  });

  it("bad traces each show at least one error, good ones none", () => {
    for (const trace of traces) {
      const expected = JSON.parse(readFileSync(join(tracesDir, trace.replace(/\.jsonl$/, ".expected.json")), "utf8")) as Expected[];
      if (trace.startsWith("good-")) expect(expected).toEqual([]);
      else expect(expected.length).toBeGreaterThan(0);
    }
  });
});
