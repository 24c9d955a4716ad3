/**
 * Compiles one JSON Schema node into straight-line JavaScript statements that run `fail` as soon as the value at
 * `data` does not match. Only the keywords the canonical schema uses are supported; any other keyword stops the
 * build, so the checks can never silently ignore a rule. Semantics follow the Ajv validators exactly (a property is
 * present when it is not `undefined`, `for…in` finds extra keys, numbers must be finite), so both agree on every value.
 */

import { literal, numberKeywords, refName, tagSchemaOf, typeTest, type Schema } from "./checks-keywords.js";

/**
 * The largest inlined reference, in characters of generated code; a larger one stays a function call. Inlining the
 * small definitions (timestamps, ids, statuses, `_meta`) saves about 10% per message; inlining everything would save
 * a little more but multiplies the module's size (bench/RESULTS.md, section "options").
 */
export const INLINE_LIMIT = 400;

/** Keywords that only annotate and never change a verdict. */
const ANNOTATIONS = new Set(["$schema", "$id", "title", "description", "$comment", "examples", "default"]);

/** Keywords this compiler implements. */
const SUPPORTED = new Set([
  "type", "const", "enum", "$ref", "allOf", "anyOf", "oneOf", "discriminator",
  "required", "properties", "additionalProperties", "minProperties", "dependentSchemas",
  "minLength", "pattern", "minimum", "maximum", "items",
]);

/** State shared while compiling one module: the definitions, hoisted regular expressions, fresh names. */
export class Emitter {
  readonly patterns: string[] = [];
  private readonly patternNames = new Map<string, string>();
  private counter = 0;
  private inlining: string[] = [];
  /** Definitions found larger than the inline limit once, so they are not compiled again at every reference. */
  private readonly tooLarge = new Set<string>();
  constructor(
    private readonly defs: Record<string, Schema>,
    private readonly inlineLimit = INLINE_LIMIT,
  ) {}

  /** A fresh identifier with the given prefix. */
  fresh(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  /** The module-level name of a regular expression, declared once per distinct pattern. */
  private pattern(source: string): string {
    let name = this.patternNames.get(source);
    if (name === undefined) {
      name = `pattern${this.patternNames.size}`;
      this.patternNames.set(source, name);
      this.patterns.push(`const ${name} = new RegExp(${JSON.stringify(source)}, "u");`);
    }
    return name;
  }

  /** Statements checking `data` (an identifier) against `schema`, running `fail` on the first mismatch. */
  node(schema: Schema, data: string, fail: string): string {
    if (schema === true) return "";
    if (schema === false) return `${fail}\n`;
    for (const key of Object.keys(schema)) {
      if (!SUPPORTED.has(key) && !ANNOTATIONS.has(key)) throw new Error(`checks codegen: unsupported keyword "${key}"`);
    }
    const types = schema.type === undefined ? undefined : ([] as string[]).concat(schema.type as string | string[]);
    let out = "";
    if (types) out += `if (!(${types.map((t) => typeTest(t, data)).join(" || ")})) ${fail}\n`;
    if ("const" in schema) out += `if (${data} !== ${literal(schema.const)}) ${fail}\n`;
    if (Array.isArray(schema.enum)) out += `if (${schema.enum.map((v) => `${data} !== ${literal(v)}`).join(" && ")}) ${fail}\n`;
    if (typeof schema.$ref === "string") out += this.ref(schema.$ref, data, fail);
    out += this.byType(schema, types, "string", data, fail, () => this.stringKeywords(schema, data, fail));
    out += this.byType(schema, types, "number", data, fail, () => numberKeywords(schema, data, fail));
    out += this.byType(schema, types, "array", data, fail, () => this.arrayKeywords(schema, data, fail));
    out += this.byType(schema, types, "object", data, fail, () => this.objectKeywords(schema, data, fail));
    for (const sub of (schema.allOf as Schema[] | undefined) ?? []) out += this.node(sub, data, fail);
    if (Array.isArray(schema.anyOf)) out += this.anyOf(schema.anyOf as Schema[], data, fail);
    if (Array.isArray(schema.oneOf) && schema.discriminator === undefined) out += this.oneOf(schema.oneOf as Schema[], data, fail);
    return out;
  }

  /**
   * A reference is inlined, so the engine sees one straight function per definition; a reference back into a
   * definition being inlined (recursion) becomes a call.
   */
  private ref(ref: string, data: string, fail: string): string {
    const name = refName(ref);
    const target = this.definitionOf(ref);
    const call = `if (!${name}(${data})) ${fail}\n`;
    if (this.inlining.includes(name) || this.tooLarge.has(name)) return call;
    this.inlining.push(name);
    try {
      const inline = this.node(target, data, fail);
      if (inline.length <= this.inlineLimit) return inline;
      this.tooLarge.add(name);
      return call;
    } finally {
      this.inlining.pop();
    }
  }

  /** The definition a local reference names; an unknown name (even one Object.prototype has) stops the build. */
  private definitionOf(ref: string): Schema {
    const name = refName(ref).slice("check".length);
    if (!Object.hasOwn(this.defs, name)) throw new Error(`checks codegen: unresolved reference ${ref}`);
    return this.defs[name]!;
  }

  /** Compiles a whole definition as the body of its own function. */
  definition(name: string, schema: Schema): string {
    this.inlining = [refName(`#/$defs/${name}`)];
    return this.node(schema, "data", "return false;");
  }

  /** Wraps type-specific keywords in a type test, unless the schema's own `type` already guarantees it. */
  private byType(schema: Schema, types: string[] | undefined, kind: string, data: string, _fail: string, body: () => string): string {
    const code = body();
    if (code === "" || typeof schema !== "object") return code;
    const implied = types !== undefined && types.every((t) => t === kind || (kind === "number" && t === "integer"));
    return implied ? code : `if (${typeTest(kind, data)}) {\n${code}}\n`;
  }

  private stringKeywords(schema: Record<string, unknown>, data: string, fail: string): string {
    let out = "";
    if (typeof schema.minLength === "number") {
      if (schema.minLength > 1) throw new Error("checks codegen: minLength above 1 needs code-point counting");
      out += `if (${data}.length < ${schema.minLength}) ${fail}\n`;
    }
    if (typeof schema.pattern === "string") {
      const name = this.pattern(schema.pattern);
      out += `if (!${name}.test(${data})) ${fail}\n`;
    }
    return out;
  }

  private arrayKeywords(schema: Record<string, unknown>, data: string, fail: string): string {
    if (schema.items === undefined) return "";
    const index = this.fresh("i");
    const item = this.fresh("v");
    const body = this.node(schema.items as Schema, item, fail);
    const length = this.fresh("n");
    return `for (let ${index} = 0, ${length} = ${data}.length; ${index} < ${length}; ${index}++) {\nconst ${item} = ${data}[${index}];\n${body}}\n`;
  }

  private objectKeywords(schema: Record<string, unknown>, data: string, fail: string): string {
    let out = "";
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const name of required) {
      if (!Object.hasOwn(properties, name)) out += `if (${data}[${JSON.stringify(name)}] === undefined) ${fail}\n`;
    }
    for (const [name, sub] of Object.entries(properties)) {
      const value = this.fresh("v");
      const body = this.node(sub, value, fail);
      if (body === "" && !required.has(name)) continue;
      out += `const ${value} = ${data}[${JSON.stringify(name)}];\n`;
      if (required.has(name)) out += `if (${value} === undefined) ${fail}\n`;
      if (body !== "") out += required.has(name) ? body : `if (${value} !== undefined) {\n${body}}\n`;
    }
    if (typeof schema.minProperties === "number") out += `if (Object.keys(${data}).length < ${schema.minProperties}) ${fail}\n`;
    const extra = schema.additionalProperties as Schema | undefined;
    if (extra !== undefined && extra !== true) {
      const key = this.fresh("k");
      const value = this.fresh("v");
      const known = Object.keys(properties).map((name) => `${key} === ${JSON.stringify(name)}`);
      out += `for (const ${key} in ${data}) {\n`;
      if (known.length > 0) out += `if (${known.join(" || ")}) continue;\n`;
      out += extra === false ? `${fail}\n` : `const ${value} = ${data}[${key}];\n${this.node(extra, value, fail)}`;
      out += "}\n";
    }
    for (const [name, sub] of Object.entries((schema.dependentSchemas as Record<string, Schema> | undefined) ?? {})) {
      out += `if (${data}[${JSON.stringify(name)}] !== undefined) {\n${this.node(sub, data, fail)}}\n`;
    }
    if (schema.discriminator !== undefined) out += this.discriminator(schema, data, fail);
    return out;
  }

  /** Tries each branch in its own labelled block; the first that passes leaves the whole check. */
  private anyOf(branches: Schema[], data: string, fail: string): string {
    const done = this.fresh("anyOf");
    let out = `${done}: {\n`;
    for (const branch of branches) {
      const label = this.fresh("branch");
      out += `${label}: {\n${this.node(branch, data, `break ${label};`)}break ${done};\n}\n`;
    }
    return `${out}${fail}\n}\n`;
  }

  /** Counts the passing branches; exactly one must pass. */
  private oneOf(branches: Schema[], data: string, fail: string): string {
    const count = this.fresh("passed");
    let out = `let ${count} = 0;\n`;
    for (const branch of branches) {
      const label = this.fresh("branch");
      out += `${label}: {\n${this.node(branch, data, `break ${label};`)}${count}++;\n}\n`;
    }
    return `${out}if (${count} !== 1) ${fail}\n`;
  }

  /** Reads the tag, which must be a string, and checks only the branch whose tag value it names. */
  private discriminator(schema: Record<string, unknown>, data: string, fail: string): string {
    const property = (schema.discriminator as { propertyName: string }).propertyName;
    const tag = this.fresh("tag");
    let out = `const ${tag} = ${data}[${JSON.stringify(property)}];\nif (typeof ${tag} !== "string") ${fail}\nswitch (${tag}) {\n`;
    for (const branch of schema.oneOf as Schema[]) {
      const values = this.tagValues(branch, property);
      out += `${values.map((v) => `case ${literal(v)}:`).join(" ")} {\n${this.node(branch, data, fail)}break;\n}\n`;
    }
    return `${out}default: ${fail}\n}\n`;
  }

  /** The tag values a discriminated branch declares through `const` or `enum`, following `$ref`. */
  private tagValues(branch: Schema, property: string): unknown[] {
    if (typeof branch !== "object") throw new Error("checks codegen: a discriminated branch must be an object schema");
    const own = tagSchemaOf(branch, property);
    const tagSchema = own ?? (typeof branch.$ref === "string" ? tagSchemaOf(this.definitionOf(branch.$ref), property) : undefined);
    if (tagSchema && "const" in tagSchema) return [tagSchema.const];
    if (tagSchema && Array.isArray(tagSchema.enum)) return tagSchema.enum;
    throw new Error(`checks codegen: a discriminated branch declares no const or enum for "${property}"`);
  }
}
