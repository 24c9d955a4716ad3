/**
 * Helpers every layer may import: the Result shape, telling a keyed object apart, describing a thrown value.
 * This layer imports nothing of the package's own.
 *
 * @internal
 */
export * from "./result.js";
export * from "./record.js";
export * from "./thrown.js";
export * from "./bounded-read.js";
