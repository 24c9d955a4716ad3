/**
 * Section "cold-start": what importing the package and validating one message costs a fresh process. Wall time
 * of a child `node` that imports "mcp-tasks" and validates one GetTaskResult, minus that of a bare child, in
 * interleaved pairs; plus the child's own clock around the import and the first validation.
 */
import { spawnSync } from "node:child_process";
import { fmt, median, quantile } from "./stats.js";
import { table, type Section } from "./report.js";
import { root } from "./dist.js";
import type { RunOptions } from "./validators.js";

const MESSAGE = JSON.stringify({
  resultType: "complete",
  taskId: "786512e2-9e0d-44bd-8f29-789f320fe840",
  status: "working",
  createdAt: "2025-11-25T10:30:00Z",
  lastUpdatedAt: "2025-11-25T10:50:00Z",
  ttlMs: 3600000,
  pollIntervalMs: 5000,
});

const WITH_PACKAGE = `
const t0 = performance.now();
const m = await import("mcp-tasks");
const t1 = performance.now();
const r = m.validate("GetTaskResult", ${MESSAGE});
const t2 = performance.now();
if (!r.ok) process.exit(1);
process.stdout.write(JSON.stringify([t1 - t0, t2 - t1]));
`;
const BARE = `process.stdout.write("[0,0]");`;
// The floor of any dynamic import: an empty module, which needs no file system access.
const EMPTY = `
const t0 = performance.now();
await import("data:text/javascript,export const x = 1;");
process.stdout.write(JSON.stringify([performance.now() - t0, 0]));
`;

/** Runs one child and returns its wall time in milliseconds and the times it reported. */
function child(code: string): { wallMs: number; inside: [number, number] } {
  const start = process.hrtime.bigint();
  const out = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8" });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (out.status !== 0) throw new Error(`cold-start child failed: ${out.stderr}`);
  return { wallMs, inside: JSON.parse(out.stdout) as [number, number] };
}

/** Runs the cold-start comparison and renders its section. */
export async function runColdStart(options: RunOptions): Promise<Section> {
  const runs = options.quick ? 5 : 25;
  console.log(`cold-start: ${runs} rounds of 3 child processes`);
  child(BARE);
  child(WITH_PACKAGE);
  const bare: number[] = [];
  const full: number[] = [];
  const diff: number[] = [];
  const importMs: number[] = [];
  const firstMs: number[] = [];
  const emptyMs: number[] = [];
  const codes = [BARE, WITH_PACKAGE, EMPTY];
  for (let i = 0; i < runs; i++) {
    // Rotate which child goes first, so none always runs on the warmer system.
    const order = codes.map((_, k) => codes[(k + i) % codes.length]!);
    const results = order.map((code) => ({ code, ...child(code) }));
    const b = results.find((r) => r.code === BARE)!;
    const f = results.find((r) => r.code === WITH_PACKAGE)!;
    emptyMs.push(results.find((r) => r.code === EMPTY)!.inside[0]);
    bare.push(b.wallMs);
    full.push(f.wallMs);
    diff.push(f.wallMs - b.wallMs);
    importMs.push(f.inside[0]);
    firstMs.push(f.inside[1]);
  }
  const cost = median(diff);
  const iqr = (xs: number[]) => `${fmt(quantile(xs, 0.25))}–${fmt(quantile(xs, 0.75))}`;
  const rows = [
    ["bare `node --input-type=module -e`", fmt(median(bare)), iqr(bare)],
    ["import \"mcp-tasks\" + validate one GetTaskResult", fmt(median(full)), iqr(full)],
    ["**difference (per round)**", `**${fmt(cost)}**`, iqr(diff)],
    ["inside the child: `await import(\"mcp-tasks\")`", fmt(median(importMs)), iqr(importMs)],
    ["inside the child: first `validate()` call", fmt(median(firstMs)), iqr(firstMs)],
    ["for context, inside a child: `await import()` of an empty module", fmt(median(emptyMs)), iqr(emptyMs)],
  ];
  const body = [
    `${runs} rounds of child processes in rotating order (dist/index.js, ESM); the difference is taken per round. Milliseconds; medians and p25–p75.`,
    "",
    table(["Measured", "ms (median)", "p25–p75"], rows),
  ].join("\n");
  return {
    id: "cold-start",
    title: "Cold start",
    body,
    targets: [{ target: "import + first validation", goal: "<= 5 ms (wall, minus a bare node)", measured: `${fmt(cost)} ms`, pass: cost <= 5 }],
  };
}
