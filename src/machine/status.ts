/** The task status graph of SEP-2663: which status may follow which. */
import type { TaskStatus } from "../../generated/types.js";

/** Every task status, in the order the spec lists them. */
export const TASK_STATUSES: readonly TaskStatus[] = Object.freeze([
  "working",
  "input_required",
  "completed",
  "failed",
  "cancelled",
]);

/** The statuses that end a task and absorb every later event. */
export const TERMINAL_STATUSES: readonly TaskStatus[] = Object.freeze(["completed", "failed", "cancelled"]);

/** Tells whether a value is one of the five task statuses. */
export function isTaskStatus(value: unknown): value is TaskStatus {
  return (
    value === "working" ||
    value === "input_required" ||
    value === "completed" ||
    value === "failed" ||
    value === "cancelled"
  );
}

/** Tells whether a status is terminal (`completed`, `failed` or `cancelled`). */
export function isTerminal(status: unknown): boolean {
  return status === "completed" || status === "failed" || status === "cancelled";
}

/**
 * Tells whether the graph allows `from` to change to `to`. A non-terminal status may keep itself (a new
 * statusMessage or further input requests); a terminal status may change to nothing, not even itself.
 */
export function canTransition(from: unknown, to: unknown): boolean {
  if (from !== "working" && from !== "input_required") return false;
  return isTaskStatus(to);
}
