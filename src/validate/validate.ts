/** `validate(name, value)`: checks a value against one definition of the canonical schema, never throwing. */
import { checks } from "../../generated/check-table.js";
import { isPlainData } from "./plain.js";
import type { CompiledValidator, DefinitionTypes } from "../../generated/validators.js";
import type { DefinitionName } from "../../generated/schema.js";
import type { Result } from "../shared/result.js";
import { explainerOf } from "./explain.js";
import { toIssues } from "./issues.js";
import { describeThrown } from "../shared/thrown.js";

/**
 * A fast check: it only tells valid from invalid, and answers for every valid value.
 *
 * @internal
 */
export type Check = (value: unknown) => boolean;

/**
 * The fast checks by definition name, in a null-prototype object: a lookup is a plain property read, and names such
 * as "toString" or "__proto__" find nothing.
 */
const table: { readonly [name: string]: Check | undefined } = checks;

/**
 * The same checks in a Map, for `validate`'s lookup: a name that is no key (any non-string, "toString",
 * "__proto__") finds nothing, and the lookup measured faster than a read of the dictionary-mode table.
 */
const byName: ReadonlyMap<unknown, Check> = new Map(Object.entries(table) as [string, Check][]);

/** Every definition name `validate` accepts. */
export const definitionNames = Object.keys(table) as DefinitionName[];

/** Tells whether a string names a definition of the canonical schema. */
export function isDefinitionName(name: unknown): name is DefinitionName {
  return typeof name === "string" && table[name] !== undefined;
}

/**
 * Validates `value` against the named definition: `{ ok: true, value }` or `{ ok: false, issues }`. The verdict is
 * about the value as read once; a getter or proxy that answers differently on each read gets no stable verdict.
 *
 * @example
 * ```ts
 * import { validate } from "mcp-tasks/validate";
 *
 * const checked = validate("GetTaskRequest", { jsonrpc: "2.0", id: 1, method: "tasks/get", params: { taskId: "t-1" } });
 * if (checked.ok) console.log(checked.value.params.taskId); // "t-1": the value is typed as a GetTaskRequest
 * else console.log(checked.issues); // where and why it is wrong: [{ path, keyword, message }, ...]
 * ```
 */
export function validate<N extends DefinitionName>(name: N, value: unknown): Result<DefinitionTypes[N]>;
/** Validates `value` against a definition named at run time; an unknown name is an issue, not an exception. */
export function validate(name: string, value: unknown): Result<unknown>;
export function validate(name: string, value: unknown): Result<unknown> {
  const check = byName.get(name);
  if (check === undefined) {
    const named =
      typeof name === "string"
        ? JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name)
        : describeNonString(name);
    return { ok: false, issues: [{ path: "", keyword: "definition", message: `no definition is named ${named}` }] };
  }
  // The fast check also refuses an object or array it reads whose prototype is not the one JSON.parse gives. A value
  // that throws while being read is left to the explaining validator. The try is written here rather than in a
  // helper: one call fewer per message, measured.
  try {
    if (check(value)) return { ok: true, value };
  } catch {
    // Explained below.
  }
  return explain(name, value);
}

/**
 * Tells whether `value` matches the named definition: exactly `validate(name, value).ok`, without the Result or its
 * issues, so that a hot path asks first and calls `validate` only for the reasons. An unknown name is false.
 *
 * @example
 * ```ts
 * import { isValid, validate } from "mcp-tasks/validate";
 *
 * const message: unknown = { jsonrpc: "2.0", id: 1, method: "tasks/get", params: {} };
 * if (isValid("GetTaskRequest", message)) console.log(message.params.taskId); // typed as a GetTaskRequest
 * else {
 *   const checked = validate("GetTaskRequest", message);
 *   if (!checked.ok) console.log(checked.issues); // only now are the reasons worked out
 * }
 * ```
 */
export function isValid<N extends DefinitionName>(name: N, value: unknown): value is DefinitionTypes[N];
/** Tells whether `value` matches a definition named at run time; an unknown name is false. */
export function isValid(name: string, value: unknown): boolean;
export function isValid(name: string, value: unknown): boolean {
  const check = byName.get(name);
  if (check === undefined) return false;
  try {
    if (check(value)) return true;
  } catch {
    // Decided below, as validate decides it.
  }
  return validAfterRefusal(name as DefinitionName, value);
}

/** The verdict on a value the schema accepts but the fast check refused for an object's prototype. */
function notPlain(): Result<unknown> {
  return {
    ok: false,
    issues: [
      {
        path: "",
        keyword: "prototype",
        message: "the value holds an object that is not plain data (a class instance, or one that inherits its fields)",
      },
    ],
  };
}

/**
 * Explains a value the fast check refused, with the Ajv validator, which is the reference and words the issues. A
 * value that throws while being read becomes an issue. A value the reference accepts was refused for a prototype
 * (the fast check is otherwise exact), or reads differently each time; the walk over the whole value tells which.
 */
function explain(name: string, value: unknown): Result<unknown> {
  let explainer: CompiledValidator<unknown> | undefined;
  try {
    explainer = explainerOf(name);
  } catch (error) {
    return unexplained(`the validators that explain why could not be loaded: ${describeThrown(error)}`);
  }
  if (explainer === undefined)
    return unexplained(
      `the validators that explain why have no definition named ${JSON.stringify(name)}: they are not of this build`,
    );
  try {
    if (explainer(value)) return readsAsPlainData(value) ? { ok: true, value } : notPlain();
    return { ok: false, issues: toIssues(explainer.errors, value) };
  } catch (error) {
    return {
      ok: false,
      issues: [{ path: "", keyword: "unreadable", message: `the value could not be read: ${describeThrown(error)}` }],
    };
  }
}

/**
 * The verdict when the explaining validators are missing: the fast check is exact (tests hold it to the same verdict
 * as the validators), so the value is invalid; only the reasons are lost.
 */
function unexplained(why: string): Result<unknown> {
  return {
    ok: false,
    issues: [{ path: "", keyword: "explainer", message: `the value does not match its definition, and ${why}` }],
  };
}

/**
 * The fast check of a definition, or undefined for a name that is none.
 *
 * @internal
 */
export function checkOf(name: DefinitionName): Check | undefined {
  return table[name];
}

/**
 * The verdict on a value the fast check refused: the reference accepts it, and it is plain data throughout, exactly
 * as `validate` decides, so that isValid and the type guards never disagree with it.
 *
 * @internal
 */
export function validAfterRefusal(name: DefinitionName, value: unknown): boolean {
  return confirms(name, value) && readsAsPlainData(value);
}

/**
 * Asks the reference validator whether a value the fast check refused is valid after all. A value that throws, or
 * validators that cannot be loaded, mean no: the fast check is exact, and its refusal stands.
 */
function confirms(name: DefinitionName, value: unknown): boolean {
  try {
    return explainerOf(name)?.(value) === true;
  } catch {
    return false;
  }
}

/**
 * isPlainData, where a value that throws while read is not plain data.
 *
 * @internal
 */
export function readsAsPlainData(value: unknown): boolean {
  try {
    return isPlainData(value);
  } catch {
    return false;
  }
}

/** Words a name that is not a string for the refusal: "an object", "null", "undefined", "a number". */
function describeNonString(name: unknown): string {
  if (name === null || name === undefined) return String(name);
  const type = typeof name;
  return type === "object" ? "an object" : `a ${type}`;
}
