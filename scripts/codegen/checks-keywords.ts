/** The keyword-level pieces of the checks compiler: type tests, literals, number bounds, reference names. */

/** A JSON Schema node: an object schema or a boolean schema. */
export type Schema = boolean | Record<string, unknown>;

/**
 * Keywords that only annotate and never change a verdict. `$id` and `$schema` are not among them: inside a definition
 * they would change what its references resolve against and which vocabularies apply, so they stop the build there.
 */
export const ANNOTATIONS: ReadonlySet<string> = new Set(["title", "description", "$comment", "examples", "default"]);

/** Keywords this compiler implements. */
export const SUPPORTED: ReadonlySet<string> = new Set([
  "type",
  "const",
  "enum",
  "$ref",
  "allOf",
  "anyOf",
  "oneOf",
  "discriminator",
  "required",
  "properties",
  "additionalProperties",
  "minProperties",
  "dependentSchemas",
  "minLength",
  "pattern",
  "minimum",
  "maximum",
  "items",
]);

/** Whether a schema accepts every value: `true`, or an object with nothing but annotations. */
export function alwaysPasses(schema: Schema): boolean {
  return schema === true || (typeof schema === "object" && Object.keys(schema).every((key) => ANNOTATIONS.has(key)));
}

/** The target of a schema that is nothing but a `$ref` (and annotations), or undefined. */
export function bareRef(schema: Schema): string | undefined {
  if (typeof schema !== "object" || typeof schema.$ref !== "string") return undefined;
  return Object.keys(schema).every((key) => key === "$ref" || ANNOTATIONS.has(key)) ? schema.$ref : undefined;
}

/** Statements for `minimum` and `maximum`. */
export function numberKeywords(schema: Record<string, unknown>, data: string, fail: string): string {
  let out = "";
  if (typeof schema.minimum === "number") out += `if (${data} < ${schema.minimum}) ${fail}\n`;
  if (typeof schema.maximum === "number") out += `if (${data} > ${schema.maximum}) ${fail}\n`;
  return out;
}

/** The schema a branch gives its tag property directly, if any. */
export function tagSchemaOf(schema: Schema, property: string): Record<string, unknown> | undefined {
  if (typeof schema !== "object") return undefined;
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  return properties !== undefined && Object.hasOwn(properties, property) ? properties[property] : undefined;
}

/** The JavaScript test for one JSON Schema type, as Ajv performs it. */
export function typeTest(type: string, data: string): string {
  switch (type) {
    case "object":
      return `(typeof ${data} === "object" && ${data} !== null && !Array.isArray(${data}))`;
    case "array":
      return `Array.isArray(${data})`;
    case "string":
      return `typeof ${data} === "string"`;
    case "boolean":
      return `typeof ${data} === "boolean"`;
    case "null":
      return `${data} === null`;
    case "integer":
      return `Number.isInteger(${data})`;
    case "number":
      return `(typeof ${data} === "number" && Number.isFinite(${data}))`;
    default:
      throw new Error(`checks codegen: unknown type "${type}"`);
  }
}

/** The name of the generated function for a local `#/$defs/...` reference. */
export function refName(ref: string): string {
  if (!ref.startsWith("#/$defs/"))
    throw new Error(`checks codegen: only local $defs references are supported, not ${ref}`);
  const name = ref.slice("#/$defs/".length);
  // The name becomes part of an identifier; a pointer with escapes (~0, %25) or any other character is refused.
  if (!/^[A-Za-z0-9_$]{1,100}$/.test(name)) throw new Error(`checks codegen: unsupported definition name ${ref}`);
  return `check${name}`;
}

/** The `enum` test; an empty enum stops the build, as Ajv refuses to compile it, so both build the same schemas. */
export function enumTest(values: unknown[], data: string, fail: string): string {
  if (values.length === 0) throw new Error("checks codegen: an empty enum is not supported");
  return `if (${values.map((v) => `${data} !== ${literal(v)}`).join(" && ")}) ${fail}\n`;
}

/** A primitive as a JavaScript literal; object constants would need deep equality, which no rule uses. */
export function literal(value: unknown): string {
  if (value !== null && typeof value === "object")
    throw new Error("checks codegen: object constants are not supported");
  if (typeof value === "number" && !Number.isFinite(value))
    throw new Error(`checks codegen: ${value} is no JSON number and cannot be a constant`);
  if (value === undefined || typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") {
    throw new Error("checks codegen: a constant must be a JSON value");
  }
  return JSON.stringify(value);
}

/**
 * A value as JSON, safe inside a `//` comment of the generated code: the two line separators JSON leaves unescaped
 * would end the comment, so they are escaped too.
 */
export function quoted(value: unknown): string {
  return String(JSON.stringify(value))
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
