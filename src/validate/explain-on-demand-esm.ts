/**
 * The explaining validators of the ESM builds for Node (`dist/<entry>.node.js`, the `node` + `import` condition): the same
 * `./explain.cjs` the CommonJS build requires, required through `createRequire` the first time a value fails its fast
 * check. Bundlers that set the `module` or `browser` condition, and runtimes other than Node, get `dist/<entry>.js`.
 */
import { createRequire } from "node:module";
import { onDemand, type ExplainModule } from "./explain-loader.js";

/** The Ajv validator that explains why a value fails the named definition, or undefined for a name that is none. */
export const explainerOf = onDemand(() => createRequire(import.meta.url)("./explain.cjs") as ExplainModule);
