/**
 * `npm run conformance`: for each server configuration (`configurations.ts`), starts it on loopback with trace
 * capture, runs the ten `tasks-*` scenarios of the pinned official suite one by one, each through `mcp-tasks record`
 * in front of the server, stops it, and lints the captured trace with `mcp-tasks lint`; then writes RESULTS.md and
 * results.json beside this file. Exits non-zero on any unexpected failure of the suite, on any lint error against the
 * server, and on any recording that misses a message or differs from the server's own trace.
 *
 * Flags: `--scenario <name>` and `--configuration <name>` (each repeatable) run a subset; `--no-lint` skips the
 * trace lint.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { openTrace } from "../trace.js";
import { allConfigurations, type Configuration } from "./configurations.js";
import { formatFinding, lintTrace, type LintSummary } from "./lint.js";
import {
  parseExpectedFailures,
  passed,
  summarize,
  toJson,
  toMarkdown,
  type ConfigurationResult,
  type ScenarioSummary,
} from "./report.js";
import { compareWithServerTrace, runRecordedScenario, type RecordedScenario } from "./recorded-run.js";
import { ensureSuiteInstalled, taskScenarios, type ScenarioRun } from "./suite.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const outRoot = join(here, "out");
const cli = join(root, "dist/cli.js");
const expectedFailuresPath = join(here, "expected-failures.yaml");
const suiteName = "@modelcontextprotocol/conformance@0.2.0-alpha.12";

const argv = process.argv.slice(2);
const valuesOf = (flag: string): string[] =>
  argv.flatMap((arg, i) => (arg === flag && argv[i + 1] !== undefined ? [argv[i + 1] as string] : []));
const chosen = valuesOf("--scenario");
const scenarios = chosen.length > 0 ? chosen : [...taskScenarios];
const chosenConfigurations = valuesOf("--configuration");
const configurations =
  chosenConfigurations.length > 0
    ? allConfigurations.filter((c) => chosenConfigurations.includes(c.name))
    : allConfigurations;
if (configurations.length === 0)
  fatal(
    `no configuration named ${chosenConfigurations.join(", ")}; there are ${allConfigurations.map((c) => c.name).join(", ")}`,
  );
const lint = !argv.includes("--no-lint");

if (!existsSync(join(root, "dist/index.js")))
  fatal("dist/ is missing: run `npm run build` first (the server imports the built package).");
await ensureSuiteInstalled();
await rm(outRoot, { recursive: true, force: true });
await mkdir(outRoot, { recursive: true });
const expected = parseExpectedFailures(await readFile(expectedFailuresPath, "utf8"));

const sections: ConfigurationResult[] = [];
let problems = 0;
for (const configuration of configurations) {
  const section = await runConfiguration(configuration);
  sections.push(section);
  problems += section.problems;
}
const date = new Date().toISOString().slice(0, 10);
if (chosen.length === 0 && chosenConfigurations.length === 0) {
  await writeFile(join(here, "RESULTS.md"), toMarkdown(sections, suiteName, date));
  await writeFile(join(here, "results.json"), toJson(sections, suiteName, date));
  console.log(`Wrote ${relative(root, join(here, "RESULTS.md"))} and results.json`);
}
console.log(problems === 0 ? "Conformance: all scenarios passed." : `Conformance: ${problems} problem(s), see above.`);
process.exit(problems === 0 ? 0 : 1);

/** Runs every scenario against one configuration, through the recorder, and checks the recordings and the trace. */
async function runConfiguration(configuration: Configuration): Promise<ConfigurationResult> {
  const outDir = join(outRoot, configuration.name);
  const tracePath = join(outDir, "trace.jsonl");
  await mkdir(outDir, { recursive: true });
  const trace = openTrace(tracePath);
  const started = await configuration.start(trace);
  console.log(`\n${configuration.title}: ${started.url.href}; trace: ${relative(root, tracePath)}`);
  const runs: ScenarioRun[] = [];
  const summaries: ScenarioSummary[] = [];
  const recorded: RecordedScenario[] = [];
  let how: string;
  try {
    for (const scenario of scenarios) {
      const through = await runRecordedScenario({ cli, scenario, server: started.url, outDir, expectedFailuresPath });
      recorded.push(through);
      const run = through.run;
      const summary = summarize(run, expected);
      runs.push(run);
      summaries.push(summary);
      await writeFile(join(outDir, `${scenario}.log`), stripAnsi(run.output));
      const verdict = passed(summary) ? "ok  " : "FAIL";
      console.log(
        `${verdict} ${scenario}: ${summary.passed} passed, ${summary.failed + summary.warnings} failed, ${summary.skipped} skipped (${run.durationMs} ms)`,
      );
      if (!passed(summary)) console.log(indent(stripAnsi(run.output)));
    }
  } finally {
    how = started.describe();
    await started.close();
    await trace.close();
  }
  let problems = summaries.filter((summary) => !passed(summary)).length;
  const recordingProblems = [
    ...recorded.flatMap((r) => r.problems),
    ...(await compareWithServerTrace(recorded, tracePath)).problems,
  ];
  for (const problem of recordingProblems) console.log(`  recording: ${problem}`);
  const notes = [how, describeRecording(recorded, recordingProblems.length)];
  problems += recordingProblems.length;
  if (lint) {
    try {
      const lintSummary = lintTrace(cli, tracePath);
      for (const finding of lintSummary.serverErrors) console.log(`  ${formatFinding(finding)}`);
      notes.push(describeLint(lintSummary));
      if (lintSummary.exitCode !== 0) problems += 1;
    } catch (error) {
      console.error(`Cannot lint the trace: ${error instanceof Error ? error.message : String(error)}`);
      problems += 1;
    }
  }
  for (const note of notes.slice(1)) console.log(note);
  return { name: configuration.name, title: configuration.title, summaries, runs, notes, problems };
}

/** One sentence on the trace lint. */
function describeLint(summary: LintSummary): string {
  const client = summary.clientErrors.map((finding) => finding.rule);
  const clientPart =
    client.length === 0
      ? ""
      : ` The suite's deliberately malformed requests account for ${client.length} error(s) against the client (${[...new Set(client)].join(", ")}), which the server rejected or ignored as required.`;
  return `Trace lint (\`mcp-tasks lint --party server\`): ${summary.serverErrors.length} error(s) and ${summary.serverWarnings} warning(s) against the server.${clientPart}`;
}

/** One sentence on the recordings. */
function describeRecording(recorded: readonly RecordedScenario[], problemCount: number): string {
  const envelopes = recorded.reduce((n, r) => n + r.recording.envelopes, 0);
  const counted = recorded.filter((r) => r.suiteMessages !== undefined).length;
  const live = recorded.reduce((n, r) => n + r.recorder.findings.filter((f) => f.severity === "error").length, 0);
  const verdict =
    problemCount === 0
      ? "every message of the server's own trace is in the recordings, and nothing else"
      : `${problemCount} problem(s), listed above`;
  return `Recorded through \`mcp-tasks record --lint --party server\` (one recording per scenario, out/<configuration>/recordings/): ${envelopes} envelopes; ${live} live lint error(s) against the server; message counts equal the suite's own in the ${counted} scenario(s) that report one; ${verdict}.`;
}

/** Stops with a message. */
function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Removes terminal colour codes from the suite's output. */
function stripAnsi(text: string): string {
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

/** Indents every line, to set the suite's output apart from ours. */
function indent(text: string): string {
  return text.replace(/^/gm, "    ");
}
