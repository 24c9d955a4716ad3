/**
 * `observe(state, snapshot)`: the pure client-side reducer. It folds in what a client sees about one task (the
 * CreateTaskResult, tasks/get results and notifications/tasks messages or params), possibly stale, repeated or
 * out of order, and reports the view, the input requests to present, whether the task is terminal, the delay
 * before the next poll and the server's protocol violations.
 *
 * Rules. Snapshots are ordered by their lastUpdatedAt instant (offsets and fractions compared as instants), never
 * by arrival, so every rule gives the same verdict for any delivery order and any duplication:
 * - View: a snapshot replaces the view when its lastUpdatedAt is not older than the view's; an older one is stale
 *   and only checked. The first terminal snapshot becomes the view and stays it: a terminal task is final. Only
 *   its missing result or error (a CreateTaskResult may leave it out) is filled in from an identical snapshot, and
 *   polling goes on until it is known.
 * - Presentation: keys of an input_required snapshot that becomes the view are presented once; `markAnswered`
 *   keys are never presented, whatever a stale snapshot still shows. A stale snapshot presents nothing.
 * - `mcp-tasks/task-id-changed`: a snapshot of another task; it is otherwise ignored.
 * - `mcp-tasks/created-at-changed`: a createdAt naming another instant than the first snapshot's.
 * - `mcp-tasks/updated-before-created`: a lastUpdatedAt earlier than createdAt.
 * - `mcp-tasks/change-after-terminal`: a non-terminal snapshot whose lastUpdatedAt is later than that of a
 *   terminal snapshot. An equal one is not: the spec does not require lastUpdatedAt to advance when a task lands
 *   (its own example flow keeps one timestamp throughout), so snapshots sharing a timestamp are ordered by status,
 *   terminal last. A strictly older one is staleness, not a violation.
 * - `mcp-tasks/terminal-status-changed`, `mcp-tasks/terminal-payload-changed`, `mcp-tasks/terminal-task-changed`:
 *   two terminal snapshots differing in status; in result or error (compared only where both carry one, since a
 *   CreateTaskResult may leave it out); or in statusMessage, lastUpdatedAt, ttlMs or pollIntervalMs.
 * - `sep-2663-input-request-key-unique-per-task`: one key carrying two requests that are not deep-equal.
 * - `sep-2663-no-key-reuse-after-response`: a key absent from a snapshot whose lastUpdatedAt lies strictly
 *   between two snapshots carrying it. A key still shown after the client answered it is eventual consistency,
 *   not a violation. An input_required snapshot without inputRequests tells nothing about keys. Instants are
 *   remembered only where the key set changes (timeline.ts): snapshots arriving in lastUpdatedAt order
 *   get the exact verdict, while a reuse hidden among forgotten instants by late arrivals may go unreported.
 * - `mcp-tasks/malformed-snapshot`: no usable taskId, status or timestamps; the snapshot is otherwise ignored.
 * Key violations are reported once per key; the others once per offending snapshot.
 *
 * Cost. The state grows with the task's input request keys, never with the number of snapshots, and a snapshot
 * that changes nothing returns the very same state object. Nothing is ever mutated.
 */
import { fold, MALFORMED_SNAPSHOT } from "./fold.js";
import type { Observation } from "./observation.js";
import { createObserver, isObserverShape, type ObserverState } from "./state.js";

/**
 * Folds one snapshot into the observer; never throws.
 *
 * @example
 * ```ts
 * import { createObserver, observe } from "mcp-tasks/machine";
 *
 * const snapshot = { taskId: "t-1", status: "working", createdAt: "2026-11-22T10:00:00Z", lastUpdatedAt: "2026-11-22T10:00:00Z", ttlMs: 60000, pollIntervalMs: 1000 };
 * const seen = observe(createObserver(), snapshot);
 * console.log(seen.terminal, seen.nextPollMs, seen.violations); // false 1000 []
 * // Keep seen.state and fold the next tasks/get result into it.
 * ```
 */
export function observe(state: ObserverState, snapshot: unknown): Observation {
  if (!isObserverShape(state)) {
    const violation = {
      code: MALFORMED_SNAPSHOT,
      message: "the observer state is not one createObserver or observe made",
      taskId: null,
    };
    return {
      state: createObserver(),
      view: null,
      stale: false,
      newInputRequests: [],
      terminal: false,
      nextPollMs: null,
      violations: [violation],
    };
  }
  return observeMade(state, snapshot);
}

/**
 * observe() for a state that createObserver or observe returned, which has the observer's shape by construction, so
 * that a caller keeping its own states (lint, once per snapshot) skips the check; the same observation otherwise.
 *
 * @internal
 */
export function observeMade(state: ObserverState, snapshot: unknown): Observation {
  try {
    return fold(state, snapshot);
  } catch {
    const violation = {
      code: MALFORMED_SNAPSHOT,
      message: "the snapshot or the observer state could not be read",
      taskId: null,
    };
    return {
      state,
      view: null,
      stale: false,
      newInputRequests: [],
      terminal: false,
      nextPollMs: null,
      violations: [violation],
    };
  }
}
