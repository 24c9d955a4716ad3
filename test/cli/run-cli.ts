/** Spawns the built binary (`node dist/cli.js`), as a user would run it. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const root = fileURLToPath(new URL("../../", import.meta.url));
/** The built CLI; `npm run build` makes it. */
export const cliPath = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
/** The example traces. */
export const tracesDir = fileURLToPath(new URL("../../examples/traces/", import.meta.url));

/** What a run printed and how it exited. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with arguments and optional standard input, in `cwd` (the repository root by default). */
export function runCli(
  args: readonly string[],
  options: { stdin?: string | Buffer; cwd?: string } = {},
): Promise<CliRun> {
  if (!existsSync(cliPath)) throw new Error("dist/cli.js is missing: run `npm run build` before these tests");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: options.cwd ?? root,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({ status, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }),
    );
    child.stdin.on("error", () => undefined);
    child.stdin.end(options.stdin ?? "");
  });
}

/** Parses JSON Lines output. */
export function jsonLines(text: string): unknown[] {
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as unknown);
}
