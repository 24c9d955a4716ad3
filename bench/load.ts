/** Load from a separate process: starting a server process, driving it with Debian's wrk, and reading its CPU time. */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

/** One wrk run's numbers. */
export interface Load {
  p50Ms: number;
  p99Ms: number;
  rps: number;
  /** Answers with a status other than 2xx or 3xx, as wrk counts them. */
  errors: number;
}

/**
 * Starts a process and resolves once it prints a line matching `ready` on stdout or stderr; afterwards its output is
 * drained and dropped (a live linter's findings must not be held up, nor piled up here).
 */
export function startProcess(
  command: string,
  args: string[],
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let seen = "";
    let found = false;
    const look = (b: Buffer): void => {
      if (found) return;
      seen += b.toString();
      const match = ready.exec(seen);
      if (match === null) return;
      found = true;
      resolve({ child, match });
    };
    child.stdout!.on("data", look);
    child.stderr!.on("data", look);
    child.on("exit", (code) => reject(new Error(`${command} exited with ${code}: ${seen}`)));
  });
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "ms" ? n : n * 1000;
}

/**
 * Runs wrk against a URL; wrk is Debian's (apt-get install wrk), not installed by CI since bench is not run there. It
 * runs asynchronously: this process must keep draining the proxies' output, or a full pipe would stall them.
 */
export async function wrk(url: string, connections: number, seconds: number, script: string): Promise<Load> {
  const run = await new Promise<{ status: number | null; stdout: string; stderr: string; error?: Error }>((resolve) => {
    const child = spawn("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, url], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => (stdout += b.toString()));
    child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
    child.on("error", (error) => resolve({ status: null, stdout, stderr, error }));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
  if (run.status !== 0)
    throw new Error(`wrk failed (${run.error?.message ?? run.stderr}); install it with apt-get install wrk`);
  const at = (p: string): number => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\b`, "m").exec(run.stdout);
    if (m === null) throw new Error(`no ${p}% latency in wrk's output:\n${run.stdout}`);
    return toMs(m[1]!, m[2]!);
  };
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(run.stdout);
  if (rps === null) throw new Error(`no Requests/sec in wrk's output:\n${run.stdout}`);
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout);
  return { p50Ms: at("50"), p99Ms: at("99"), rps: Number(rps[1]), errors: errors === null ? 0 : Number(errors[1]) };
}

/**
 * The CPU time (user and system) a process has used so far, in microseconds, from /proc (Linux clock ticks of 10 ms);
 * undefined where /proc cannot tell.
 */
export function cpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}
