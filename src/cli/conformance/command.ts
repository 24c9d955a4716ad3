/** `mcp-tasks conformance client`: runs the kit and prints one verdict per scenario. */
import { EXIT } from "../exit.js";
import type { Streams } from "../io/output.js";
import type { ConformanceCommand } from "./args.js";
import { runClientConformance } from "./run.js";
import type { Verdict } from "./types.js";

/** Runs the command and returns the exit status. */
export async function runConformance(command: ConformanceCommand, streams: Streams): Promise<number> {
  const result = await runClientConformance({
    command: command.command,
    scenarios: command.scenarios,
    timeoutMs: command.timeoutMs,
    onVerdict: command.json ? undefined : (v) => streams.out.line(verdictText(v)),
  });
  if (!result.ok) {
    const problems = result.issues.map((i) => i.message).join("; ");
    streams.err(`mcp-tasks: ${problems}\nRun 'mcp-tasks conformance --help' for usage.`);
    return EXIT.usage;
  }
  const failed = result.value.filter((v) => !v.passed).length;
  if (command.json) for (const v of result.value) streams.out.line(JSON.stringify(verdictJson(v)));
  else streams.out.line(`${result.value.length - failed} passed, ${failed} failed`);
  await streams.out.flush();
  return failed === 0 ? EXIT.ok : EXIT.invalid;
}

/** A verdict as text: the status line, then the finding, its trace line and the warnings, indented. @internal */
export function verdictText(v: Verdict): string {
  const lines = [`${v.passed ? "PASS" : "FAIL"} ${v.scenario} [${v.requirement}] (${v.durationMs} ms)`];
  if (v.finding !== undefined) {
    lines.push(`  ${v.finding.rule}: ${v.finding.message}`);
    if (v.traceLine !== undefined) lines.push(`  line ${v.finding.line}: ${v.traceLine}`);
    if (v.exitCode !== 0) lines.push(`  client ${v.timedOut ? "stopped at the time limit" : `exited ${v.exitCode}`}`);
  }
  for (const w of v.warnings) lines.push(`  warning ${w.rule} (line ${w.line}): ${w.message}`);
  return lines.join("\n");
}

/** A verdict as the JSON object --json prints (without the whole trace and output). @internal */
export function verdictJson(v: Verdict): Record<string, unknown> {
  return {
    scenario: v.scenario,
    requirement: v.requirement,
    passed: v.passed,
    finding: v.finding ?? null,
    traceLine: v.traceLine ?? null,
    warnings: v.warnings,
    exitCode: v.exitCode,
    timedOut: v.timedOut,
    durationMs: v.durationMs,
  };
}
