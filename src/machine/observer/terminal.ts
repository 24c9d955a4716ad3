/**
 * Terminal rules of the observer, decided on lastUpdatedAt order rather than arrival order:
 * - every terminal snapshot of a task is identical (status, payload where both carry it, statusMessage,
 *   lastUpdatedAt, ttlMs, pollIntervalMs): nothing about a terminal task changes after it lands;
 * - every non-terminal snapshot is strictly older than every terminal one. A non-terminal snapshot that is as new
 *   as a terminal one or newer is a regression; an older one is merely stale.
 */
import { jsonEqual } from "../entries.js";
import type { Violation } from "./state.js";
import type { TaskView } from "../state.js";
import { instantKey } from "../time/timestamp.js";

/**
 * Violation code: a non-terminal snapshot at or after a terminal one.
 *
 * @internal
 */
export const CHANGE_AFTER_TERMINAL = "mcp-tasks/change-after-terminal";
/**
 * Violation code: two terminal snapshots with different statuses.
 *
 * @internal
 */
export const TERMINAL_STATUS_CHANGED = "mcp-tasks/terminal-status-changed";
/**
 * Violation code: two terminal snapshots with different results or errors.
 *
 * @internal
 */
export const TERMINAL_PAYLOAD_CHANGED = "mcp-tasks/terminal-payload-changed";
/**
 * Violation code: two terminal snapshots that differ in statusMessage, lastUpdatedAt, ttlMs or pollIntervalMs.
 *
 * @internal
 */
export const TERMINAL_TASK_CHANGED = "mcp-tasks/terminal-task-changed";

/**
 * Compares a terminal snapshot with the first terminal view; returns the violation, if any.
 *
 * @internal
 */
export function compareTerminal(first: TaskView, next: TaskView): Violation | null {
  const base = { taskId: next.taskId, lastUpdatedAt: next.lastUpdatedAt };
  if (first.status !== next.status) {
    return {
      code: TERMINAL_STATUS_CHANGED,
      message: `the task was ${first.status} and is now ${next.status}`,
      ...base,
    };
  }
  const a = first.result ?? first.error;
  const b = next.result ?? next.error;
  if (a !== null && b !== null && !jsonEqual(a, b)) {
    return {
      code: TERMINAL_PAYLOAD_CHANGED,
      message: `the ${first.status === "completed" ? "result" : "error"} of the ${first.status} task changed`,
      ...base,
    };
  }
  const changed: string[] = [];
  if (first.statusMessage !== next.statusMessage) changed.push("statusMessage");
  if (first.lastUpdatedAt !== next.lastUpdatedAt && instantKey(first.lastUpdatedAt) !== instantKey(next.lastUpdatedAt))
    changed.push("lastUpdatedAt");
  if (first.ttlMs !== next.ttlMs) changed.push("ttlMs");
  if (first.pollIntervalMs !== next.pollIntervalMs) changed.push("pollIntervalMs");
  if (changed.length === 0) return null;
  return {
    code: TERMINAL_TASK_CHANGED,
    message: `the ${first.status} task changed after it landed: ${changed.join(", ")}`,
    ...base,
  };
}

/**
 * The regression violation: a non-terminal snapshot newer than a terminal one.
 *
 * @internal
 */
export function changeAfterTerminal(snapshot: TaskView, message: string): Violation {
  return { code: CHANGE_AFTER_TERMINAL, message, taskId: snapshot.taskId, lastUpdatedAt: snapshot.lastUpdatedAt };
}
