/**
 * Arbitraries for VALID messages of every kind the Tasks extension defines, keyed by definition name.
 * Every generated value validates against the definition it is named for, survives a JSON round trip
 * unchanged (no -0, NaN, undefined or null-prototype objects) and uses plain keys (never `__proto__`).
 */
import fc from "fast-check";
import type * as T from "../../generated/types.js";
import type { DefinitionTypes } from "../../generated/validators.js";
import {
  createMessageRequestArb,
  createMessageResultArb,
  elicitFormRequestArb,
  elicitResultArb,
  elicitUrlRequestArb,
  inputRequestArb,
  inputRequestsArb,
  inputResponseArb,
  inputResponsesArb,
  listRootsRequestArb,
  listRootsResultArb,
} from "./input.js";
import {
  jsonObjectArb,
  jsonRpcErrorArb,
  keyArb,
  metaArb,
  requestIdArb,
  taskIdArb,
  timestampArb,
} from "./primitives.js";
import {
  cancelledTaskArb,
  completedTaskArb,
  detailedTaskArb,
  failedTaskArb,
  inputRequiredTaskArb,
  taskArb,
  taskOfStatus,
  workingTaskArb,
} from "./tasks.js";

const PLAIN = { noNullPrototype: true } as const;
const optionalMeta = fc.option(metaArb, { nil: undefined, freq: 4 });

/** Adds `_meta` to an object when one was drawn. */
function withMeta<V extends object>(value: V, meta: T.MetaObject | undefined): V {
  return meta === undefined ? value : { ...value, _meta: meta };
}

/** The per-request `_meta` of the stateless wire: protocol version, client info, client capabilities. */
export const requestMetaArb: fc.Arbitrary<T.RequestMeta> = fc.record(
  {
    // Versions that have the extension: under 2025-11-25 a declaration counts for nothing (see declaresTasks).
    "io.modelcontextprotocol/protocolVersion": fc.constantFrom("2026-07-28", "2026-06-30"),
    "io.modelcontextprotocol/clientInfo": fc.record(
      { name: keyArb, version: fc.constantFrom("1.0.0", "0.1.0"), title: fc.string({ maxLength: 12 }) },
      { requiredKeys: ["name", "version"], ...PLAIN },
    ),
    "io.modelcontextprotocol/clientCapabilities": fc.constant({ extensions: { "io.modelcontextprotocol/tasks": {} } }),
  },
  { requiredKeys: [], ...PLAIN },
);

/** A CreateTaskResult, including tasks born terminal or awaiting input with their payload inlined. */
export const createTaskResultArb: fc.Arbitrary<T.CreateTaskResult> = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: taskOfStatus("working", "none") },
      { weight: 1, arbitrary: taskOfStatus("input_required", "optional") },
      { weight: 2, arbitrary: taskOfStatus("completed", "optional") },
      { weight: 2, arbitrary: taskOfStatus("failed", "optional") },
      { weight: 1, arbitrary: taskOfStatus("cancelled", "none") },
    ),
    optionalMeta,
  )
  .map(([task, meta]) => withMeta({ resultType: "task" as const, ...task }, meta) as T.CreateTaskResult);

/** A tasks/get result: a DetailedTask with `resultType: "complete"`. */
export const getTaskResultArb: fc.Arbitrary<T.GetTaskResult> = fc
  .tuple(detailedTaskArb, optionalMeta)
  .map(([task, meta]) => withMeta({ resultType: "complete" as const, ...task }, meta) as T.GetTaskResult);

const ackArb = optionalMeta.map((meta) => withMeta({ resultType: "complete" as const }, meta));
/** A tasks/update result: an empty acknowledgement. */
export const updateTaskResultArb: fc.Arbitrary<T.UpdateTaskResult> = ackArb;
/** A tasks/cancel result: an empty acknowledgement. */
export const cancelTaskResultArb: fc.Arbitrary<T.CancelTaskResult> = ackArb;

const taskParamsArb = fc.record({ taskId: taskIdArb, _meta: requestMetaArb }, { requiredKeys: ["taskId"], ...PLAIN });

function request<M extends string, P>(
  method: M,
  params: fc.Arbitrary<P>,
): fc.Arbitrary<{ jsonrpc: "2.0"; id: T.RequestId; method: M; params: P }> {
  return fc.record(
    { jsonrpc: fc.constant("2.0" as const), id: requestIdArb, method: fc.constant(method), params },
    PLAIN,
  );
}

/** A tasks/get request. */
export const getTaskRequestArb: fc.Arbitrary<T.GetTaskRequest> = request("tasks/get", taskParamsArb);
/** A tasks/cancel request. */
export const cancelTaskRequestArb: fc.Arbitrary<T.CancelTaskRequest> = request("tasks/cancel", taskParamsArb);
/** A tasks/update request answering input requests. */
export const updateTaskRequestArb: fc.Arbitrary<T.UpdateTaskRequest> = request(
  "tasks/update",
  fc.record(
    { taskId: taskIdArb, inputResponses: inputResponsesArb, _meta: requestMetaArb },
    { requiredKeys: ["taskId", "inputResponses"], ...PLAIN },
  ),
);
/** A tools/call request, the request a server may answer with a task. */
export const callToolRequestArb: fc.Arbitrary<T.CallToolRequest> = request(
  "tools/call",
  fc.record({ name: keyArb, arguments: jsonObjectArb, _meta: requestMetaArb }, { requiredKeys: ["name"], ...PLAIN }),
);

/** The params of notifications/tasks: a DetailedTask, optionally with `_meta`. */
export const taskStatusNotificationParamsArb: fc.Arbitrary<T.TaskStatusNotificationParams> = fc
  .tuple(detailedTaskArb, optionalMeta)
  .map(([task, meta]) => withMeta(task, meta) as T.TaskStatusNotificationParams);

/** A notifications/tasks notification. */
export const taskStatusNotificationArb: fc.Arbitrary<T.TaskStatusNotification> = fc.record(
  {
    jsonrpc: fc.constant("2.0" as const),
    method: fc.constant("notifications/tasks" as const),
    params: taskStatusNotificationParamsArb,
  },
  PLAIN,
);

function response<R>(result: fc.Arbitrary<R>): fc.Arbitrary<{ jsonrpc: "2.0"; id: T.RequestId; result: R }> {
  return fc.record({ jsonrpc: fc.constant("2.0" as const), id: requestIdArb, result }, PLAIN);
}

/** A JSON-RPC response carrying a CreateTaskResult. */
export const createTaskResultResponseArb: fc.Arbitrary<T.CreateTaskResultResponse> = response(createTaskResultArb);
/** A JSON-RPC response carrying a GetTaskResult. */
export const getTaskResultResponseArb: fc.Arbitrary<T.GetTaskResultResponse> = response(getTaskResultArb);
/** A JSON-RPC response carrying an UpdateTaskResult. */
export const updateTaskResultResponseArb: fc.Arbitrary<T.UpdateTaskResultResponse> = response(updateTaskResultArb);
/** A JSON-RPC response carrying a CancelTaskResult. */
export const cancelTaskResultResponseArb: fc.Arbitrary<T.CancelTaskResultResponse> = response(cancelTaskResultArb);

/** The definitions that have a valid-message arbitrary. */
export const arbitraryNames = [
  "Task",
  "WorkingTask",
  "InputRequiredTask",
  "CompletedTask",
  "FailedTask",
  "CancelledTask",
  "DetailedTask",
  "CreateTaskResult",
  "GetTaskResult",
  "UpdateTaskResult",
  "CancelTaskResult",
  "GetTaskRequest",
  "UpdateTaskRequest",
  "CancelTaskRequest",
  "CallToolRequest",
  "TaskStatusNotification",
  "TaskStatusNotificationParams",
  "InputRequest",
  "InputRequests",
  "InputResponse",
  "InputResponses",
  "ElicitRequest",
  "CreateMessageRequest",
  "ListRootsRequest",
  "ElicitResult",
  "CreateMessageResult",
  "ListRootsResult",
  "CreateTaskResultResponse",
  "GetTaskResultResponse",
  "UpdateTaskResultResponse",
  "CancelTaskResultResponse",
  "RequestMeta",
  "Timestamp",
  "TaskId",
  "Error",
] as const;

/** A definition name that has a valid-message arbitrary. */
export type ArbitraryName = (typeof arbitraryNames)[number];

/** A valid-value arbitrary per definition name, typed with the definition's generated type. */
export const arbitraries: { readonly [K in ArbitraryName]: fc.Arbitrary<DefinitionTypes[K]> } = {
  Task: taskArb,
  WorkingTask: workingTaskArb,
  InputRequiredTask: inputRequiredTaskArb,
  CompletedTask: completedTaskArb,
  FailedTask: failedTaskArb,
  CancelledTask: cancelledTaskArb,
  DetailedTask: detailedTaskArb,
  CreateTaskResult: createTaskResultArb,
  GetTaskResult: getTaskResultArb,
  UpdateTaskResult: updateTaskResultArb,
  CancelTaskResult: cancelTaskResultArb,
  GetTaskRequest: getTaskRequestArb,
  UpdateTaskRequest: updateTaskRequestArb,
  CancelTaskRequest: cancelTaskRequestArb,
  CallToolRequest: callToolRequestArb,
  TaskStatusNotification: taskStatusNotificationArb,
  TaskStatusNotificationParams: taskStatusNotificationParamsArb,
  InputRequest: inputRequestArb,
  InputRequests: inputRequestsArb,
  InputResponse: inputResponseArb,
  InputResponses: inputResponsesArb,
  ElicitRequest: fc.oneof(elicitFormRequestArb, elicitUrlRequestArb),
  CreateMessageRequest: createMessageRequestArb,
  ListRootsRequest: listRootsRequestArb,
  ElicitResult: elicitResultArb,
  CreateMessageResult: createMessageResultArb,
  ListRootsResult: listRootsResultArb,
  CreateTaskResultResponse: createTaskResultResponseArb,
  GetTaskResultResponse: getTaskResultResponseArb,
  UpdateTaskResultResponse: updateTaskResultResponseArb,
  CancelTaskResultResponse: cancelTaskResultResponseArb,
  RequestMeta: requestMetaArb,
  Timestamp: timestampArb,
  TaskId: taskIdArb,
  Error: jsonRpcErrorArb,
};

/** The building-block arbitraries, re-exported so callers need one import. */
export {
  taskArb,
  workingTaskArb,
  inputRequiredTaskArb,
  completedTaskArb,
  failedTaskArb,
  cancelledTaskArb,
  detailedTaskArb,
  inputRequestArb,
  inputRequestsArb,
  inputResponseArb,
  inputResponsesArb,
  elicitFormRequestArb,
  elicitUrlRequestArb,
  createMessageRequestArb,
  listRootsRequestArb,
  elicitResultArb,
  createMessageResultArb,
  listRootsResultArb,
  timestampArb,
  taskIdArb,
  jsonRpcErrorArb,
};
