/**
 * The memory store's sweep: one walk over the tasks that are due, failing the expired and deleting those past retention. It
 * yields to the event loop whenever a slice has run SWEEP_SLICE_MS, so a large sweep never holds the process for
 * long, and it allocates little per task (its deadline is kept with the row, one expire event is shared per TTL, and a
 * change object is made only for a task someone watches), so a sweep over a large heap causes few collections.
 */
import type { ExpireEvent } from "../machine/events.js";
import type { TaskState } from "../machine/state.js";
import { isTerminal } from "../machine/status.js";
import { expiredError } from "../machine/time/expiry.js";
import { transition } from "../machine/transition.js";
import { freezeCopy } from "./frozen.js";
import type { DueIndex } from "./memory-due.js";

/**
 * A stored row as the sweep reads it.
 *
 * @internal
 */
export interface SweptRow {
  readonly owner: string;
  readonly state: TaskState;
  readonly version: number;
  /** When the task's TTL elapses (epoch ms), computed once when the row is written; null for an unlimited TTL. */
  readonly expires: number | null;
}

/**
 * What the sweep changes through: the store's own commit and delete, so counts and watchers stay right, and the
 * index of when each task is due.
 *
 * @internal
 */
export interface SweepTarget<R extends SweptRow> {
  readonly rows: Map<string, R>;
  readonly due: DueIndex;
  readonly retentionMs: number;
  /** Writes the expired state of a row at its next version. */
  expire(taskId: string, row: R, state: TaskState): void;
  /** Deletes a row past retention. */
  remove(taskId: string, row: R): void;
}

/**
 * How long one slice of the walk runs before it yields, in ms: well under the 20 ms a caller may be held.
 *
 * @internal
 */
export const SWEEP_SLICE_MS = 4;
/** How many tasks the walk handles between two looks at the timer (a look costs about as much as a task). */
const CHECK_EVERY = 32;

/**
 * Sweeps as of `at` (epoch ms; `now` is the same instant as text, for the machine): visits the tasks the index says
 * are due, expires the live ones past their TTL and deletes the finished ones past retention, and files each task
 * it leaves again where it is next due.
 *
 * @internal
 */
export async function sweepRows<R extends SweptRow>(
  target: SweepTarget<R>,
  now: string,
  at: number,
): Promise<{ expired: number; deleted: number }> {
  const { rows, due, retentionMs } = target;
  const events = new Map<number, SharedExpiry>();
  let expired = 0;
  let deleted = 0;
  let seen = 0;
  let expiredNow: Set<string> | undefined;
  let sliceStart = performance.now();
  // Taken out before the walk: what the walk files again, or what is added while it yields, waits for the next sweep.
  for (const bucket of due.takeDue(at)) {
    for (let i = 0; i < bucket.length; i++) {
      if (++seen % CHECK_EVERY === 0 && performance.now() - sliceStart >= SWEEP_SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
      const taskId = bucket[i]!;
      const row = rows.get(taskId);
      const deadline = row?.expires ?? null;
      if (row === undefined || deadline === null) continue;
      if (deadline > at) {
        due.add(taskId, deadline);
        continue;
      }
      if (isTerminal(row.state.status)) {
        // A task filed twice (its TTL was shortened) that this sweep expired is deleted by a later one, not this one.
        if (expiredNow?.has(taskId) === true) continue;
        if (deadline + retentionMs > at) {
          due.add(taskId, deadline + retentionMs);
          continue;
        }
        target.remove(taskId, row);
        deleted += 1;
        continue;
      }
      const expiry = expireEvent(events, row.state.ttlMs ?? 0, now);
      const outcome = transition(row.state, expiry.event);
      if (outcome.ok && outcome.changed) {
        // The error is the shared frozen one: the copy keeps it as it is rather than copy it per task.
        target.expire(taskId, row, freezeCopy(outcome.state, row.state, expiry.owned));
        (expiredNow ??= new Set()).add(taskId);
        expired += 1;
      }
      due.add(taskId, deadline + retentionMs);
    }
  }
  return { expired, deleted };
}

/** An expire event shared by the tasks of one TTL, and its frozen error as the part their new states keep. */
interface SharedExpiry {
  readonly event: ExpireEvent;
  readonly owned: readonly unknown[];
}

/** One expire event per TTL, its error frozen once: every task it fails shares that error, as it shares the text. */
function expireEvent(events: Map<number, SharedExpiry>, ttlMs: number, now: string): SharedExpiry {
  let expiry = events.get(ttlMs);
  if (expiry === undefined) {
    const error = freezeCopy(expiredError(ttlMs));
    expiry = { event: { type: "expire", now, error }, owned: [error] };
    events.set(ttlMs, expiry);
  }
  return expiry;
}

/** Lets timers and I/O run: setImmediate where there is one (no 1 ms clamp), else a zero timeout. */
function yieldToEventLoop(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate !== undefined ? immediate(resolve) : setTimeout(resolve, 0)));
}
