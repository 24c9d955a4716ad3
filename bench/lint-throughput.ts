/**
 * Lint throughput: `mcp-tasks lint --json` on a generated trace of at least 200 MB, against a bare loop that splits
 * the same file into lines the same way and runs `JSON.parse` on each. Both run as separate node processes,
 * interleaved five times; each round gives a ratio of the two, and the median ratio is reported. Standalone: `npx tsx bench/lint-throughput.ts [--mb N]`.
 */
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateTrace } from "./lint-trace.js";
import { median, percentDown } from "./stats.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** The built CLI that the lint benchmarks run. */
export const cli = join(root, "dist/cli.js");
const RUNS = 5;
const TARGET_RATIO = 0.5;

/** Options of the measurement; the default trace size is 200 MB. */
export interface LintThroughputOptions {
  /** Size of the generated trace in megabytes (10^6 bytes). */
  megabytes?: number;
}

/** Measures lint throughput and returns a markdown section for bench/RESULTS.md. */
export async function lintThroughput(
  options: LintThroughputOptions = {},
): Promise<{ title: string; markdown: string; ratio: number }> {
  if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run `npm run build` first");
  const megabytes = options.megabytes ?? 200;
  const trace = join(tmpdir(), `mcp-tasks-lint-bench-${process.pid}.jsonl`);
  const baseline = join(tmpdir(), `mcp-tasks-lint-bench-${process.pid}.mjs`);
  try {
    const generated = generateTrace(trace, megabytes * 1e6);
    writeFileSync(baseline, BASELINE_SCRIPT);
    const bytes = statSync(trace).size;
    const parseTimes: number[] = [];
    const lintTimes: number[] = [];
    let findings = "";
    for (let i = 0; i < RUNS; i++) {
      parseTimes.push(timeNode([baseline, trace], false).seconds);
      const lint = timeNode([cli, "lint", "--json", trace], true);
      lintTimes.push(lint.seconds);
      findings = lint.status === 0 ? "exit 0" : `exit ${lint.status}`;
    }
    const parseRate = bytes / 1e6 / median(parseTimes);
    const lintRate = bytes / 1e6 / median(lintTimes);
    // Each round pairs two runs made close together, so a slow spell of the machine weighs on both sides of a ratio.
    const ratios = parseTimes.map((t, i) => t / lintTimes[i]!);
    const ratio = median(ratios);
    const pass = ratio >= TARGET_RATIO;
    const markdown = [
      `Trace: ${(bytes / 1e6).toFixed(0)} MB, ${generated.lines.toLocaleString("en-US")} lines, ${generated.tasks.toLocaleString("en-US")} tasks (generated; envelopes with dir, at and headers; ${generated.concurrent} tasks in flight at a time). Node ${process.version}. Each side runs in its own process, ${RUNS} interleaved rounds; MB/s are medians, and the ratio is the median of the rounds' ratios.`,
      "",
      "| reader | MB/s (median) | runs (s) |",
      "|---|---:|---|",
      `| bare line split + \`JSON.parse\` | ${parseRate.toFixed(1)} | ${parseTimes.map((t) => t.toFixed(2)).join(", ")} |`,
      `| \`mcp-tasks lint --json\` | ${lintRate.toFixed(1)} | ${lintTimes.map((t) => t.toFixed(2)).join(", ")} |`,
      "",
      `Per round, lint ran at ${ratios.map((r) => `${percentDown(r)}%`).join(", ")} of the loop.`,
      "",
      `Lint runs at **${percentDown(ratio)}%** of the bare parse loop (target ≥ ${TARGET_RATIO * 100}%: ${pass ? "met" : "missed"}); lint ${findings} on the generated trace.`,
    ].join("\n");
    return { title: "Lint throughput", markdown, ratio };
  } finally {
    rmSync(trace, { force: true });
    rmSync(baseline, { force: true });
  }
}

/** The bare loop: the same chunked read, decoder and "\n" split as the CLI, then JSON.parse on every line. */
const BASELINE_SCRIPT = `
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
const decoder = new StringDecoder("utf8");
let pending = "";
let lines = 0;
let parsed = 0;
const take = (text) => {
  const end = text.length > 0 && text.charCodeAt(text.length - 1) === 13 ? text.length - 1 : text.length;
  const line = end === text.length ? text : text.slice(0, end);
  lines++;
  if (line.length > 0 && JSON.parse(line) !== undefined) parsed++;
};
const feed = (text) => {
  if (text.length === 0) return;
  let cut = text.indexOf("\\n");
  if (cut === -1) { pending = pending.length > 0 ? pending + text : text; return; }
  take(pending.length > 0 ? pending + text.slice(0, cut) : text.slice(0, cut));
  pending = "";
  let start = cut + 1;
  while ((cut = text.indexOf("\\n", start)) !== -1) { take(text.slice(start, cut)); start = cut + 1; }
  if (start < text.length) pending = text.slice(start);
};
for await (const chunk of createReadStream(process.argv[2], { highWaterMark: 1 << 20 })) feed(decoder.write(chunk));
feed(decoder.end());
if (pending.length > 0) take(pending);
process.stdout.write(String(parsed) + "\\n");
`;

/** Runs node with `args` (stdout to /dev/null when `quiet`) and times it; throws unless it exits 0 or 1. */
export function timeNode(
  args: string[],
  quiet: boolean,
  env?: NodeJS.ProcessEnv,
): { seconds: number; status: number | null } {
  const sink = openSync("/dev/null", "w");
  try {
    const started = process.hrtime.bigint();
    const run = spawnSync(process.execPath, args, {
      stdio: ["ignore", quiet ? sink : "pipe", "pipe"],
      maxBuffer: 1 << 20,
      env,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (run.error) throw run.error;
    if (run.status !== 0 && run.status !== 1) throw new Error(`${args.join(" ")} failed: ${String(run.stderr)}`);
    return { seconds, status: run.status };
  } finally {
    closeSync(sink);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf("--mb");
  const megabytes = at > 0 ? Number(process.argv[at + 1]) : undefined;
  const section = await lintThroughput(megabytes === undefined || Number.isNaN(megabytes) ? {} : { megabytes });
  console.log(`## ${section.title}\n\n${section.markdown}`);
}
