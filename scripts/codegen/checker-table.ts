/**
 * Renders the two lookup tables `validate` reads by definition name: `generated/check-table.js` (every fast check)
 * and `generated/explain-table.js` (every explaining Ajv validator). They are separate modules so that a build can
 * load the explaining validators only when a value first fails its check. Each table is one null-prototype object
 * literal over named imports: a bundler binds the functions directly, where a namespace import would make it build
 * an object of getters that every fresh process pays for.
 */

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/** One table module and its declaration file, over the named exports of `from`, in sorted order. */
function renderTable(
  names: string[],
  table: { file: string; from: string; exportName: string; doc: string; type: string; typeImport?: string },
) {
  const js = [
    BANNER,
    `import { ${names.map((n, i) => `${n} as f${i}`).join(", ")} } from "./${table.from}.js";`,
    "",
    `/** ${table.doc} */`,
    `export const ${table.exportName} = {`,
    "  __proto__: null,",
    ...names.map((n, i) => `  ${JSON.stringify(n)}: f${i},`),
    "};",
    "",
  ].join("\n");
  const dts = [
    BANNER,
    ...(table.typeImport === undefined ? [] : [table.typeImport, ""]),
    `/** ${table.doc} */`,
    `export declare const ${table.exportName}: { readonly [name: string]: ${table.type} | undefined };`,
    "",
  ].join("\n");
  return { [`generated/${table.file}.js`]: js, [`generated/${table.file}.d.ts`]: dts };
}

/** Renders the check table and the explainer table with their declaration files. */
export function renderCheckerTable(schema: Record<string, unknown>): Record<string, string> {
  const names = Object.keys(schema.$defs as object).sort();
  return {
    ...renderTable(names, {
      file: "check-table",
      from: "checks",
      exportName: "checks",
      doc: "Each definition's fast check, which only tells valid from invalid.",
      type: "((value: unknown) => boolean)",
    }),
    ...renderTable(names, {
      file: "explain-table",
      from: "validators",
      exportName: "explainers",
      doc: "Each definition's Ajv validator, the reference, which explains why a value is invalid.",
      type: "CompiledValidator<unknown>",
      typeImport: 'import type { CompiledValidator } from "./validators.js";',
    }),
  };
}
