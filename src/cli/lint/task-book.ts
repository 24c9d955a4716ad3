/** The tasks lint follows: live tasks in full, and a bounded number of terminal ones to catch later changes. */
import { createObserver, nextPollDelay, type ObserverOptions, type ObserverState } from "../../machine/index.js";
import { GoneTasks } from "./gone-tasks.js";

/** The most terminal tasks remembered; older ones are forgotten so that memory tracks live tasks only. */
export const MAX_TERMINAL_TASKS = 4096;

/**
 * The most non-terminal tasks followed at once. A trace can open tasks without end (millions never finished); past
 * this the oldest live task is forgotten, so lint degrades (its later checks are skipped) instead of exhausting memory.
 */
export const MAX_LIVE_TASKS = 100_000;

/** What lint knows about one task. */
export interface TaskRecord {
  /** The task id. */
  readonly taskId: string;
  /** The machine's observer state, folded from every snapshot of the task. */
  observer: ObserverState;
  /** nextPollDelay(observer), set with it: the poll check reads it on every tasks/get. */
  pollDelay: number | null;
  /** The line of the latest message about the task. */
  lastLine: number;
  /** The newest lastUpdatedAt seen so far, in arrival order. */
  newestUpdatedAt: string | null;
  /** Capture time (epoch ms) of the latest tasks/get request or of the creation, for the polling check. */
  lastPollAt: number | undefined;
  /** Whether lastPollAt is the task's creation rather than a poll. */
  lastPollWasCreation: boolean;
  /** Rules already reported for this task that are reported once per task. */
  reportedOnce: Set<string> | undefined;
  /** The correlation key of the tools/call that created the task, while the task is live. */
  createdBy: string | undefined;
  /** The line of the client's latest tasks/cancel for the task, if it sent one. */
  cancelLine: number | undefined;
}

/**
 * Observer options under which nextPollDelay is exactly the server's pollIntervalMs (0 when it suggests none). A
 * literal per task: spreading shared options into a new object costs more than the observer itself.
 */
function observerOptions(taskId: string): ObserverOptions {
  return { defaultPollIntervalMs: 0, minPollIntervalMs: 0, maxPollIntervalMs: Number.MAX_SAFE_INTEGER, taskId };
}

/** Live tasks by id (at most MAX_LIVE_TASKS, the oldest forgotten beyond it), plus recently finished ones. */
export class TaskBook {
  /** Creates a book following at most `maxLive` non-terminal tasks at once. */
  constructor(readonly maxLive: number = MAX_LIVE_TASKS) {}

  private readonly live = new Map<string, TaskRecord>();
  private readonly finished = new Map<string, TaskRecord>();
  // Finished tasks in arrival order; a ring, since evicting through Map iteration slows down as deletions pile up.
  private readonly ring: (TaskRecord | undefined)[] = new Array<TaskRecord | undefined>(MAX_TERMINAL_TASKS);
  private next = 0;
  private readonly creators = new Map<string, string>();
  // Live tasks in arrival order from `head` on, for forgetting the oldest; finished ones are skipped when met.
  private order: (TaskRecord | undefined)[] = [];
  private head = 0;
  /** How many live tasks were forgotten to stay within MAX_LIVE_TASKS. */
  forgotten = 0;
  private limitTold = false;
  /** Tasks the server answered -32602 for on tasks/get and has not shown since. */
  readonly gone = new GoneTasks();
  /** How many distinct tasks were ever recorded. */
  seen = 0;

  /**
   * The record last looked up, by its key: a poll and its answer name the same task on consecutive lines, and the
   * answer is looked up with the very string the poll was, so that a second Map lookup (hashing a fresh string) is
   * saved. A miss is remembered too (a new task is looked up twice before it is opened); the entry is updated when a
   * task is opened and cleared when its record leaves the book.
   */
  private lastKey: string | undefined = undefined;
  private lastRecord: TaskRecord | undefined = undefined;

  /** The record of a task, live or recently finished. */
  get(taskId: string): TaskRecord | undefined {
    if (taskId === this.lastKey) return this.lastRecord;
    const record = this.live.get(taskId) ?? this.finished.get(taskId);
    this.lastKey = taskId;
    this.lastRecord = record;
    return record;
  }

  /** Forgets the last lookup if it found `record`, which is leaving the book. */
  private leaving(record: TaskRecord): void {
    if (this.lastRecord === record) {
      this.lastKey = undefined;
      this.lastRecord = undefined;
    }
  }

  /** The record of a task, created (live) on first sight. */
  open(taskId: string, line: number): TaskRecord {
    this.gone.forget(taskId);
    const known = this.get(taskId);
    if (known !== undefined) return known;
    const observer = createObserver(observerOptions(taskId));
    const record: TaskRecord = {
      taskId,
      observer,
      pollDelay: nextPollDelay(observer),
      lastLine: line,
      newestUpdatedAt: null,
      lastPollAt: undefined,
      lastPollWasCreation: false,
      reportedOnce: undefined,
      createdBy: undefined,
      cancelLine: undefined,
    };
    this.live.set(taskId, record);
    this.lastKey = taskId;
    this.lastRecord = record;
    this.order.push(record);
    this.seen++;
    if (this.live.size > this.maxLive) this.forgetOldest();
    else if (this.order.length - this.head > 2 * this.live.size + 1024) this.compact();
    return record;
  }

  /** Notes the tools/call request (by correlation key) that created a live task. */
  createdBy(record: TaskRecord, requestKey: string): void {
    record.createdBy = requestKey;
    if (this.live.has(record.taskId)) this.creators.set(requestKey, record.taskId);
  }

  /** The live task created by a request, if any. */
  createdByRequest(requestKey: string): string | undefined {
    return this.creators.get(requestKey);
  }

  /** Moves a task that reached a terminal status to the bounded set of finished tasks. */
  finish(record: TaskRecord): void {
    if (!this.live.delete(record.taskId)) return;
    if (record.createdBy !== undefined) this.creators.delete(record.createdBy);
    const evicted = this.ring[this.next];
    if (evicted !== undefined && this.finished.get(evicted.taskId) === evicted) {
      this.finished.delete(evicted.taskId);
      this.leaving(evicted);
    }
    this.ring[this.next] = record;
    this.next = (this.next + 1) % MAX_TERMINAL_TASKS;
    this.finished.set(record.taskId, record);
  }

  /** True once, the first time a live task has been forgotten: the moment to report the bound. */
  takeLimitReached(): boolean {
    if (this.forgotten === 0 || this.limitTold) return false;
    this.limitTold = true;
    return true;
  }

  /** Forgets the oldest live task, which lint then no longer follows. */
  private forgetOldest(): void {
    while (this.head < this.order.length) {
      const oldest = this.order[this.head];
      this.order[this.head++] = undefined;
      if (oldest === undefined || this.live.get(oldest.taskId) !== oldest) continue;
      this.live.delete(oldest.taskId);
      this.leaving(oldest);
      if (oldest.createdBy !== undefined) this.creators.delete(oldest.createdBy);
      this.forgotten++;
      break;
    }
    if (this.head > 1024 && this.head * 2 > this.order.length) this.compact();
  }

  /** Keeps only the live tasks in the arrival order, so that it stays proportional to them. */
  private compact(): void {
    const live: TaskRecord[] = [];
    for (let i = this.head; i < this.order.length; i++) {
      const record = this.order[i];
      if (record !== undefined && this.live.get(record.taskId) === record) live.push(record);
    }
    this.order = live;
    this.head = 0;
  }

  /** How many tasks are live. */
  get liveCount(): number {
    return this.live.size;
  }

  /** The tasks that have not reached a terminal status. */
  liveTasks(): IterableIterator<TaskRecord> {
    return this.live.values();
  }
}
