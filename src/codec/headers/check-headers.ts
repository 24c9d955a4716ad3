/**
 * Checks the routing headers against the request body. Presence is the client's duty; by default a server checks only
 * the headers that are present, because clients send no Mcp-Name for methods without a target (such as the removed
 * tasks/result and tasks/list).
 */
import type * as T from "../../../generated/types.js";
import type { Issue } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";
import { readId } from "../envelope.js";
import { headerMismatchError } from "../errors.js";
import { decodeHeaderValue } from "./header-value.js";
import { type HeadersLike, type RoutingValues, routingValuesOf, valuesOf } from "./read-header.js";
import { MCP_METHOD_HEADER, MCP_NAME_HEADER, nameFieldOf } from "./routing-headers.js";
import { isRecord } from "../../shared/record.js";

/** Options for the header check. */
export interface HeaderCheckOptions {
  /** Also refuse a request whose Mcp-Method, or Mcp-Name where its method has a target, is missing. Default false. */
  requirePresence?: boolean;
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
    // Both headers read in one pass; a pass that throws is left to valuesOf, which reads them one at a time.
    let routing: RoutingValues | undefined;
    try {
      routing = routingValuesOf(headers);
    } catch {
      routing = undefined;
    }
    const methods = routing === undefined ? valuesOf(headers, MCP_METHOD_HEADER) : routing.method;
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
    const names = routing === undefined ? valuesOf(headers, MCP_NAME_HEADER) : routing.name;
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
