/** Turns the canonical schema into TypeScript types, one named export per definition. */
import { compile } from "json-schema-to-typescript";

const BANNER = "/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */";

/** Renders `generated/types.ts` from the bundled schema document. */
export async function renderTypes(schema: Record<string, unknown>): Promise<string> {
  const defs = schema.$defs as Record<string, unknown>;
  // A root that names every definition makes each one reachable and so exported under its own name.
  const root = {
    $schema: schema.$schema,
    $defs: defs,
    title: "TasksSchemaIndex",
    type: "object",
    properties: Object.fromEntries(Object.keys(defs).map((name) => [name, { $ref: `#/$defs/${name}` }])),
    additionalProperties: false,
  };
  const source = await compile(root as never, "TasksSchemaIndex", {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    declareExternallyReferenced: true,
    format: true,
    style: { printWidth: 100 },
  });
  return dropReferenceNotes(dropIndexInterface(source));
}

/** Drops the "referenced by the index" note that would otherwise end every doc comment. */
function dropReferenceNotes(source: string): string {
  return source.replace(
    /\n \*\n \* This interface was referenced by `TasksSchemaIndex`'s JSON-Schema\n \* via the `definition` "\w+"\./g,
    "",
  );
}

/** Removes the synthetic index interface, which is a codegen device and not part of the API. */
function dropIndexInterface(source: string): string {
  const start = source.indexOf("export interface TasksSchemaIndex {");
  if (start < 0) throw new Error("codegen: the index interface was not found in the generated types");
  const end = source.indexOf("\n}\n", start);
  return source.slice(0, start) + source.slice(end + 3).replace(/^\n+/, "");
}
