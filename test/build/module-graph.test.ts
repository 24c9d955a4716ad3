import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import ts from "typescript";
import { ENTRY_POINTS, filesOf } from "../../scripts/entries.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const entry = (name: string) => ENTRY_POINTS.find((e) => e.name === name)!;

/** The generated modules that run: the fast checks, the Ajv validators, their tables and the schema document. */
const GENERATED = readdirSync(join(root, "generated")).filter((f) => f.endsWith(".js"));

/**
 * The long string literals and property names of a JavaScript text (patterns, schema text, definition names as table
 * keys), by value, so that quoting, escapes and minification do not hide them.
 */
function longStrings(text: string, min = 24): Set<string> {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      (ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node)
    ) {
      if (node.text.length >= min) found.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("bundle.js", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
  return found;
}

/** Each generated module's long string literals (patterns, schema text, table keys): its fingerprint in a bundle. */
const fingerprints = new Map(GENERATED.map((f) => [f, longStrings(readFileSync(join(root, "generated", f), "utf8"))]));

/** The generated modules whose fingerprint a bundle carries. */
function generatedIn(bundle: string): string[] {
  const strings = longStrings(bundle);
  return GENERATED.filter((f) => [...fingerprints.get(f)!].some((s) => strings.has(s)));
}

/** The source files a module reaches, as esbuild bundles them (type-only imports reach nothing). */
async function sourceGraph(contents: string, resolveDir: string): Promise<string[]> {
  const out = await build({
    stdin: { contents, resolveDir, loader: "ts" },
    bundle: true,
    platform: "neutral",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
    external: ["./explain.cjs", "node:*"],
  });
  return Object.keys(out.metafile.inputs)
    .filter((i) => i !== "<stdin>")
    .map((i) => relative(root, join(root, i)));
}

/** The built files an ESM file of dist/ imports, followed to the end, and their text. */
async function builtGraph(file: string): Promise<{ files: string[]; text: string }> {
  const out = await build({
    entryPoints: [join(root, file)],
    bundle: true,
    platform: "neutral",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
    external: ["./explain.cjs", "node:*"],
  });
  const files = Object.keys(out.metafile.inputs).sort();
  return { files, text: files.map((f) => readFileSync(join(root, f), "utf8")).join("\n") };
}

/** The files a fresh process has required after requiring a CommonJS file of dist/. */
function requiredFiles(file: string): string[] {
  const code = `require(${JSON.stringify(join(root, file))}); process.stdout.write(JSON.stringify(Object.keys(require.cache)))`;
  const out = spawnSync(process.execPath, ["-e", code], { encoding: "utf8" });
  expect(out.stderr).toBe("");
  return (JSON.parse(out.stdout) as string[]).map((f) => relative(root, f)).sort();
}

describe("the module graph of the entries that do not validate", () => {
  it("fingerprints every generated module, and finds each in the bundle that holds it", () => {
    expect(GENERATED).toEqual(
      expect.arrayContaining(["checks.js", "check-table.js", "validators.js", "explain-table.js", "schema.js"]),
    );
    for (const f of GENERATED) expect(fingerprints.get(f)!.size, f).toBeGreaterThan(0);
    expect(generatedIn(readFileSync(join(root, "dist/validate.js"), "utf8"))).toEqual(GENERATED);
    expect(generatedIn(readFileSync(join(root, "dist/explain.cjs"), "utf8"))).toContain("validators.js");
  });

  it("src: mcp-tasks/machine reaches only src/machine/ (and the shared result shape), no generated module", async () => {
    const files = await sourceGraph('export * from "./index.ts";', join(root, "src/machine"));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => !f.startsWith("src/machine/") && !f.startsWith("src/shared/"))).toEqual([]);
  });

  it("src: mcp-tasks/store reaches only src/store/ and src/machine/, no generated module", async () => {
    const files = await sourceGraph('export * from "./index.ts";', join(root, "src/store"));
    expect(files.some((f) => f.startsWith("src/machine/"))).toBe(true);
    expect(files.filter((f) => !/^src\/(store|machine)\//.test(f) && !f.startsWith("src/shared/"))).toEqual([]);
  });

  it("src foil: a machine that imported a check table would be caught", async () => {
    const files = await sourceGraph(
      'export * from "./index.ts"; export { checks } from "../../generated/check-table.js";',
      join(root, "src/machine"),
    );
    expect(files.filter((f) => f.startsWith("generated/"))).toEqual(
      expect.arrayContaining(["generated/check-table.js", "generated/checks.js"]),
    );
  });

  for (const name of ["machine", "store"]) {
    it(`built: dist's mcp-tasks/${name} files import no file that validates, and carry no generated module`, async () => {
      const esm = await builtGraph(filesOf(entry(name)).esm);
      expect(esm.files).toEqual(name === "machine" ? ["dist/machine.js"] : ["dist/machine.js", "dist/store.js"]);
      expect(generatedIn(esm.text)).toEqual([]);
      const cjs = filesOf(entry(name)).cjs.slice(2);
      expect(requiredFiles(cjs)).toEqual([cjs]);
      expect(generatedIn(readFileSync(join(root, cjs), "utf8"))).toEqual([]);
    });
  }

  it("built foil: a machine bundle that took in the check table carries its fingerprint", async () => {
    const out = await build({
      stdin: {
        contents: 'export * from "./index.ts"; export { checks } from "../../generated/check-table.js";',
        resolveDir: join(root, "src/machine"),
        loader: "ts",
      },
      bundle: true,
      platform: "neutral",
      format: "esm",
      minifyWhitespace: true,
      minifySyntax: true,
      write: false,
    });
    expect(generatedIn(out.outputFiles[0]!.text)).toEqual(expect.arrayContaining(["check-table.js", "checks.js"]));
  });
});
