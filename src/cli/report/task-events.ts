/** The events of one task's timeline as the report keeps them: bounded per task, a run of repeats as one event. */
import { clip, REPORT_LIMITS, type EventKind, type TaskEvent, type TaskTimeline } from "./model.js";

/** A task's timeline plus what building it needs. */
export interface TaskState extends TaskTimeline {
  statusMessage: string | undefined;
  keys: Set<string>;
  cancelLine: number | undefined;
}

/** A new event of one message, its text clipped to the report's limit. */
export function event(
  kind: EventKind,
  line: number,
  at: number | undefined,
  status: string | undefined,
  text: string,
): TaskEvent {
  return { kind, line, at, status, text: clip(text), count: 1, lastLine: line, lastAt: at };
}

/** Adds an event to a task, or counts it as omitted past the per-task limit; returns the event either way. */
export function pushEvent(task: TaskState, e: TaskEvent): TaskEvent {
  if (task.events.length < REPORT_LIMITS.eventsPerTask) task.events.push(e);
  else task.omittedEvents++;
  return e;
}

/** A poll or notification that changed nothing joins the run it follows, or starts one. */
export function repeatEvent(
  task: TaskState,
  kind: "poll" | "notification",
  line: number,
  at: number | undefined,
): void {
  const last = task.events[task.events.length - 1];
  if (last !== undefined && last.kind === kind) {
    last.count++;
    last.lastLine = line;
    last.lastAt = at;
    last.text = `${last.count} ${kind === "poll" ? "polls (tasks/get)" : "notifications"} with no change`;
    return;
  }
  pushEvent(
    task,
    event(kind, line, at, undefined, kind === "poll" ? "polled (tasks/get), no change" : "notification, no change"),
  );
}
