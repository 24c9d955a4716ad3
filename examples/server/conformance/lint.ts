/**
 * Lints the conformance trace with the package's own `mcp-tasks lint`, and separates the findings that concern the
 * server from those about the suite's own requests: the suite sends some malformed requests on purpose (a mismatched
 * Mcp-Method or Mcp-Name, an input response that is not one) to check that the server rejects or ignores them.
 * Those requests are client violations the lint rightly reports; they say nothing against the server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/** One finding of `mcp-tasks lint --json`. */
export interface Finding {
  line: number;
  severity: "error" | "warning";
  rule: string;
  taskId: string | null;
  message: string;
}

/** The lint outcome of a trace, split by whose fault each error is. */
export interface LintSummary {
  /** Errors about what the server sent or how it answered: each one fails the run. */
  serverErrors: Finding[];
  /** Errors in the suite's deliberately malformed requests (client-side rules on client-to-server lines). */
  clientErrors: Finding[];
  warnings: number;
  exitCode: number;
}

/** Rules about a client's own request, which a test client breaks on purpose to probe the server's answer. */
const clientRules = new Set([
  "sep-2663-client-emits-mcp-name-on-tasks-methods",
  "mcp-tasks/mcp-method-header",
  "mcp-tasks/header-mismatch",
  "mcp-tasks/schema",
]);

/** Runs `node <cli> lint --json <trace>` and classifies its findings, or throws when the lint could not run. */
export function lintTrace(cli: string, tracePath: string): LintSummary {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the CLI with \`npm run build\`, or pass --no-lint`);
  const run = spawnSync(process.execPath, [cli, "lint", "--json", tracePath], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0 && run.status !== 1) throw new Error(`mcp-tasks lint failed (exit ${String(run.status)}): ${run.stderr}`);
  const findings = run.stdout.split("\n").filter((line) => line.trim() !== "").map((line) => JSON.parse(line) as Finding);
  const directions = readFileSync(tracePath, "utf8").split("\n").map((line) => directionOf(line));
  const errors = findings.filter((finding) => finding.severity === "error");
  const byClient = (finding: Finding): boolean => clientRules.has(finding.rule) && directions[finding.line - 1] === "c2s";
  return {
    serverErrors: errors.filter((finding) => !byClient(finding)),
    clientErrors: errors.filter(byClient),
    warnings: findings.length - errors.length,
    exitCode: run.status,
  };
}

/** One line per finding, as the lint prints them. */
export function formatFinding(finding: Finding): string {
  const task = finding.taskId === null ? "" : ` [task ${finding.taskId}]`;
  return `${finding.line}: ${finding.severity} ${finding.rule}${task}: ${finding.message}`;
}

/** The direction of a trace line, or undefined when it has none. */
function directionOf(line: string): string | undefined {
  try {
    return (JSON.parse(line) as { dir?: string }).dir;
  } catch {
    return undefined;
  }
}
