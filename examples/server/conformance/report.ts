/** Summaries of a conformance run: counts per scenario, a verdict, and the RESULTS.md / results.json texts. */
import type { Check, CheckStatus, ScenarioRun } from "./suite.js";

/** Check counts of one scenario. */
export interface ScenarioSummary {
  scenario: string;
  passed: number;
  failed: number;
  warnings: number;
  skipped: number;
  info: number;
  expectedFailures: string[];
  unexpectedFailures: string[];
  exitCode: number;
  durationMs: number;
}

/** Counts one scenario's checks, splitting failures into expected (listed) and unexpected ones. */
export function summarize(run: ScenarioRun, expected: ReadonlySet<string>): ScenarioSummary {
  const count = (status: CheckStatus): number => run.checks.filter((check) => check.status === status).length;
  const failing = run.checks.filter((check) => check.status === "FAILURE" || check.status === "WARNING");
  const key = (check: Check): string => `${run.scenario}:${check.id}`;
  const listed = (check: Check): boolean => expected.has(run.scenario) || expected.has(key(check));
  return {
    scenario: run.scenario,
    passed: count("SUCCESS"),
    failed: count("FAILURE"),
    warnings: count("WARNING"),
    skipped: count("SKIPPED"),
    info: count("INFO"),
    expectedFailures: failing.filter(listed).map(key),
    unexpectedFailures: failing.filter((check) => !listed(check)).map(key),
    exitCode: run.exitCode,
    durationMs: run.durationMs,
  };
}

/** Whether a scenario counts as passed: the suite exited 0, checks were produced, and no failure is unexpected. */
export function passed(summary: ScenarioSummary): boolean {
  const produced = summary.passed + summary.failed + summary.warnings + summary.skipped + summary.info > 0;
  return summary.exitCode === 0 && produced && summary.unexpectedFailures.length === 0;
}

/** What one configuration's run produced: its scenario summaries, the suite's runs, and sentences on the rest. */
export interface ConfigurationResult {
  name: string;
  title: string;
  summaries: ScenarioSummary[];
  runs: ScenarioRun[];
  /** How the configuration ran, and what the recordings and the trace lint showed. */
  notes: string[];
  problems: number;
}

/** The Markdown report: a table per configuration, then every check of every configuration by scenario. */
export function toMarkdown(sections: ConfigurationResult[], suite: string, date: string): string {
  const lines = [
    "# Conformance results",
    "",
    `Official suite \`${suite}\`, the ten \`tasks-*\` server scenarios, run by \`npm run conformance\` on ${date} against ${sections.length} server configuration(s).`,
    "Passed counts checks with status SUCCESS; the suite's skipped checks are listed separately.",
  ];
  for (const section of sections) {
    lines.push(
      "",
      `## ${section.title}`,
      "",
      "| Scenario | Passed | Failed | Skipped | Result |",
      "|---|---:|---:|---:|---|",
    );
    for (const s of section.summaries) {
      const failed = s.failed + s.warnings;
      const note = s.expectedFailures.length > 0 ? ` (${s.expectedFailures.length} expected)` : "";
      const result = passed(s) ? (s.passed === 0 && s.skipped > 0 ? "skipped by the suite" : "pass") : "FAIL";
      lines.push(`| \`${s.scenario}\` | ${s.passed} | ${failed}${note} | ${s.skipped} | ${result} |`);
    }
    const total = (pick: (s: ScenarioSummary) => number): number =>
      section.summaries.reduce((sum, s) => sum + pick(s), 0);
    lines.push(
      `| **Total** | **${total((s) => s.passed)}** | **${total((s) => s.failed + s.warnings)}** | **${total((s) => s.skipped)}** | |`,
    );
    for (const note of section.notes) lines.push("", note);
  }
  for (const section of sections) {
    lines.push("", `## Checks: ${section.title}`, "");
    for (const run of section.runs) {
      lines.push(`### \`${run.scenario}\``, "");
      for (const check of run.checks) {
        const error = check.errorMessage === undefined ? "" : ` — ${check.errorMessage.replace(/\s+/g, " ")}`;
        lines.push(`- \`${check.id}\`: ${check.status}${error}`);
      }
      if (run.checks.length === 0) lines.push("- (no checks were reported)");
      lines.push("");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The machine-readable report. */
export function toJson(sections: ConfigurationResult[], suite: string, date: string): string {
  const configurations = sections.map((section) => ({
    name: section.name,
    title: section.title,
    scenarios: section.summaries.map((summary) => ({
      ...summary,
      checks: (section.runs.find((run) => run.scenario === summary.scenario)?.checks ?? []).map(
        ({ id, status, errorMessage }) => ({
          id,
          status,
          ...(errorMessage === undefined ? {} : { errorMessage }),
        }),
      ),
    })),
  }));
  return `${JSON.stringify({ suite, date, configurations }, null, 2)}\n`;
}

/** The entries of an expected-failures file (`server:` list items), read without a YAML library. */
export function parseExpectedFailures(text: string): Set<string> {
  const entries = new Set<string>();
  let inServer = false;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trimEnd();
    if (line.trim() === "") continue;
    if (/^\S/.test(line)) inServer = /^server\s*:/.test(line);
    const item = /^\s*-\s*["']?([^"']+?)["']?\s*$/.exec(line);
    if (inServer && item?.[1] !== undefined) entries.add(item[1]);
  }
  return entries;
}
