/** Renders `generated/checks.js`: one fast boolean check per definition, compiled from the canonical schema. */
import { Emitter } from "./checks-emit.js";
import { refName } from "./checks-keywords.js";
import { renderTimestampScanner, timestampPattern } from "./checks-timestamp.js";
import { formatted } from "./format.js";

/** The dialect the compiler implements, as a document's `$schema` names it. */
const DIALECT = "https://json-schema.org/draft/2020-12/schema";

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/**
 * The prototype tests every check uses on the objects and arrays whose contents it reads: such a value passes only
 * when its fields are its own, as JSON.parse builds them. An object's test comes right after the first read of one
 * of its fields (scripts/codegen/checks-reads.ts says why). The prototypes are taken once, when the module loads.
 */
const PROTOTYPES = `// A check answers true only when every object whose fields it reads, and every array whose items it reads, owns them:
// the object has Object's prototype or none, the array Array's, as JSON.parse builds them. So no verdict rests on an
// inherited field.
const objectPrototype = Object.prototype;
const arrayPrototype = Array.prototype;
// Read from an object or array whose fields a check does not otherwise read, just before its prototype test: no value
// holds this symbol, but the read lets V8 learn the value's shape where a site sees few, and then find its prototype
// without calling into the runtime.
const shapeProbe = Symbol("shape probe");
function isPlainObject(data) {
  const prototype = Object.getPrototypeOf(data);
  return prototype === objectPrototype || prototype === null;
}
// The type test of an object (not null, not an array) is written out where it is made, not called: a helper shared by
// every check is not inlined into the larger ones. The prototype test comes right after the check's first read of one
// of the object's fields: a read before it decides nothing, since the check answers true only once it has passed.`;

/**
 * Renders the checks module. Each check answers only "valid or not" and stops at the first mismatch; the Ajv
 * validators (generated/validators.js) stay the reference and explain a failure. Checks dispatch on discriminators
 * with a `switch`, so a DetailedTask is checked against the one variant its `status` names. `inlineLimit` (for
 * measurements) overrides how large an inlined reference may be; `formatted: false` (for tests that render many
 * modules) skips the formatter, which changes only layout.
 */
export async function renderChecks(
  schema: Record<string, unknown>,
  options: { inlineLimit?: number; formatted?: boolean } = {},
): Promise<string> {
  // Another dialect may turn vocabularies off or give keywords another meaning: only 2020-12's is compiled.
  if (schema.$schema !== undefined && schema.$schema !== DIALECT)
    throw new Error(`checks codegen: only the 2020-12 dialect is supported, not ${String(schema.$schema)}`);
  const defs = schema.$defs as Record<string, boolean | Record<string, unknown>>;
  const timestamp = timestampPattern(defs);
  const fastPaths = new Map(timestamp === undefined ? [] : [[timestamp, renderTimestampScanner]]);
  const emitter = new Emitter(defs, options.inlineLimit, fastPaths);
  const functions: string[] = [];
  for (const [name, definition] of Object.entries(defs)) {
    const body = emitter.definition(name, definition);
    functions.push(`${about(name, definition)}function ${refName(`#/$defs/${name}`)}(data) {\n${body}return true;\n}`);
  }
  const exports = Object.keys(defs).map((name) => `  ${refName(`#/$defs/${name}`)} as ${name},`);
  const source = [
    BANNER,
    PROTOTYPES,
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
  return options.formatted === false ? source : formatted(source);
}

/** The comment above a definition's check: its pointer and the first sentence of its description. */
function about(name: string, definition: boolean | Record<string, unknown>): string {
  const description = typeof definition === "object" ? definition.description : undefined;
  const sentence =
    typeof description === "string"
      ? description
          .replace(/\s+/g, " ")
          .replace(/([.:;])\s.*$/, "$1")
          .trim()
      : "";
  const text = `#/$defs/${name}${sentence === "" ? "" : `: ${sentence}`}`.replace(/[\u2028\u2029]/g, " ");
  return `// ${text.length > 116 ? `${text.slice(0, 115)}…` : text}\n`;
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
