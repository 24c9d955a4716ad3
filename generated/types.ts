/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */

/**
 * A uniquely identifying ID for a request in JSON-RPC: a string or an integer, never null or fractional.
 */
export type RequestId = string | number;
/**
 * A server-generated, non-empty task identifier. Servers must generate it with enough entropy that it cannot be guessed.
 */
export type TaskId = string;
/**
 * An ISO 8601 date-time with a time zone: extended (2025-11-25T10:30:00Z, 2025-11-25T10:30:00.5+01:00) or basic (20251125T103000Z, 20251125T103000+0100) format, an optional fraction, and `Z` or a ±hh[:mm] offset, naming a real calendar date (no 31 April, no 29 February outside leap years).
 */
export type Timestamp = string;
/**
 * A duration in integer milliseconds, from 0 to 2^53-1.
 */
export type Milliseconds = number;
/**
 * The status of a task. `completed`, `failed` and `cancelled` are terminal.
 */
export type TaskStatus = "working" | "input_required" | "completed" | "failed" | "cancelled";
/**
 * A server-to-client request carried in `inputRequests`: exactly one of elicitation/create, sampling/createMessage or roots/list. Dispatched on `method`.
 */
export type InputRequest = ElicitRequest | CreateMessageRequest | ListRootsRequest;
/**
 * The params of elicitation/create: form mode (the default) or url mode.
 */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;
/**
 * The sender or recipient of a message in a conversation.
 */
export type Role = "user" | "assistant";
/**
 * The content of a sampling message or result: one content block or an array of them.
 */
export type SamplingContent = SamplingContentBlock | SamplingContentBlock[];
/**
 * One block of sampling content: text, image, audio, tool_use or tool_result. Dispatched on `type`.
 */
export type SamplingContentBlock =
  TextContent | ImageContent | AudioContent | ToolUseContent | ToolResultContent;
/**
 * A content block of a tool result: text, image, audio, resource_link or resource. Dispatched on `type`.
 */
export type ContentBlock =
  TextContent | ImageContent | AudioContent | ResourceLink | EmbeddedResource;
/**
 * The contents of a resource: its `uri` and either its `text` or its base64 `blob`.
 */
export type ResourceContents = ResourceContents1 & {
  uri: string;
  mimeType?: string;
};
export type ResourceContents1 =
  | {
      text: string;
    }
  | {
      blob: string;
    };
/**
 * A task that is in a normal working state. Used by tasks/get and notifications/tasks.
 */
export type WorkingTask = Task & {
  status: "working";
};
/**
 * A task that is waiting for input from the client. Its `inputRequests` holds every outstanding server-to-client request, keyed by identifiers unique over the task's lifetime.
 */
export type InputRequiredTask = Task & {
  status: "input_required";
  inputRequests: NonEmptyInputRequests;
};
/**
 * A task that has completed. Its `result` matches the result type of the original request, for a tool call a CallToolResult, including one with `isError: true`.
 */
export type CompletedTask = Task & {
  status: "completed";
  result: JSONObject;
};
/**
 * A task that has failed because of a JSON-RPC error during execution. Never used for non-JSON-RPC errors such as a tool result with `isError: true`.
 */
export type FailedTask = Task & {
  status: "failed";
  error: Error;
};
/**
 * A task that has been cancelled. Used by tasks/get and notifications/tasks.
 */
export type CancelledTask = Task & {
  status: "cancelled";
};
/**
 * A task with the payload of its status inlined, as tasks/get and notifications/tasks carry it. Dispatched on `status`.
 */
export type DetailedTask =
  WorkingTask | InputRequiredTask | CompletedTask | FailedTask | CancelledTask;
/**
 * Result & Task with `resultType: "task"`: returned in lieu of the standard result once the task is durably created. A task born terminal or awaiting input may inline the payload of its status.
 */
export type CreateTaskResult = Task & {
  _meta?: MetaObject;
  resultType: "task";
  result?: JSONObject;
  error?: Error;
  inputRequests?: NonEmptyInputRequests;
};
/**
 * The result of tasks/get: Result & DetailedTask with `resultType: "complete"`.
 */
export type GetTaskResult = DetailedTask & {
  _meta?: MetaObject;
  resultType: "complete";
};
/**
 * A client's result for one input request: an ElicitResult, CreateMessageResult or ListRootsResult.
 */
export type InputResponse = ElicitResult | CreateMessageResult | ListRootsResult;
/**
 * The params of notifications/tasks: a complete DetailedTask, identical to what tasks/get would return at that moment.
 */
export type TaskStatusNotificationParams = DetailedTask & {
  _meta?: MetaObject;
};
/**
 * A multi round-trip interim result (`resultType: "input_required"`): the request needs input before it can be retried. At least one of `inputRequests` or `requestState` is present.
 */
export type InputRequiredResult = InputRequiredResult1 & {
  _meta?: MetaObject;
  resultType: "input_required";
  inputRequests?: InputRequests;
  requestState?: string;
};
export type InputRequiredResult1 =
  | {
      inputRequests: InputRequests;
    }
  | {
      requestState: string;
    };
/**
 * The -32021 error response (Missing Required Client Capability), naming the tasks extension in `data.requiredCapabilities.extensions`. Sent for tasks/* and task subscriptions from a client that did not declare the extension.
 */
export type MissingRequiredClientCapabilityError = JSONRPCErrorResponse & {
  error?: {
    code: -32021;
    data: {
      requiredCapabilities: {
        extensions: {
          "io.modelcontextprotocol/tasks": TasksExtensionCapability;
        };
      };
    };
  };
};
/**
 * The -32602 error response (Invalid params), sent for an unknown or expired task ID.
 */
export type InvalidParamsError = JSONRPCErrorResponse & {
  error?: {
    code: -32602;
  };
};
/**
 * The -32601 error response (Method not found), sent for the removed tasks/result and tasks/list.
 */
export type MethodNotFoundError = JSONRPCErrorResponse & {
  error?: {
    code: -32601;
  };
};
/**
 * The -32020 error response (Header mismatch), sent when the Mcp-Method or Mcp-Name header does not match the request body.
 */
export type HeaderMismatchError = JSONRPCErrorResponse & {
  error?: {
    code: -32020;
  };
};

/**
 * Any JSON object.
 */
export interface JSONObject {
  [k: string]: unknown | undefined;
}
/**
 * The contents of a `_meta` field, which clients and servers use to attach additional metadata to their interactions.
 */
export interface MetaObject {
  [k: string]: unknown | undefined;
}
/**
 * A JSON-RPC error object: an integer `code`, a string `message` and optional `data` of any type.
 */
export interface Error {
  /**
   * The error type that occurred.
   */
  code: number;
  /**
   * A short description of the error.
   */
  message: string;
  data?: unknown;
}
/**
 * Common result fields. `resultType` is required; a client receiving a result without it from an older server treats it as "complete".
 */
export interface Result {
  _meta?: MetaObject;
  /**
   * Tells the client how to parse the result object: "complete", "input_required", "task" or another value.
   */
  resultType: string;
}
/**
 * Operational metadata about ongoing work. The payload fields are optional here but exclusive to their status, and shaped as in the detailed variants: `result` (an object) appears only on a completed task, `error` (a JSON-RPC error) only on a failed one, `inputRequests` (at least one entry) only on one that requires input.
 */
export interface Task {
  taskId: TaskId;
  status: TaskStatus;
  /**
   * Optional message describing the current task state; it may be exposed to the end user or model.
   */
  statusMessage?: string;
  /**
   * ISO 8601 timestamp when the task was created.
   */
  createdAt: string;
  /**
   * ISO 8601 timestamp when the task was last updated.
   */
  lastUpdatedAt: string;
  /**
   * Time-to-live from creation in integer milliseconds, null for unlimited. It may change over the lifetime of a task.
   */
  ttlMs: number | null;
  /**
   * Suggested polling interval in integer milliseconds. It may change over the lifetime of a task.
   */
  pollIntervalMs?: number;
}
/**
 * The outstanding server-to-client requests of a task that requires input: at least one entry.
 */
export interface NonEmptyInputRequests {
  [k: string]: InputRequest | undefined;
}
/**
 * An elicitation/create request, in form or url mode.
 */
export interface ElicitRequest {
  method: "elicitation/create";
  params: ElicitRequestParams;
}
/**
 * Form-mode elicitation: a message and a flat object schema of primitive fields to collect.
 */
export interface ElicitRequestFormParams {
  _meta?: MetaObject;
  mode?: "form";
  message: string;
  requestedSchema: {
    $schema?: string;
    type: "object";
    properties: {
      [k: string]: PrimitiveSchemaDefinition | undefined;
    };
    required?: string[];
  };
}
/**
 * One field of a form-mode elicitation schema: a string, number, integer, boolean or (multi-select) array schema.
 */
export interface PrimitiveSchemaDefinition {
  type: "string" | "number" | "integer" | "boolean" | "array";
  title?: string;
  description?: string;
}
/**
 * URL-mode elicitation: the client directs the user to a URL.
 */
export interface ElicitRequestURLParams {
  _meta?: MetaObject;
  mode: "url";
  message: string;
  url: string;
}
/**
 * A sampling/createMessage request: the server asks the client to sample a language model.
 */
export interface CreateMessageRequest {
  method: "sampling/createMessage";
  params: CreateMessageRequestParams;
}
/**
 * The params of sampling/createMessage.
 */
export interface CreateMessageRequestParams {
  _meta?: MetaObject;
  messages: SamplingMessage[];
  maxTokens: number;
  systemPrompt?: string;
  includeContext?: "none" | "thisServer" | "allServers";
  temperature?: number;
  stopSequences?: string[];
  metadata?: JSONObject;
  modelPreferences?: ModelPreferences;
  tools?: Tool[];
  toolChoice?: {
    mode?: "auto" | "none" | "required";
  };
}
/**
 * A message in a sampling conversation.
 */
export interface SamplingMessage {
  _meta?: MetaObject;
  role: Role;
  content: SamplingContent;
}
/**
 * Text content.
 */
export interface TextContent {
  type: "text";
  text: string;
}
/**
 * Base64-encoded image content.
 */
export interface ImageContent {
  type: "image";
  data: string;
  mimeType: string;
}
/**
 * Base64-encoded audio content.
 */
export interface AudioContent {
  type: "audio";
  data: string;
  mimeType: string;
}
/**
 * A tool invocation requested by the model.
 */
export interface ToolUseContent {
  type: "tool_use";
  id: string;
  name: string;
  input: JSONObject;
}
/**
 * The result of a tool invocation, given back to the model.
 */
export interface ToolResultContent {
  type: "tool_result";
  toolUseId: string;
  content: ContentBlock[];
  isError?: boolean;
}
/**
 * A link to a resource the server can read, in a tool result.
 */
export interface ResourceLink {
  type: "resource_link";
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
}
/**
 * The contents of a resource embedded in a tool result.
 */
export interface EmbeddedResource {
  type: "resource";
  resource: ResourceContents;
}
/**
 * The server's preferences for model selection in sampling: hints, and cost, speed and intelligence priorities from 0 to 1.
 */
export interface ModelPreferences {
  hints?: {
    name?: string;
  }[];
  costPriority?: number;
  speedPriority?: number;
  intelligencePriority?: number;
}
/**
 * A tool the model may call during sampling: its name and the JSON Schema of its input.
 */
export interface Tool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: {};
}
/**
 * A roots/list request: the server asks for the client's roots.
 */
export interface ListRootsRequest {
  method: "roots/list";
  params?: JSONObject;
}
/**
 * The result of tasks/update: an empty acknowledgement with `resultType: "complete"`. It carries no task fields.
 */
export interface UpdateTaskResult {
  _meta?: MetaObject;
  resultType: "complete";
  taskId?: never;
  status?: never;
  result?: never;
  error?: never;
  inputRequests?: never;
}
/**
 * The result of tasks/cancel: an empty acknowledgement with `resultType: "complete"`. It carries no task fields; the task shape returned by the 2025-11-25 cancel is invalid.
 */
export interface CancelTaskResult {
  _meta?: MetaObject;
  resultType: "complete";
  taskId?: never;
  status?: never;
  result?: never;
  error?: never;
  inputRequests?: never;
}
/**
 * The settings object of the io.modelcontextprotocol/tasks extension capability. None are defined; an empty object indicates support.
 */
export interface TasksExtensionCapability {
  [k: string]: unknown | undefined;
}
/**
 * The `extensions` capability map, keyed by extension identifier.
 */
export interface ExtensionsCapability {
  "io.modelcontextprotocol/tasks"?: TasksExtensionCapability;
  [k: string]: JSONObject | TasksExtensionCapability | undefined;
}
/**
 * Per-request client capabilities. A client declares this extension with `extensions["io.modelcontextprotocol/tasks"]`; the legacy `tasks` capability does not declare it.
 */
export interface ClientCapabilities {
  extensions?: ExtensionsCapability;
  elicitation?: {
    form?: JSONObject;
    url?: JSONObject;
  };
  sampling?: {
    context?: JSONObject;
    tools?: JSONObject;
  };
  roots?: {};
}
/**
 * Server capabilities as returned by server/discover. A server declares this extension with `extensions["io.modelcontextprotocol/tasks"]` and never advertises the legacy `tasks` capability under a protocol version that includes the extension.
 */
export interface ServerCapabilities {
  extensions?: ExtensionsCapability;
  tasks?: never;
}
/**
 * The name and version of an MCP implementation.
 */
export interface Implementation {
  name: string;
  version: string;
  title?: string;
}
/**
 * The `_meta` of a request. On the stateless wire it carries the protocol version, client info and per-request client capabilities.
 */
export interface RequestMeta {
  "io.modelcontextprotocol/protocolVersion"?: string;
  "io.modelcontextprotocol/clientInfo"?: Implementation;
  "io.modelcontextprotocol/clientCapabilities"?: ClientCapabilities;
  "io.modelcontextprotocol/logLevel"?:
    "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency";
  progressToken?: string | number;
}
/**
 * The params of tasks/get and tasks/cancel: the identifier of the task.
 */
export interface TaskRequestParams {
  _meta?: RequestMeta;
  taskId: TaskId;
}
/**
 * A tasks/get request: polls the current state of a task.
 */
export interface GetTaskRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: "tasks/get";
  params: TaskRequestParams;
}
/**
 * The params of tasks/update: the task, and responses keyed like the outstanding inputRequests they answer.
 */
export interface UpdateTaskRequestParams {
  _meta?: RequestMeta;
  taskId: TaskId;
  inputResponses: InputResponses;
}
/**
 * A map of client responses to server-to-client requests, keyed like the InputRequests they answer.
 */
export interface InputResponses {
  [k: string]: InputResponse | undefined;
}
/**
 * The client's answer to an elicitation: accept (with content), decline or cancel.
 */
export interface ElicitResult {
  _meta?: MetaObject;
  action: "accept" | "decline" | "cancel";
  content?: {
    [k: string]: string | number | boolean | string[] | undefined;
  };
}
/**
 * The client's answer to sampling/createMessage.
 */
export interface CreateMessageResult {
  _meta?: MetaObject;
  role: Role;
  content: SamplingContent;
  model: string;
  stopReason?: string;
}
/**
 * The client's answer to roots/list.
 */
export interface ListRootsResult {
  _meta?: MetaObject;
  roots: {
    uri: string;
    name?: string;
  }[];
}
/**
 * A tasks/update request: answers outstanding input requests of a task.
 */
export interface UpdateTaskRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: "tasks/update";
  params: UpdateTaskRequestParams;
}
/**
 * A tasks/cancel request: signals the intent to cancel a task. Cancellation is cooperative.
 */
export interface CancelTaskRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: "tasks/cancel";
  params: TaskRequestParams;
}
/**
 * A notifications/tasks notification, pushed by a server to report a task's state.
 */
export interface TaskStatusNotification {
  jsonrpc: "2.0";
  method: "notifications/tasks";
  params: TaskStatusNotificationParams;
}
/**
 * The task part of the `notifications` filter of subscriptions/listen and of notifications/subscriptions/acknowledged: the task IDs to receive notifications/tasks for.
 */
export interface TaskSubscriptionFilter {
  taskIds?: TaskId[];
}
/**
 * A subscriptions/listen request asking for notifications/tasks on the listed tasks. A client that does not declare the extension gets -32021.
 */
export interface SubscriptionsListenRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: "subscriptions/listen";
  params: {
    _meta?: RequestMeta;
    notifications: TaskSubscriptionFilter;
  };
}
/**
 * A notifications/subscriptions/acknowledged notification listing the task IDs the server agreed to send notifications/tasks for.
 */
export interface SubscriptionsAcknowledgedNotification {
  jsonrpc: "2.0";
  method: "notifications/subscriptions/acknowledged";
  params: {
    _meta?: MetaObject;
    notifications: TaskSubscriptionFilter;
  };
}
/**
 * A map of server-to-client requests the client must fulfil. Keys are server-assigned identifiers, unique over the lifetime of the task.
 */
export interface InputRequests {
  [k: string]: InputRequest | undefined;
}
/**
 * A tools/call request, the request a server may answer with a CreateTaskResult. The legacy `task` param is unknown here and is ignored.
 */
export interface CallToolRequest {
  jsonrpc: "2.0";
  id: RequestId;
  method: "tools/call";
  params: {
    _meta?: RequestMeta;
    name: string;
    arguments?: JSONObject;
    inputResponses?: InputResponses;
    requestState?: string;
  };
}
/**
 * The complete result of a tools/call, with `resultType: "complete"`. A tool error is reported with `isError: true`, not as a JSON-RPC error.
 */
export interface CallToolResult {
  _meta?: MetaObject;
  resultType: "complete";
  content: ContentBlock[];
  structuredContent?: unknown;
  isError?: boolean;
}
/**
 * A JSON-RPC response carrying a CreateTaskResult.
 */
export interface CreateTaskResultResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result: CreateTaskResult;
}
/**
 * A JSON-RPC response carrying a GetTaskResult.
 */
export interface GetTaskResultResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result: GetTaskResult;
}
/**
 * A JSON-RPC response carrying an UpdateTaskResult.
 */
export interface UpdateTaskResultResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result: UpdateTaskResult;
}
/**
 * A JSON-RPC response carrying a CancelTaskResult.
 */
export interface CancelTaskResultResponse {
  jsonrpc: "2.0";
  id: RequestId;
  result: CancelTaskResult;
}
/**
 * A JSON-RPC response that reports an error. `id` is absent only when the request's id could not be read.
 */
export interface JSONRPCErrorResponse {
  jsonrpc: "2.0";
  id?: RequestId;
  error: Error;
}
/**
 * The outstanding server-to-client requests of a task that requires input: at least one entry.
 */
export interface InputRequests1 {
  [k: string]: InputRequest | undefined;
}
