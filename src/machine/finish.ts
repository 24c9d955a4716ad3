/** Events that end a task (complete, fail, honoured cancellation) and the cooperative cancellation intent. */
import type { JSONObject, TaskStatus } from "../../generated/types.js";
import type { CancelEvent, CompleteEvent, FailEvent, RequestCancelEvent, TransitionResult } from "./events.js";
import { changedTo, refuse, unchanged } from "./events.js";
import { evolve } from "./evolve.js";
import { isOptionalMessage } from "./payload.js";
import { isRpcError, type JSONRPCError, type TaskState } from "./state.js";
import { laterOf } from "./time/timestamp.js";
import { isJsonValue } from "./json.js";
import { isRecord } from "../shared/record.js";

/**
 * Lands a task in a terminal status. Outstanding requests, unconsumed responses and the key ledger are dropped:
 * a terminal task absorbs every event, so nothing can use them again.
 *
 * @internal
 */
export function land(
  s: TaskState,
  now: string,
  status: TaskStatus,
  result: JSONObject | null,
  error: JSONRPCError | null,
  statusMessage: string | undefined,
): TaskState {
  return evolve(s, {
    status,
    statusMessage: statusMessage ?? null,
    lastUpdatedAt: laterOf(s.lastUpdatedAt, now),
    result,
    error,
    inputRequests: null,
    inputResponses: null,
    retiredKeys: null,
  });
}

/**
 * Completes a non-terminal task with its result; a tool result with `isError: true` is a completion too.
 *
 * @internal
 */
export function complete(s: TaskState, e: CompleteEvent): TransitionResult {
  if (!isRecord(e.result) || !isJsonValue(e.result))
    return refuse("invalid_event", "result must be a JSON object holding JSON data only", s.status);
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  return changedTo(land(s, e.now, "completed", e.result, null, e.statusMessage));
}

/**
 * Fails a non-terminal task with a JSON-RPC error (integer code, string message).
 *
 * @internal
 */
export function fail(s: TaskState, e: FailEvent): TransitionResult {
  if (!isRpcError(e.error) || !isJsonValue(e.error))
    return refuse(
      "invalid_event",
      "error must be a JSON-RPC error with an integer code, a string message and JSON data only",
      s.status,
    );
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  return changedTo(land(s, e.now, "failed", null, e.error, e.statusMessage));
}

/**
 * Records the intent to cancel without changing the status; acknowledged on any task, terminal ones included.
 *
 * @internal
 */
export function requestCancel(s: TaskState, e: RequestCancelEvent): TransitionResult {
  if (s.cancelRequested) return unchanged(s);
  return changedTo(evolve(s, { lastUpdatedAt: laterOf(s.lastUpdatedAt, e.now), cancelRequested: true }));
}

/**
 * The server honours cancellation: a non-terminal task becomes `cancelled`, with or without a prior intent.
 *
 * @internal
 */
export function cancel(s: TaskState, e: CancelEvent): TransitionResult {
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  return changedTo(land(s, e.now, "cancelled", null, null, e.statusMessage));
}
