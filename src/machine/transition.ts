/** `transition(state, event)`: the pure server-side reducer. It never throws, reads no clock and mutates nothing. */
import type { TaskEvent, TransitionResult } from "./events.js";
import { refuse } from "./events.js";
import { isPlainObject } from "./entries.js";
import { expire } from "./expiry.js";
import { cancel, complete, fail, requestCancel } from "./finish.js";
import { consumeInput, provideInput, requestInput, withdrawInput } from "./input.js";
import type { TaskState } from "./state.js";
import { isTaskStatus } from "./status.js";
import { isTimestamp } from "./timestamp.js";
import { update } from "./update.js";

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
    if (!isPlainObject(state) || !isTaskStatus(state.status) || typeof state.lastUpdatedAt !== "string") {
      return refuse("invalid_state", "the state is not a task state", null);
    }
    from = state.status;
  } catch {
    return refuse("invalid_state", "the state could not be read", null);
  }
  try {
    if (!isPlainObject(event)) return refuse("invalid_event", "the event must be an object", from);
    return dispatch(state, fieldsOf(event), from);
  } catch {
    return refuse("invalid_state", "the state or the event could not be read", from);
  }
}

/**
 * The event's fields, each read once: a getter cannot answer one value to a check and another to the state built
 * from it.
 */
function fieldsOf(event: TaskEvent): TaskEvent {
  const e = event as Partial<Record<keyof AllFields, unknown>>;
  const fields: AllFields = {
    type: e.type,
    now: e.now,
    statusMessage: e.statusMessage,
    result: e.result,
    error: e.error,
    inputRequests: e.inputRequests,
    inputResponses: e.inputResponses,
    keys: e.keys,
    ttlMs: e.ttlMs,
    pollIntervalMs: e.pollIntervalMs,
  };
  return fields as unknown as TaskEvent;
}

/** Every field some event reads. */
interface AllFields {
  type: unknown;
  now: unknown;
  statusMessage: unknown;
  result: unknown;
  error: unknown;
  inputRequests: unknown;
  inputResponses: unknown;
  keys: unknown;
  ttlMs: unknown;
  pollIntervalMs: unknown;
}

/** The reducer of each event type, in an object without a prototype, so that "toString" names no reducer. */
const REDUCERS: { readonly [type: string]: ((state: TaskState, event: never) => TransitionResult) | undefined } = {
  __proto__: null,
  requestInput,
  provideInput,
  withdrawInput,
  consumeInput,
  complete,
  fail,
  requestCancel,
  cancel,
  expire,
  update,
} as never;

function dispatch(state: TaskState, event: TaskEvent, from: TaskState["status"]): TransitionResult {
  if (!isTimestamp(event.now)) return refuse("invalid_event", "now must be an ISO 8601 timestamp with a time zone", from);
  const reduce = typeof event.type === "string" ? REDUCERS[event.type] : undefined;
  if (reduce === undefined) return refuse("invalid_event", `unknown event type ${describe((event as { type?: unknown }).type)}`, from);
  return reduce(state, event as never);
}

function describe(type: unknown): string {
  return typeof type === "string" ? JSON.stringify(type) : `of type ${typeof type}`;
}
