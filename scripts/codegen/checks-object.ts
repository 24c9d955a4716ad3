/**
 * The object keywords of the checks compiler: required and known properties, additional properties, dependent
 * schemas. Each property is read into a constant named by its path, once per scope (checks-reads.ts); discriminated
 * unions are in checks-discriminator.ts.
 */
import { bareRef, quoted, type Schema } from "./checks-keywords.js";
import { decide, pinned, type Facts } from "./checks-facts.js";
import { discriminator } from "./checks-discriminator.js";
import { memberName, owedPlain, plainObject, readMember } from "./checks-reads.js";

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
      out += `${readMember(data, name, fail, facts)}// dependentSchemas: with ${quoted(name)} present, the object must also match this.\nif (${member} !== undefined) {\n${body}}\n`;
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
    return body === "" ? "" : `${readMember(data, name, fail, facts)}if (${value} !== undefined) {\n${body}}\n`;
  }
  // When the first test of the value refuses undefined, it also tells that the property is present.
  const absent =
    facts.knowsNothingOf(value) && refusesAbsent(sub, resolve) ? "" : `if (${value} === undefined) ${fail}\n`;
  facts.promote(value);
  let out = `${readMember(data, name, fail, facts)}${absent}`;
  out += emitter.node(sub, value, fail, facts);
  const pin = pinned(sub, resolve);
  if (pin !== undefined) facts.knowValue(data, name, pin.value);
  return out;
}

/**
 * Whether the first test the checks make of a value, when nothing is known of it, refuses undefined on its own: a
 * `type`, a primitive `const` or an `enum` of primitives, on the schema or on the one a bare `$ref` names.
 */
function refusesAbsent(schema: Schema, resolve: (ref: string) => Schema, depth = 0): boolean {
  if (typeof schema === "boolean" || depth > 32) return false;
  const primitive = (value: unknown) => value === null || typeof value !== "object";
  if (schema.type !== undefined || ("const" in schema && primitive(schema.const))) return true;
  if (Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.every(primitive)) return true;
  const ref = bareRef(schema);
  return ref !== undefined && refusesAbsent(resolve(ref), resolve, depth + 1);
}
