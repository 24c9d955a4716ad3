/**
 * `mcp-tasks record` between the suite and a server: started in front of any server URL, it records one scenario's
 * traffic and lints it live against the server. `stop` sends SIGTERM, as a user's Ctrl-C would, and collects what
 * the recorder printed.
 */
import { spawn } from "node:child_process";
import type { Finding } from "./lint.js";

/** A recorder running in its own process. */
export interface RunningRecorder {
  /** Where the suite should send its requests. */
  readonly url: URL;
  /** The recording's path. */
  readonly tracePath: string;
  /** Stops the recorder (SIGTERM) and resolves with its exit status and live findings (JSON Lines). */
  stop(): Promise<RecorderOutcome>;
}

/** What a recorder reported when it stopped. */
export interface RecorderOutcome {
  /** 0 when the live lint found no error against the server; 1 when it did; 2 when it could not run. */
  exitCode: number;
  /** The findings it printed live (with --party server: against the server, or against nobody). */
  findings: Finding[];
  /** Its diagnostics, such as how many envelopes it recorded. */
  stderr: string;
}

/** Starts `node <cli> record --lint --party server --json` in front of `target` on a free port. */
export function startRecorder(cli: string, target: URL, tracePath: string): Promise<RunningRecorder> {
  const args = [
    cli,
    "record",
    "--target",
    target.href,
    "--listen",
    "127.0.0.1:0",
    "--out",
    tracePath,
    "--lint",
    "--party",
    "server",
    "--json",
  ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  const exited = new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 2)));
  return new Promise((resolve, reject) => {
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
      const listening = /listening on (http:\/\/\S+),/.exec(stderr);
      if (listening === null) return;
      resolve({
        url: new URL(listening[1]!),
        tracePath,
        async stop() {
          child.kill("SIGTERM");
          const exitCode = await exited;
          const findings = stdout
            .split("\n")
            .filter((line) => line.trim() !== "")
            .map((line) => JSON.parse(line) as Finding);
          return { exitCode, findings, stderr };
        },
      });
    });
    void exited.then((code) => reject(new Error(`mcp-tasks record exited with ${code} before listening:\n${stderr}`)));
  });
}
