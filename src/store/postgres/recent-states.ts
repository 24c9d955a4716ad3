/**
 * The states this store instance last read or wrote, by task: `apply` starts from one instead of reading the row,
 * so a write is one statement when nothing else changed the task. It is only a guess: the compare-and-set on version
 * (and creation time, so a task deleted and made again under its id never matches) decides, and a miss reads the row.
 */
/**
 * A task as last seen here: its owner, its state as JSON text (so that no caller can change it), and its version.
 *
 * @internal
 */
export interface RecentState {
  readonly owner: string;
  readonly json: string;
  readonly version: number;
}

/**
 * At most `capacity` tasks, the least recently stored forgotten first.
 *
 * @internal
 */
export class RecentStates {
  private readonly entries = new Map<string, RecentState>();

  /** Creates an empty set of recent states holding at most `capacity` tasks. */
  constructor(private readonly capacity: number) {}

  /** The recent state of a task for an owner, or undefined. */
  get(taskId: string, owner: string): RecentState | undefined {
    const entry = this.entries.get(taskId);
    return entry !== undefined && entry.owner === owner ? entry : undefined;
  }

  /** Remembers a task's state; an older version never replaces a newer one. */
  set(taskId: string, entry: RecentState): void {
    const known = this.entries.get(taskId);
    if (known !== undefined && known.owner === entry.owner && known.version > entry.version) return;
    this.entries.delete(taskId);
    this.entries.set(taskId, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets a task (its guess proved stale, or it was deleted). */
  forget(taskId: string): void {
    this.entries.delete(taskId);
  }
}
