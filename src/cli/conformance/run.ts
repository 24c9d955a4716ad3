/**
 * The kit's programmatic entry: runs a client through the chosen scenarios, each on a scenario server of its own, and
 * returns one verdict per scenario. Test suites call it (`mcp-tasks/conformance`); `mcp-tasks conformance client`
 * prints it.
 */
import { fail, ok, type Result } from "../../shared/result.js";
import { judge } from "./judge.js";
import { launchClient } from "./launch.js";
import { checkOptions, type ConformanceOptions, type Settings } from "./options.js";
import { SCENARIOS } from "./scenarios/index.js";
import { PROTOCOL_VERSION, startScenarioServer } from "./server.js";
import type { Verdict } from "./types.js";

/** The rule of the finding against a client that sent more messages than a scenario records (`maxMessages`). */
export const LIMIT_RULE = "mcp-tasks/conformance-message-limit";

/** One scenario of the kit, as a test suite may list or choose it. */
export interface ClientScenario {
  /** Its name, for `scenarios` (a SEP-2663 requirement id where one exists). */
  readonly name: string;
  /** The requirement id its verdict names. */
  readonly requirement: string;
  /** What the server does and what the client must do (docs/client-conformance.md quotes the spec sentence). */
  readonly summary: string;
  /** Whether a correct client may exit non-zero in it (its server misbehaves, or its task ends badly, on purpose). */
  readonly allowsClientError: boolean;
}

/** Every scenario of the kit, in run order. */
export const CLIENT_SCENARIOS: readonly ClientScenario[] = Object.freeze(
  SCENARIOS.map((s) =>
    Object.freeze({
      name: s.name,
      requirement: s.requirement,
      summary: s.summary,
      allowsClientError: s.allowClientError === true,
    }),
  ),
);

/** The names of every scenario, in run order. @internal */
export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((s) => s.name);

/**
 * Runs a client through the scenarios, each on a scenario server of its own, and resolves to one verdict per scenario
 * in scenario order; options it cannot use (no client, an unknown scenario, a time limit out of range) give
 * `{ ok: false, issues }`. It never rejects.
 *
 * @example
 * ```ts
 * import { runClientConformance } from "mcp-tasks/conformance";
 *
 * // The client: a program and its arguments; the kit appends the scenario server's URL.
 * const result = await runClientConformance({
 *   spawn: { file: process.execPath, args: ["--import", "tsx", "examples/clients/reference-client.ts"] },
 *   scenarios: ["tasks-client-polls-until-terminal"],
 * });
 * if (!result.ok) throw new Error(result.issues[0]!.message);
 * for (const v of result.value) console.log(v.scenario, v.passed); // "tasks-client-polls-until-terminal true"
 * ```
 */
export async function runClientConformance(options: ConformanceOptions): Promise<Result<Verdict[]>> {
  const checked = checkOptions(options, SCENARIO_NAMES);
  if (!checked.ok) return fail(checked.issues);
  const settings = checked.value;
  const chosen =
    settings.scenarios.length === 0 ? SCENARIOS : SCENARIOS.filter((s) => settings.scenarios.includes(s.name));
  const verdicts: Verdict[] = new Array(chosen.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < chosen.length) {
      const index = next++;
      const verdict = await runScenario(chosen[index]!, settings);
      verdicts[index] = verdict;
      try {
        settings.onVerdict?.(verdict);
      } catch {
        // The caller's callback: its failure is its own, and the run goes on.
      }
    }
  };
  const lanes = Math.max(1, Math.min(settings.concurrency, chosen.length));
  await Promise.all(Array.from({ length: lanes }, worker));
  return ok(verdicts);
}

async function runScenario(scenario: (typeof SCENARIOS)[number], options: Settings): Promise<Verdict> {
  const started = Date.now();
  const base = { scenario: scenario.name, requirement: scenario.requirement };
  let server: Awaited<ReturnType<typeof startScenarioServer>>;
  try {
    server = await startScenarioServer(scenario, options.maxMessages);
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
  const run = await launchClient(
    options.launch,
    server.url,
    scenario.name,
    context,
    PROTOCOL_VERSION,
    options.timeoutMs,
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
          message: `The client was still running after ${options.timeoutMs} ms and was stopped.`,
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
