/**
 * A client's side of a 2026-07-28 tasks server. {@link tasksSessionOptions} gives the official
 * `@modelcontextprotocol/ext-tasks` client what it needs to speak that revision from `@modelcontextprotocol/client`
 * (a raw dispatcher and the request framing); {@link postRequest} sends one request with plain `fetch`, for clients
 * built on the codec's own builders.
 *
 * @module mcp-tasks/client
 */
export type { TasksEndpoint } from "./endpoint.js";
export { CLIENT_PROTOCOL_VERSION, DEFAULT_MAX_RESPONSE_BYTES } from "./endpoint.js";
export type { Answer } from "./post.js";
export { postRequest } from "./post.js";
export type { DispatchResponse, JsonValue, RawDispatch, RequestFraming, TasksSessionOptions } from "./session.js";
export { rawDispatch, tasksSessionOptions } from "./session.js";
