/** The events a server feeds to `transition`, and the outcome it gets back. */
import type { InputRequest, InputResponse, JSONObject, TaskStatus } from "../../generated/types.js";
import type { JSONRPCError, TaskState } from "./state.js";

/** A keyed map as an object (the wire shape) or as `[key, value]` entries. */
export type KeyedMap<V> = { readonly [key: string]: V | undefined } | readonly (readonly [string, V])[];

/** Fields every event carries: `now`, an ISO 8601 timestamp chosen by the caller (the machine never reads a clock). */
interface EventBase {
  /** The caller's current time, ISO 8601 with a time zone, as the wire needs it. */
  readonly now: string;
}

/** Adds keyed input requests; the status becomes `input_required`. Every key must be new for the task's lifetime. */
export interface RequestInputEvent extends EventBase {
  readonly type: "requestInput";
  readonly inputRequests: KeyedMap<InputRequest>;
  readonly statusMessage?: string;
}

/** Records input responses (the effect of tasks/update); keys that are not outstanding are ignored. */
export interface ProvideInputEvent extends EventBase {
  readonly type: "provideInput";
  readonly inputResponses: KeyedMap<InputResponse>;
}

/** Withdraws outstanding requests the server no longer needs (superseded); their keys stay used. */
export interface WithdrawInputEvent extends EventBase {
  readonly type: "withdrawInput";
  readonly keys: readonly string[];
  readonly statusMessage?: string;
}

/** Removes accepted responses the server has read; without `keys`, all of them. */
export interface ConsumeInputEvent extends EventBase {
  readonly type: "consumeInput";
  readonly keys?: readonly string[];
}

/** Completes the task with the result of the original request (a tool result with `isError: true` included). */
export interface CompleteEvent extends EventBase {
  readonly type: "complete";
  readonly result: JSONObject;
  readonly statusMessage?: string;
}

/** Fails the task with the JSON-RPC error that ended it. */
export interface FailEvent extends EventBase {
  readonly type: "fail";
  readonly error: JSONRPCError;
  readonly statusMessage?: string;
}

/** Records the client's intent to cancel (tasks/cancel); the status does not change. */
export interface RequestCancelEvent extends EventBase {
  readonly type: "requestCancel";
}

/** The server honours cancellation: a non-terminal task becomes `cancelled`. */
export interface CancelEvent extends EventBase {
  readonly type: "cancel";
  readonly statusMessage?: string;
}

/** Fails a task whose TTL has elapsed at `now`; rejected while the task has not expired. */
export interface ExpireEvent extends EventBase {
  readonly type: "expire";
  /** The error to record; by default an internal error (-32603) saying the TTL elapsed. */
  readonly error?: JSONRPCError;
  readonly statusMessage?: string;
}

/** Changes metadata of a non-terminal task; an absent field is kept, `null` clears it (for ttlMs: unlimited). */
export interface UpdateEvent extends EventBase {
  readonly type: "update";
  readonly statusMessage?: string | null;
  readonly pollIntervalMs?: number | null;
  readonly ttlMs?: number | null;
}

/** Every event `transition` accepts. */
export type TaskEvent =
  | RequestInputEvent
  | ProvideInputEvent
  | WithdrawInputEvent
  | ConsumeInputEvent
  | CompleteEvent
  | FailEvent
  | RequestCancelEvent
  | CancelEvent
  | ExpireEvent
  | UpdateEvent;

/** Why a transition or creation was refused. */
export type TransitionErrorCode =
  | "invalid_state"
  | "invalid_event"
  | "terminal"
  | "duplicate_input_key"
  | "missing_payload"
  | "not_expired";

/** A refused event: a stable code, a sentence, the status it was refused from and the key at fault, if any. */
export interface TransitionError {
  readonly code: TransitionErrorCode;
  readonly message: string;
  readonly from: TaskStatus | null;
  readonly key?: string;
}

/** An accepted event: the next state, whether anything changed, and for input events which keys counted. */
export interface TransitionOk {
  readonly ok: true;
  readonly state: TaskState;
  /** False when the event changed nothing (the same state object is returned). */
  readonly changed: boolean;
  /** Keys whose requests or responses were recorded (input events only). */
  readonly accepted?: readonly string[];
  /** Keys that were ignored because they were not outstanding (input events only). */
  readonly ignored?: readonly string[];
}

/** The outcome of `transition`: never thrown, always returned. */
export type TransitionResult = TransitionOk | { readonly ok: false; readonly error: TransitionError };

/** The outcome of `createTask`. */
export type CreateResult =
  | { readonly ok: true; readonly state: TaskState }
  | { readonly ok: false; readonly error: TransitionError };

/**
 * Builds a refusal.
 *
 * @internal
 */
export function refuse(
  code: TransitionErrorCode,
  message: string,
  from: TaskStatus | null,
  key?: string,
): { ok: false; error: TransitionError } {
  return { ok: false, error: key === undefined ? { code, message, from } : { code, message, from, key } };
}

/**
 * Builds an acceptance that changed nothing.
 *
 * @internal
 */
export function unchanged(state: TaskState): TransitionOk {
  return { ok: true, state, changed: false };
}

/**
 * Builds an acceptance with a new state.
 *
 * @internal
 */
export function changedTo(state: TaskState): TransitionOk {
  return { ok: true, state, changed: true };
}
