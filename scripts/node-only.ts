/** The Node-only entries (such as mcp-tasks/conformance): their bundles, built for Node, and their declarations. */
import { build, type BuildOptions } from "esbuild";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { onDemand } from "./bundle-options.js";
import type { filesOf } from "./entries.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A Node-only entry's two files, each self-contained and built for Node (its built-ins stay imports): ESM, and
 * CommonJS as esbuild writes it. Both load the explaining validators on demand, as Node's files of the other entries do.
 */
export async function buildNodeOnly(source: string, files: ReturnType<typeof filesOf>): Promise<void> {
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
export function emitNodeOnlyDeclarations(sources: readonly string[]): void {
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
