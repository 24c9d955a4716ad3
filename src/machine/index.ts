/** The pure task state machine: status graph, server-side transitions, wire projections and the client observer. */
export { TASK_STATUSES, TERMINAL_STATUSES, isTaskStatus, isTerminal, canTransition } from "./status.js";
export { isTimestamp, toEpochMs, compareTimestamps } from "./timestamp.js";
export type { Entry } from "./entries.js";
export { toWireMap } from "./entries.js";
export type { TaskView, TaskState, JSONRPCError, InputRequestEntry, InputResponseEntry } from "./state.js";
export { isTaskState, isMilliseconds, isRpcError } from "./state.js";
export type {
  KeyedMap,
  RequestInputEvent,
  ProvideInputEvent,
  WithdrawInputEvent,
  ConsumeInputEvent,
  CompleteEvent,
  FailEvent,
  RequestCancelEvent,
  CancelEvent,
  ExpireEvent,
  UpdateEvent,
  TaskEvent,
  TransitionErrorCode,
  TransitionError,
  TransitionOk,
  TransitionResult,
  CreateResult,
} from "./events.js";
export type { CreateTaskOptions } from "./create.js";
export { createTask } from "./create.js";
export { transition } from "./transition.js";
export { inputRequestFor, inputResponseFor } from "./input.js";
export { EXPIRED_ERROR_CODE, expiresAt, isExpired, expiredError } from "./expiry.js";
export type { CreateTaskResultOptions } from "./projections.js";
export { toTask, toDetailedTask, toCreateTaskResult, toGetTaskResult, toTaskStatusNotification } from "./projections.js";
export { newTaskId } from "./new-task-id.js";
export type { PollOptions, ObserverOptions, KeyRecord, TimelineEntry, ObserverState, Violation } from "./observer-state.js";
export { createObserver, isObservedTerminal, nextPollDelay, markAnswered, unansweredInputRequests } from "./observer-state.js";
export type { Observation } from "./observer.js";
export { observe } from "./observer.js";
export { VIOLATION_CODES } from "./violation-codes.js";
export type { ViolationCode } from "./violation-codes.js";
export {
  MALFORMED_SNAPSHOT,
  TASK_ID_CHANGED,
  CREATED_AT_CHANGED,
  UPDATED_BEFORE_CREATED,
  KEY_REQUEST_CHANGED,
  KEY_REUSED,
  CHANGE_AFTER_TERMINAL,
  TERMINAL_STATUS_CHANGED,
  TERMINAL_PAYLOAD_CHANGED,
  TERMINAL_TASK_CHANGED,
} from "./violation-codes.js";
