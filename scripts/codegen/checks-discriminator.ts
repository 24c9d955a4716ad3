/** Discriminated unions in the checks compiler: a switch on the tag, in place or hoisted into one function per variant. */
import { bareRef, literal, quoted, tagSchemaOf, type Schema } from "./checks-keywords.js";
import type { Facts } from "./checks-facts.js";
import type { NodeCompiler } from "./checks-object.js";
import { memberName, PLAIN, readMember, recordTest } from "./checks-reads.js";

/**
 * Reads the tag, which must be a string, and checks only the branch whose tag value it names; within a case the
 * tag's value is a fact, so the branch does not test it again. When the tag's value is already a fact, only the
 * matching branch is compiled.
 */
export function discriminator(
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
  let out = `${readMember(data, property, fail, facts)}if (typeof ${tag} !== "string") ${fail}\n// The discriminator ${quoted(property)} picks the one branch of oneOf to check.\nswitch (${tag}) {\n`;
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
  let out = facts.hasType(data, "object") ? "" : recordTest(data, fail);
  facts.knowType(data, "object");
  const tag = memberName(data, property);
  out += `${readMember(data, property, fail, facts)}if (typeof ${tag} !== "string") ${fail}\n`;
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
