/** mcp-tasks/host: a fetch-style MCP tasks host, standalone or in front of another MCP handler. */
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
  HostResult,
} from "./types.js";
export { createTasksHost } from "./host.js";
export { jsonRpcError, LIVE_TASK_LIMIT_CODE, UNSUPPORTED_VERSION_CODE } from "./errors.js";
export type { JsonRpcErrorLike } from "./errors.js";
export { ANONYMOUS_OWNER } from "./options.js";
export { SUPPORTED_VERSIONS } from "./version.js";
export { toNodeListener } from "./node.js";
export type { NodeRequestLike, NodeResponseLike, NodeListener } from "./node.js";
