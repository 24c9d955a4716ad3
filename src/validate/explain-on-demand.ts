/**
 * The explaining validators of the CommonJS builds (`dist/<entry>.cjs`), required from `./explain.cjs` beside the bundle
 * the first time a value fails its fast check. They are about 40% of the package's code, and a process that only sees
 * valid messages never needs them. Tests of the sources run `explain.ts`; test/build/on-demand.test.ts holds the
 * built bundles to the same answers.
 */
import { onDemand, type ExplainModule } from "./explain-loader.js";

declare const require: (id: string) => ExplainModule;

/** The Ajv validator that explains why a value fails the named definition, or undefined for a name that is none. */
export const explainerOf = onDemand(() => require("./explain.cjs"));
