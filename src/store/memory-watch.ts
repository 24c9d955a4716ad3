/**
 * The memory store's watchers: who watches which task, how a commit reaches them, and how a watch is checked and
 * made; kept apart from the rows and bounds the store writes.
 */
import type { TaskState } from "../machine/state.js";
import { checkOwner, checkTaskIds, failure } from "./options.js";
import { subscribe } from "./subscriptions.js";
import type { OwnerScope, StoreResult, TaskChange, TaskChangeListener, Unsubscribe } from "./types.js";

/**
 * The memory store's watchers by task id, each with the owner it watches as.
 *
 * @internal
 */
export type MemoryWatchers = Map<string, Set<{ owner: string; listener: TaskChangeListener }>>;

/**
 * Tells the task's watchers of this owner; the change object is made only when someone watches.
 *
 * @internal
 */
export function publish(
  watchers: MemoryWatchers,
  owner: string,
  taskId: string,
  version: number,
  state: TaskState | null,
): void {
  const set = watchers.get(taskId);
  if (set === undefined) return;
  const change: TaskChange = Object.freeze({ taskId, version, state });
  for (const watcher of [...set]) {
    if (watcher.owner !== owner) continue;
    try {
      watcher.listener(change);
    } catch {
      // A listener's failure is its own; the commit it reports has already happened.
    }
  }
}

/**
 * Checks a watch request and, unless the store is closed, adds its listener under each task id.
 *
 * @internal
 */
export function watchTasks(
  watchers: MemoryWatchers,
  closed: boolean,
  taskIds: readonly string[],
  listener: TaskChangeListener,
  scope: OwnerScope,
): StoreResult<Unsubscribe> {
  const owner = checkOwner(scope);
  if (typeof owner !== "string") return owner;
  const ids = checkTaskIds(taskIds);
  if (!Array.isArray(ids)) return ids as StoreResult<never>;
  if (typeof listener !== "function") return failure("invalid", "listener must be a function");
  if (closed) return failure("unavailable", "the store is closed");
  return { ok: true, value: subscribe(watchers, ids, { owner, listener }) };
}
