/**
 * Builds `dist/`: for each entry point of scripts/entries.ts, ESM and CommonJS bundles and type declarations for both
 * module systems; the CLI; and package.json's `exports`, derived from the same table (`--check`: fail on drift).
 */
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compact, generatedMinified, onDemand, otherEntries } from "./bundle-options.js";
import { commonJsOf, mirrorAsCommonJs } from "./common-js.js";
import { ENTRY_POINTS, filesOf, packageExports, packageTypesVersions } from "./entries.js";
import { buildNodeOnly, emitNodeOnlyDeclarations } from "./node-only.js";
import { renderRootFacade } from "./root-facade.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const check = process.argv.includes("--check");

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
  // The CLI requires dist/explain.cjs the first time a value fails its check, as the Node bundles do: a run whose
  // messages are valid (most of a lint) never parses the explaining validators, a quarter of the bundle.
  await build({
    ...onDemand("explain-on-demand-esm.ts"),
    entryPoints: [cli],
    platform: "node",
    target: "node20",
    format: "esm",
    outfile: join(dist, "cli.js"),
    banner: { js: "#!/usr/bin/env node" },
  });
  // The live linter of `record --lint` runs on a thread of its own, from this script beside the CLI.
  await build({
    ...onDemand("explain-on-demand-esm.ts"),
    entryPoints: [join(root, "src/cli/record/live/thread.ts")],
    platform: "node",
    target: "node20",
    format: "esm",
    outfile: join(dist, "lint-thread.js"),
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
