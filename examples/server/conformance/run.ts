/**
 * `npm run conformance`: starts the reference server on a free loopback port with trace capture, runs the ten
 * `tasks-*` scenarios of the pinned official suite one by one, each through `mcp-tasks record` in front of the
 * server, stops the server, writes RESULTS.md and results.json beside this file, and lints the captured trace with
 * `mcp-tasks lint`. Exits non-zero on any unexpected failure of the suite, on any lint error against the server, and
 * on any recording that misses a message or differs from the server's own trace.
 *
 * Flags: `--scenario <name>` (repeatable) runs a subset; `--no-lint` skips the trace lint.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "../app.js";
import { formatFinding, lintTrace, type LintSummary } from "./lint.js";
import { parseExpectedFailures, passed, summarize, toJson, toMarkdown, type ScenarioSummary } from "./report.js";
import { compareWithServerTrace, runRecordedScenario, type RecordedScenario } from "./recorded-run.js";
import { ensureSuiteInstalled, taskScenarios, type ScenarioRun } from "./suite.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const outDir = join(here, "out");
const tracePath = join(outDir, "trace.jsonl");
const cli = join(root, "dist/cli.js");
const expectedFailuresPath = join(here, "expected-failures.yaml");
const suiteName = "@modelcontextprotocol/conformance@0.2.0-alpha.12";

const argv = process.argv.slice(2);
const chosen = argv.flatMap((arg, i) => (arg === "--scenario" && argv[i + 1] !== undefined ? [argv[i + 1] as string] : []));
const scenarios = chosen.length > 0 ? chosen : [...taskScenarios];
const lint = !argv.includes("--no-lint");

if (!existsSync(join(root, "dist/index.js"))) fatal("dist/ is missing: run `npm run build` first (the server imports the built package).");
await ensureSuiteInstalled();
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const expected = parseExpectedFailures(await readFile(expectedFailuresPath, "utf8"));

const server = await startServer({ port: 0, tracePath });
console.log(`Server listening on ${server.url.href}; trace: ${relative(root, tracePath)}`);
const runs: ScenarioRun[] = [];
const summaries: ScenarioSummary[] = [];
const recorded: RecordedScenario[] = [];
try {
  for (const scenario of scenarios) {
    const through = await runRecordedScenario({ cli, scenario, server: server.url, outDir, expectedFailuresPath });
    recorded.push(through);
    const run = through.run;
    const summary = summarize(run, expected);
    runs.push(run);
    summaries.push(summary);
    await writeFile(join(outDir, `${scenario}.log`), stripAnsi(run.output));
    const verdict = passed(summary) ? "ok  " : "FAIL";
    console.log(`${verdict} ${scenario}: ${summary.passed} passed, ${summary.failed + summary.warnings} failed, ${summary.skipped} skipped (${run.durationMs} ms)`);
    if (!passed(summary)) console.log(indent(stripAnsi(run.output)));
  }
} finally {
  await server.close();
}

let problems = summaries.filter((summary) => !passed(summary)).length;
const recordingProblems = [...recorded.flatMap((r) => r.problems), ...(await compareWithServerTrace(recorded, tracePath)).problems];
for (const problem of recordingProblems) console.log(`  recording: ${problem}`);
const recordLine = describeRecording(recorded, recordingProblems.length);
console.log(recordLine);
problems += recordingProblems.length;
let lintSummary: LintSummary | undefined;
if (lint) {
  try {
    lintSummary = lintTrace(join(root, "dist/cli.js"), tracePath);
    for (const finding of lintSummary.serverErrors) console.log(`  ${formatFinding(finding)}`);
    console.log(describeLint(lintSummary));
    if (lintSummary.exitCode !== 0) problems += 1;
  } catch (error) {
    console.error(`Cannot lint the trace: ${error instanceof Error ? error.message : String(error)}`);
    problems += 1;
  }
}

const date = new Date().toISOString().slice(0, 10);
if (chosen.length === 0) {
  const lintLine = lintSummary === undefined ? undefined : describeLint(lintSummary);
  await writeFile(join(here, "RESULTS.md"), toMarkdown(summaries, runs, suiteName, date, lintLine === undefined ? recordLine : `${lintLine}\n\n${recordLine}`));
  await writeFile(join(here, "results.json"), toJson(summaries, runs, suiteName, date));
  console.log(`Wrote ${relative(root, join(here, "RESULTS.md"))} and results.json`);
}
console.log(problems === 0 ? "Conformance: all scenarios passed." : `Conformance: ${problems} problem(s), see above.`);
process.exit(problems === 0 ? 0 : 1);

/** One sentence on the trace lint. */
function describeLint(summary: LintSummary): string {
  const client = summary.clientErrors.map((finding) => finding.rule);
  const clientPart =
    client.length === 0 ? "" : ` The suite's deliberately malformed requests account for ${client.length} error(s) against the client (${[...new Set(client)].join(", ")}), which the server rejected or ignored as required.`;
  return `Trace lint (\`mcp-tasks lint --party server\`): ${summary.serverErrors.length} error(s) and ${summary.serverWarnings} warning(s) against the server.${clientPart}`;
}

/** One sentence on the recordings. */
function describeRecording(recorded: readonly RecordedScenario[], problemCount: number): string {
  const envelopes = recorded.reduce((n, r) => n + r.recording.envelopes, 0);
  const counted = recorded.filter((r) => r.suiteMessages !== undefined).length;
  const live = recorded.reduce((n, r) => n + r.recorder.findings.filter((f) => f.severity === "error").length, 0);
  const verdict = problemCount === 0 ? "every message of the server's own trace is in the recordings, and nothing else" : `${problemCount} problem(s), listed above`;
  return `Recorded through \`mcp-tasks record --lint --party server\` (one recording per scenario, out/recordings/): ${envelopes} envelopes; ${live} live lint error(s) against the server; message counts equal the suite's own in the ${counted} scenario(s) that report one; ${verdict}.`;
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
