/**
 * The explaining validators of the ESM build for Node (`dist/node.js`): the same `./explain.cjs` the CommonJS build
 * requires, required through `createRequire` the first time a value fails its fast check. Bundlers never get this
 * build: the package's `module` condition gives them `dist/index.js`, which imports the validators with the rest.
 */
import { createRequire } from "node:module";
import type { CompiledValidator } from "../../generated/validators.js";

type Table = { readonly [name: string]: CompiledValidator<unknown> | undefined };

let table: Table | undefined;

/** The Ajv validator that explains why a value fails the named definition, or undefined for a name that is none. */
export function explainerOf(name: string): CompiledValidator<unknown> | undefined {
  table ??= (createRequire(import.meta.url)("./explain.cjs") as { explainers: Table }).explainers;
  return table[name];
}
