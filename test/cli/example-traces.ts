/** The example traces under examples/traces and the findings each one's .expected.json lists. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { tracesDir } from "./run-cli.js";

/** A finding as an example trace's .expected.json lists it. */
export interface Expected {
  rule: string;
  line: number;
  severity: "error" | "warning";
  party: "client" | "server" | null;
}

/** Orders findings by line, then rule, then severity, so that two lists compare whatever order they came in. */
export const byPlace = (a: Expected, b: Expected): number =>
  a.line - b.line || a.rule.localeCompare(b.rule) || a.severity.localeCompare(b.severity);

/** The example traces' file names, sorted. */
export const traces = readdirSync(tracesDir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();

/** A trace's expected findings, in place order. */
export const expectedOf = (trace: string): Expected[] =>
  (JSON.parse(readFileSync(join(tracesDir, trace.replace(/\.jsonl$/, ".expected.json")), "utf8")) as Expected[]).sort(
    byPlace,
  );
