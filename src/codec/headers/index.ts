/**
 * Streamable HTTP routing headers: `Mcp-Method` carries the request's method and `Mcp-Name` its target
 * (`params.taskId` for tasks/*, `params.name` for tools/call and prompts/get, `params.uri` for resources/read).
 * Presence is the client's duty; by default a server checks only the headers that are present, because clients
 * send no Mcp-Name for methods without a target (such as the removed tasks/result and tasks/list).
 */
export { MCP_METHOD_HEADER, MCP_NAME_HEADER, NAME_FIELDS, routingHeaders } from "./routing-headers.js";
export type { HeadersLike } from "./read-header.js";
export { readHeader } from "./read-header.js";
export type { HeaderCheckOptions } from "./check-headers.js";
export { headerIssues, checkHeaders } from "./check-headers.js";
export { encodeHeaderValue, decodeHeaderValue } from "./header-value.js";
