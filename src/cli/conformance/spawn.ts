/**
 * Runs a client command the way the official conformance suite's client runner does: the command split on spaces,
 * run through the shell (or a program and its arguments, without one), with the server URL as its last argument, and `MCP_CONFORMANCE_SCENARIO`,
 * `MCP_CONFORMANCE_PROTOCOL_VERSION` and `MCP_CONFORMANCE_CONTEXT` (JSON, with the scenario's `name`) in its
 * environment. A client still running at the time limit is stopped, with everything it started.
 */
import { spawn } from "node:child_process";

/** How a client run ended. @internal */
export interface ClientRun {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  /** The last 4 KiB of what it printed. */
  readonly output: string;
}

/** The output a run keeps for a failure's diagnosis. */
const KEPT_OUTPUT = 4096;

/** A client run as a process: a command line for the shell, or a program and its arguments. @internal */
export type ProcessLaunch =
  | { readonly kind: "command"; readonly command: string }
  | {
      readonly kind: "spawn";
      readonly file: string;
      readonly args: readonly string[];
      readonly env: Readonly<Record<string, string>>;
    };

/** Runs the client against `url` for `scenario`; never rejects. @internal */
export function runClient(
  launch: ProcessLaunch,
  url: string,
  scenario: string,
  context: Record<string, unknown>,
  protocolVersion: string,
  timeoutMs: number,
): Promise<ClientRun> {
  const parts = launch.kind === "command" ? launch.command.split(" ").filter((p) => p !== "") : [launch.file];
  const args = launch.kind === "command" ? parts.slice(1) : launch.args;
  const env = {
    ...process.env,
    ...(launch.kind === "spawn" ? launch.env : {}),
    MCP_CONFORMANCE_SCENARIO: scenario,
    MCP_CONFORMANCE_PROTOCOL_VERSION: protocolVersion,
    MCP_CONFORMANCE_CONTEXT: JSON.stringify({ name: scenario, ...context }),
  };
  const shell = launch.kind === "command";
  return new Promise((resolve) => {
    let output = "";
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString("utf8")).slice(-KEPT_OUTPUT);
    };
    let timedOut = false;
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(parts[0] ?? "", [...args, url], { shell, env, detached: true, stdio: "pipe" });
    } catch (error) {
      resolve({ exitCode: null, timedOut: false, output: String(error) });
      return;
    }
    child.stdin?.end();
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const stopAll = (): void => {
      try {
        // The shell's process group: the client and whatever it started.
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stopAll();
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ exitCode: null, timedOut, output: `${output}\n${error.message}` });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, timedOut, output });
    });
  });
}
