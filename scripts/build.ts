/** Builds `dist/`: ESM and CJS bundles, the CLI, and type declarations for both module systems. */
import { build, type BuildOptions, type Plugin } from "esbuild";
import { execFileSync } from "node:child_process";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");

/** Swaps the eagerly imported explaining validators (src/validate/explain.ts) for an on-demand loader. */
function explainFrom(loader: string): Plugin {
  return {
    name: "explain-on-demand",
    setup(b) {
      b.onResolve({ filter: /^\.\/explain\.js$/ }, (args) =>
        args.importer === join(root, "src/validate/validate.ts") ? { path: join(root, "src/validate", loader) } : undefined,
      );
    },
  };
}

await rm(dist, { recursive: true, force: true });

// Whitespace and syntax are minified, which a fresh process parses faster; names are kept, so stack traces stay readable.
const compact: BuildOptions = { minifyWhitespace: true, minifySyntax: true };
const library: BuildOptions = { entryPoints: [join(root, "src/index.ts")], bundle: true, platform: "neutral", target: "es2022", ...compact };
// For bundlers and browsers (the `browser` and `module` conditions, and any loader without `node`): one module graph,
// the explaining validators included, since ESM has no synchronous way to load a module later that every bundler follows.
await build({ ...library, format: "esm", outfile: join(dist, "index.js") });
// For Node's own `require` and `import` (the `node` condition): the explaining validators are a file of their own,
// required the first time a value fails its fast check, so a process that sees only valid values never parses them.
const onDemand: BuildOptions = { ...library, external: ["./explain.cjs", "node:module"] };
await build({ ...onDemand, format: "esm", outfile: join(dist, "node.js"), plugins: [explainFrom("explain-on-demand-esm.ts")] });
await build({ ...onDemand, format: "cjs", outfile: join(dist, "index.cjs"), mainFields: ["module", "main"], plugins: [explainFrom("explain-on-demand.ts")] });
await build({ ...library, format: "cjs", entryPoints: [join(root, "generated/explain-table.js")], outfile: join(dist, "explain.cjs") });

const cli = join(root, "src/cli/main.ts");
if (existsSync(cli)) {
  await build({
    entryPoints: [cli],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    ...compact,
    outfile: join(dist, "cli.js"),
    banner: { js: "#!/usr/bin/env node" },
  });
}

execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json")], { stdio: "inherit" });
// Hand-written declarations beside generated JavaScript are not emitted by tsc, so they are copied.
for (const file of ["validators.d.ts", "schema.d.ts"]) {
  await cp(join(root, "generated", file), join(dist, "types/generated", file));
}
await mirrorAsCommonJs(join(dist, "types"), join(dist, "types-cjs"));
console.log("dist/ built");

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
    const rewritten = text.replace(/(from\s+["'][^"']+)\.js(["'])/g, "$1.cjs$2").replace(/(import\(["'][^"']+)\.js(["']\))/g, "$1.cjs$2");
    await writeFile(join(to, entry.name.replace(/\.d\.ts$/, ".d.cts")), rewritten);
  }
}
