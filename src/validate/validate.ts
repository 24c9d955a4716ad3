/** `validate(name, value)`: checks a value against one definition of the canonical schema, never throwing. */
import * as compiled from "../../generated/validators.js";
import type { CompiledValidator, DefinitionTypes } from "../../generated/validators.js";
import type { DefinitionName } from "../../generated/schema.js";
import type { Result } from "../result.js";
import { toIssues } from "./issues.js";

/**
 * The validators by definition name, in a null-prototype object built once: a lookup is a plain property read, and
 * names such as "toString" or "__proto__" find nothing.
 */
const table = buildTable(compiled as unknown as Record<string, unknown>);

function buildTable(module: Record<string, unknown>): Record<string, CompiledValidator<unknown> | undefined> {
  const byName = Object.create(null) as Record<string, CompiledValidator<unknown> | undefined>;
  for (const name of Object.keys(module)) {
    const validator = module[name];
    if (typeof validator === "function") byName[name] = validator as CompiledValidator<unknown>;
  }
  return byName;
}

/** Every definition name `validate` accepts. */
export const definitionNames = Object.keys(table) as DefinitionName[];

/** Tells whether a string names a definition of the canonical schema. */
export function isDefinitionName(name: unknown): name is DefinitionName {
  return typeof name === "string" && table[name] !== undefined;
}

/** Validates `value` against the named definition: `{ ok: true, value }` or `{ ok: false, issues }`. */
export function validate<N extends DefinitionName>(name: N, value: unknown): Result<DefinitionTypes[N]>;
/** Validates `value` against a definition named at run time; an unknown name is an issue, not an exception. */
export function validate(name: string, value: unknown): Result<unknown>;
export function validate(name: string, value: unknown): Result<unknown> {
  const validator = typeof name === "string" ? table[name] : undefined;
  if (validator === undefined) {
    return { ok: false, issues: [{ path: "", keyword: "definition", message: `no definition is named ${JSON.stringify(String(name))}` }] };
  }
  return run(validator, value);
}

/** Runs one compiled validator safely: a value that throws while being read becomes an issue. */
export function run<T>(validator: CompiledValidator<T>, value: unknown): Result<T> {
  try {
    if (validator(value)) return { ok: true, value };
    return { ok: false, issues: toIssues(validator.errors, value) };
  } catch (error) {
    return { ok: false, issues: [{ path: "", keyword: "unreadable", message: `the value could not be read: ${describe(error)}` }] };
  }
}

/** Describes a thrown value without risking a second throw. */
function describe(error: unknown): string {
  try {
    if (error instanceof Error) return error.message;
    return String(error);
  } catch {
    return "an exception was thrown";
  }
}
