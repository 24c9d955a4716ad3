/** The per-task index of watchers both stores keep, and the unsubscribe function a watch returns. */
import type { Unsubscribe } from "./types.js";

/**
 * Watchers by task id.
 *
 * @internal
 */
export type WatcherIndex<W> = Map<string, Set<W>>;

/**
 * Adds `watcher` under each task id; the returned function removes it again (once; later calls do nothing).
 *
 * @internal
 */
export function subscribe<W>(
  index: WatcherIndex<W>,
  taskIds: readonly string[],
  watcher: W,
  onRemoved?: () => void,
): Unsubscribe {
  for (const taskId of taskIds) {
    let set = index.get(taskId);
    if (set === undefined) index.set(taskId, (set = new Set()));
    set.add(watcher);
  }
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    for (const taskId of taskIds) {
      const set = index.get(taskId);
      set?.delete(watcher);
      if (set?.size === 0) index.delete(taskId);
    }
    onRemoved?.();
  };
}
