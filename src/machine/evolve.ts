/** `evolve`: the one way a state changes, always building the same object shape so that transitions stay fast. */
import type { TaskState } from "./state.js";

/**
 * Fields an event may change; an absent (undefined) field keeps its value. `taskId` and `createdAt` never change.
 *
 * @internal
 */
export type StateChanges = { -readonly [K in Exclude<keyof TaskState, "taskId" | "createdAt">]?: TaskState[K] };

/**
 * A copy of `s` with `c` applied. It lists every field in one fixed order instead of spreading, so that every
 * state shares one hidden class whatever order a store returned its keys in.
 *
 * @internal
 */
export function evolve(s: TaskState, c: StateChanges): TaskState {
  return {
    taskId: s.taskId,
    status: c.status === undefined ? s.status : c.status,
    statusMessage: c.statusMessage === undefined ? s.statusMessage : c.statusMessage,
    createdAt: s.createdAt,
    lastUpdatedAt: c.lastUpdatedAt === undefined ? s.lastUpdatedAt : c.lastUpdatedAt,
    ttlMs: c.ttlMs === undefined ? s.ttlMs : c.ttlMs,
    pollIntervalMs: c.pollIntervalMs === undefined ? s.pollIntervalMs : c.pollIntervalMs,
    result: c.result === undefined ? s.result : c.result,
    error: c.error === undefined ? s.error : c.error,
    inputRequests: c.inputRequests === undefined ? s.inputRequests : c.inputRequests,
    inputResponses: c.inputResponses === undefined ? s.inputResponses : c.inputResponses,
    retiredKeys: c.retiredKeys === undefined ? s.retiredKeys : c.retiredKeys,
    cancelRequested: c.cancelRequested === undefined ? s.cancelRequested : c.cancelRequested,
  };
}
