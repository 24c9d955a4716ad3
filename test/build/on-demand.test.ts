import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { validate, isGetTaskResult } from "../../src/validate/index.js";
import { ENTRY_POINTS, filesOf } from "../../scripts/entries.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixtures = join(root, "test/fixtures");

/** Every fixture of the corpus as a definition name and a value. */
function corpus(): { name: string; value: unknown }[] {
  const cases: { name: string; value: unknown }[] = [];
  for (const name of readdirSync(fixtures, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)) {
    for (const verdict of ["valid", "invalid"]) {
      let files: string[] = [];
      try {
        files = readdirSync(join(fixtures, name, verdict));
      } catch {
        continue;
      }
      for (const file of files)
        cases.push({ name, value: JSON.parse(readFileSync(join(fixtures, name, verdict, file), "utf8")) });
    }
  }
  return cases;
}

// A fresh process loads a built bundle, validates the cases it reads on stdin, and tells when the explaining
// validators entered the require cache (which `require` and `createRequire` share).
const CHILD = `
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
const bundle = process.argv[1];
const cache = createRequire(bundle).cache;
const explain = join(dirname(bundle), "explain.cjs");
const loaded = () => explain in cache;
const m = bundle.endsWith(".cjs") ? createRequire(bundle)(bundle) : await import(bundle);
const cases = JSON.parse(readFileSync(0, "utf8"));
const afterImport = loaded();
const valid = cases.filter((c) => c.valid).map((c) => m.validate(c.name, c.value).ok && (c.name !== "GetTaskResult" || m.isGetTaskResult(c.value)));
const afterValid = loaded();
const all = cases.map((c) => [m.validate(c.name, c.value), m.isGetTaskResult(c.value)]);
process.stdout.write(JSON.stringify({ afterImport, valid: valid.filter(Boolean).length, afterValid, all, afterInvalid: loaded() }));
`;

function runBundle(bundle: string, cases: unknown[]) {
  const out = spawnSync(process.execPath, ["--input-type=module", "-e", CHILD, bundle], {
    input: JSON.stringify(cases),
    encoding: "utf8",
  });
  expect(out.stderr).toBe("");
  expect(out.status).toBe(0);
  return JSON.parse(out.stdout) as {
    afterImport: boolean;
    valid: number;
    afterValid: boolean;
    all: [unknown, boolean][];
    afterInvalid: boolean;
  };
}

/** Where a specifier resolves from the package root, in a fresh process with the given extra conditions. */
function resolved(kind: "import" | "require", conditions: string[] = []): string {
  const code =
    kind === "import"
      ? 'process.stdout.write(import.meta.resolve("mcp-tasks"))'
      : 'process.stdout.write(require.resolve("mcp-tasks"))';
  const args = [
    ...conditions.map((c) => `--conditions=${c}`),
    ...(kind === "import" ? ["--input-type=module"] : []),
    "-e",
    code,
  ];
  const out = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8" });
  expect(out.stderr).toBe("");
  return out.stdout.replace(/^file:\/\//, "");
}

/** The files Node loads for the entries that can validate: `<name>.cjs` and `<name>.node.js`. */
const onDemandFiles = ENTRY_POINTS.filter((e) => e.validates).flatMap((e) =>
  [...new Set([filesOf(e).cjs, filesOf(e).nodeCjs, filesOf(e).node])].map((f) => f.slice("./dist/".length)),
);
/** The on-demand files that export `validate` and the guards, which the corpus runs through. */
const validating = onDemandFiles.filter((f) => /^(index|validate)\./.test(f));

describe("the bundles Node loads require the explaining validators on demand", () => {
  const cases = corpus().map((c) => ({ ...c, valid: validate(c.name, c.value).ok }));

  it("has an on-demand CommonJS and ESM file for every entry that validates", () => {
    expect(validating).toEqual(["validate.cjs", "validate.node.js", "index.cjs", "index.node.cjs", "index.node.js"]);
    expect(onDemandFiles).toContain("codec.node.js");
  });

  for (const bundle of validating) {
    it(`dist/${bundle} answers every fixture as the sources do, and parses explain.cjs only once a value fails its check`, () => {
      expect(cases.filter((c) => c.valid).length).toBeGreaterThan(50);
      expect(cases.filter((c) => !c.valid).length).toBeGreaterThan(50);
      const out = runBundle(join(root, "dist", bundle), cases);
      expect(out.afterImport).toBe(false);
      expect(out.valid).toBe(cases.filter((c) => c.valid).length);
      expect(out.afterValid).toBe(false);
      expect(out.afterInvalid).toBe(true);
      expect(out.all).toEqual(cases.map((c) => [validate(c.name, c.value), isGetTaskResult(c.value)]));
    });
  }

  it("sends Node's require and import to the on-demand bundles, and browsers (browser) and bundlers (module) elsewhere", () => {
    expect(resolved("require")).toBe(join(root, "dist/index.node.cjs"));
    expect(resolved("import")).toBe(join(root, "dist/index.node.js"));
    expect(resolved("import", ["module"])).toBe(join(root, "dist/index.js"));
    expect(resolved("import", ["browser"])).toBe(join(root, "dist/index.js"));
    // A test runner that sets `browser` and still loads modules with require (jsdom environments) gets CommonJS.
    expect(resolved("require", ["browser"])).toBe(join(root, "dist/index.cjs"));
  });

  it.each([
    ["node", "esm", "dist/index.js"],
    ["browser", "esm", "dist/index.js"],
    ["neutral", "esm", "dist/index.js"],
    ["node", "cjs", "dist/index.js"],
  ] as const)(
    "a bundler (esbuild, platform %s, %s output) bundles the one-graph %s and the ESM files it imports",
    async (platform, format, file) => {
      const out = await build({
        stdin: {
          contents: 'import { validate } from "mcp-tasks"; console.log(validate("Task", {}).ok);',
          resolveDir: root,
          loader: "js",
        },
        bundle: true,
        platform,
        format,
        write: false,
        metafile: true,
        logLevel: "silent",
        // As an application outside this repository would: the repository's tsconfig maps "mcp-tasks" to src/.
        tsconfigRaw: {},
      });
      const inputs = Object.keys(out.metafile.inputs);
      expect(inputs).toContain(file);
      const fromDist = inputs.filter((i) => i.startsWith("dist/"));
      expect(fromDist).toContain("dist/validate.js");
      expect(fromDist.filter((i) => !/^dist\/[a-z]+\.js$/.test(i) || i.endsWith(".node.js"))).toEqual([]);
    },
  );

  it("gives dist/index.node.js the same exports as dist/index.js and dist/index.cjs", async () => {
    const names = (m: object) =>
      Object.keys(m)
        .filter((n) => n !== "default" && n !== "__esModule")
        .sort();
    const node = await import(join(root, "dist/index.node.js"));
    const esm = await import(join(root, "dist/index.js"));
    const cjs = createRequire(import.meta.url)(join(root, "dist/index.cjs")) as object;
    expect(names(node)).toEqual(names(esm));
    expect(names(cjs)).toEqual(names(esm));
    expect(names(esm).length).toBeGreaterThan(100);
  });

  it("keeps the explaining validators out of the Node bundles, which only require explain.cjs", () => {
    // Every error an Ajv validator reports names the schema path it failed at; nothing else in the package writes one.
    const validators = (file: string) =>
      readFileSync(join(root, "dist", file), "utf8").match(/schemaPath:"#/g)?.length ?? 0;
    expect(validators("explain.cjs")).toBeGreaterThan(100);
    for (const bundle of onDemandFiles) {
      const main = readFileSync(join(root, "dist", bundle), "utf8");
      expect(main.match(/\("\.\/explain\.cjs"\)/g), bundle).toHaveLength(1);
      expect(validators(bundle), bundle).toBe(0);
    }
    // Bundlers get them once, in validate.js, which the other entries' ESM files import.
    expect(validators("validate.js")).toBe(validators("explain.cjs"));
    for (const entry of ENTRY_POINTS.filter((e) => e.name !== "validate"))
      expect(validators(filesOf(entry).esm.slice("./dist/".length)), entry.name).toBe(0);
    // A Node-only entry has no file for bundlers: its one ESM file is Node's, which requires explain.cjs on demand.
    for (const entry of ENTRY_POINTS.filter((e) => e.nodeOnly !== true))
      expect(readFileSync(join(root, filesOf(entry).esm), "utf8"), entry.name).not.toContain("explain.cjs");
  });

  it.each(validating)("dist/%s turns a missing explain.cjs into an issue, while valid values still pass", (bundle) => {
    const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-on-demand-"));
    try {
      // The package's own package.json says which module system a .js file is in; the copy needs one too.
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
      copyFileSync(join(root, "dist", bundle), join(dir, bundle));
      const valid = cases.find((c) => c.valid && c.name === "GetTaskResult")!;
      const invalid = cases.find((c) => !c.valid && c.name === "GetTaskResult")!;
      const out = runBundle(join(dir, bundle), [valid, invalid]);
      expect(out.all[0]).toEqual([{ ok: true, value: valid.value }, true]);
      const [result, guarded] = out.all[1] as [
        { ok: boolean; issues: { keyword: string; message: string }[] },
        boolean,
      ];
      expect(guarded).toBe(false);
      expect(result.ok).toBe(false);
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]!.keyword).toBe("explainer");
      expect(result.issues[0]!.message).toMatch(
        /^the value does not match its definition, and the validators that explain why could not be loaded: .*explain\.cjs/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
