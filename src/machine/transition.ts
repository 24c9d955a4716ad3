/** `transition(state, event)`: the pure server-side reducer. It never throws, reads no clock and mutates nothing. */
import type {
  CancelEvent,
  CompleteEvent,
  ConsumeInputEvent,
  ExpireEvent,
  FailEvent,
  ProvideInputEvent,
  RequestInputEvent,
  TaskEvent,
  TransitionResult,
  UpdateEvent,
  WithdrawInputEvent,
} from "./events.js";
import { refuse, unchanged } from "./events.js";
import { expire } from "./time/expiry.js";
import { cancel, complete, fail, requestCancel } from "./finish.js";
import { consumeInput, provideInput, requestInput, withdrawInput } from "./input.js";
import type { TaskState } from "./state.js";
import { handlingOf, isTaskStatus, type TaskEventType } from "./status.js";
import { isTimestamp } from "./time/timestamp.js";
import { update } from "./update.js";
import { isRecord } from "../shared/record.js";

/**
 * Applies one event. Accepted: `{ ok: true, state, changed }` (input events add `accepted` and `ignored`).
 * Refused: `{ ok: false, error: { code, message, from } }`; the caller keeps its old state.
 * `lastUpdatedAt` becomes the later of its old value and `now` whenever the state changes.
 *
 * @example
 * ```ts
 * import { createTask, transition } from "mcp-tasks/machine";
 *
 * const created = createTask({ taskId: "t-1", now: "2026-11-22T10:00:00Z", ttlMs: 60_000 });
 * if (!created.ok) throw new Error(created.error.message);
 * const done = transition(created.state, { type: "complete", now: "2026-11-22T10:00:05Z", result: { content: [], isError: false } });
 * console.log(done.ok ? done.state.status : done.error.code); // "completed"
 * ```
 */
export function transition(state: TaskState, event: TaskEvent): TransitionResult {
  let from: TaskState["status"];
  try {
    if (!isRecord(state) || !isTaskStatus(state.status) || typeof state.lastUpdatedAt !== "string") {
      return refuse("invalid_state", "the state is not a task state", null);
    }
    from = state.status;
  } catch {
    return refuse("invalid_state", "the state could not be read", null);
  }
  try {
    if (!isRecord(event)) return refuse("invalid_event", "the event must be an object", from);
    return dispatch(state, event as Readonly<Record<string, unknown>>, from);
  } catch {
    return refuse("invalid_state", "the state or the event could not be read", from);
  }
}

/**
 * Hands each reducer a copy of the fields its event type reads, each read once from the event: a getter cannot answer
 * one value to a check and another to the state built from it.
 */
function dispatch(state: TaskState, e: Readonly<Record<string, unknown>>, from: TaskState["status"]): TransitionResult {
  const read = e.type;
  const now = e.now as string;
  if (!isTimestamp(now)) return refuse("invalid_event", "now must be an ISO 8601 timestamp with a time zone", from);
  const handling = handlingOf(from, read);
  if (handling === undefined) return refuse("invalid_event", `unknown event type ${describeEventType(read)}`, from);
  const type = read as TaskEventType;
  if (handling === "refuse") return refuse("terminal", `a ${from} task ${REFUSED[type]}`, from);
  if (handling === "acknowledge") return unchanged(state);
  switch (type) {
    case "requestInput":
      return requestInput(state, {
        type,
        now,
        inputRequests: e.inputRequests,
        statusMessage: e.statusMessage,
      } as RequestInputEvent);
    case "provideInput":
      return provideInput(state, { type, now, inputResponses: e.inputResponses } as ProvideInputEvent);
    case "withdrawInput":
      return withdrawInput(state, { type, now, keys: e.keys, statusMessage: e.statusMessage } as WithdrawInputEvent);
    case "consumeInput":
      return consumeInput(state, { type, now, keys: e.keys } as ConsumeInputEvent);
    case "complete":
      return complete(state, { type, now, result: e.result, statusMessage: e.statusMessage } as CompleteEvent);
    case "fail":
      return fail(state, { type, now, error: e.error, statusMessage: e.statusMessage } as FailEvent);
    case "requestCancel":
      return requestCancel(state, { type, now });
    case "cancel":
      return cancel(state, { type, now, statusMessage: e.statusMessage } as CancelEvent);
    case "expire":
      return expire(state, { type, now, error: e.error, statusMessage: e.statusMessage } as ExpireEvent);
    case "update":
      return update(state, {
        type,
        now,
        statusMessage: e.statusMessage,
        pollIntervalMs: e.pollIntervalMs,
        ttlMs: e.ttlMs,
      } as UpdateEvent);
  }
}

/** How a refusal of each event type reads, after "a <status> task". */
const REFUSED: Readonly<Record<TaskEventType, string>> = {
  requestInput: "cannot request input",
  provideInput: "cannot take input",
  withdrawInput: "has no input requests to withdraw",
  consumeInput: "holds no input",
  complete: "cannot complete",
  fail: "cannot fail",
  requestCancel: "cannot take a cancel request",
  cancel: "cannot be cancelled",
  expire: "cannot expire",
  update: "cannot be updated",
};

function describeEventType(type: unknown): string {
  return typeof type === "string" ? JSON.stringify(type) : `of type ${typeof type}`;
}
