/** Reads the one `export { ... }` statement that closes an esbuild ESM bundle without imports. */

/** One name a bundle exports: its local binding and the name it is exported as. */
export interface ExportPair {
  local: string;
  name: string;
}

/** The bundle's code before its closing export statement, and what that statement exports; throws on any other shape. */
export function splitExports(esm: string): { body: string; pairs: ExportPair[] } {
  const tail = /export\{([^}]*)\};\n?$/.exec(esm);
  if (tail === null || /^import\b/m.test(esm))
    throw new Error("expected an ESM bundle without imports that closes with one export statement");
  const pairs = tail[1]!.split(",").map((spec) => {
    const [local, name] = spec.trim().split(/\s+as\s+/);
    return { local: local!, name: name ?? local! };
  });
  return { body: esm.slice(0, tail.index), pairs };
}

/** The statement that closes a CommonJS file of the package: a plain `module.exports` object, marked as from ESM. */
export function moduleExportsOf(members: readonly string[]): string {
  return `module.exports={${members.join(",")}};Object.defineProperty(module.exports,"__esModule",{value:!0});\n`;
}
