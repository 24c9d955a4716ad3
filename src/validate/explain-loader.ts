/** Loads the explaining validators on first use, for the builds Node runs (scripts/build.ts). */
import type { CompiledValidator } from "../../generated/validators.js";
import type { explainers } from "../../generated/explain-table.js";

/**
 * The module `dist/explain.cjs`: the explaining validators by definition name.
 *
 * @internal
 */
export interface ExplainModule {
  explainers: typeof explainers;
}

/**
 * Builds `explainerOf` over a module loaded the first time it is asked for. A failed load is remembered and thrown
 * again, so that a missing file costs one attempt rather than one per invalid value.
 *
 * @internal
 */
export function onDemand(load: () => ExplainModule): (name: string) => CompiledValidator<unknown> | undefined {
  let table: ExplainModule["explainers"] | undefined;
  let failed = false;
  let failure: unknown;
  return (name) => {
    if (table === undefined) {
      if (failed) throw failure;
      try {
        table = load().explainers;
      } catch (error) {
        failed = true;
        failure = error;
        throw error;
      }
    }
    return table[name];
  };
}
