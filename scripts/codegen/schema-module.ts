/** Renders the canonical schema as an ES module, so runtime code can hand out definitions without reading the disk. */

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/** Renders `generated/schema.js` and its declaration file. */
export function renderSchemaModule(schema: Record<string, unknown>): Record<string, string> {
  const names = Object.keys(schema.$defs as object);
  // A JSON text read by JSON.parse costs a fresh process less than the same object written as a literal.
  const js = `${BANNER}\n/** The canonical Tasks schema document (JSON Schema draft 2020-12). */\nexport const schema = JSON.parse(${JSON.stringify(JSON.stringify(schema))});\n`;
  const dts = [
    BANNER,
    "/** A definition name of the canonical schema. */",
    `export type DefinitionName = ${names.map((n) => JSON.stringify(n)).join(" | ")};`,
    "/** The canonical Tasks schema document (JSON Schema draft 2020-12). */",
    "export declare const schema: {",
    "  readonly $schema: string;",
    "  readonly $id: string;",
    "  readonly $defs: { readonly [K in DefinitionName]: Record<string, unknown> };",
    "  readonly [key: string]: unknown;",
    "};",
    "",
  ].join("\n");
  return { "generated/schema.js": js, "generated/schema.d.ts": dts };
}
