/**
 * Streamable HTTP routing headers: `Mcp-Method` carries the request's method and `Mcp-Name` its target
 * (`params.taskId` for tasks/*, `params.name` for tools/call and prompts/get, `params.uri` for resources/read).
 * Presence is the client's duty; by default a server checks only the headers that are present, because clients
 * send no Mcp-Name for methods without a target (such as the removed tasks/result and tasks/list).
 */
import type * as T from "../../../generated/types.js";
import type { Issue } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";
import { readId } from "../envelope.js";
import { headerMismatchError } from "../errors.js";
import { decodeHeaderValue, encodeHeaderValue } from "./header-value.js";
import { isWellFormedText } from "../text/limits.js";
import { isRecord } from "../../shared/record.js";

/** Request headers as a Fetch `Headers`, a plain record, or Node's IncomingHttpHeaders; names match case-insensitively. */
export type HeadersLike =
  | {
      /** The value of a header by case-insensitive name, or null when it is absent (as a fetch `Headers` answers). */
      get(name: string): string | null;
    }
  | { readonly [name: string]: string | readonly string[] | undefined };

/** The method header. */
export const MCP_METHOD_HEADER = "Mcp-Method";
/** The target header. */
export const MCP_NAME_HEADER = "Mcp-Name";

/** The params field that Mcp-Name mirrors, by method. */
export const NAME_FIELDS: Readonly<Record<string, string>> = Object.freeze({
  "tasks/get": "taskId",
  "tasks/update": "taskId",
  "tasks/cancel": "taskId",
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
});

/** The params field Mcp-Name mirrors for a method, if it has one (never an Object.prototype member). */
function nameFieldOf(method: string): string | undefined {
  return Object.hasOwn(NAME_FIELDS, method) ? NAME_FIELDS[method] : undefined;
}

/** Options for the header check. */
export interface HeaderCheckOptions {
  /** Also refuse a request whose Mcp-Method, or Mcp-Name where its method has a target, is missing. Default false. */
  requirePresence?: boolean;
}

/**
 * Builds the routing headers a client sends with a request: Mcp-Method, and Mcp-Name when the method has a target.
 * A header is only written from text that has a UTF-8 encoding: a method or target holding a lone surrogate, or a
 * request that cannot be read, leaves its header out (and encode refuses such a request anyway).
 */
export function routingHeaders(request: { method: string; params?: unknown }): Record<string, string> {
  const headers: Record<string, string> = {};
  try {
    if (!isRecord(request)) return headers;
    const method = request.method;
    if (typeof method !== "string" || method === "" || !isWellFormedText(method)) return headers;
    headers[MCP_METHOD_HEADER] = method;
    const field = nameFieldOf(method);
    const target = field !== undefined && isRecord(request.params) ? request.params[field] : undefined;
    if (typeof target === "string" && isWellFormedText(target)) headers[MCP_NAME_HEADER] = encodeHeaderValue(target);
  } catch {
    // A getter or a Proxy trap threw: the headers read so far are all there is.
  }
  return headers;
}

/** Reads every value of a header, matching its name case-insensitively; an absent header gives []. */
export function readHeader(headers: HeadersLike, name: string): string[] {
  if (typeof headers !== "object" || headers === null || typeof name !== "string") return [];
  try {
    const values = valuesOf(headers, name);
    return values === undefined ? [] : typeof values === "string" ? [values] : values;
  } catch {
    // Headers whose getter or Proxy trap throws carry nothing readable.
    return [];
  }
}

const LOWER_NAMES: Readonly<Record<string, string>> = {
  [MCP_METHOD_HEADER]: "mcp-method",
  [MCP_NAME_HEADER]: "mcp-name",
};

/**
 * The values of a header as readHeader lists them, without building an array for the usual none (undefined) or one
 * (the string): servers and lint read these headers on every request.
 */
function valuesOf(headers: HeadersLike, name: string): string | string[] | undefined {
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function") {
    const value = (get as (n: string) => unknown).call(headers, name);
    return typeof value === "string" ? value : undefined;
  }
  const wanted = LOWER_NAMES[name] ?? name.toLowerCase();
  let found: string | string[] | undefined;
  for (const key in headers) {
    // The name as written here (the usual spelling) matches without folding.
    if (!(key === name || sameName(key, wanted)) || !Object.hasOwn(headers, key)) continue;
    const value = (headers as Record<string, unknown>)[key];
    if (typeof value === "string") found = withValue(found, value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") found = withValue(found, v);
  }
  return found;
}

function withValue(found: string | string[] | undefined, value: string): string | string[] {
  if (found === undefined) return value;
  if (typeof found === "string") return [found, value];
  found.push(value);
  return found;
}

/** Whether `key` lowercases to `lower`; ASCII is folded in place, and only a key with other characters is lowercased whole. */
function sameName(key: string, lower: string): boolean {
  if (key.length === lower.length) {
    let i = 0;
    for (; i < key.length; i++) {
      let c = key.charCodeAt(i);
      if (c >= 0x80) break;
      if (c >= 0x41 && c <= 0x5a) c += 0x20;
      if (c !== lower.charCodeAt(i)) return false;
    }
    if (i === key.length) return true;
  } else {
    let ascii = true;
    for (let i = 0; i < key.length && ascii; i++) ascii = key.charCodeAt(i) < 0x80;
    if (ascii) return false;
  }
  return key.toLowerCase() === lower;
}

/** A header issue points at the body value the header mirrors: /method, or the params field. */
function headerIssue(path: string, keyword: string, message: string, code: string): Issue {
  return { path, keyword, message, code };
}

function checkMethodValue(issues: Issue[], value: string, method: string): void {
  const trimmed = value.trim();
  if (trimmed !== method) {
    issues.push(
      headerIssue(
        "/method",
        "const",
        `the ${MCP_METHOD_HEADER} header ${JSON.stringify(trimmed)} does not match the method ${JSON.stringify(method)}`,
        ISSUE_CODES.headerMethodMismatch,
      ),
    );
  }
}

function checkNameValue(issues: Issue[], raw: string, field: string, target: unknown, code: string): void {
  const value = decodeHeaderValue(raw);
  if (value === null) {
    issues.push(
      headerIssue(
        `/params/${field}`,
        "format",
        `the ${MCP_NAME_HEADER} header is not a valid =?base64?...?= value`,
        code,
      ),
    );
  } else if (value !== target) {
    issues.push(
      headerIssue(
        `/params/${field}`,
        "const",
        `the ${MCP_NAME_HEADER} header ${JSON.stringify(value)} does not match params.${field} ${JSON.stringify(target ?? null)}`,
        code,
      ),
    );
  }
}

/** Compares the routing headers with the request body; each mismatch, or absence when required, is an issue. Never throws. */
export function headerIssues(headers: HeadersLike, request: unknown, options?: HeaderCheckOptions): Issue[] {
  const issues: Issue[] = [];
  try {
    if (!isRecord(request) || typeof request.method !== "string") return issues;
    const method = request.method;
    // A string (of any length) or another primitive is refused at once, never walked as a record of characters.
    if (typeof headers !== "object" || headers === null) {
      issues.push(
        headerIssue(
          "/method",
          "type",
          "the request headers must be a Headers object or a record of header values",
          ISSUE_CODES.headerMethodMismatch,
        ),
      );
      return issues;
    }
    const requirePresence = isRecord(options) && options.requirePresence === true;
    const methods = valuesOf(headers, MCP_METHOD_HEADER);
    if (methods === undefined && requirePresence) {
      issues.push(
        headerIssue("/method", "required", `the ${MCP_METHOD_HEADER} header is missing`, ISSUE_CODES.headerMissing),
      );
    }
    if (typeof methods === "string") checkMethodValue(issues, methods, method);
    else if (methods !== undefined) for (const value of methods) checkMethodValue(issues, value, method);
    const field = nameFieldOf(method);
    if (field === undefined) return issues;
    const target = isRecord(request.params) ? request.params[field] : undefined;
    const names = valuesOf(headers, MCP_NAME_HEADER);
    // The tasks/* methods are the ones whose target is params.taskId.
    const isTasks = field === "taskId";
    const mismatch = isTasks ? ISSUE_CODES.tasksNameHeaderMismatch : ISSUE_CODES.headerMismatch;
    if (names === undefined && requirePresence) {
      issues.push(
        headerIssue(
          `/params/${field}`,
          "required",
          `the ${MCP_NAME_HEADER} header is missing; for ${method} it carries params.${field}`,
          isTasks ? ISSUE_CODES.tasksNameHeaderMissing : ISSUE_CODES.headerMissing,
        ),
      );
    }
    if (typeof names === "string") checkNameValue(issues, names, field, target, mismatch);
    else if (names !== undefined) for (const raw of names) checkNameValue(issues, raw, field, target, mismatch);
  } catch {
    issues.push(
      headerIssue(
        "/method",
        "unreadable",
        "the request or its headers could not be read",
        ISSUE_CODES.headerMethodMismatch,
      ),
    );
  }
  return issues;
}

/** Checks the routing headers against a request: the -32020 error response on a mismatch, or null. Never throws. */
export function checkHeaders(
  headers: HeadersLike,
  request: unknown,
  options?: HeaderCheckOptions,
): T.HeaderMismatchError | null {
  const issues = headerIssues(headers, request, options);
  if (issues.length === 0) return null;
  let id: T.RequestId | undefined;
  try {
    id = readId(request);
  } catch {
    id = undefined;
  }
  return headerMismatchError(id, `Header mismatch: ${issues.map((i) => i.message).join("; ")}`);
}
