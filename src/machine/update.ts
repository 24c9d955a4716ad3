/** The metadata event: statusMessage, pollIntervalMs and ttlMs of a non-terminal task. */
import type { TransitionResult, UpdateEvent } from "./events.js";
import { changedTo, refuse, unchanged } from "./events.js";
import { evolve } from "./evolve.js";
import { isMilliseconds, type TaskState } from "./state.js";
import { laterOf } from "./time/timestamp.js";

/**
 * Applies the given fields (absent: kept, null: cleared, for ttlMs: unlimited); an update that changes nothing is a no-op.
 *
 * @internal
 */
export function update(s: TaskState, e: UpdateEvent): TransitionResult {
  const { statusMessage, pollIntervalMs, ttlMs } = e;
  if (!(statusMessage === undefined || statusMessage === null || typeof statusMessage === "string")) {
    return refuse("invalid_event", "statusMessage must be a string or null", s.status);
  }
  if (!(pollIntervalMs === undefined || pollIntervalMs === null || isMilliseconds(pollIntervalMs))) {
    return refuse("invalid_event", "pollIntervalMs must be an integer from 0 to 2^53-1, or null", s.status);
  }
  if (!(ttlMs === undefined || ttlMs === null || isMilliseconds(ttlMs))) {
    return refuse("invalid_event", "ttlMs must be an integer from 0 to 2^53-1, or null", s.status);
  }
  const message = statusMessage === undefined ? s.statusMessage : statusMessage;
  const poll = pollIntervalMs === undefined ? s.pollIntervalMs : pollIntervalMs;
  const ttl = ttlMs === undefined ? s.ttlMs : ttlMs;
  if (message === s.statusMessage && poll === s.pollIntervalMs && ttl === s.ttlMs) return unchanged(s);
  return changedTo(
    evolve(s, {
      statusMessage: message,
      lastUpdatedAt: laterOf(s.lastUpdatedAt, e.now),
      ttlMs: ttl,
      pollIntervalMs: poll,
    }),
  );
}
