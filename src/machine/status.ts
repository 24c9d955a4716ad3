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

/** What a status does with an event: apply it, acknowledge it and change nothing, or refuse it as `terminal`. */
export type EventHandling = "apply" | "acknowledge" | "refuse";

/** The event types `transition` knows. */
export type TaskEventType =
  | "requestInput"
  | "provideInput"
  | "withdrawInput"
  | "consumeInput"
  | "complete"
  | "fail"
  | "requestCancel"
  | "cancel"
  | "expire"
  | "update";

const LIVE: Readonly<Record<TaskEventType, EventHandling>> = Object.freeze({
  requestInput: "apply",
  provideInput: "apply",
  withdrawInput: "apply",
  consumeInput: "apply",
  complete: "apply",
  fail: "apply",
  requestCancel: "apply",
  cancel: "apply",
  expire: "apply",
  update: "apply",
});

/**
 * A finished task absorbs every event. A cancel request is acknowledged; responses are applied, and every key is
 * ignored because a finished task has no outstanding request; reading held responses finds none. The rest is refused.
 */
const ENDED: Readonly<Record<TaskEventType, EventHandling>> = Object.freeze({
  requestInput: "refuse",
  provideInput: "apply",
  withdrawInput: "refuse",
  consumeInput: "apply",
  complete: "refuse",
  fail: "refuse",
  requestCancel: "acknowledge",
  cancel: "refuse",
  expire: "refuse",
  update: "refuse",
});

/** The status graph as data: for each status, how it handles each event type. `transition` reads it once per event. */
export const STATUS_GRAPH: Readonly<Record<TaskStatus, Readonly<Record<TaskEventType, EventHandling>>>> = Object.freeze(
  {
    working: LIVE,
    input_required: LIVE,
    completed: ENDED,
    failed: ENDED,
    cancelled: ENDED,
  },
);

/**
 * How a status handles an event type; undefined for a type the machine does not know.
 *
 * @internal
 */
export function handlingOf(status: TaskStatus, type: unknown): EventHandling | undefined {
  const row = STATUS_GRAPH[status];
  return typeof type === "string" && Object.hasOwn(row, type) ? row[type as TaskEventType] : undefined;
}
