/** Turns the compiled validators' raw errors into Ajv-shaped issues: `{ path, keyword, message }`. */
import type { CompiledError } from "../../generated/validators.js";
import type { Issue } from "../shared/result.js";
import { escapeToken } from "./pointer.js";
import { isRecord } from "../shared/record.js";

/** Keywords whose failure only summarises failures reported beneath them. */
const DERIVED = new Set(["if", "oneOf", "anyOf", "allOf"]);

/**
 * Converts raw validator errors into issues, pointing each at the value that is wrong.
 *
 * @internal
 */
export function toIssues(errors: readonly CompiledError[] | null | undefined, value: unknown): Issue[] {
  const list = errors ?? [];
  const hasSpecific = list.some((e) => !DERIVED.has(e.keyword));
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const error of list) {
    if (DERIVED.has(error.keyword) && hasSpecific) continue;
    const issue = toIssue(error, value);
    const key = `${issue.path}\u0000${issue.keyword}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return withoutShapeOfForbidden(issues);
}

/** A value that must not be present at all has no shape worth reporting: keep only the "forbidden" issue for it. */
function withoutShapeOfForbidden(issues: Issue[]): Issue[] {
  const forbidden = issues.filter((i) => i.keyword === "forbidden").map((i) => i.path);
  if (forbidden.length === 0) return issues;
  return issues.filter(
    (i) => i.keyword === "forbidden" || !forbidden.some((p) => i.path === p || i.path.startsWith(`${p}/`)),
  );
}

/** A payload field whose presence demands another status (the schema's `dependentSchemas` on Task). */
const MISPLACED_PAYLOAD = /\/dependentSchemas\/(result|error|inputRequests)\/properties\/status\/const$/;

function toIssue(error: CompiledError, value: unknown): Issue {
  const path = error.instancePath;
  const params = error.params;
  const misplaced = MISPLACED_PAYLOAD.exec(error.schemaPath);
  if (misplaced && path.endsWith("/status")) {
    // Blame the payload that is out of place, not the status that would excuse it.
    const fieldPath = `${path.slice(0, -"/status".length)}/${misplaced[1]}`;
    return { path: fieldPath, keyword: "forbidden", message: forbiddenMessage(fieldPath, value) };
  }
  switch (error.keyword) {
    case "required": {
      const name = String(params.missingProperty);
      return { path: `${path}/${escapeToken(name)}`, keyword: "required", message: `is required` };
    }
    case "false schema":
      return { path, keyword: "forbidden", message: forbiddenMessage(path, value) };
    case "type":
      return { path, keyword: "type", message: `must be ${typeList(params.type)}` };
    case "minLength":
      return {
        path,
        keyword: "minLength",
        message: params.limit === 1 ? "must not be empty" : `must be at least ${String(params.limit)} characters long`,
      };
    case "minProperties":
      return {
        path,
        keyword: "minProperties",
        message:
          params.limit === 1 ? "must have at least one entry" : `must have at least ${String(params.limit)} entries`,
      };
    case "const":
      return { path, keyword: "const", message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "enum":
      return { path, keyword: "enum", message: `must be one of ${listValues(params.allowedValues)}` };
    case "pattern":
      // Timestamp is the only definition with a pattern (a test holds the schema to this).
      return {
        path,
        keyword: "pattern",
        message: "must be an ISO 8601 date-time with a time zone, on a date that exists",
      };
    case "discriminator": {
      const tag = String(params.tag);
      const tagPath = `${path}/${escapeToken(tag)}`;
      const message =
        params.error === "tag"
          ? `must be a string that names a variant`
          : `${JSON.stringify(params.tagValue)} names no known variant`;
      return { path: tagPath, keyword: "discriminator", message };
    }
    case "minimum":
      return { path, keyword: "minimum", message: `must be ${String(params.comparison)} ${String(params.limit)}` };
    case "maximum":
      return { path, keyword: "maximum", message: `must be ${String(params.comparison)} ${String(params.limit)}` };
    case "anyOf":
    case "oneOf":
      return { path, keyword: error.keyword, message: "must match one of the allowed shapes" };
    default:
      return { path, keyword: error.keyword, message: error.message ?? `fails ${error.keyword}` };
  }
}

const TYPE_NAMES: Record<string, string> = {
  object: "an object",
  array: "an array",
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  null: "null",
};

/** Names JSON types in prose: "a string", "an integer or null", "a string, a number or a boolean". */
function typeList(types: unknown): string {
  const names = (Array.isArray(types) ? types : [types]).map((t) => TYPE_NAMES[String(t)] ?? String(t));
  return names.length < 2
    ? (names[0] ?? "of another type")
    : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

function listValues(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => JSON.stringify(v)).join(", ") : String(values);
}

/** Explains a field that is not allowed, naming the status that excludes it when there is one. */
function forbiddenMessage(path: string, value: unknown): string {
  const cut = path.lastIndexOf("/");
  const field = path.slice(cut + 1);
  const parent = readPointer(value, path.slice(0, cut));
  const status = isRecord(parent) ? parent.status : undefined;
  if (typeof status === "string" && (field === "result" || field === "error" || field === "inputRequests")) {
    return `is not allowed when status is ${JSON.stringify(status)}`;
  }
  return "is not allowed here";
}

/** Reads the value at a JSON Pointer, or undefined when there is none. */
function readPointer(value: unknown, pointer: string): unknown {
  if (pointer === "") return value;
  let current = value;
  for (const raw of pointer.slice(1).split("/")) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isRecord(current) && !Array.isArray(current)) return undefined;
    current = Object.hasOwn(current, token) ? (current as Record<string, unknown>)[token] : undefined;
  }
  return current;
}
