/**
 * The three ways a test suite hands the kit its client: a command line, a program and its arguments, or a function of
 * the test's own process; each run ends as a {@link ClientRun}, so the judging does not care which.
 */
import { describeThrown } from "../../shared/thrown.js";
import { type ClientRun, type ProcessLaunch, runClient } from "./spawn.js";

/** A client program run without a shell: the server URL is appended to `args`; `env` adds to the kit's environment. */
export interface ClientSpawn {
  /** The program: a path, or a name the PATH finds. */
  readonly file: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** What a client function is given for one scenario: what a client process finds in its environment. */
export interface ClientScenarioRun {
  /** The scenario's name (`MCP_CONFORMANCE_SCENARIO`). */
  readonly scenario: string;
  /** The protocol revision the server speaks (`MCP_CONFORMANCE_PROTOCOL_VERSION`). */
  readonly protocolVersion: string;
  /** The scenario's context (`MCP_CONFORMANCE_CONTEXT`, parsed): a fresh copy for each run. */
  readonly context: Record<string, unknown>;
  /** Aborted when the run reaches the time limit: the kit stops waiting then, and the client should stop too. */
  readonly signal: AbortSignal;
}

/**
 * A client as a function: called with the scenario server's URL; it settles when the client is done. Resolving is an
 * exit status of 0, rejecting (or throwing) one of 1, with the error's text as the client's output.
 */
export type ClientFunction = (url: string, run: ClientScenarioRun) => unknown;

/** The client of a run, as the options gave it. @internal */
export type ClientLaunch = ProcessLaunch | { readonly kind: "function"; readonly client: ClientFunction };

/** The output a run keeps for a failure's diagnosis, as for a process. */
const KEPT_OUTPUT = 4096;

/** Runs the client against `url` for `scenario`; never rejects. @internal */
export function launchClient(
  launch: ClientLaunch,
  url: string,
  scenario: string,
  context: Record<string, unknown>,
  protocolVersion: string,
  timeoutMs: number,
): Promise<ClientRun> {
  if (launch.kind !== "function") return runClient(launch, url, scenario, context, protocolVersion, timeoutMs);
  const stop = new AbortController();
  const fresh = JSON.parse(JSON.stringify({ name: scenario, ...context })) as Record<string, unknown>;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop.abort(new Error(`the time limit of ${timeoutMs} ms was reached`));
      resolve({ exitCode: null, timedOut: true, output: "" });
    }, timeoutMs);
    const settle = (run: ClientRun): void => {
      clearTimeout(timer);
      resolve(run);
    };
    new Promise((called) =>
      called(launch.client(url, { scenario, protocolVersion, context: fresh, signal: stop.signal })),
    ).then(
      () => settle({ exitCode: 0, timedOut: false, output: "" }),
      (error: unknown) => settle({ exitCode: 1, timedOut: false, output: describeThrown(error).slice(-KEPT_OUTPUT) }),
    );
  });
}
