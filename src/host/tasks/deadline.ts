/**
 * Deadlines on every store call the host makes: a database that hangs must not hang the requests waiting on it, nor
 * stop the sweeper for good. A call that misses its deadline answers `unavailable`; what it does when it resolves
 * later is undone where it would leak (a watch is released, a task created for nobody is failed).
 */
import type { TaskEvent } from "../../machine/events.js";
import type { StoreResult, TaskStore } from "../../store/types.js";
import { describeThrown } from "../../shared/thrown.js";

/**
 * The message of a store call that missed its deadline.
 *
 * @internal
 */
export const LATE_MESSAGE = "the task store did not answer in time";

/**
 * Races a store call against a timer; the timer is always cleared, so no deadline outlives its call.
 *
 * @internal
 */
export function withDeadline<T>(
  call: () => Promise<StoreResult<T>>,
  ms: number,
  onLate?: (result: StoreResult<T>) => void,
): Promise<StoreResult<T>> {
  let running: Promise<StoreResult<T>>;
  try {
    running = Promise.resolve(call());
  } catch (error) {
    return Promise.resolve({ ok: false, error: { code: "unavailable", message: describeThrown(error) } });
  }
  // One promise settled by whichever comes first, the call or its timer: no race of two promises per store call.
  return new Promise<StoreResult<T>>((resolve) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve({ ok: false, error: { code: "unavailable", message: `${LATE_MESSAGE} (${ms} ms)` } });
    }, ms);
    const land = (result: StoreResult<T>): void => {
      clearTimeout(timer);
      if (!settled) {
        settled = true;
        resolve(result);
      } else onLate?.(result);
    };
    running.then(land, (error: unknown) =>
      land({ ok: false, error: { code: "unavailable", message: describeThrown(error) } }),
    );
  });
}

/**
 * The store as the host uses it: every call under a deadline of `ms` (the sweep under `sweepMs`). A create that
 * lands after its deadline fails the task it made (its client was told it failed, so no work will run for it); a
 * watch that lands late is released at once.
 *
 * @internal
 */
export function deadlineStore(store: TaskStore, ms: number, sweepMs: number, clock: () => Date): TaskStore {
  const failLate = (taskId: string, owner: string): void => {
    const event: TaskEvent = {
      type: "fail",
      now: clock().toISOString(),
      error: { code: -32603, message: "The task store answered too late; the task was abandoned" },
      statusMessage: "Abandoned",
    };
    void Promise.resolve()
      .then(() => store.apply(taskId, event, { owner }))
      .catch(() => undefined);
  };
  return {
    migrate: () => withDeadline(() => store.migrate(), ms),
    create: (state, scope) =>
      withDeadline(
        () => store.create(state, scope),
        ms,
        (late) => {
          if (late.ok) failLate(late.value.state.taskId, scope.owner);
        },
      ),
    get: (taskId, scope) => withDeadline(() => store.get(taskId, scope), ms),
    apply: (taskId, event, scope) => withDeadline(() => store.apply(taskId, event, scope), ms),
    sweep: (now) => withDeadline(() => store.sweep(now), sweepMs),
    watch: (taskIds, listener, scope) =>
      withDeadline(
        () => store.watch(taskIds, listener, scope),
        ms,
        (late) => {
          if (late.ok) late.value();
        },
      ),
    close: () => store.close(),
  };
}
