/**
 * Streamable HTTP routing headers: `Mcp-Method` carries the request's method and `Mcp-Name` its target
 * (`params.taskId` for tasks/*, `params.name` for tools/call and prompts/get, `params.uri` for resources/read).
 * Presence is the client's duty; by default a server checks only the headers that are present, because clients
 * send no Mcp-Name for methods without a target (such as the removed tasks/result and tasks/list).
 */
import type * as T from "../../generated/types.js";
import type { Issue } from "../result.js";
import { ISSUE_CODES } from "./codes.js";
import { isRecord, readId } from "./envelope.js";
import { headerMismatchError } from "./errors.js";
import { decodeHeaderValue, encodeHeaderValue } from "./header-value.js";

/** Request headers as a Fetch `Headers`, a plain record, or Node's IncomingHttpHeaders; names match case-insensitively. */
export type HeadersLike = { get(name: string): string | null } | { readonly [name: string]: string | readonly string[] | undefined };

/** The method header. */
export const MCP_METHOD_HEADER = "Mcp-Method";
/** The target header. */
export const MCP_NAME_HEADER = "Mcp-Name";

/** The params field that Mcp-Name mirrors, by method. */
export const NAME_FIELDS: Readonly<Record<string, string>> = {
  "tasks/get": "taskId",
  "tasks/update": "taskId",
  "tasks/cancel": "taskId",
  "tools/call": "name",
  "prompts/get": "name",
  "resources/read": "uri",
};

/** Options for the header check. */
export interface HeaderCheckOptions {
  /** Also refuse a request whose Mcp-Method, or Mcp-Name where its method has a target, is missing. Default false. */
  requirePresence?: boolean;
}

/** Builds the routing headers a client sends with a request: Mcp-Method, and Mcp-Name when the method has a target. */
export function routingHeaders(request: { method: string; params?: unknown }): Record<string, string> {
  const headers: Record<string, string> = { [MCP_METHOD_HEADER]: request.method };
  const field = NAME_FIELDS[request.method];
  const target = field !== undefined && isRecord(request.params) ? request.params[field] : undefined;
  if (typeof target === "string") headers[MCP_NAME_HEADER] = encodeHeaderValue(target);
  return headers;
}

/** Reads every value of a header, matching its name case-insensitively; an absent header gives []. */
export function readHeader(headers: HeadersLike, name: string): string[] {
  const get = (headers as { get?: unknown }).get;
  if (typeof get === "function") {
    const value = (get as (n: string) => unknown).call(headers, name);
    return typeof value === "string" ? [value] : [];
  }
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const value = (headers as Record<string, unknown>)[key];
    if (typeof value === "string") values.push(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === "string") values.push(v);
  }
  return values;
}

/** A header issue points at the body value the header mirrors: /method, or the params field. */
function headerIssue(path: string, keyword: string, message: string, code: string): Issue {
  return { path, keyword, message, code };
}

/** Compares the routing headers with the request body; each mismatch, or absence when required, is an issue. Never throws. */
export function headerIssues(headers: HeadersLike, request: unknown, options?: HeaderCheckOptions): Issue[] {
  if (!isRecord(request) || typeof request.method !== "string") return [];
  const method = request.method;
  const issues: Issue[] = [];
  try {
    const methods = readHeader(headers, MCP_METHOD_HEADER);
    if (methods.length === 0 && options?.requirePresence) {
      issues.push(headerIssue("/method", "required", `the ${MCP_METHOD_HEADER} header is missing`, ISSUE_CODES.headerMissing));
    }
    for (const value of methods) {
      if (value.trim() !== method) {
        issues.push(headerIssue("/method", "const", `the ${MCP_METHOD_HEADER} header ${JSON.stringify(value.trim())} does not match the method ${JSON.stringify(method)}`, ISSUE_CODES.headerMethodMismatch));
      }
    }
    const field = NAME_FIELDS[method];
    if (field === undefined) return issues;
    const target = isRecord(request.params) ? request.params[field] : undefined;
    const names = readHeader(headers, MCP_NAME_HEADER);
    const isTasks = method.startsWith("tasks/");
    const mismatch = isTasks ? ISSUE_CODES.tasksNameHeaderMismatch : ISSUE_CODES.headerMismatch;
    if (names.length === 0 && options?.requirePresence) {
      issues.push(headerIssue(`/params/${field}`, "required", `the ${MCP_NAME_HEADER} header is missing; for ${method} it carries params.${field}`, isTasks ? ISSUE_CODES.tasksNameHeaderMissing : ISSUE_CODES.headerMissing));
    }
    for (const raw of names) {
      const value = decodeHeaderValue(raw);
      if (value === null) {
        issues.push(headerIssue(`/params/${field}`, "format", `the ${MCP_NAME_HEADER} header is not a valid =?base64?...?= value`, mismatch));
      } else if (value !== target) {
        issues.push(headerIssue(`/params/${field}`, "const", `the ${MCP_NAME_HEADER} header ${JSON.stringify(value)} does not match params.${field} ${JSON.stringify(target ?? null)}`, mismatch));
      }
    }
  } catch {
    issues.push(headerIssue("/method", "unreadable", "the request headers could not be read", ISSUE_CODES.headerMethodMismatch));
  }
  return issues;
}

/** Checks the routing headers against a request: the -32020 error response on a mismatch, or null. Never throws. */
export function checkHeaders(headers: HeadersLike, request: unknown, options?: HeaderCheckOptions): T.HeaderMismatchError | null {
  const issues = headerIssues(headers, request, options);
  if (issues.length === 0) return null;
  return headerMismatchError(readId(request), `Header mismatch: ${issues.map((i) => i.message).join("; ")}`);
}
