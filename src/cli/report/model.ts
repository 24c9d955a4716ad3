/** What a report shows of a trace: each task's timeline of events and findings, and the findings of no task. */
import type { Finding } from "../lint/findings.js";

/** What happened to a task at one point of the trace. */
export type EventKind =
  | "created" // a CreateTaskResult
  | "status" // a snapshot whose status or statusMessage changed (from tasks/get or a notification)
  | "poll" // tasks/get requests whose answers changed nothing (a run of them is one event)
  | "notification" // a notifications/tasks that changed nothing
  | "input" // inputRequests keys that appeared
  | "update" // a tasks/update and how it was answered
  | "cancel" // a tasks/cancel and how it was answered
  | "error"; // a tasks/get answered with an error (expired, unknown)

/** Every event kind, in the order the page's data numbers them. */
export const EVENT_KINDS: readonly EventKind[] = [
  "created",
  "status",
  "poll",
  "notification",
  "input",
  "update",
  "cancel",
  "error",
];

/** One event on a task's timeline. */
export interface TaskEvent {
  kind: EventKind;
  /** The trace line; for a run of polls, the first. */
  line: number;
  /** Capture time (epoch ms) of that line, when the envelope had one. */
  at: number | undefined;
  /** The task's status after the event, for created and status events. */
  status: string | undefined;
  /** What a person reads: a statusMessage, the keys asked for, how a request was answered, a result's start. */
  text: string;
  /** How many messages the event stands for (a run of polls). */
  count: number;
  /** The last line and time of a run. */
  lastLine: number;
  lastAt: number | undefined;
}

/** A finding placed on the report: where it sits in time. */
export interface PlacedFinding extends Finding {
  /** Capture time of its line, when known. */
  at: number | undefined;
}

/** One task as the report draws it. */
export interface TaskTimeline {
  id: string;
  /** The status last seen. */
  status: string | undefined;
  events: TaskEvent[];
  /** Events not kept, past the per-task limit (counted, never silently lost). */
  omittedEvents: number;
  findings: PlacedFinding[];
  omittedFindings: number;
  /** createdAt + ttlMs in epoch ms, when both are known and ttlMs is not null. */
  expiresAt: number | undefined;
}

/** Limits that keep a report of any trace within memory and a browser's reach; what passes them is counted. */
export const REPORT_LIMITS = {
  /** Tasks drawn; later tasks are counted in the summary only. */
  tasks: 100_000,
  /** Events kept per task (runs of polls are one event). */
  eventsPerTask: 400,
  /** Findings kept per task, and of no task. */
  findingsPerTask: 400,
  /** Characters of any text kept (statusMessage, result preview, finding message). */
  textChars: 300,
} as const;

/** Shortens a text to the report's limit, marking the cut. */
export function clip(text: string): string {
  return text.length <= REPORT_LIMITS.textChars ? text : `${text.slice(0, REPORT_LIMITS.textChars - 1)}…`;
}
