/**
 * The explaining validators, imported with the rest of the module graph (`dist/validate.js`, which bundlers and browsers get).
 * The builds Node loads swap this module for `explain-on-demand.ts` or `explain-on-demand-esm.ts` (scripts/build.ts),
 * so that a Node process parses them only once a value fails its check.
 */
import type { CompiledValidator } from "../../generated/validators.js";
import { explainers } from "../../generated/explain-table.js";

/**
 * The Ajv validator that explains why a value fails the named definition, or undefined for a name that is none.
 *
 * @internal
 */
export function explainerOf(name: string): CompiledValidator<unknown> | undefined {
  return explainers[name];
}
