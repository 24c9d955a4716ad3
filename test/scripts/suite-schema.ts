/**
 * Turns a draft 7 schema of the JSON Schema Test Suite into its draft 2020-12 form, and a test group into a document
 * the checks compiler takes. Only schema positions are rewritten: `const`, `enum` and `default` values, and the test
 * data, are left exactly as the suite wrote them.
 */

type Json = unknown;

/** Keywords whose value is one schema. */
const ONE = ["additionalProperties", "additionalItems", "not", "if", "then", "else", "contains", "propertyNames"];
/** Keywords whose value is a list of schemas. */
const LIST = ["allOf", "anyOf", "oneOf"];
/** Keywords whose value maps names to schemas. */
const MAP = ["properties", "patternProperties", "definitions", "$defs"];

/**
 * The draft 2020-12 form of a draft 7 schema: `definitions` become `$defs` (and `#/definitions/` references
 * `#/$defs/`), `dependencies` become `dependentSchemas` or `dependentRequired`, an `items` list becomes
 * `prefixItems` (with `additionalItems` as `items`), and `$schema` goes. Every change keeps the draft 7 meaning.
 */
export function upgraded(schema: Json): Json {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const source = schema as Record<string, Json>;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === "$schema") continue;
    if (key === "$ref" && typeof value === "string") out.$ref = value.replace(/^#\/definitions\//, "#/$defs/");
    else if (ONE.includes(key) && key !== "additionalItems") out[key] = upgraded(value);
    else if (LIST.includes(key) && Array.isArray(value)) out[key] = value.map(upgraded);
    else if (MAP.includes(key)) out[key === "definitions" ? "$defs" : key] = mapOf(value);
    else if (key === "items" && Array.isArray(value)) {
      out.prefixItems = value.map(upgraded);
      if (source.additionalItems !== undefined) out.items = upgraded(source.additionalItems);
    } else if (key === "items") out.items = upgraded(value);
    else if (key === "dependencies") {
      for (const [name, dependency] of Object.entries(value as Record<string, Json>)) {
        const target = Array.isArray(dependency) ? "dependentRequired" : "dependentSchemas";
        out[target] = {
          ...(out[target] as object),
          [name]: Array.isArray(dependency) ? dependency : upgraded(dependency),
        };
      }
    } else if (key !== "additionalItems") out[key] = value;
  }
  // Without an items list, draft 7 ignores additionalItems, as 2020-12 ignores a keyword it does not know.
  return out;
}

function mapOf(value: Json): Json {
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value as Record<string, Json>).map(([k, v]) => [k, upgraded(v)]));
}

/** The definition name a test group's schema is compiled under. */
export const ROOT = "SuiteRoot";

/**
 * A document whose `$defs` hold the group's schema (as `SuiteRoot`) and the definitions it declares at its root,
 * so that its `#/$defs/...` references resolve within the document, as the compiler resolves them.
 */
export function documentOf(schema: Json): Record<string, unknown> {
  const root = upgraded(schema);
  if (typeof root !== "object" || root === null) return { $defs: { [ROOT]: root } };
  const { $defs, ...rest } = root as Record<string, Json>;
  return { $defs: { ...($defs as object | undefined), [ROOT]: rest } };
}
