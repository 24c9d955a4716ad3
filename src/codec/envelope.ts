/** The JSON-RPC 2.0 envelope: what kind of message a value is, before any method-specific schema applies. */
import type { RequestId } from "../../generated/types.js";
import type { Issue } from "../shared/result.js";
import { fail, ok, type Result } from "../shared/result.js";
import { ISSUE_CODES } from "./codes.js";
import { isRecord } from "../shared/record.js";

/**
 * A JSON object, as the envelope sees it.
 *
 * @internal
 */
export type JSONRecord = Record<string, unknown>;

/**
 * A message sorted by envelope: request, notification, result response or error response.
 *
 * @internal
 */
export type Envelope =
  | { type: "request"; method: string; id: RequestId; message: JSONRecord }
  | { type: "notification"; method: string; message: JSONRecord }
  | { type: "result"; id: RequestId; message: JSONRecord }
  | { type: "error"; id: RequestId | undefined; message: JSONRecord; nullId?: true };

/**
 * Tells whether a value is a request id that can be echoed exactly: a string or an integer within ±(2^53 − 1).
 * A larger integer was already rounded when parsed, so an answer would carry a different id.
 *
 * @internal
 */
export function isRequestId(value: unknown): value is RequestId {
  return typeof value === "string" || Number.isSafeInteger(value);
}

/** The issue for an id that is not a request id: an integer too large to echo exactly is named as such. */
function idIssue(value: unknown, keyword: string): Issue {
  if (typeof value === "number" && Number.isInteger(value))
    return envelopeIssue(
      "/id",
      "range",
      "an integer id beyond 2^53 - 1 cannot be echoed exactly, since JSON numbers are read as doubles; use a string id",
    );
  return envelopeIssue("/id", keyword, "must be a string or an integer");
}

/**
 * The message a value stands for: a decoded message (`{ kind, message }`) gives its message, anything else itself.
 *
 * @internal
 */
export function messageOf(value: unknown): unknown {
  return isRecord(value) && typeof value.kind === "string" && "message" in value ? value.message : value;
}

/**
 * Reads a message's id when it is a valid request id, so that an error response can echo it. The id is read once:
 * what is checked is what is returned, even from a getter that answers differently on each read.
 *
 * @internal
 */
export function readId(value: unknown): RequestId | undefined {
  if (!isRecord(value)) return undefined;
  const id = value.id;
  return isRequestId(id) ? id : undefined;
}

/**
 * Reads a message's method when it is a string.
 *
 * @internal
 */
export function readMethod(value: unknown): string | undefined {
  return isRecord(value) && typeof value.method === "string" ? value.method : undefined;
}

const has = (o: JSONRecord, k: string): boolean => Object.hasOwn(o, k);

function envelopeIssue(path: string, keyword: string, message: string): Issue {
  return { path, keyword, message, code: ISSUE_CODES.invalidEnvelope };
}

/**
 * Sorts a parsed value by its JSON-RPC envelope, or says why it is not a JSON-RPC message.
 *
 * @internal
 */
export function classifyEnvelope(value: unknown): Result<Envelope> {
  if (Array.isArray(value)) {
    return fail([
      {
        path: "",
        keyword: "type",
        message: "JSON-RPC batches are not part of MCP; send one message at a time",
        code: ISSUE_CODES.batch,
      },
    ]);
  }
  if (!isRecord(value)) return fail([envelopeIssue("", "type", "a JSON-RPC message must be an object")]);
  const issues: Issue[] = [];
  if (value.jsonrpc !== "2.0")
    issues.push(envelopeIssue("/jsonrpc", has(value, "jsonrpc") ? "const" : "required", 'must be "2.0"'));
  const hasMethod = has(value, "method");
  const hasResult = has(value, "result");
  const hasError = has(value, "error");
  if (hasMethod) {
    if (hasResult || hasError)
      issues.push(envelopeIssue("", "envelope", "a message with a method cannot also carry a result or an error"));
    if (typeof value.method !== "string" || value.method.length === 0)
      issues.push(envelopeIssue("/method", "type", "must be a non-empty string"));
    if (has(value, "params") && !isRecord(value.params))
      issues.push(envelopeIssue("/params", "type", "must be an object"));
    if (has(value, "id") && !isRequestId(value.id)) issues.push(idIssue(value.id, "type"));
    if (issues.length > 0) return fail(issues);
    const method = value.method as string;
    return has(value, "id")
      ? ok({ type: "request", method, id: value.id as RequestId, message: value })
      : ok({ type: "notification", method, message: value });
  }
  if (hasResult && hasError)
    issues.push(envelopeIssue("", "envelope", "a response carries a result or an error, not both"));
  if (!hasResult && !hasError)
    issues.push(envelopeIssue("", "envelope", "a JSON-RPC message needs a method, a result or an error"));
  if (hasResult) {
    if (!isRequestId(value.id)) issues.push(idIssue(value.id, has(value, "id") ? "type" : "required"));
    if (!isRecord(value.result)) issues.push(envelopeIssue("/result", "type", "must be an object"));
  } else if (hasError) {
    if (has(value, "id") && value.id !== null && !isRequestId(value.id)) issues.push(idIssue(value.id, "type"));
    if (!isRecord(value.error)) issues.push(envelopeIssue("/error", "type", "must be an object"));
  }
  if (issues.length > 0) return fail(issues);
  if (hasResult) return ok({ type: "result", id: value.id as RequestId, message: value });
  // JSON-RPC 2.0 sends `id: null` when the request's id could not be read, where MCP omits the id: read it as absent.
  if (value.id === null) return ok({ type: "error", id: undefined, message: withoutId(value), nullId: true });
  return ok({ type: "error", id: value.id as RequestId | undefined, message: value });
}

/** A shallow copy of a message without its id, so that the caller's object is left untouched. */
function withoutId(value: JSONRecord): JSONRecord {
  const copy: JSONRecord = {};
  for (const key of Object.keys(value)) {
    if (key === "id") continue;
    // An own `__proto__` key stays an own key: assigned, it would give the copy a prototype the input chose.
    if (key === "__proto__")
      Object.defineProperty(copy, key, { value: value[key], enumerable: true, writable: true, configurable: true });
    else copy[key] = value[key];
  }
  return copy;
}
