/**
 * The vitest config for mutation runs (`npm run mutate`, scripts/mutate.ts). It differs from vitest.config.ts in four
 * ways. The PostgreSQL cluster is started only for the layers whose tests need it (store, and host's multi-instance
 * tests). It repairs the StrykerJS 9.5.1 vitest runner's setup file for vitest 4: since vitest 4.1 an `afterAll` hook
 * gets a fixture context first and the suite second, so the runner's `afterAll(({ meta }) => ...)` fails every test
 * file with a FixtureAccessError and never hands back per-test coverage or hit counts. The plugin below rewrites those
 * hooks to take the suite from the second argument; without it every mutant runs all of the layer's tests. And only
 * the test files that mock a module get a module cache of their own. It also leaves out the tests that weigh the heap.
 */
import { configDefaults, defineConfig, type Plugin } from "vitest/config";

/** Rewrites the runner's `afterAll(({ meta }) =>` into `afterAll(({}, { meta }) =>` in its copied setup file. */
function strykerSetupForVitest4(): Plugin {
  return {
    name: "stryker-setup-for-vitest-4",
    enforce: "pre",
    transform(code, id) {
      if (!/stryker-setup-\d+\.js$/.test(id)) return null;
      const fixed = code.replaceAll("afterAll(({ meta })", "afterAll(({}, { meta })");
      return fixed === code ? null : { code: fixed, map: null };
    },
  };
}

const layer = process.env.MCP_TASKS_MUTATE_LAYER ?? "";

/** The layers with tests that run against a PostgreSQL server. */
const NEEDS_POSTGRES = ["store", "host"];

/**
 * Test files that mock a module (vi.mock) or load one afresh (vi.resetModules, with a global changed first), fake the
 * timers or replace globals: each needs a module cache of its own, since a module loaded while a clock is faked keeps
 * what it read. Every other test file shares one worker and one module cache, so a mutant's tests load the layer's
 * modules (the generated validators above all) once rather than once per test file.
 */
const MOCKS_MODULES = [
  "test/validate/explain-missing.test.ts",
  "test/codec/well-formed-fallback.test.ts",
  "test/host/well-formed-fallback.test.ts",
  "test/host/node-no-buffer.test.ts",
  "test/host/close-ends.test.ts",
  "test/host/deadline-edges.test.ts",
  "test/host/listen-stream-edges.test.ts",
  "test/host/runner-store-calls.test.ts",
  "test/host/node-globals-ok.test.ts",
  "test/host/node-globals-shapes.test.ts",
];

/** Tests that read src/ as text: in the sandbox they see instrumented source, so they fail whatever the mutant. */
const READS_SOURCE_TEXT = ["test/machine/violation-codes-source.test.ts"];

/**
 * Tests that weigh the heap over a thousand cycles, ten seconds a run, and reach most of the host: run for each host
 * mutant they would triple a run's length. What they count (streams and watches left held) listen-release.test.ts
 * also counts, in a few cycles; the heap itself is left to `npm test`.
 */
const WEIGHS_THE_HEAP = ["test/host/listen-leak.test.ts"];

export default defineConfig({
  plugins: [strykerSetupForVitest4()],
  test: {
    testTimeout: 60_000,
    globalSetup: NEEDS_POSTGRES.includes(layer) ? ["test/store/pg-setup.ts"] : [],
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...READS_SOURCE_TEXT, ...WEIGHS_THE_HEAP, ...MOCKS_MODULES],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: MOCKS_MODULES, isolate: true } },
    ],
  },
});
