/**
 * Standard Schema v1 and Standard JSON Schema v1 adapters: every definition of the canonical schema as a validator
 * that any Standard Schema consumer accepts, and that can hand out its own JSON Schema.
 */
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { schema, type DefinitionName } from "../../generated/schema.js";
import type { DefinitionTypes } from "../../generated/validators.js";
import { fromPointer } from "./pointer.js";
import { definitionNames, isDefinitionName, validate } from "./validate.js";

/** The vendor name every adapter reports. */
export const STANDARD_VENDOR = "mcp-tasks";

/** A definition as a Standard Schema validator that also converts to JSON Schema. */
export type StandardValidator<N extends DefinitionName> = StandardSchemaV1<DefinitionTypes[N]> &
  StandardJSONSchemaV1<DefinitionTypes[N]>;

const DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
const DRAFT_07 = "http://json-schema.org/draft-07/schema#";
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const defs = schema.$defs as unknown as Record<string, Json>;

/**
 * Turns a JSON Pointer into Standard Schema path segments: array indices become numbers. It follows the value as the
 * explaining validator read it, inherited fields included, and a read that throws leaves the rest as written.
 */
function toSegments(pointer: string, value: unknown): PropertyKey[] {
  const segments: PropertyKey[] = [];
  let current = value;
  for (const token of fromPointer(pointer)) {
    const index = Array.isArray(current) && /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : undefined;
    segments.push(index ?? token);
    current = readField(current, token);
  }
  return segments;
}

/** A field of a value, or undefined where reading it throws (null, undefined, a getter or a Proxy trap). */
function readField(holder: unknown, key: string): unknown {
  try {
    return (holder as Record<string, unknown>)[key];
  } catch {
    // The rest of the path keeps the pointer's tokens as written.
  }
  return undefined;
}

function validateStandard<N extends DefinitionName>(
  name: N,
  value: unknown,
): StandardSchemaV1.Result<DefinitionTypes[N]> {
  const result = validate(name, value);
  if (result.ok) return { value: result.value };
  return { issues: result.issues.map((issue) => ({ message: issue.message, path: toSegments(issue.path, value) })) };
}

/** The names of the definitions a definition refers to, itself included, transitively. */
function reachable(name: string): string[] {
  const seen = new Set<string>([name]);
  const queue: Json[] = [defs[name] ?? null];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith("#/$defs/")) {
          const target = child.slice("#/$defs/".length);
          if (!seen.has(target)) {
            seen.add(target);
            queue.push(defs[target] ?? null);
          }
        } else queue.push(child);
      }
    }
  }
  return [...seen].sort();
}

/** Rewrites a 2020-12 subschema for draft-07: `definitions`, `dependencies`, and no keyword beside `$ref`. */
function toDraft07(node: Json): Json {
  if (Array.isArray(node)) return node.map(toDraft07);
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(node)) {
    // Draft-07 spells `dependentSchemas` as `dependencies`, with the same meaning for schema values.
    const name = key === "dependentSchemas" ? "dependencies" : key;
    out[name] =
      key === "$ref" && typeof child === "string" ? child.replace("#/$defs/", "#/definitions/") : toDraft07(child);
  }
  if (typeof out.$ref === "string" && Object.keys(out).length > 1) {
    // Draft-07 ignores every keyword beside $ref, so the reference moves into allOf.
    const { $ref, ...rest } = out;
    const allOf = Array.isArray(rest.allOf) ? rest.allOf : [];
    return { ...rest, allOf: [{ $ref }, ...allOf] };
  }
  return out;
}

/**
 * The JSON Schema of one definition, self-contained: `{ $schema, title, description, $ref, $defs }` holding only
 * the definitions it reaches (for draft-07, `allOf: [{ $ref }]` and `definitions`, as draft-07 ignores keywords
 * beside `$ref`). It has no `$id`, so that several can live in one
 * registry without clashing with the canonical document. Throws for a target other than draft-2020-12 or draft-07.
 */
export function jsonSchemaFor(
  name: DefinitionName,
  target: StandardJSONSchemaV1.Target = "draft-2020-12",
): Record<string, unknown> {
  // A name that is not a string is refused by its type: converting it (an array of 2^28 holes, say) could take seconds.
  if (typeof name !== "string")
    throw new TypeError(`a definition name must be a string, not ${name === null ? "null" : typeof name}`);
  if (!Object.hasOwn(defs, name))
    throw new TypeError(
      `no definition is named ${JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name)}`,
    );
  const def = defs[name] as { [key: string]: Json };
  const names = reachable(name);
  const header = { title: name, ...(typeof def.description === "string" ? { description: def.description } : {}) };
  const copy = (n: string): Json => structuredClone(defs[n] ?? null);
  if (target === "draft-2020-12") {
    return {
      $schema: DRAFT_2020_12,
      ...header,
      $ref: `#/$defs/${name}`,
      $defs: Object.fromEntries(names.map((n) => [n, copy(n)])),
    };
  }
  if (target === "draft-07") {
    return {
      $schema: DRAFT_07,
      ...header,
      allOf: [{ $ref: `#/definitions/${name}` }],
      definitions: Object.fromEntries(names.map((n) => [n, toDraft07(copy(n))])),
    };
  }
  const named =
    typeof target === "string"
      ? JSON.stringify(target.length > 100 ? `${target.slice(0, 100)}…` : target)
      : `of type ${typeof target}`;
  throw new TypeError(
    `mcp-tasks cannot produce JSON Schema for the target ${named}; use "draft-2020-12" or "draft-07"`,
  );
}

const cache = new Map<string, StandardValidator<DefinitionName>>();

/** The Standard Schema (and Standard JSON Schema) validator of one definition; synchronous, never throws on input. */
export function standardSchema<N extends DefinitionName>(name: N): StandardValidator<N> {
  const cached = cache.get(name);
  if (cached) return cached as unknown as StandardValidator<N>;
  const converter: StandardJSONSchemaV1.Converter = {
    input: (options) => jsonSchemaFor(name, options?.target),
    output: (options) => jsonSchemaFor(name, options?.target),
  };
  const validator: StandardValidator<N> = {
    "~standard": {
      version: 1,
      vendor: STANDARD_VENDOR,
      validate: (value: unknown) => validateStandard(name, value),
      jsonSchema: converter,
    },
  };
  // Only the definitions are cached: names from anywhere else must not grow the cache.
  if (isDefinitionName(name)) cache.set(name, validator as unknown as StandardValidator<DefinitionName>);
  return validator;
}

/** Every definition as a Standard Schema validator, by name: `schemas.GetTaskResult["~standard"].validate(value)`. */
export const schemas: { readonly [N in DefinitionName]: StandardValidator<N> } = Object.fromEntries(
  definitionNames.map((name) => [name, standardSchema(name)]),
) as { readonly [N in DefinitionName]: StandardValidator<N> };
