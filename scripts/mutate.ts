/**
 * `npm run mutate -- <layer> [--files <glob>] [--static] [--concurrency <n>] [--force]`: mutation testing of one layer
 * with that layer's own tests (StrykerJS, vitest runner, per-test coverage, one worker unless told). Too slow for `npm test` or CI; its scores live in
 * bench/MUTATION.md. Stryker works in a copy under .scratch/stryker-tmp-<layer>-<pid>/, and its reports go to
 * .scratch/mutation/<layer>/. Stryker is asked to leave static mutants (in module-level code) out unless `--static` is
 * given, since each costs a run of the whole layer's tests; it can only tell them apart with per-test coverage.
 * A finished run leaves .scratch/mutation/<layer>/incremental.json, and the next run tests again only the mutants whose
 * code or covering tests changed since (Stryker's incremental mode); `--force` tests every mutant.
 */
import { mkdirSync } from "node:fs";
import { Stryker } from "@stryker-mutator/core";
import type { LogLevel, PartialStrykerOptions } from "@stryker-mutator/api/core";

/** What to mutate and which tests may kill it, by layer. */
export const LAYERS: Readonly<Record<string, { mutate: string[]; testFiles: string[] }>> = {
  validate: { mutate: ["src/validate/**/*.ts"], testFiles: ["test/validate/**/*.test.ts"] },
  machine: { mutate: ["src/machine/**/*.ts"], testFiles: ["test/machine/**/*.test.ts"] },
  codec: { mutate: ["src/codec/**/*.ts"], testFiles: ["test/codec/**/*.test.ts"] },
  store: { mutate: ["src/store/**/*.ts"], testFiles: ["test/store/**/*.test.ts"] },
  host: { mutate: ["src/host/**/*.ts"], testFiles: ["test/host/**/*.test.ts"] },
  // test/cli/lint.test.ts and lint-examples.test.ts run the built dist/cli.js, which no mutant of src/ reaches.
  lint: { mutate: ["src/cli/lint/**/*.ts"], testFiles: ["test/cli/lint/**/*.test.ts"] },
};

/** How one run is made: `only` narrows the files mutated (a glob), for re-checking a few survivors. */
export interface RunChoices {
  only?: string;
  withStatic?: boolean;
  concurrency?: number;
  force?: boolean;
}

/** The Stryker options for one layer. */
export function strykerOptions(layer: string, choices: RunChoices = {}): PartialStrykerOptions {
  const { only, withStatic = false, concurrency = 1, force = false } = choices;
  const spec = LAYERS[layer];
  if (spec === undefined) throw new Error(`unknown layer ${JSON.stringify(layer)}`);
  const out = `.scratch/mutation/${layer}`;
  return {
    testRunner: "vitest",
    plugins: ["@stryker-mutator/vitest-runner"],
    vitest: { configFile: "vitest.mutate.config.ts", related: false },
    coverageAnalysis: "perTest",
    mutate: only === undefined ? spec.mutate : [only],
    testFiles: spec.testFiles,
    // The machine is small and shared: one test process unless told, and room for a slow test before a hang.
    concurrency,
    timeoutMS: 10_000,
    timeoutFactor: 2,
    // The first, instrumented run of all the layer's tests: codec's walks of tens of megabytes outlast the default 5
    // minutes on a loaded machine.
    dryRunTimeoutMinutes: 30,
    // One sandbox per run, so that two runs of a layer on different files may overlap.
    tempDirName: `.scratch/stryker-tmp-${layer}-${process.pid}`,
    cleanTempDir: "always",
    // node_modules here may be a symlink; Stryker links the sandbox to it rather than copying.
    symlinkNodeModules: true,
    ignorePatterns: [".scratch", "dist", "coverage", ".test-output", "docs/api", "node_modules"],
    ignoreStatic: !withStatic,
    incremental: only === undefined,
    incrementalFile: `${out}/incremental.json`,
    force,
    // event-recorder writes each mutant's result as it is known, so a run stopped early still counts.
    reporters: ["clear-text", "progress-append-only", "json", "html", "event-recorder"],
    eventReporter: { baseDir: `${out}/events-${process.pid}` },
    jsonReporter: { fileName: `${out}/mutation.json` },
    htmlReporter: { fileName: `${out}/index.html` },
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
    fileLogLevel: "off" as LogLevel,
    logLevel: "info" as LogLevel,
    thresholds: { high: 90, low: 80, break: null },
  };
}

async function main(argv: string[]): Promise<number> {
  const layer = argv[0];
  const filesAt = argv.indexOf("--files");
  const only = filesAt >= 0 ? argv[filesAt + 1] : undefined;
  const concurrencyAt = argv.indexOf("--concurrency");
  const concurrency = concurrencyAt >= 0 ? Number(argv[concurrencyAt + 1]) : 1;
  if (layer === undefined || !(layer in LAYERS) || !Number.isInteger(concurrency) || concurrency < 1) {
    const flags = "[--files <glob>] [--static] [--concurrency <n>] [--force]";
    process.stderr.write(`usage: npm run mutate -- <${Object.keys(LAYERS).join("|")}> ${flags}\n`);
    return 2;
  }
  mkdirSync(`.scratch/mutation/${layer}`, { recursive: true });
  // vitest.mutate.config.ts reads the layer to start only what that layer's tests need.
  process.env.MCP_TASKS_MUTATE_LAYER = layer;
  const choices = { only, withStatic: argv.includes("--static"), concurrency, force: argv.includes("--force") };
  const options = strykerOptions(layer, choices);
  const results = await new Stryker(options).runMutationTest();
  const counts: Record<string, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  process.stdout.write(`mutants by status: ${JSON.stringify(counts)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
