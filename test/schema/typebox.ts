/** A second, independent engine: TypeBox 1.x compiling the raw canonical schema, one validator per definition. */
import { Check, Compile, type Validator } from "typebox/schema";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The canonical schema document, read from disk so no generated file stands between it and TypeBox. */
export const rawSchema = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "schema", "tasks.schema.json"), "utf8"),
) as { $id: string; $defs: Record<string, unknown> } & Record<string, unknown>;

const cache = new Map<string, Validator>();

/**
 * Compiles `#/$defs/<name>`: the whole document with a root `$ref` to the definition, so every internal
 * `$ref` resolves against the document's `$id` exactly as in the generated validators.
 */
export function typeboxValidator(name: string): Validator {
  let validator = cache.get(name);
  if (!validator) {
    if (!Object.hasOwn(rawSchema.$defs, name)) throw new Error(`no definition ${name}`);
    validator = Compile({ ...rawSchema, $ref: `#/$defs/${name}` } as never);
    cache.set(name, validator);
  }
  return validator;
}

/** TypeBox's verdict for a value against a definition. */
export function typeboxAccepts(name: string, value: unknown): boolean {
  return typeboxValidator(name).Check(value);
}

/** TypeBox's verdict through its interpreter (no JIT code generation), a path independent of `Compile`. */
export function typeboxInterpretedAccepts(name: string, value: unknown): boolean {
  return Check({ ...rawSchema, $ref: `#/$defs/${name}` } as never, value);
}
