/** Identifiers the Tasks extension puts on the wire: the extension id, method names, metadata keys, error codes. */

/** The extension identifier, used as the key under `extensions` in client and server capabilities. */
export const TASKS_EXTENSION_ID = "io.modelcontextprotocol/tasks";

/** The `_meta` key under which a request carries its per-request client capabilities. */
export const CLIENT_CAPABILITIES_META_KEY = "io.modelcontextprotocol/clientCapabilities";

/**
 * The `_meta` key under which a request names the protocol version it speaks.
 *
 * @internal
 */
export const PROTOCOL_VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion";

/**
 * The protocol version whose experimental tasks the extension replaced; under it the extension is not defined.
 *
 * @internal
 */
export const LEGACY_PROTOCOL_VERSION = "2025-11-25";

/** The request methods the extension defines. */
export const TASKS_METHODS = Object.freeze({
  get: "tasks/get",
  update: "tasks/update",
  cancel: "tasks/cancel",
} as const);

/** One of the request methods the extension defines. */
export type TasksMethod = (typeof TASKS_METHODS)[keyof typeof TASKS_METHODS];

/** The notification method that pushes a task's state. */
export const TASK_STATUS_NOTIFICATION_METHOD = "notifications/tasks";

/** The request methods that may be answered with a CreateTaskResult. */
export const TASK_AUGMENTABLE_METHODS: readonly string[] = Object.freeze(["tools/call"]);

/** Methods of the 2025-11-25 design that the extension removed; a server answers them with -32601. */
export const REMOVED_METHODS: readonly string[] = Object.freeze(["tasks/result", "tasks/list"]);

/** JSON-RPC error codes the extension and the core protocol name. */
export const ERROR_CODES = Object.freeze({
  /** Invalid JSON was received. */
  PARSE_ERROR: -32700,
  /** The JSON sent is not a valid request object. */
  INVALID_REQUEST: -32600,
  /** The method does not exist, including the removed tasks/result and tasks/list. */
  METHOD_NOT_FOUND: -32601,
  /** Invalid params, including an unknown or expired task ID. */
  INVALID_PARAMS: -32602,
  /** Internal error. */
  INTERNAL_ERROR: -32603,
  /** A routing header (Mcp-Method, Mcp-Name) does not match the body. */
  HEADER_MISMATCH: -32020,
  /** The client did not declare a capability the request needs. */
  MISSING_REQUIRED_CLIENT_CAPABILITY: -32021,
  /** The value of MISSING_REQUIRED_CLIENT_CAPABILITY before 2026-07-28; recognised when decoding, never emitted. */
  LEGACY_MISSING_REQUIRED_CLIENT_CAPABILITY: -32003,
} as const);

/** The `resultType` values a result can carry; other strings are possible on the wire. */
export const RESULT_TYPES = Object.freeze({
  complete: "complete",
  inputRequired: "input_required",
  task: "task",
} as const);
