/**
 * Section "cold-start": what importing the package and validating one message costs a fresh process. Wall time
 * of a child `node` that imports "mcp-tasks" and validates one GetTaskResult, minus that of a bare child, in
 * interleaved pairs; plus the child's own clock around the import and the first validation.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
// The floor of importing any package by name: an empty package with the same kind of exports map as ours.
const FLOOR_PACKAGE = "cold-start-floor";
const FLOOR = WITH_PACKAGE.replace('"mcp-tasks"', JSON.stringify(FLOOR_PACKAGE));
// The floor of any dynamic import: an empty module, which needs no file system access.
const EMPTY = `
const t0 = performance.now();
await import("data:text/javascript,export const x = 1;");
process.stdout.write(JSON.stringify([performance.now() - t0, 0]));
`;

/** Runs one child and returns its wall time in milliseconds and the times it reported. */
function child(code: string, cwd = root): { wallMs: number; inside: [number, number] } {
  const start = process.hrtime.bigint();
  const out = spawnSync(process.execPath, ["--input-type=module", "-e", code], { cwd, encoding: "utf8" });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (out.status !== 0) throw new Error(`cold-start child failed: ${out.stderr}`);
  return { wallMs, inside: JSON.parse(out.stdout) as [number, number] };
}

/** Writes the empty package the floor child imports, in a fresh directory, and returns that directory. */
function floorDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-cold-start-"));
  const pkg = join(dir, "node_modules", FLOOR_PACKAGE);
  mkdirSync(pkg, { recursive: true });
  const exportsMap = { ".": { import: { types: "./index.d.ts", default: "./index.js" }, require: { types: "./index.d.cts", default: "./index.cjs" } } };
  writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: FLOOR_PACKAGE, version: "0.0.0", type: "module", sideEffects: false, exports: exportsMap }));
  writeFileSync(join(pkg, "index.js"), "export function validate(name, value) { return { ok: true, value }; }\n");
  writeFileSync(join(pkg, "index.cjs"), "exports.validate = (name, value) => ({ ok: true, value });\n");
  return dir;
}

/** Runs the cold-start comparison and renders its section. */
export async function runColdStart(options: RunOptions): Promise<Section> {
  const runs = options.quick ? 5 : 25;
  console.log(`cold-start: ${runs} rounds of 3 child processes`);
  const floorDir = floorDirectory();
  try {
    return measureColdStart(runs, floorDir);
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }
}

function measureColdStart(runs: number, floorDir: string): Section {
  child(BARE);
  child(WITH_PACKAGE);
  child(FLOOR, floorDir);
  const bare: number[] = [];
  const full: number[] = [];
  const diff: number[] = [];
  const importMs: number[] = [];
  const firstMs: number[] = [];
  const emptyMs: number[] = [];
  const floorDiff: number[] = [];
  const aboveFloor: number[] = [];
  const codes = [BARE, WITH_PACKAGE, EMPTY, FLOOR];
  for (let i = 0; i < runs; i++) {
    // Rotate which child goes first, so none always runs on the warmer system.
    const order = codes.map((_, k) => codes[(k + i) % codes.length]!);
    const results = order.map((code) => ({ code, ...child(code, code === FLOOR ? floorDir : root) }));
    const b = results.find((r) => r.code === BARE)!;
    const f = results.find((r) => r.code === WITH_PACKAGE)!;
    emptyMs.push(results.find((r) => r.code === EMPTY)!.inside[0]);
    const floor = results.find((r) => r.code === FLOOR)!;
    bare.push(b.wallMs);
    full.push(f.wallMs);
    diff.push(f.wallMs - b.wallMs);
    floorDiff.push(floor.wallMs - b.wallMs);
    aboveFloor.push(f.wallMs - floor.wallMs);
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
    ["floor: an empty package with an exports map, imported by name + validate, minus bare", fmt(median(floorDiff)), iqr(floorDiff)],
    ["mcp-tasks above that floor (per round)", fmt(median(aboveFloor)), iqr(aboveFloor)],
  ];
  const body = [
    `${runs} rounds of child processes in rotating order (dist/index.js, ESM); the difference is taken per round. Milliseconds; medians and p25–p75.`,
    "The floor row imports a package that holds nothing: what any package costs to import by name on this Node and machine.",
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
