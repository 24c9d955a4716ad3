/**
 * Renders `generated/checkers.js`: every definition's fast check paired with its explaining validator, in one
 * null-prototype object literal. Named imports let a bundler bind the functions directly, where a namespace import
 * would make it build an object of getters that every fresh process pays for.
 */

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/** Renders `generated/checkers.js` and its declaration file; definitions are listed in sorted order. */
export function renderCheckerTable(schema: Record<string, unknown>): Record<string, string> {
  const names = Object.keys(schema.$defs as object).sort();
  const imports = (from: string, prefix: string): string =>
    `import { ${names.map((n, i) => `${n} as ${prefix}${i}`).join(", ")} } from "./${from}.js";`;
  const entries = names.map((n, i) => `  ${JSON.stringify(n)}: { check: c${i}, explain: e${i} },`);
  const js = [
    BANNER,
    imports("checks", "c"),
    imports("validators", "e"),
    "",
    "/** Each definition's fast check, which only tells valid from invalid, and the validator that explains a failure. */",
    "export const checkers = {",
    "  __proto__: null,",
    ...entries,
    "};",
    "",
  ].join("\n");
  const dts = [
    BANNER,
    'import type { CompiledValidator } from "./validators.js";',
    "",
    "/** Each definition's fast check, which only tells valid from invalid, and the validator that explains a failure. */",
    "export declare const checkers: {",
    "  readonly [name: string]: { readonly check: (value: unknown) => boolean; readonly explain: CompiledValidator<unknown> } | undefined;",
    "};",
    "",
  ].join("\n");
  return { "generated/checkers.js": js, "generated/checkers.d.ts": dts };
}
