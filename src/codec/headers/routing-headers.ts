/**
 * The streamable HTTP routing headers and the request fields they mirror: `Mcp-Method` carries the request's method
 * and `Mcp-Name` its target; a client builds them with {@link routingHeaders}.
 */
import { encodeHeaderValue } from "./header-value.js";
import { isWellFormedText } from "../text/limits.js";
import { isRecord } from "../../shared/record.js";

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

/**
 * The params field Mcp-Name mirrors for a method, if it has one (never an Object.prototype member).
 *
 * @internal
 */
export function nameFieldOf(method: string): string | undefined {
  return Object.hasOwn(NAME_FIELDS, method) ? NAME_FIELDS[method] : undefined;
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
