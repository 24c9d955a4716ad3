/**
 * Builds each task's timeline from a trace read in order: creation, status changes, polls (a run that changed nothing
 * is one event), input requests and the updates answering them, cancellation requested and how it was answered.
 */
import type { TraceEntry } from "../lint/trace/entry.js";
import { clip, REPORT_LIMITS, type EventKind, type TaskTimeline } from "./model.js";
import { type Pending, PendingRequests } from "./pending-requests.js";
import { describeSnapshot, newInputKeys, type Snapshot } from "./snapshot.js";
import { event, pushEvent, repeatEvent, type TaskState } from "./task-events.js";
import { isRecord } from "../../shared/record.js";

type JSONRecord = Record<string, unknown>;

/** Distinct tasks beyond the drawing limit that are still counted exactly. */
const MAX_COUNTED = 1_000_000;
const TASKS_REQUESTS: ReadonlySet<string> = new Set(["tasks/get", "tasks/update", "tasks/cancel"]);

/** Collects task timelines from trace entries. */
export class TimelineCollector {
  /** The tasks, in order of first appearance. */
  readonly tasks: TaskState[] = [];
  private readonly byId = new Map<string, TaskState>();
  private readonly pending = new PendingRequests();
  private readonly undrawn = new Set<string>();

  /** Tasks seen beyond the drawing limit. */
  get tasksNotDrawn(): number {
    return this.undrawn.size;
  }

  /** The timeline of a task, opened when a finding names one the trace showed no snapshot of; undefined past the limit. */
  task(id: string): TaskTimeline | undefined {
    return this.open(id);
  }

  /** Reads one entry. */
  entry(entry: TraceEntry): void {
    const m = entry.message;
    if (entry.http !== undefined || typeof m !== "object" || m === null || Array.isArray(m)) return;
    const message = m as JSONRecord;
    const id = message.id;
    const hasId = typeof id === "string" || typeof id === "number";
    if (typeof message.method === "string") {
      if (hasId) this.request(entry, message.method, id, message.params);
      else if (message.method === "notifications/tasks" && isRecord(message.params))
        this.snapshot(message.params, "notification", entry.line, entry.at);
      return;
    }
    if (hasId) this.response(entry, id, message);
  }

  /** Ends the trace: tasks/* requests never answered are shown as such. */
  end(): void {
    for (const p of this.pending.unanswered()) {
      if (p.taskId === undefined || p.method !== "tasks/get") continue;
      const task = this.byId.get(p.taskId);
      if (task !== undefined)
        pushEvent(task, event("poll", p.line, p.at, undefined, "tasks/get with no answer in the trace"));
    }
    this.pending.clear();
    for (const task of this.tasks) task.events.sort((a, b) => a.line - b.line);
  }

  private request(entry: TraceEntry, method: string, id: string | number, params: unknown): void {
    const taskId =
      TASKS_REQUESTS.has(method) && isRecord(params) && typeof params.taskId === "string" ? params.taskId : undefined;
    const pending: Pending = { method, taskId, line: entry.line, at: entry.at, event: undefined };
    const task = taskId === undefined ? undefined : this.open(taskId);
    if (task !== undefined && method === "tasks/update") {
      const answers = isRecord(params) && isRecord(params.inputResponses) ? Object.keys(params.inputResponses) : [];
      pending.event = pushEvent(
        task,
        event(
          "update",
          entry.line,
          entry.at,
          undefined,
          `tasks/update answering ${answers.length === 0 ? "no key" : answers.join(", ")}`,
        ),
      );
    } else if (task !== undefined && method === "tasks/cancel") {
      task.cancelLine ??= entry.line;
      pending.event = pushEvent(
        task,
        event("cancel", entry.line, entry.at, undefined, "cancellation requested (tasks/cancel)"),
      );
    }
    this.pending.remember(entry.dir ?? "c2s", id, pending);
  }

  private response(entry: TraceEntry, id: string | number, message: JSONRecord): void {
    const request = this.pending.take(entry.dir, id);
    const result = message.result;
    // A CreateTaskResult, or a task handle a tools/call was answered with under another resultType (a finding).
    const handle =
      isRecord(result) &&
      typeof result.taskId === "string" &&
      (result.resultType === "task" || (request?.method === "tools/call" && typeof result.status === "string"));
    if (handle) {
      this.snapshot(result, "created", entry.line, entry.at);
      return;
    }
    if (request?.taskId === undefined) return;
    const error = isRecord(message.error) ? message.error : undefined;
    const answer =
      error === undefined ? "acknowledged" : `answered with error ${String(error.code)}: ${String(error.message)}`;
    if (request.event !== undefined) {
      request.event.text = clip(`${request.event.text}; ${answer}`);
      return;
    }
    if (request.method !== "tasks/get") return;
    if (isRecord(result)) {
      this.snapshot(result, "poll", request.line, request.at);
      return;
    }
    const task = this.byId.get(request.taskId);
    if (task === undefined) return;
    const expired = task.expiresAt !== undefined && entry.at !== undefined && entry.at >= task.expiresAt;
    pushEvent(
      task,
      event(
        "error",
        request.line,
        request.at,
        undefined,
        `${expired ? "expired (its TTL has passed): " : ""}tasks/get ${answer}`,
      ),
    );
  }

  /** Folds one snapshot of a task into its timeline; `line` and `at` are the request's for a poll. */
  private snapshot(value: JSONRecord, via: Snapshot, line: number, at: number | undefined): void {
    if (typeof value.taskId !== "string") return;
    const task = this.open(value.taskId);
    if (task === undefined) return;
    const status = typeof value.status === "string" ? value.status : undefined;
    const message = typeof value.statusMessage === "string" ? value.statusMessage : undefined;
    if (task.expiresAt === undefined && typeof value.createdAt === "string" && typeof value.ttlMs === "number") {
      const created = Date.parse(value.createdAt);
      if (!Number.isNaN(created)) task.expiresAt = created + value.ttlMs;
    }
    if (via === "created" || status !== task.status || message !== task.statusMessage) {
      const kind: EventKind = via === "created" ? "created" : "status";
      pushEvent(task, event(kind, line, at, status, describeSnapshot(value, via, task.cancelLine)));
    } else {
      repeatEvent(task, via === "poll" ? "poll" : "notification", line, at);
    }
    const keys = newInputKeys(value, task.keys);
    if (keys !== undefined) pushEvent(task, event("input", line, at, undefined, keys));
    task.status = status;
    task.statusMessage = message;
  }

  /** The timeline of a task, opened on first sight; undefined for a task beyond the drawing limit. */
  private open(id: string): TaskState | undefined {
    const known = this.byId.get(id);
    if (known !== undefined) return known;
    if (this.tasks.length >= REPORT_LIMITS.tasks) {
      if (this.undrawn.size < MAX_COUNTED) this.undrawn.add(id);
      return undefined;
    }
    const task: TaskState = {
      id,
      status: undefined,
      events: [],
      omittedEvents: 0,
      findings: [],
      omittedFindings: 0,
      expiresAt: undefined,
      statusMessage: undefined,
      keys: new Set(),
      cancelLine: undefined,
    };
    this.tasks.push(task);
    this.byId.set(id, task);
    return task;
  }
}
