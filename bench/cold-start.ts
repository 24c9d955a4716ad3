/**
 * Section "cold-start": what loading one entry point of the package and doing one thing with it costs a fresh
 * process, through `require` and through `import`, held to the floor of the same module system (an empty package
 * loaded by name the same way), beside the official schemas (`@modelcontextprotocol/ext-tasks/core/v2`) and zod alone.
 * Each child times its own loading and work (`performance.now()` around them); its wall time is kept too. Children run
 * in interleaved rounds in rotating order; differences are taken per round.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, median, quantile } from "./stats.js";
import { table, type Section, type Target } from "./report.js";
import { root } from "./dist.js";
import type { RunOptions } from "./validators.js";
import { CHILDREN, FLOOR_PACKAGE, PEERS, type Child } from "./cold-start-children.js";

/**
 * Makes the directory every child runs in: a node_modules holding the empty floor package, a copy of this package as
 * an install lays it out (package.json, dist/, schema/), and the compared packages, so that all are resolved by name.
 */
function childDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-cold-start-"));
  const installed = join(dir, "node_modules", "mcp-tasks");
  mkdirSync(installed, { recursive: true });
  for (const part of ["package.json", "dist", "schema"])
    cpSync(join(root, part), join(installed, part), { recursive: true });
  for (const peer of PEERS)
    cpSync(join(root, "node_modules", peer), join(dir, "node_modules", peer), { recursive: true });
  const pkg = join(dir, "node_modules", FLOOR_PACKAGE);
  mkdirSync(pkg, { recursive: true });
  const exportsMap = {
    ".": {
      import: { types: "./index.d.ts", default: "./index.js" },
      require: { types: "./index.d.cts", default: "./index.cjs" },
    },
  };
  writeFileSync(
    join(pkg, "package.json"),
    JSON.stringify({ name: FLOOR_PACKAGE, version: "0.0.0", type: "module", sideEffects: false, exports: exportsMap }),
  );
  writeFileSync(join(pkg, "index.js"), "export function validate(name, value) { return { ok: true, value }; }\n");
  writeFileSync(join(pkg, "index.cjs"), "exports.validate = (name, value) => ({ ok: true, value });\n");
  return dir;
}

/** One run of a child: its wall time and the time it measured inside itself, in milliseconds. */
interface Run {
  wall: number;
  inside: number;
}

function run(child: Child, dir: string): Run {
  const start = process.hrtime.bigint();
  const out = spawnSync(process.execPath, child.args, { cwd: dir, encoding: "utf8" });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  if (out.status !== 0) throw new Error(`cold-start child "${child.label}" failed (exit ${out.status}): ${out.stderr}`);
  return { wall, inside: out.stdout === "" ? 0 : Number(out.stdout) };
}

/** Runs the cold-start comparison and renders its section. */
export async function runColdStart(options: RunOptions): Promise<Section> {
  const rounds = options.quick ? 5 : 50;
  console.log(`cold-start: ${rounds} rounds of ${CHILDREN.length} child processes`);
  const dir = childDirectory();
  try {
    for (const child of CHILDREN) run(child, dir);
    const runs = new Map<string, Run[]>(CHILDREN.map((c) => [c.id, []]));
    for (let i = 0; i < rounds; i++) {
      // Rotate which child goes first, so that none always runs on the warmer system.
      for (let k = 0; k < CHILDREN.length; k++) {
        const child = CHILDREN[(k + i) % CHILDREN.length]!;
        runs.get(child.id)!.push(run(child, dir));
      }
    }
    return render(runs, rounds);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function render(runs: Map<string, Run[]>, rounds: number): Section {
  const perRound = (id: string, base: string, key: keyof Run) =>
    runs.get(id)!.map((r, i) => r[key] - runs.get(base)![i]![key]);
  const iqr = (xs: number[]) => `${fmt(quantile(xs, 0.25))}–${fmt(quantile(xs, 0.75))}`;
  const cell = (xs: number[]) => `${fmt(median(xs))} (${iqr(xs)})`;
  const above = (id: string, key: keyof Run) => perRound(id, `floor-${CHILDREN.find((c) => c.id === id)!.system}`, key);
  const rows = CHILDREN.map((c) => {
    const compared = !c.id.startsWith("bare") && !c.id.startsWith("floor");
    const floorRow = c.id.startsWith("floor");
    return [
      c.label,
      compared ? cell(above(c.id, "inside")) : floorRow ? `${cell(runs.get(c.id)!.map((r) => r.inside))} in all` : "–",
      compared
        ? cell(above(c.id, "wall"))
        : floorRow
          ? `${cell(perRound(c.id, `bare-${c.system}`, "wall"))} above bare`
          : "–",
      cell(runs.get(c.id)!.map((r) => r.wall)),
    ];
  });
  const m = (id: string) => median(above(id, "inside"));
  const ratio = (id: string, ours: string) =>
    median(above(id, "inside").map((t, i) => t / Math.max(above(ours, "inside")[i]!, 0.01)));
  const body = [
    `${rounds} interleaved rounds of child processes in rotating order; milliseconds, medians with p25–p75 in brackets.`,
    'Each child loads a package by name and does one thing with it; it measures loading and work itself ("in process"),',
    "and its wall time is measured too, which adds starting and ending a node process (the same for every child, and",
    "most of the noise). Each is held to the floor of its module system: an empty package (an exports map and a one-line",
    "`validate`) loaded the same way, per round. Every child runs in one directory whose node_modules holds the floor, a",
    "copy of this package as installed (package.json, dist/, schema/), zod and @modelcontextprotocol/ext-tasks.",
    "Node's builds load the explaining validators (dist/explain.cjs) only when a value first fails its fast check, which",
    "the invalid rows measure.",
    "",
    table(["Child", "in process, ms above floor", "wall, ms above floor", "wall ms"], rows),
    "",
    `Side by side, through \`import\`: the official schemas (import + one safeParse) cost ${fmt(m("official-esm"))} ms above the floor, ` +
      `${fmt(ratio("official-esm", "root-esm"))}x what mcp-tasks + one validation costs (${fmt(m("root-esm"))} ms); zod alone costs ` +
      `${fmt(m("zod-esm"))} ms, ${fmt(ratio("zod-esm", "root-esm"))}x. Through \`require\`, zod alone costs ${fmt(m("zod-cjs"))} ms, ` +
      `${fmt(ratio("zod-cjs", "root-cjs"))}x mcp-tasks (${fmt(m("root-cjs"))} ms). The official package has no CommonJS build.`,
  ].join("\n");
  const target = (id: string, what: string, limit: number): Target => ({
    target: what,
    goal: `<= ${limit} ms above the floor (in process)`,
    measured: `${fmt(m(id))} ms (wall: ${fmt(median(above(id, "wall")))} ms)`,
    pass: m(id) <= limit,
  });
  return {
    id: "cold-start",
    title: "Cold start",
    body,
    targets: [
      target("machine-cjs", "require mcp-tasks/machine + one transition", 1),
      target("machine-esm", "import mcp-tasks/machine + one transition", 1),
      target("root-cjs", "require mcp-tasks + one validation", 3),
      target("root-esm", "import mcp-tasks + one validation", 3),
    ],
  };
}
