/**
 * The task lifecycle as pure functions, with no validator loaded: what a server embeds to run its tasks and a client
 * to follow them.
 *
 * - Server side: {@link createTask} makes a task's first state and {@link transition} applies one event to it (answer
 *   input, complete, fail, cancel, expire), refusing what the extension forbids; {@link toGetTaskResult},
 *   {@link toCreateTaskResult} and the other projections turn a state into what goes on the wire.
 * - Client side: {@link createObserver} and {@link observe} fold the snapshots a client polls into what is new, when to
 *   poll next and which rules the server broke ({@link VIOLATION_CODES}).
 * - The status graph ({@link TASK_STATUSES}, {@link canTransition}) and timestamps ({@link isTimestamp},
 *   {@link compareTimestamps}).
 *
 * @module mcp-tasks/machine
 */
export { TASK_STATUSES, TERMINAL_STATUSES, STATUS_GRAPH, isTaskStatus, isTerminal, canTransition } from "./status.js";
export type { EventHandling, TaskEventType } from "./status.js";
export { isTimestamp, toEpochMs, compareTimestamps } from "./time/timestamp.js";
export type { Entry } from "./entries.js";
export { toWireMap } from "./entries.js";
export type { TaskView, TaskState, JSONRPCError, InputRequestEntry, InputResponseEntry } from "./state.js";
export { isTaskState, isMilliseconds, isRpcError } from "./state.js";
export { isJsonValue } from "./json.js";
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
export { EXPIRED_ERROR_CODE, expiresAt, isExpired, expiredError } from "./time/expiry.js";
export type { CreateTaskResultOptions } from "./projections.js";
export {
  toTask,
  toDetailedTask,
  toCreateTaskResult,
  toGetTaskResult,
  toTaskStatusNotification,
} from "./projections.js";
export { newTaskId } from "./new-task-id.js";
export type {
  PollOptions,
  ObserverOptions,
  KeyRecord,
  TimelineEntry,
  ObserverState,
  Violation,
} from "./observer/state.js";
export { createObserver } from "./observer/state.js";
export {
  isObservedTerminal,
  nextPollDelay,
  markAnswered,
  unansweredInputRequests,
} from "./observer/queries.js";
export type { Observation } from "./observer/observation.js";
export { observe } from "./observer/observe.js";
export { VIOLATION_CODES } from "./observer/violation-codes.js";
export type { ViolationCode } from "./observer/violation-codes.js";
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
} from "./observer/violation-codes.js";
