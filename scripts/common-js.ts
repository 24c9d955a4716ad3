/** CommonJS from the ESM the build writes: a bundle's code, and the declaration tree. */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { moduleExportsOf, splitExports } from "./esm-exports.js";

/**
 * CommonJS from a bundle's ESM text, whose one `export { ... }` closes it: that statement becomes a plain
 * `module.exports` object. esbuild's own CommonJS output defines a getter for each export, which costs a fresh process
 * about half a millisecond for the root's names; every export of the package is a constant, so a plain object holds
 * the same values. "use strict" keeps the semantics the sources were written and tested with, as ES modules.
 */
export function commonJsOf(esm: string, names: readonly string[]): string {
  const { body, pairs } = splitExports(esm);
  const exported = pairs.map((p) => p.name);
  if ([...exported].sort().join() !== [...names].sort().join())
    throw new Error(`the export statement names ${exported.join(", ")}, esbuild reports ${names.join(", ")}`);
  return `"use strict";\n${body}${moduleExportsOf(pairs.map(({ local, name }) => (name === local ? local : `${name}:${local}`)))}`;
}

/** Copies the declaration tree with `.d.cts` names and `.cjs` specifiers, so CommonJS consumers get CommonJS types. */
export async function mirrorAsCommonJs(from: string, to: string): Promise<void> {
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
