/** The shapes of the client-conformance kit: trace entries, scenarios, their checks and verdicts. */
import type { HostOptions, HostTool } from "../../host/index.js";

/** One recorded message, as a trace line holds it. @internal */
export interface Recorded {
  /** Which way it travelled. */
  readonly dir: "c2s" | "s2c";
  /** The capture time, in epoch milliseconds. */
  readonly at: number;
  /** The request's HTTP headers (client messages only), names in lower case. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The JSON-RPC message. */
  readonly message: Record<string, unknown>;
  /** Its 1-based line in the scenario's trace. */
  readonly line: number;
}

/** A scenario's view of the exchange it recorded. @internal */
export type Trace = readonly Recorded[];

/** A failed check: what is wrong, and the trace line that shows it (0 when no line does, such as a missing request). */
export interface Failure {
  readonly rule: string;
  readonly message: string;
  readonly line: number;
}

/** One tool call the client is asked to make, in order. */
export interface ToolCall {
  readonly toolName: string;
  readonly arguments: Record<string, unknown>;
}

/** The `MCP_CONFORMANCE_CONTEXT` a scenario hands the client (the kit adds `name`). */
export interface ScenarioContext {
  /** The first (often only) tool to call, for clients that make one call. */
  readonly toolName?: string;
  readonly arguments?: Record<string, unknown>;
  /** Every tool call to make, in order, each declaring the extension and followed to its end. */
  readonly toolCalls: readonly ToolCall[];
  /** A request other than tools/call to send declaring the extension (method and params), when the scenario has one. */
  readonly request?: { readonly method: string; readonly params: Record<string, unknown> };
  /** Follow tasks through subscriptions/listen (notifications/tasks) rather than by polling alone. */
  readonly listen?: boolean;
  /** Cancel each task (with tasks/cancel) once it is created. */
  readonly cancel?: boolean;
}

/** What a scenario may do to the exchange: answer a request itself, or change the host's answer. @internal */
export interface ScenarioHooks {
  /** Answers a client message before the host sees it (a JSON-RPC response), or leaves it to the host (undefined). */
  intercept?(message: Record<string, unknown>, state: ScenarioState): Promise<unknown> | unknown;
  /** Rewrites the host's JSON answer to a client message (returns the answer to send). */
  rewrite?(request: Record<string, unknown>, answer: Record<string, unknown>, state: ScenarioState): unknown;
}

/** Per-run state a scenario's hooks may keep, and a way to call the host out of band (not recorded). @internal */
export interface ScenarioState {
  readonly memo: Map<string, unknown>;
  /** Sends a request to the host directly, as the server itself, unrecorded; resolves with the parsed answer. */
  hostCall(method: string, params: Record<string, unknown>): Promise<unknown>;
}

/** A client-side duty, exercised by a scripted server. @internal */
export interface Scenario {
  /** The scenario's name (a SEP-2663 requirement id where one exists). */
  readonly name: string;
  /** The requirement id its verdict names. */
  readonly requirement: string;
  /** What the server does and what the client must do, in one sentence each. */
  readonly summary: string;
  /** The host's tools. */
  readonly tools: readonly HostTool[];
  /** Host options besides tools (poll interval, TTL). */
  readonly host?: Omit<HostOptions, "tools">;
  /** The context for the client. */
  readonly context: ScenarioContext;
  readonly hooks?: ScenarioHooks;
  /**
   * Whether a correct client may exit non-zero (its server misbehaves, or its task fails, on purpose), as the
   * official suite's `allowClientError`; otherwise a non-zero exit fails the scenario.
   */
  readonly allowClientError?: boolean;
  /** The scenario's own checks over the exchange, after the client exited; the first failure fails it. */
  check(trace: Trace): Failure | undefined;
}

/** The outcome of one scenario. */
export interface Verdict {
  readonly scenario: string;
  readonly requirement: string;
  readonly passed: boolean;
  /** The first finding against the client, when it failed (and lint warnings are not findings). */
  readonly finding?: Failure;
  /** The trace line of the finding, as recorded (cut to 400 characters). */
  readonly traceLine?: string;
  /** Lint warnings against the client, which do not fail the scenario. */
  readonly warnings: readonly Failure[];
  /** The client's exit status (null when it was killed), and whether the kit stopped it at the time limit. */
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly durationMs: number;
  /** The recorded exchange, one JSON line per message. */
  readonly trace: readonly string[];
  /** The end of what the client printed (standard output and error), for a failure's diagnosis. */
  readonly output: string;
}
