/**
 * A tasks host for an MCP server: {@link createTasksHost} makes a fetch-style handler that owns the tasks surface
 * (task-augmented `tools/call`, `tasks/get`, `tasks/update`, `tasks/cancel`, task notifications on
 * `subscriptions/listen`) over any {@link "mcp-tasks/store"!TaskStore}, alone or in front of another MCP handler
 * such as the official SDK's `createMcpHandler(factory).fetch`, to which it passes everything else unchanged.
 * {@link toNodeListener} serves it on `node:http`.
 *
 * @module mcp-tasks/host
 */
export type {
  FetchHandler,
  TaskSupport,
  ToolResult,
  ToolContext,
  Gathered,
  GatherContext,
  HostTool,
  OwnerOf,
  HostOptions,
  HostStats,
  TasksHost,
  ClientInfo,
  HostResult,
} from "./types.js";
export { createTasksHost } from "./host.js";
export { defineTool } from "./define-tool.js";
export { jsonRpcError, LIVE_TASK_LIMIT_CODE, MAX_STATUS_MESSAGE, UNSUPPORTED_VERSION_CODE } from "./errors.js";
export type { JsonRpcErrorLike } from "./errors.js";
export { ANONYMOUS_OWNER } from "./options.js";
export { SUPPORTED_VERSIONS } from "./http/version.js";
export { toNodeListener } from "./adapters/node.js";
export type { NodeRequestLike, NodeResponseLike, NodeListener, NodeListenerOptions } from "./adapters/node.js";
