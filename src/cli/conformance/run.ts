/**
 * The kit's programmatic entry: runs a client command through the chosen scenarios, each on a scenario server of its
 * own, and returns one verdict per scenario. Test suites call it directly; `mcp-tasks conformance client` prints it.
 */
import { judge } from "./judge.js";
import { SCENARIOS } from "./scenarios/index.js";
import { PROTOCOL_VERSION, startScenarioServer } from "./server.js";
import { runClient } from "./spawn.js";
import type { Verdict } from "./types.js";

/** The messages one scenario records by default: far more than any scenario needs, and a bound on a flooding client. */
const DEFAULT_MAX_MESSAGES = 10_000;

/** The rule of a failure for a client that reached the message limit. @internal */
export const LIMIT_RULE = "mcp-tasks/conformance-message-limit";

/** Options of {@link runClientConformance}. @internal */
export interface ConformanceOptions {
  /** The client command; the server URL is appended as its last argument. */
  readonly command: string;
  /** The scenarios to run, by name; all of them when empty or absent. */
  readonly scenarios?: readonly string[];
  /** How long one client run may take, in milliseconds. Default 30 000, as the official suite's runner. */
  readonly timeoutMs?: number;
  /** How many scenarios run at once. Default 1. */
  readonly concurrency?: number;
  /** The most messages one scenario records; requests beyond it are answered 429 and fail the scenario. Default 10 000. */
  readonly maxMessages?: number;
  /** Called with each verdict as soon as it is known (in completion order). */
  readonly onVerdict?: (verdict: Verdict) => void;
}

/** The outcome: the verdicts in scenario order, or a usage problem (an unknown scenario name). @internal */
export type ConformanceResult = { ok: true; verdicts: Verdict[] } | { ok: false; message: string };

/** The names of every scenario, in run order. @internal */
export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((s) => s.name);

/** Runs the client through the scenarios; never rejects. @internal */
export async function runClientConformance(options: ConformanceOptions): Promise<ConformanceResult> {
  const wanted = options.scenarios ?? [];
  const unknown = wanted.filter((name) => !SCENARIO_NAMES.includes(name));
  if (unknown.length > 0)
    return { ok: false, message: `no scenario named ${unknown.join(", ")} (scenarios: ${SCENARIO_NAMES.join(", ")})` };
  if (options.command.trim() === "") return { ok: false, message: "the client command is empty" };
  const chosen = wanted.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => wanted.includes(s.name));
  const verdicts: Verdict[] = new Array(chosen.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < chosen.length) {
      const index = next++;
      const verdict = await runScenario(chosen[index]!, options);
      verdicts[index] = verdict;
      options.onVerdict?.(verdict);
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, chosen.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return { ok: true, verdicts };
}

async function runScenario(scenario: (typeof SCENARIOS)[number], options: ConformanceOptions): Promise<Verdict> {
  const started = Date.now();
  const base = { scenario: scenario.name, requirement: scenario.requirement };
  let server: Awaited<ReturnType<typeof startScenarioServer>>;
  try {
    server = await startScenarioServer(scenario, options.maxMessages ?? DEFAULT_MAX_MESSAGES);
  } catch (error) {
    server = `the scenario server did not start: ${String(error)}`;
  }
  if (typeof server === "string") {
    const finding = { rule: "mcp-tasks/kit-error", line: 0, message: server };
    return {
      ...base,
      passed: false,
      finding,
      warnings: [],
      exitCode: null,
      timedOut: false,
      durationMs: 0,
      trace: [],
      output: "",
    };
  }
  const context = { ...scenario.context, ...firstCall(scenario.context.toolCalls) };
  const run = await runClient(
    options.command,
    server.url,
    scenario.name,
    context,
    PROTOCOL_VERSION,
    options.timeoutMs ?? 30_000,
  );
  await server.close();
  const judged = judge(scenario, server.recording.trace);
  const refused = server.recording.refused;
  const limited =
    refused > 0
      ? {
          rule: LIMIT_RULE,
          line: 0,
          message: `The client sent more than ${server.recording.trace.length} messages; ${refused} more were answered 429.`,
        }
      : undefined;
  const failure =
    limited ??
    judged.failure ??
    (run.timedOut
      ? {
          rule: scenario.requirement,
          line: 0,
          message: `The client was still running after ${options.timeoutMs ?? 30_000} ms and was stopped.`,
        }
      : undefined) ??
    (run.exitCode !== 0 && scenario.allowClientError !== true
      ? {
          rule: scenario.requirement,
          line: 0,
          message: `The client exited with status ${run.exitCode}; in this scenario a correct client completes its work and exits 0.`,
        }
      : undefined);
  const traceLine =
    failure !== undefined && failure.line > 0 ? judged.lines[failure.line - 1]?.slice(0, 400) : undefined;
  return {
    ...base,
    passed: failure === undefined,
    ...(failure === undefined ? {} : { finding: failure }),
    ...(traceLine === undefined ? {} : { traceLine }),
    warnings: judged.warnings,
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    durationMs: Date.now() - started,
    trace: judged.lines,
    output: run.output,
  };
}

/** The context's toolName and arguments: its first tool call, for clients that make one. */
function firstCall(calls: readonly { toolName: string; arguments: Record<string, unknown> }[]) {
  const call = calls[0];
  return call === undefined ? {} : { toolName: call.toolName, arguments: call.arguments };
}
