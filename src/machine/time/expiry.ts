/** TTL arithmetic: a task expires `ttlMs` after `createdAt`; `ttlMs: null` never expires. */
import type { ExpireEvent, TransitionResult } from "../events.js";
import { changedTo, refuse } from "../events.js";
import { land } from "../finish.js";
import { isOptionalMessage } from "../payload.js";
import { isMilliseconds, isRpcError, type JSONRPCError, type TaskState } from "../state.js";
import { toEpochMs } from "./timestamp.js";
import { isJsonValue } from "../json.js";
import { isRecord } from "../../shared/record.js";

/** The JSON-RPC error code recorded on a task failed by expiry: Internal error. */
export const EXPIRED_ERROR_CODE = -32603;

/** When the task expires, in epoch milliseconds, or null when its TTL is unlimited (or the state cannot be read). */
export function expiresAt(state: Pick<TaskState, "createdAt" | "ttlMs">): number | null {
  if (!isRecord(state)) return null;
  try {
    const { ttlMs, createdAt } = state;
    if (!isMilliseconds(ttlMs)) return null;
    const created = toEpochMs(createdAt);
    return created === null ? null : created + ttlMs;
  } catch {
    return null;
  }
}

/** Tells whether the TTL has elapsed at `now` (an ISO 8601 timestamp); false for an unreadable `now`. */
export function isExpired(state: Pick<TaskState, "createdAt" | "ttlMs">, now: string): boolean {
  const deadline = expiresAt(state);
  if (deadline === null || typeof now !== "string") return false;
  const at = toEpochMs(now);
  return at !== null && at >= deadline;
}

/** The error recorded when a task expires, unless the event gives its own. */
export function expiredError(ttlMs: number): JSONRPCError {
  return {
    code: EXPIRED_ERROR_CODE,
    message: `Task expired: its TTL of ${ttlMs} ms elapsed`,
    data: { reason: "ttl_expired", ttlMs },
  };
}

/**
 * Fails an expired non-terminal task; refused while the task has not expired.
 *
 * @internal
 */
export function expire(s: TaskState, e: ExpireEvent): TransitionResult {
  if (e.error !== undefined && (!isRpcError(e.error) || !isJsonValue(e.error))) {
    return refuse(
      "invalid_event",
      "error must be a JSON-RPC error with an integer code and a string message",
      s.status,
    );
  }
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  if (s.ttlMs === null || !isExpired(s, e.now)) {
    return refuse(
      "not_expired",
      s.ttlMs === null ? "the task has no TTL" : "the task's TTL has not elapsed yet",
      s.status,
    );
  }
  return changedTo(land(s, e.now, "failed", null, e.error ?? expiredError(s.ttlMs), e.statusMessage ?? "Task expired"));
}
