/**
 * The object keywords of the checks compiler: required and known properties, additional properties, dependent
 * schemas and discriminated unions. Each property is read into a constant named by its path, once per scope.
 */
import { bareRef, literal, quoted, tagSchemaOf, type Schema } from "./checks-keywords.js";
import { decide, pinned, type Facts } from "./checks-facts.js";

/** The part of the emitter the object keywords use. */
export interface NodeCompiler {
  node(schema: Schema, data: string, fail: string, facts: Facts): string;
  definitionOf(ref: string): Schema;
  caseFunction(schema: Schema, property: string, value: unknown, label: string): string;
  readonly definitionName: string;
}

/** Statements for the object keywords of `schema`, applied to `data`, already known to be an object. */
export function objectKeywords(
  emitter: NodeCompiler,
  schema: Record<string, unknown>,
  data: string,
  fail: string,
  facts: Facts,
): string {
  refuseProtoNames(schema);
  if (readsFields(schema)) plainObject(data, facts);
  let out = "";
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const name of required) {
    if (Object.hasOwn(properties, name) || facts.valueOf(data, name) !== undefined) continue;
    out += `if (${data}[${JSON.stringify(name)}] === undefined) ${fail}\n${owedPlain(data, fail, facts, true)}`;
  }
  for (const [name, sub] of Object.entries(properties)) {
    out += property(emitter, data, name, sub, required.has(name), fail, facts);
    if (facts.unreachable) return out;
  }
  // Keys are listed, and members read by key, only once the prototype is known to be plain.
  out += owedPlain(data, fail, facts);
  if (typeof schema.minProperties === "number")
    out += `if (Object.keys(${data}).length < ${schema.minProperties}) ${fail}\n`;
  const extra = schema.additionalProperties as Schema | undefined;
  if (extra !== undefined && extra !== true) {
    const [key, value] = [`${data}$$k`, `${data}$$e`];
    const known = Object.keys(properties).map((name) => `${key} === ${JSON.stringify(name)}`);
    out += `// Every member not named in properties must match additionalProperties (own keys: the prototype was checked).\nfor (const ${key} in ${data}) {\n`;
    if (known.length > 0) out += `if (${known.join(" || ")}) continue;\n`;
    out +=
      extra === false
        ? `${fail}\n`
        : `const ${value} = ${data}[${key}];\n${emitter.node(extra, value, fail, facts.branch())}`;
    out += "}\n";
  }
  for (const [name, sub] of Object.entries((schema.dependentSchemas as Record<string, Schema> | undefined) ?? {})) {
    const member = memberName(data, name);
    const inner = facts.branch();
    inner.declare(member);
    inner.promote(member);
    const body = emitter.node(sub, data, fail, inner);
    if (body !== "")
      out += `${read(data, name, fail, facts)}// dependentSchemas: with ${quoted(name)} present, the object must also match this.\nif (${member} !== undefined) {\n${body}}\n`;
  }
  if (schema.discriminator !== undefined) out += discriminator(emitter, schema, data, fail, facts);
  return out + owedPlain(data, fail, facts);
}

/** Keywords that read an object's fields (or its keys): the object must own them, so its prototype is checked. */
const FIELD_KEYWORDS = ["properties", "required", "additionalProperties", "minProperties", "dependentSchemas"];

/** Whether a schema reads the fields of an object, or names "object" as its type (a free object, still checked). */
function readsFields(schema: Record<string, unknown>): boolean {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  return types.includes("object") || FIELD_KEYWORDS.some((key) => key in schema) || schema.discriminator !== undefined;
}

/**
 * Owes the prototype test of an object whose fields the check reads, once per value in scope: Object's prototype or
 * none, as JSON.parse builds objects, so that no verdict rests on a field the value only inherits. The test is made
 * right after the first read of a field (`owedPlain`), where V8 already knows the object's shape when a site sees few
 * shapes, and then finds its prototype without a call; a read before the test decides nothing on its own, since
 * the check answers true only after the test passed. Anything that needs the test first (listing keys, returning)
 * makes it.
 */
export function plainObject(data: string, facts: Facts): void {
  if (!facts.hasPassed(data, PLAIN)) facts.defer(data);
}

/** The type test `object`, for a value not yet known to be an object, and its prototype test owed. */
export function plainRecord(data: string, fail: string, facts: Facts): string {
  plainObject(data, facts);
  return `if (!isRecord(${data})) ${fail}\n`;
}

/**
 * The prototype test owed on `data`, made here; nothing when none is owed. `afterRead` says a field of `data` was
 * just read; otherwise the test is preceded by a read of the shape probe (`shapeRead`).
 */
export function owedPlain(data: string, fail: string, facts: Facts, afterRead = false): string {
  if (!facts.owes(data, PLAIN)) return "";
  facts.knowPassed(data, PLAIN);
  return `${afterRead ? "" : shapeRead(data)}if (!isPlainObject(${data})) ${fail}\n`;
}

/**
 * A read of a symbol that no value holds, before the prototype test of an object or array whose fields the check
 * has not read: where a site sees few shapes, V8 then knows the value's shape and its prototype, and the test needs
 * no call into the runtime (about 5 ns each). The value read is never used, so it decides nothing.
 */
export function shapeRead(data: string): string {
  return `${data}[shapeProbe]; // the shape probe (top of this module)\n`;
}

/** The fact name under which a value's prototype is known to have been checked. */
export const PLAIN = "#plain";

/**
 * Refuses "__proto__" as a property, required or dependent name, or discriminator: Ajv treats that name apart (it
 * leaves it out of `properties`), and matching its quirks is not worth a name no message uses.
 */
function refuseProtoNames(schema: Record<string, unknown>): void {
  const names = [
    ...Object.keys((schema.properties as object | undefined) ?? {}),
    ...Object.keys((schema.dependentSchemas as object | undefined) ?? {}),
    ...((schema.required as string[] | undefined) ?? []),
    (schema.discriminator as { propertyName?: string } | undefined)?.propertyName,
  ];
  if (names.includes("__proto__")) throw new Error('checks codegen: the name "__proto__" is not supported');
}

/** The constant that holds property `name` of `data`: `data$name`, or an escaped form for a name that is no identifier. */
export function memberName(data: string, name: string): string {
  if (/^[A-Za-z0-9_]{1,40}$/.test(name)) return `${data}$${name}`;
  // Letters and digits stay as they are, any other character becomes `_hex_`: readable, and one name per key.
  const escaped = [...name].map((c) => (/[A-Za-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join("");
  return `${data}$$x${escaped}`;
}

/**
 * Reads property `name` of `data` into its constant, unless that constant is already in scope, then makes the
 * prototype test owed on `data`, if any.
 */
function read(data: string, name: string, fail: string, facts: Facts): string {
  const value = memberName(data, name);
  if (facts.isDeclared(value)) return "";
  facts.declare(value);
  return `const ${value} = ${data}[${JSON.stringify(name)}];\n${owedPlain(data, fail, facts, true)}`;
}

/**
 * One property: decided at compile time when its value is a known fact, else read and checked. A required property
 * pinned to a constant becomes a fact for the statements after it.
 */
function property(
  emitter: NodeCompiler,
  data: string,
  name: string,
  sub: Schema,
  required: boolean,
  fail: string,
  facts: Facts,
): string {
  const resolve = (ref: string) => emitter.definitionOf(ref);
  const known = facts.valueOf(data, name);
  const verdict = known === undefined ? undefined : decide(sub, known.value, resolve);
  if (verdict === false) facts.unreachable = true;
  if (verdict !== undefined)
    return verdict
      ? ""
      : `// ${quoted(name)} is known to be ${quoted(known!.value)} here, which this schema refuses.\n${fail}\n`;
  const value = memberName(data, name);
  if (!required) {
    const inner = facts.branch();
    inner.promote(value);
    const body = emitter.node(sub, value, fail, inner);
    facts.knowIfDefined(value, inner);
    return body === "" ? "" : `${read(data, name, fail, facts)}if (${value} !== undefined) {\n${body}}\n`;
  }
  facts.promote(value);
  let out = `${read(data, name, fail, facts)}if (${value} === undefined) ${fail}\n`;
  out += emitter.node(sub, value, fail, facts);
  const pin = pinned(sub, resolve);
  if (pin !== undefined) facts.knowValue(data, name, pin.value);
  return out;
}

/**
 * Reads the tag, which must be a string, and checks only the branch whose tag value it names; within a case the
 * tag's value is a fact, so the branch does not test it again. When the tag's value is already a fact, only the
 * matching branch is compiled.
 */
function discriminator(
  emitter: NodeCompiler,
  schema: Record<string, unknown>,
  data: string,
  fail: string,
  facts: Facts,
): string {
  const property = (schema.discriminator as { propertyName: string }).propertyName;
  const known = facts.valueOf(data, property);
  if (known !== undefined) {
    const match = (schema.oneOf as Schema[]).find((branch) =>
      tagValues(emitter, branch, property).includes(known.value),
    );
    if (match !== undefined) return emitter.node(match, data, fail, facts);
    facts.unreachable = true;
    return `${fail}\n`;
  }
  const tag = memberName(data, property);
  let out = `${read(data, property, fail, facts)}if (typeof ${tag} !== "string") ${fail}\n// The discriminator ${quoted(property)} picks the one branch of oneOf to check.\nswitch (${tag}) {\n`;
  for (const branch of schema.oneOf as Schema[]) {
    const values = tagValues(emitter, branch, property);
    const inCase = facts.branch();
    if (values.length === 1) inCase.knowValue(data, property, values[0]);
    out += `${values.map((v) => `case ${literal(v)}:`).join(" ")} {\n${emitter.node(branch, data, fail, inCase)}break;\n}\n`;
  }
  return `${out}default: ${fail}\n}\n`;
}

/**
 * Switches on a discriminator before anything else when the whole schema requires it (it sits on the schema or is
 * reached through `allOf` and `$ref`, on an object-only union), and checks the whole schema in one function per tag
 * value. Every property read then happens in code that sees objects of one shape rather than all of them, and each
 * function knows its tag. Returns undefined when nothing is to be hoisted.
 */
export function hoistedDiscriminator(
  emitter: NodeCompiler,
  schema: Schema,
  data: string,
  fail: string,
  facts: Facts,
): string | undefined {
  const union = reachableUnion(emitter, schema, 0);
  if (union === undefined || union.type !== "object") return undefined;
  const property = (union.discriminator as { propertyName: string }).propertyName;
  if (facts.valueOf(data, property) !== undefined) return undefined;
  const values = (union.oneOf as Schema[]).map((branch) => tagValues(emitter, branch, property));
  if (values.some((v) => v.length !== 1)) return undefined;
  // The case function tests the prototype, after its first read, where it sees objects of one variant only.
  let out = facts.hasType(data, "object") ? "" : `if (!isRecord(${data})) ${fail}\n`;
  facts.knowType(data, "object");
  const tag = memberName(data, property);
  out += `${read(data, property, fail, facts)}if (typeof ${tag} !== "string") ${fail}\n`;
  // A site that is only a reference hoists its target, so that every such site shares the target's case functions.
  const ref = bareRef(schema);
  const subject = ref === undefined ? schema : emitter.definitionOf(ref);
  const label = ref === undefined ? emitter.definitionName : ref.slice("#/$defs/".length);
  out += `// ${quoted(property)} names the one variant to check, each in a function of its own.\nswitch (${tag}) {\n`;
  for (const [value] of values)
    out += `case ${literal(value)}:\nif (!${emitter.caseFunction(subject, property, value, label)}(${data})) ${fail}\nbreak;\n`;
  // A case function answers true only for an object whose prototype it tested.
  facts.knowPassed(data, PLAIN);
  return `${out}default: ${fail}\n}\n`;
}

/** The discriminated union that applies to a value whenever `schema` does: the schema itself, or via `allOf`/`$ref`. */
function reachableUnion(emitter: NodeCompiler, schema: Schema, depth: number): Record<string, unknown> | undefined {
  if (typeof schema !== "object" || depth > 16) return undefined;
  if (schema.discriminator !== undefined) return schema;
  for (const sub of (schema.allOf as Schema[] | undefined) ?? []) {
    const found = reachableUnion(emitter, sub, depth + 1);
    if (found !== undefined) return found;
  }
  return typeof schema.$ref === "string"
    ? reachableUnion(emitter, emitter.definitionOf(schema.$ref), depth + 1)
    : undefined;
}

/** The tag values a discriminated branch declares through `const` or `enum`, following `$ref`. */
function tagValues(emitter: NodeCompiler, branch: Schema, property: string): unknown[] {
  if (typeof branch !== "object") throw new Error("checks codegen: a discriminated branch must be an object schema");
  const own = tagSchemaOf(branch, property);
  const tagSchema =
    own ?? (typeof branch.$ref === "string" ? tagSchemaOf(emitter.definitionOf(branch.$ref), property) : undefined);
  if (tagSchema && "const" in tagSchema) return [tagSchema.const];
  if (tagSchema && Array.isArray(tagSchema.enum)) return tagSchema.enum;
  throw new Error(`checks codegen: a discriminated branch declares no const or enum for "${property}"`);
}
