/** The TaskStore contract: shared task state where the machine's `transition` arbitrates every write. */
import type { TaskEvent, TransitionError } from "../machine/events.js";
import type { TaskState } from "../machine/state.js";

/** Who may see and change a task: an opaque string taken from the caller's authorization context. */
export interface OwnerScope {
  /** The owner bound to the task at creation; another owner sees the task as unknown. */
  readonly owner: string;
  /**
   * Read by `create` only: the client asking, with its share of the owner's bounds. Where many clients share one
   * owner (a host without an owner function), the store keeps each to its share, across every instance on it.
   */
  readonly client?: ClientShare;
}

/** One client's share of an owner's bounds; counted by the store, so every instance on one table sees one count. */
export interface ClientShare {
  /** Tells the client apart among those of one owner (an address); at most MAX_OWNER_LENGTH characters. */
  readonly key: string;
  /** Non-terminal tasks this client may hold at once under the owner. */
  readonly maxLiveTasks: number;
  /** Tasks this client may hold under the owner, finished ones included until the sweep deletes them. */
  readonly maxTasks: number;
}

/** Which bound refused a new task: the owner's live or stored tasks, or the asking client's share of them. */
export type LimitReached = "live-tasks" | "stored-tasks" | "client-live-tasks" | "client-stored-tasks";

/** A stored task: the machine's state and its version (1 at creation, one more per committed change). */
export interface StoredTask {
  readonly state: TaskState;
  readonly version: number;
}

/** An event the store committed (or found changed nothing): the machine's outcome and the version it stands at. */
export interface Applied extends StoredTask {
  /** False when the event changed nothing; then nothing was written and the version is the one read. */
  readonly changed: boolean;
  /** Keys whose requests or responses were recorded (input events only). */
  readonly accepted?: readonly string[];
  /** Keys that were ignored because they were not outstanding (input events only). */
  readonly ignored?: readonly string[];
}

/** What one sweep did: tasks moved to their TTL outcome, and tasks deleted past retention. */
export interface SweepReport {
  readonly expired: number;
  readonly deleted: number;
}

/** One committed change, as a watcher sees it; `state` is null when the task was deleted. */
export interface TaskChange {
  readonly taskId: string;
  readonly version: number;
  readonly state: TaskState | null;
}

/**
 * Called with committed changes of a watched task, in increasing version order for each task; a deletion is reported
 * once, and a task created again under a deleted one's id is reported from its own version 1. A backend that re-reads
 * on notification (PostgreSQL) may report only the latest of several changes that land in quick succession. Changes
 * and their states are frozen: every listener sees the same values.
 */
export type TaskChangeListener = (change: TaskChange) => void;

/** Stops a watch; calling it again does nothing. */
export type Unsubscribe = () => void;

/**
 * Why a store call failed:
 * - `not_found`: no task with this id is visible to this owner (another owner's task looks the same);
 * - `exists`: create found the taskId taken;
 * - `invalid`: an argument is malformed (the message says which);
 * - `refused`: the machine refused the event (`transition` holds its error);
 * - `conflict`: compare-and-set kept losing to other writers past the retry bound;
 * - `limit`: a configured limit, such as live tasks per owner, was reached;
 * - `unavailable`: the backend failed (a connection or query error).
 */
export type StoreErrorCode = "not_found" | "exists" | "invalid" | "refused" | "conflict" | "limit" | "unavailable";

/** A failed store call: a stable code, a sentence, and the machine's refusal for `refused`. */
export interface StoreError {
  readonly code: StoreErrorCode;
  readonly message: string;
  readonly transition?: TransitionError;
  /** For `limit`: which bound was reached: the owner's live or stored tasks, or the client's share of either. */
  readonly limit?: LimitReached;
}

/** The outcome of every store call: never thrown, always returned. */
export type StoreResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: StoreError };

/** Durable task state shared by every writer: workers, tasks/update, tasks/cancel and the TTL sweeper. */
export interface TaskStore {
  /** Creates or upgrades what the backend needs (tables, indexes); safe to call any number of times. */
  migrate(): Promise<StoreResult<void>>;
  /** Stores a new task at version 1, bound to `owner`; resolves only once `get` would see it. */
  create(state: TaskState, scope: OwnerScope): Promise<StoreResult<StoredTask>>;
  /** Reads a task and its version. */
  get(taskId: string, scope: OwnerScope): Promise<StoreResult<StoredTask>>;
  /** Reads the task, runs `transition`, and commits only if the version is still the one read; retries on conflict. */
  apply(taskId: string, event: TaskEvent, scope: OwnerScope): Promise<StoreResult<Applied>>;
  /** Fails expired non-terminal tasks with the `expire` event and deletes tasks past retention, as of `now`. */
  sweep(now: string): Promise<StoreResult<SweepReport>>;
  /** Reports every committed change of the given tasks that `owner` may see, until unsubscribed. */
  watch(taskIds: readonly string[], listener: TaskChangeListener, scope: OwnerScope): Promise<StoreResult<Unsubscribe>>;
  /** Releases what the store holds (listeners, timers, a dedicated connection); the client passed in stays open. */
  close(): Promise<void>;
}
