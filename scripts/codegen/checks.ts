/** Renders `generated/checks.js`: one fast boolean check per definition, compiled from the canonical schema. */
import { transform } from "esbuild";
import { Emitter } from "./checks-emit.js";
import { refName } from "./checks-keywords.js";
import { renderTimestampCheck, timestampPattern } from "./checks-timestamp.js";

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/**
 * Renders the checks module. Each check answers only "valid or not" and stops at the first mismatch; the Ajv
 * validators (generated/validators.js) stay the reference and explain a failure. Checks dispatch on discriminators
 * with a `switch`, so a DetailedTask is checked against the one variant its `status` names. `inlineLimit` (for
 * measurements) overrides how large an inlined reference may be.
 */
export async function renderChecks(
  schema: Record<string, unknown>,
  options: { inlineLimit?: number } = {},
): Promise<string> {
  const defs = schema.$defs as Record<string, boolean | Record<string, unknown>>;
  const timestamp = timestampPattern(defs);
  const fastPaths = new Map(timestamp === undefined ? [] : [[timestamp, renderTimestampCheck]]);
  const emitter = new Emitter(defs, options.inlineLimit, fastPaths);
  const functions: string[] = [];
  for (const [name, definition] of Object.entries(defs)) {
    const body = emitter.definition(name, definition);
    functions.push(`function ${refName(`#/$defs/${name}`)}(data) {\n${body}return true;\n}`);
  }
  const exports = Object.keys(defs).map((name) => `  ${refName(`#/$defs/${name}`)} as ${name},`);
  const source = [
    ...emitter.patterns,
    "",
    ...functions,
    ...emitter.caseFunctions,
    "",
    "export {",
    ...exports,
    "};",
    "",
  ].join("\n");
  const minified = await transform(source, { format: "esm", minify: true, legalComments: "none", banner: BANNER });
  return minified.code;
}

/** Renders `generated/checks.d.ts`: each check typed as a guard for its generated type. */
export function renderCheckTypes(schema: Record<string, unknown>): string {
  const names = Object.keys(schema.$defs as object);
  const lines = [BANNER, 'import type * as T from "./types.js";', ""];
  for (const name of names) {
    lines.push(`/** Tells, without explaining, whether a value matches \`#/$defs/${name}\`. */`);
    lines.push(`export declare function ${name}(data: unknown): data is T.${name};`);
  }
  return lines.join("\n") + "\n";
}
