/**
 * The memory store's index of when each task next needs the sweep: task ids in buckets by due time, and the bucket
 * times in a min-heap, so that a sweep visits the tasks that are due (a few more at the edge of a bucket), not every
 * stored task. An id is added where it becomes due (its TTL, then its retention); an entry may go stale (the task was
 * deleted, or its TTL changed): the sweep reads the row again and skips or re-files it.
 */

/** Bucket width in ms: tasks due within it are filed together. */
const GRAIN_MS = 100;

/**
 * Task ids by the time the sweep is next due to look at them.
 *
 * @internal
 */
export class DueIndex {
  readonly #buckets = new Map<number, string[]>();
  /** The keys of #buckets, smallest first at index 0 (a binary heap). */
  readonly #keys: number[] = [];

  /** Files `taskId` to be looked at once `due` (epoch ms) has passed. */
  add(taskId: string, due: number): void {
    const key = Math.floor(due / GRAIN_MS);
    const bucket = this.#buckets.get(key);
    if (bucket !== undefined) {
      bucket.push(taskId);
      return;
    }
    this.#buckets.set(key, [taskId]);
    const keys = this.#keys;
    let i = keys.push(key) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up]! <= key) break;
      keys[i] = keys[up]!;
      i = up;
    }
    keys[i] = key;
  }

  /** Takes out every bucket that may hold a task due at `at`; what is not due yet is for the caller to file again. */
  takeDue(at: number): string[][] {
    const last = Math.floor(at / GRAIN_MS);
    const taken: string[][] = [];
    while (this.#keys.length > 0 && this.#keys[0]! <= last) {
      const key = this.#popKey();
      taken.push(this.#buckets.get(key)!);
      this.#buckets.delete(key);
    }
    return taken;
  }

  #popKey(): number {
    const keys = this.#keys;
    const top = keys[0]!;
    const moved = keys.pop()!;
    if (keys.length === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= keys.length) break;
      const right = left + 1;
      const child = right < keys.length && keys[right]! < keys[left]! ? right : left;
      if (keys[child]! >= moved) break;
      keys[i] = keys[child]!;
      i = child;
    }
    keys[i] = moved;
    return top;
  }
}
