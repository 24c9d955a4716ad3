/**
 * Section "cold-start": what loading the package and validating one message costs a fresh process, through
 * `require` (dist/index.cjs) and through `import` (dist/node.js). Each child's wall time is compared with a bare child
 * of the same module system, and with the floor: a package that holds nothing, loaded by name the same way from the
 * same node_modules. Children run in interleaved rounds; differences are taken per round.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, median, quantile } from "./stats.js";
import { table, type Section } from "./report.js";
import { root } from "./dist.js";
import type { RunOptions } from "./validators.js";

const task = (taskId: string) =>
  JSON.stringify({
    resultType: "complete",
    taskId,
    status: "working",
    createdAt: "2025-11-25T10:30:00Z",
    lastUpdatedAt: "2025-11-25T10:50:00Z",
    ttlMs: 3600000,
    pollIntervalMs: 5000,
  });
const VALID = task("786512e2-9e0d-44bd-8f29-789f320fe840");
// An empty taskId: the first validation fails, so the explaining validators are loaded as well.
const INVALID = task("");
const FLOOR_PACKAGE = "cold-start-floor";

/** One kind of child: its node arguments and what it is compared with. */
interface Child {
  label: string;
  args: string[];
  bare?: string;
  floor?: string;
}

/** The child that loads `pkg` through `system` and validates `message`, which must get the verdict `ok`. */
function loader(label: string, system: "cjs" | "esm", pkg: string, message: string, ok: boolean, compare: Partial<Child>): Child {
  const load = system === "cjs" ? `const m = require(${JSON.stringify(pkg)});` : `const m = await import(${JSON.stringify(pkg)});`;
  const code = `${load}\nif (m.validate("GetTaskResult", ${message}).ok !== ${ok}) process.exit(1);`;
  return { label, args: system === "cjs" ? ["-e", code] : ["--input-type=module", "-e", code], ...compare };
}

const BARE_CJS = "bare `node -e`";
const BARE_ESM = "bare `node --input-type=module -e`";
const FLOOR_CJS = "floor: `require` an empty package by name + validate";
const FLOOR_ESM = "floor: `import()` an empty package by name + validate";
const CJS_VALID = 'require("mcp-tasks") + validate one GetTaskResult';
const CJS_INVALID = 'require("mcp-tasks") + validate an invalid GetTaskResult';
const ESM_VALID = 'import("mcp-tasks") + validate one GetTaskResult';
const ESM_INVALID = 'import("mcp-tasks") + validate an invalid GetTaskResult';

const CHILDREN: Child[] = [
  { label: BARE_CJS, args: ["-e", ""] },
  loader(FLOOR_CJS, "cjs", FLOOR_PACKAGE, VALID, true, { bare: BARE_CJS }),
  loader(CJS_VALID, "cjs", "mcp-tasks", VALID, true, { bare: BARE_CJS, floor: FLOOR_CJS }),
  loader(CJS_INVALID, "cjs", "mcp-tasks", INVALID, false, { bare: BARE_CJS, floor: FLOOR_CJS }),
  { label: BARE_ESM, args: ["--input-type=module", "-e", ""] },
  loader(FLOOR_ESM, "esm", FLOOR_PACKAGE, VALID, true, { bare: BARE_ESM }),
  loader(ESM_VALID, "esm", "mcp-tasks", VALID, true, { bare: BARE_ESM, floor: FLOOR_ESM }),
  loader(ESM_INVALID, "esm", "mcp-tasks", INVALID, false, { bare: BARE_ESM, floor: FLOOR_ESM }),
];

/**
 * Makes the directory every child runs in: a node_modules holding the empty floor package and a copy of this
 * package as an install would lay it out (package.json and dist/), so that both are resolved by name the same way.
 */
function floorDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-cold-start-"));
  const installed = join(dir, "node_modules", "mcp-tasks");
  mkdirSync(installed, { recursive: true });
  cpSync(join(root, "package.json"), join(installed, "package.json"));
  cpSync(join(root, "dist"), join(installed, "dist"), { recursive: true });
  const pkg = join(dir, "node_modules", FLOOR_PACKAGE);
  mkdirSync(pkg, { recursive: true });
  const exportsMap = { ".": { import: { types: "./index.d.ts", default: "./index.js" }, require: { types: "./index.d.cts", default: "./index.cjs" } } };
  writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: FLOOR_PACKAGE, version: "0.0.0", type: "module", sideEffects: false, exports: exportsMap }));
  writeFileSync(join(pkg, "index.js"), "export function validate(name, value) { return { ok: true, value }; }\n");
  writeFileSync(join(pkg, "index.cjs"), "exports.validate = (name, value) => ({ ok: true, value });\n");
  return dir;
}

/** Runs one child and returns its wall time in milliseconds. */
function wall(child: Child, floorDir: string): number {
  const start = process.hrtime.bigint();
  const out = spawnSync(process.execPath, child.args, { cwd: floorDir, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (out.status !== 0) throw new Error(`cold-start child "${child.label}" failed (exit ${out.status}): ${out.stderr}`);
  return ms;
}

/** Runs the cold-start comparison and renders its section. */
export async function runColdStart(options: RunOptions): Promise<Section> {
  const rounds = options.quick ? 5 : 50;
  console.log(`cold-start: ${rounds} rounds of ${CHILDREN.length} child processes`);
  const floorDir = floorDirectory();
  try {
    for (const child of CHILDREN) wall(child, floorDir);
    const times = new Map<string, number[]>(CHILDREN.map((c) => [c.label, []]));
    for (let i = 0; i < rounds; i++) {
      // Rotate which child goes first, so that none always runs on the warmer system.
      for (let k = 0; k < CHILDREN.length; k++) {
        const child = CHILDREN[(k + i) % CHILDREN.length]!;
        times.get(child.label)!.push(wall(child, floorDir));
      }
    }
    return render(times, rounds);
  } finally {
    rmSync(floorDir, { recursive: true, force: true });
  }
}

function render(times: Map<string, number[]>, rounds: number): Section {
  const perRound = (a: string, b: string) => times.get(a)!.map((t, i) => t - times.get(b)![i]!);
  const iqr = (xs: number[]) => `${fmt(quantile(xs, 0.25))}–${fmt(quantile(xs, 0.75))}`;
  const cell = (xs: number[] | undefined) => (xs === undefined ? "–" : `${fmt(median(xs))} (${iqr(xs)})`);
  const rows = CHILDREN.map((c) => [
    c.label,
    cell(times.get(c.label)),
    cell(c.bare === undefined ? undefined : perRound(c.label, c.bare)),
    cell(c.floor === undefined ? undefined : perRound(c.label, c.floor)),
  ]);
  const cjs = median(perRound(CJS_VALID, BARE_CJS));
  const esm = median(perRound(ESM_VALID, BARE_ESM));
  const floors = { cjs: median(perRound(FLOOR_CJS, BARE_CJS)), esm: median(perRound(FLOOR_ESM, BARE_ESM)) };
  const body = [
    `${rounds} interleaved rounds of child processes in rotating order; milliseconds, medians with p25–p75 in brackets.`,
    "`require` resolves dist/index.cjs and `import` dist/node.js; both require dist/explain.cjs (the Ajv validators) only",
    "when a value first fails its fast check, which the invalid rows measure. The floors load a package that holds nothing",
    "(an exports map and a one-line `validate`): what any package costs to load by name on this Node and machine. Every",
    "child runs in one directory whose node_modules holds the floor package and a copy of this one (package.json, dist/).",
    "",
    table(["Child", "wall ms", "minus bare, per round", "minus floor, per round"], rows),
    "",
    `Above the floor, loading mcp-tasks and validating costs ${fmt(median(perRound(CJS_VALID, FLOOR_CJS)))} ms through \`require\` and ${fmt(median(perRound(ESM_VALID, FLOOR_ESM)))} ms through \`import\`.`,
    `The floors alone are ${fmt(floors.cjs)} ms and ${fmt(floors.esm)} ms above bare.`,
  ].join("\n");
  return {
    id: "cold-start",
    title: "Cold start",
    body,
    targets: [
      { target: "require + first validation", goal: "<= 5 ms (wall, minus a bare node -e)", measured: `${fmt(cjs)} ms`, pass: cjs <= 5 },
      { target: "import + first validation", goal: "<= 5 ms (wall, minus a bare node --input-type=module -e)", measured: `${fmt(esm)} ms`, pass: esm <= 5 },
    ],
  };
}
