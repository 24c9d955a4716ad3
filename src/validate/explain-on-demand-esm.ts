/**
 * The explaining validators of the ESM builds for Node (`dist/<entry>.node.js`, the `node` + `import` condition): the same
 * `./explain.cjs` the CommonJS build requires, required the first time a value fails its fast check. Node's `module`
 * is reached through `process.getBuiltinModule` on that first failure, since a static import of it costs a fresh
 * process about a millisecond; only Node releases without it (before 20.16) import it as the file loads. Bundlers that
 * set the `module` or `browser` condition, and runtimes other than Node, get `dist/<entry>.js`.
 */
import { onDemand, type ExplainModule } from "./explain-loader.js";

/** What this file needs of Node's `module`. */
type Creator = { createRequire(path: string): (id: string) => unknown };

const imported: Creator | undefined = typeof process.getBuiltinModule === "function" ? undefined : await import("node:module");

/** The Ajv validator that explains why a value fails the named definition, or undefined for a name that is none. */
export const explainerOf = onDemand(
  () => (imported ?? (process.getBuiltinModule("node:module") as Creator)).createRequire(import.meta.url)("./explain.cjs") as ExplainModule,
);
