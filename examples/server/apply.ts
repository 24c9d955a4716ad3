/**
 * The one way a task changes: read it from the store, run the machine's `transition`, and write the new state back
 * conditionally on the version that was read. When another writer got there first, read again and retry, so every
 * event is applied to the latest state and no transition is lost.
 */
import { transition, type TaskEvent, type TaskState, type TransitionError, type TransitionOk } from "mcp-tasks";
import type { TaskStore } from "./store.js";

/** The outcome of applying an event: the machine's acceptance, its refusal, or the task being gone. */
export type ApplyOutcome =
  | (TransitionOk & { version: number })
  | { ok: false; refused: TransitionError }
  | { ok: false; missing: true };

/** How many times a conflicting write is retried before giving up (a livelock guard, never reached in practice). */
const maxAttempts = 64;

/**
 * Applies the event built by `makeEvent` (called with the current time on each attempt) to the stored task.
 * An event that changes nothing is not written.
 */
export async function applyEvent(
  store: TaskStore<TaskState>,
  taskId: string,
  makeEvent: (now: string) => TaskEvent,
  clock: () => Date = () => new Date(),
): Promise<ApplyOutcome> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const current = await store.get(taskId);
    if (current === undefined) return { ok: false, missing: true };
    const next = transition(current.value, makeEvent(clock().toISOString()));
    if (!next.ok) return { ok: false, refused: next.error };
    if (!next.changed) return { ...next, version: current.version };
    const written = await store.compareAndSet(taskId, current.version, next.state);
    if (written.ok) return { ...next, version: written.version };
    if (written.reason === "missing") return { ok: false, missing: true };
  }
  throw new Error(`task ${taskId}: gave up after ${maxAttempts} conflicting writes`);
}
