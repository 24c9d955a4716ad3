/**
 * Lints the conformance trace with the package's own `mcp-tasks lint --party server`. The suite sends some malformed
 * requests on purpose (a mismatched Mcp-Method or Mcp-Name, an input response that is not one) to check that the
 * server rejects or ignores them; the lint attributes those findings to the client, so judging the server alone
 * is a filter of the lint itself, not of this runner.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** One finding of `mcp-tasks lint --json`. */
export interface Finding {
  line: number;
  severity: "error" | "warning";
  rule: string;
  taskId: string | null;
  message: string;
  party: "client" | "server" | null;
}

/** The lint outcome of a trace: the server-side verdict, and what the suite's own requests broke. */
export interface LintSummary {
  /** Errors against the server (or against no one, for unreadable lines): each one fails the run. */
  serverErrors: Finding[];
  serverWarnings: number;
  /** Errors in the suite's deliberately malformed requests. */
  clientErrors: Finding[];
  /** Every finding `mcp-tasks lint --party server` printed: against the server, or against nobody. */
  serverFindings: Finding[];
  /** The exit status of `mcp-tasks lint --party server`: 0 when the server has no error. */
  exitCode: number;
}

/** Runs `mcp-tasks lint` on the trace, for the server alone and for everyone, or throws when it could not run. */
export function lintTrace(cli: string, tracePath: string): LintSummary {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the CLI with \`npm run build\`, or pass --no-lint`);
  const server = run(cli, ["lint", "--party", "server", "--json", tracePath]);
  const everyone = run(cli, ["lint", "--json", tracePath]);
  return {
    serverErrors: server.findings.filter((f) => f.severity === "error"),
    serverWarnings: server.findings.filter((f) => f.severity === "warning").length,
    clientErrors: everyone.findings.filter((f) => f.severity === "error" && f.party === "client"),
    serverFindings: server.findings,
    exitCode: server.status,
  };
}

function run(cli: string, args: string[]): { status: number; findings: Finding[] } {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`mcp-tasks ${args.join(" ")} failed (exit ${String(result.status)}): ${result.stderr}`);
  const findings = result.stdout
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Finding);
  return { status: result.status, findings };
}

/** One line per finding, as the lint prints them. */
export function formatFinding(finding: Finding): string {
  const task = finding.taskId === null ? "" : ` [task ${finding.taskId}]`;
  return `${finding.line}: ${finding.party ?? "unattributed"} ${finding.severity} ${finding.rule}${task}: ${finding.message}`;
}
