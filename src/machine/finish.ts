/** Events that end a task (complete, fail, honoured cancellation) and the cooperative cancellation intent. */
import type { JSONObject, TaskStatus } from "../../generated/types.js";
import { isPlainObject } from "./entries.js";
import type { CancelEvent, CompleteEvent, FailEvent, RequestCancelEvent, TransitionResult } from "./events.js";
import { changedTo, refuse, unchanged } from "./events.js";
import { evolve } from "./evolve.js";
import { isOptionalMessage } from "./payload.js";
import { isRpcError, type JSONRPCError, type TaskState } from "./state.js";
import { isTerminal } from "./status.js";
import { laterOf } from "./timestamp.js";
import { isJsonValue } from "./json.js";

/**
 * Lands a task in a terminal status. Outstanding requests, unconsumed responses and the key ledger are dropped:
 * a terminal task absorbs every event, so nothing can use them again.
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

/** Completes a non-terminal task with its result; a tool result with `isError: true` is a completion too. */
export function complete(s: TaskState, e: CompleteEvent): TransitionResult {
  if (!isPlainObject(e.result) || !isJsonValue(e.result))
    return refuse("invalid_event", "result must be a JSON object holding JSON data only", s.status);
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  if (isTerminal(s.status)) return refuse("terminal", `a ${s.status} task cannot complete`, s.status);
  return changedTo(land(s, e.now, "completed", e.result, null, e.statusMessage));
}

/** Fails a non-terminal task with a JSON-RPC error (integer code, string message). */
export function fail(s: TaskState, e: FailEvent): TransitionResult {
  if (!isRpcError(e.error) || !isJsonValue(e.error))
    return refuse(
      "invalid_event",
      "error must be a JSON-RPC error with an integer code, a string message and JSON data only",
      s.status,
    );
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  if (isTerminal(s.status)) return refuse("terminal", `a ${s.status} task cannot fail`, s.status);
  return changedTo(land(s, e.now, "failed", null, e.error, e.statusMessage));
}

/** Records the intent to cancel without changing the status; acknowledged on any task, terminal ones included. */
export function requestCancel(s: TaskState, e: RequestCancelEvent): TransitionResult {
  if (isTerminal(s.status) || s.cancelRequested) return unchanged(s);
  return changedTo(evolve(s, { lastUpdatedAt: laterOf(s.lastUpdatedAt, e.now), cancelRequested: true }));
}

/** The server honours cancellation: a non-terminal task becomes `cancelled`, with or without a prior intent. */
export function cancel(s: TaskState, e: CancelEvent): TransitionResult {
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  if (isTerminal(s.status)) return refuse("terminal", `a ${s.status} task cannot be cancelled`, s.status);
  return changedTo(land(s, e.now, "cancelled", null, null, e.statusMessage));
}
