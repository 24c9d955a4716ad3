/** Stable `code` values for codec issues: a SEP-2663 requirement or conformance check id where one applies. */

/** Every code the codec puts on an issue, by name. */
export const ISSUE_CODES = Object.freeze({
  /** The text is not JSON, or the bytes are not UTF-8. */
  invalidJson: "mcp-tasks/invalid-json",
  /** The input is larger than the configured size limit. */
  tooLarge: "mcp-tasks/too-large",
  /** The input nests deeper than the configured depth limit. */
  tooDeep: "mcp-tasks/too-deep",
  /** An already-parsed value holds something JSON cannot carry: a cycle, a function, a non-finite number... */
  notJson: "mcp-tasks/not-json",
  /**
   * A string holds a lone surrogate (a UTF-16 code unit D800–DFFF without its pair). Such text has no UTF-8 encoding,
   * so the codec refuses it wherever it appears: decoded, encoded or written into a header.
   */
  loneSurrogate: "mcp-tasks/lone-surrogate",
  /** The value could not be read (a getter or proxy threw). */
  unreadable: "mcp-tasks/unreadable",
  /** The JSON-RPC envelope is broken: jsonrpc, id, method, params, result or error. */
  invalidEnvelope: "mcp-tasks/invalid-envelope",
  /** A JSON-RPC batch (array), which MCP does not use. */
  batch: "mcp-tasks/batch-unsupported",
  /** The message does not match the schema of its kind. */
  schema: "mcp-tasks/schema",
  /** A result carries a `resultType` the request cannot be answered with. */
  unknownResultType: "mcp-tasks/unknown-result-type",
  /** A result carried no `resultType`; it was treated as "complete" (a notice, not a failure). */
  resultTypeAbsent: "mcp-tasks/result-type-absent",
  /** A response's id is not the id of the request it was decoded against. */
  idMismatch: "mcp-tasks/id-mismatch",
  /** An error response carried `id: null`; it was read as an error response whose id is unknown (a notice when decoding, refused when encoding). */
  nullErrorId: "mcp-tasks/null-error-id",
  /** A response was expected but another kind of message arrived. */
  notAResponse: "mcp-tasks/not-a-response",
  /** The Mcp-Name header of a tasks/* request does not match params.taskId. */
  tasksNameHeaderMismatch: "sep-2663-server-rejects-mismatched-mcp-name-on-tasks-get",
  /** The Mcp-Name header of a tasks/* request is missing, where presence was required. */
  tasksNameHeaderMissing: "sep-2663-client-emits-mcp-name-on-tasks-methods",
  /** The Mcp-Method header does not match the request's method. */
  headerMethodMismatch: "tasks-headers-reject-mismatched-method",
  /** The Mcp-Name header of another request does not match the body. */
  headerMismatch: "mcp-tasks/header-mismatch",
  /** A routing header is missing, where presence was required. */
  headerMissing: "mcp-tasks/header-missing",
  /** A CreateTaskResult answers a request that did not declare the extension. */
  undeclaredTaskResult: "sep-2663-server-rejects-undeclared-client",
  /** A CreateTaskResult answers a request type that does not support tasks. */
  unsupportedTaskResult: "sep-2663-client-rejects-task-result-on-unsupported",
  /** A tasks/* request from a client that did not declare the extension. */
  undeclaredTasksRequest: "sep-2663-tasks-methods-non-declaring",
  /** A subscriptions/listen asking for task notifications from a client that did not declare the extension. */
  undeclaredTaskSubscription: "sep-2663-subscribe-missing-capability-non-declaring",
  /** A -32021 error without `data.requiredCapabilities`. */
  missingCapabilityDataShape: "sep-2663-server-returns-missing-capability-data-shape",
  /** The pre-2026-07-28 -32003 code for a missing client capability (a notice when decoding, refused when encoding). */
  legacyMissingCapabilityCode: "sep-2663-server-returns-missing-capability-when-required",
  /** The removed tasks/result method. */
  legacyTasksResult: "sep-2663-tasks-result-removed-method-not-found",
  /** The removed tasks/list method. */
  legacyTasksList: "tasks-removed-tasks-list",
  /** The 2025-11-25 notifications/tasks/status method. */
  legacyStatusNotification: "mcp-tasks/legacy-status-notification",
  /** The 2025-11-25 `ttl` and `pollInterval` fields. */
  legacyFieldNames: "tasks-wire-field-renames",
  /** The 2025-11-25 CreateTaskResult, which nests the task under `task`. */
  legacyNestedTask: "sep-2663-result-type-task-on-create",
  /** A 2025-11-25 tasks/get result without the inlined result, which came from tasks/result. */
  legacyResultNotInlined: "sep-2663-tasks-get-status-completed",
  /** A 2025-11-25 tasks/cancel result, which returned the task instead of an empty acknowledgement. */
  legacyCancelResult: "sep-2663-cancel-ack-empty-result",
  /** The 2025-11-25 `task` param on tools/call (a notice: servers ignore it). */
  legacyTaskParam: "sep-2663-legacy-task-param-ignored",
  /** The 2025-11-25 `capabilities.tasks` client capability (a notice: it does not declare the extension). */
  legacyClientCapability: "sep-2663-legacy-capability-treated-as-non-declaring",
  /** A server advertising the 2025-11-25 `capabilities.tasks`. */
  legacyServerCapability: "sep-2663-migrate-from-legacy-capabilities",
} as const);

/** One of the codes in ISSUE_CODES. */
export type IssueCode = (typeof ISSUE_CODES)[keyof typeof ISSUE_CODES];
