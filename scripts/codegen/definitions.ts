/** Renders `generated/definitions.ts`: every schema definition's type, by name, for the package root to re-export. */

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/** Definitions whose names would shadow a global (`Error`) or the package's own `Result<T>`, and their public names. */
const RENAMED: Readonly<Record<string, string>> = { Error: "JSONRPCErrorObject", Result: "ResultObject" };

/** Renders the module: one `export type` of every definition of the schema, renamed where it would shadow. */
export function renderDefinitionExports(schema: Record<string, unknown>): Record<string, string> {
  const names = Object.keys(schema.$defs as object).sort();
  const specifiers = names.map((n) => (RENAMED[n] === undefined ? `  ${n},` : `  ${n} as ${RENAMED[n]},`));
  const text = [
    BANNER,
    "/** Every definition of the canonical schema as a type, by name (`Error` and `Result` renamed so they shadow neither the global Error nor the package's Result<T>). */",
    "export type {",
    ...specifiers,
    '} from "./types.js";',
    "",
  ].join("\n");
  return { "generated/definitions.ts": text };
}
