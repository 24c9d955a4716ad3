/** Runs `mcp-tasks lint` in-process, so that the lint layer's own tests reach its command line. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { Output } from "../../../src/cli/io/output.js";
import { parseLint } from "../../../src/cli/lint/args.js";
import { runLint } from "../../../src/cli/lint/command.js";

/** What a run printed, line by line, and its exit status. */
export interface LintRun {
  status: number;
  out: string[];
  err: string[];
}

/** Parses `args` as the command line after `lint` and runs it, collecting standard output and diagnostics. */
export async function lintRun(args: readonly string[]): Promise<LintRun> {
  const parsed = parseLint(args);
  if (parsed.kind !== "command") throw new Error(`not a lint command line: ${JSON.stringify(parsed)}`);
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString("utf8"));
      done();
    },
  });
  const err: string[] = [];
  const status = await runLint(parsed.command, { out: new Output(sink), err: (line) => err.push(line) });
  const text = chunks.join("");
  return { status, out: text === "" ? [] : text.replace(/\n$/, "").split("\n"), err };
}

/** The findings a `--json` run printed. */
export function jsonOut(run: LintRun): Record<string, unknown>[] {
  return run.out.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A temporary directory for trace files; `cleanup` removes it. */
export function traceDir(): {
  path: (name: string) => string;
  write: (name: string, text: string | Buffer) => string;
  cleanup: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-lint-run-"));
  return {
    path: (name) => join(dir, name),
    write: (name, text) => {
      const file = join(dir, name);
      writeFileSync(file, text);
      return file;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
