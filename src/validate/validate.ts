/** `validate(name, value)`: checks a value against one definition of the canonical schema, never throwing. */
import { checkers } from "../../generated/checkers.js";
import type { CompiledValidator, DefinitionTypes } from "../../generated/validators.js";
import type { DefinitionName } from "../../generated/schema.js";
import type { Result } from "../result.js";
import { toIssues } from "./issues.js";

/** A fast check that only tells valid from invalid, paired with the validator that explains a failure. */
export interface Checker<T> {
  check: (value: unknown) => boolean;
  explain: CompiledValidator<T>;
}

/**
 * The checkers by definition name, in a null-prototype object: a lookup is a plain property read, and names such as
 * "toString" or "__proto__" find nothing.
 */
const table = checkers as Readonly<Record<string, Checker<unknown> | undefined>>;

/** Every definition name `validate` accepts. */
export const definitionNames = Object.keys(table) as DefinitionName[];

/** Tells whether a string names a definition of the canonical schema. */
export function isDefinitionName(name: unknown): name is DefinitionName {
  return typeof name === "string" && table[name] !== undefined;
}

/**
 * Validates `value` against the named definition: `{ ok: true, value }` or `{ ok: false, issues }`. The verdict is
 * about the value as read once; a getter or proxy that answers differently on each read gets no stable verdict.
 */
export function validate<N extends DefinitionName>(name: N, value: unknown): Result<DefinitionTypes[N]>;
/** Validates `value` against a definition named at run time; an unknown name is an issue, not an exception. */
export function validate(name: string, value: unknown): Result<unknown>;
export function validate(name: string, value: unknown): Result<unknown> {
  const checker = typeof name === "string" ? table[name] : undefined;
  if (checker === undefined) {
    return { ok: false, issues: [{ path: "", keyword: "definition", message: `no definition is named ${JSON.stringify(String(name))}` }] };
  }
  return run(checker, value);
}

/**
 * Runs one checker safely: the fast check accepts a valid value; anything else goes to the Ajv validator, which is
 * the reference and words the issues. A value that throws while being read becomes an issue.
 */
function run<T>(checker: Checker<T>, value: unknown): Result<T> {
  if (passes(checker.check, value)) return { ok: true, value: value as T };
  try {
    if (checker.explain(value)) return { ok: true, value };
    return { ok: false, issues: toIssues(checker.explain.errors, value) };
  } catch (error) {
    return { ok: false, issues: [{ path: "", keyword: "unreadable", message: `the value could not be read: ${describe(error)}` }] };
  }
}

/** The checker of a definition, or undefined for a name that is none. */
export function checkerOf<N extends DefinitionName>(name: N): Checker<DefinitionTypes[N]> | undefined {
  return table[name] as Checker<DefinitionTypes[N]> | undefined;
}

/** Runs a fast check; a value that throws while being read is left to the explaining validator. */
export function passes(check: (value: unknown) => boolean, value: unknown): boolean {
  try {
    return check(value);
  } catch {
    return false;
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
