/**
 * Builds `dist/`: for each entry point of scripts/entries.ts, ESM and CommonJS bundles and type declarations for both
 * module systems; the CLI; and package.json's `exports`, derived from the same table (`--check`: fail on drift).
 */
import { build, transform, type BuildOptions, type Plugin } from "esbuild";
import { execFileSync } from "node:child_process";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { ENTRY_POINTS, filesOf, packageExports, packageTypesVersions, type EntryPoint } from "./entries.js";
import { moduleExportsOf, splitExports } from "./esm-exports.js";
import { renderRootFacade } from "./root-facade.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const check = process.argv.includes("--check");

/** Swaps the eagerly imported explaining validators (src/validate/explain.ts) for an on-demand loader. */
function explainFrom(loader: string): Plugin {
  return {
    name: "explain-on-demand",
    setup(b) {
      b.onResolve({ filter: /^\.\/explain\.js$/ }, (args) =>
        args.importer === join(root, "src/validate/validate.ts")
          ? { path: join(root, "src/validate", loader) }
          : undefined,
      );
    },
  };
}

/**
 * The generated checks and validators are committed formatted, to be read and reviewed; every bundle takes them
 * minified, local names included, as they shipped when they were committed minified, so the build does not grow.
 */
const generatedMinified: Plugin = {
  name: "generated-minified",
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/](checks|validators)\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const minified = await transform(source, { format: "esm", minify: true, legalComments: "none" });
      return { contents: minified.code, loader: "js" };
    });
  },
};

/** The folder an entry owns: its modules belong to it. The root entry owns only its own file. */
function folderOf(entry: EntryPoint): string | undefined {
  return entry.name === "index" ? undefined : dirname(join(root, entry.source));
}

/**
 * Makes an import of another entry's module an import of that entry's ESM file, so that a bundle built from several
 * entries (the root and `mcp-tasks/machine`, say) holds the machine's code once. Every name imported this way is one
 * the entry exports (test/build/entries.test.ts loads each file).
 */
function otherEntries(self: EntryPoint): Plugin {
  const others = ENTRY_POINTS.filter((e) => e !== self);
  return {
    name: "other-entries-external",
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const path = resolve(args.resolveDir, args.path).replace(/\.js$/, ".ts");
        const target = others.find(
          (e) => path === join(root, e.source) || (folderOf(e) !== undefined && path.startsWith(`${folderOf(e)}/`)),
        );
        return target === undefined ? undefined : { path: `./${target.name}.js`, external: true };
      });
    },
  };
}

const exportsMap = packageExports();
const typesVersions = packageTypesVersions();
const manifestPath = join(root, "package.json");
const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, unknown>;
if (
  JSON.stringify(manifest.exports) !== JSON.stringify(exportsMap) ||
  JSON.stringify(manifest.typesVersions) !== JSON.stringify(typesVersions)
) {
  if (check) {
    console.error(
      "package.json `exports` or `typesVersions` differs from scripts/entries.ts; run `npm run build` to rewrite it",
    );
    process.exit(1);
  }
  await writeFile(manifestPath, `${JSON.stringify({ ...manifest, exports: exportsMap, typesVersions }, null, 2)}\n`);
  console.log("package.json `exports` and `typesVersions` rewritten from scripts/entries.ts");
}

await rm(dist, { recursive: true, force: true });

// Whitespace and syntax are minified, which a fresh process parses faster; names are kept, so stack traces stay readable.
const compact: BuildOptions = {
  bundle: true,
  platform: "neutral",
  target: "es2022",
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [generatedMinified],
};
// Node's builds load the explaining validators from a file of their own, required the first time a value fails its
// fast check, so a process that sees only valid values never parses them.
const onDemand = (loader: string): BuildOptions => ({
  ...compact,
  external: ["./explain.cjs", "node:module"],
  plugins: [generatedMinified, explainFrom(loader)],
});
for (const entry of ENTRY_POINTS) {
  const files = filesOf(entry);
  const source = join(root, entry.source);
  if (entry.nodeOnly === true) {
    await buildNodeOnly(source, files);
    continue;
  }
  // For bundlers and browsers: ESM that imports the other entries' ESM files, so an application bundles each module
  // once, with the explaining validators included, since ESM has no synchronous way to load a module later that
  // every bundler follows. Node imports these files too for the entries that cannot validate.
  await build({
    ...compact,
    entryPoints: [source],
    plugins: [generatedMinified, otherEntries(entry)],
    format: "esm",
    outfile: join(root, files.esm),
    metafile: true,
  });
  // For Node's `import` and `require`: one self-contained file per entry, since every further file costs a fresh
  // process time to resolve and read.
  if (entry.validates && entry.loadsOnDemand !== true)
    await build({
      ...onDemand("explain-on-demand-esm.ts"),
      entryPoints: [source],
      format: "esm",
      outfile: join(root, files.node),
    });
  const cjs = await build({
    ...onDemand("explain-on-demand.ts"),
    entryPoints: [source],
    format: "esm",
    write: false,
    metafile: true,
    mainFields: ["module", "main"],
  });
  await writeFile(
    join(root, files.cjs),
    commonJsOf(cjs.outputFiles[0]!.text, Object.values(cjs.metafile.outputs)[0]!.exports),
  );
  if (entry.loadsOnDemand === true) {
    // Node's files of the root hold the validators and load every other entry's file on first use
    // (scripts/root-facade.ts); the other entries are built before it.
    // The CommonJS build is self-contained, so its metafile lists every name, those of `export *` lines included.
    const facade = await renderRootFacade(root, Object.values(cjs.metafile.outputs)[0]!.exports, {
      cjs: onDemand("explain-on-demand.ts"),
      esm: onDemand("explain-on-demand-esm.ts"),
    });
    await writeFile(join(root, files.nodeCjs), facade.cjs);
    await writeFile(join(root, files.node), facade.esm);
  }
}
await build({
  ...compact,
  format: "cjs",
  entryPoints: [join(root, "generated/explain-table.js")],
  outfile: join(dist, "explain.cjs"),
});

const cli = join(root, "src/cli/main.ts");
if (existsSync(cli)) {
  await build({
    entryPoints: [cli],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    minifyWhitespace: true,
    minifySyntax: true,
    plugins: [generatedMinified],
    outfile: join(dist, "cli.js"),
    banner: { js: "#!/usr/bin/env node" },
  });
}

execFileSync(
  process.execPath,
  [join(root, "node_modules/typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json")],
  { stdio: "inherit" },
);
emitNodeOnlyDeclarations(ENTRY_POINTS.filter((e) => e.nodeOnly === true).map((e) => join(root, e.source)));
// Hand-written declarations beside generated JavaScript are not emitted by tsc, so they are copied.
for (const file of ["validators.d.ts", "schema.d.ts"]) {
  await cp(join(root, "generated", file), join(dist, "types/generated", file));
}
await mirrorAsCommonJs(join(dist, "types"), join(dist, "types-cjs"));
console.log("dist/ built");

/**
 * A Node-only entry's two files, each self-contained and built for Node (its built-ins stay imports): ESM, and
 * CommonJS as esbuild writes it. Both load the explaining validators on demand, as Node's files of the other entries do.
 */
async function buildNodeOnly(source: string, files: ReturnType<typeof filesOf>): Promise<void> {
  const node: BuildOptions = { entryPoints: [source], platform: "node", target: "node20" };
  await build({ ...onDemand("explain-on-demand-esm.ts"), ...node, format: "esm", outfile: join(root, files.node) });
  await build({ ...onDemand("explain-on-demand.ts"), ...node, format: "cjs", outfile: join(root, files.nodeCjs) });
}

/**
 * The declarations of the Node-only entries, which tsconfig.build.json leaves out (it excludes src/cli/ and knows no
 * Node types, so that no other entry's declarations can come to need them): the same options with Node's types, from
 * those entries' modules. Only the files an entry's declarations reach are written, and none the first pass wrote: the
 * CLI modules the kit runs on stay unpublished.
 */
function emitNodeOnlyDeclarations(sources: readonly string[]): void {
  if (sources.length === 0) return;
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.build.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (config === undefined) throw new Error("tsconfig.build.json could not be read");
  const program = ts.createProgram([...sources], { ...config.options, types: ["node"] });
  const written = new Map<string, string>();
  const emitted = program.emit(undefined, (file, text) => written.set(file, text));
  const problems = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (problems.length > 0 || emitted.emitSkipped)
    throw new Error(
      `declarations of the Node-only entries:\n${ts.formatDiagnostics(problems, {
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => root,
        getNewLine: () => "\n",
      })}`,
    );
  const outDir = config.options.outDir!;
  const pending = sources.map((s) => join(outDir, s.slice(root.length).replace(/\.ts$/, ".d.ts")));
  const reached = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    const text = written.get(file);
    if (text === undefined) throw new Error(`no declarations were emitted for ${file}`);
    reached.add(file);
    for (const m of text.matchAll(/(?:from\s+|import\()["'](\.[^"']+)\.js["']/g))
      pending.push(join(dirname(file), `${m[1]}.d.ts`));
  }
  for (const file of reached) {
    if (existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, written.get(file)!);
  }
}

/**
 * CommonJS from a bundle's ESM text, whose one `export { ... }` closes it: that statement becomes a plain
 * `module.exports` object. esbuild's own CommonJS output defines a getter for each export, which costs a fresh process
 * about half a millisecond for the root's names; every export of the package is a constant, so a plain object holds
 * the same values. "use strict" keeps the semantics the sources were written and tested with, as ES modules.
 */
function commonJsOf(esm: string, names: readonly string[]): string {
  const { body, pairs } = splitExports(esm);
  const exported = pairs.map((p) => p.name);
  if ([...exported].sort().join() !== [...names].sort().join())
    throw new Error(`the export statement names ${exported.join(", ")}, esbuild reports ${names.join(", ")}`);
  return `"use strict";\n${body}${moduleExportsOf(pairs.map(({ local, name }) => (name === local ? local : `${name}:${local}`)))}`;
}

/** Copies the declaration tree with `.d.cts` names and `.cjs` specifiers, so CommonJS consumers get CommonJS types. */
async function mirrorAsCommonJs(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) {
      await mirrorAsCommonJs(source, join(to, entry.name));
      continue;
    }
    const text = await readFile(source, "utf8");
    const rewritten = text
      .replace(/(from\s+["'][^"']+)\.js(["'])/g, "$1.cjs$2")
      .replace(/(import\(["'][^"']+)\.js(["']\))/g, "$1.cjs$2");
    await writeFile(join(to, entry.name.replace(/\.d\.ts$/, ".d.cts")), rewritten);
  }
}
