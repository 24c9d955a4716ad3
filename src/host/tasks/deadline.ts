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

/** A call under way: when it is due, and how to answer it, until it is answered (then undefined). */
interface Pending {
  readonly due: number;
  resolve: ((result: StoreResult<never>) => void) | undefined;
}

/**
 * Deadlines of one length on store calls. Calls are due in the order they start, so one timer, armed for the oldest
 * call still under way, watches them all: a call makes no timer of its own, nor clears one. A call that settles in
 * time drops out; one whose deadline passes is answered `unavailable`, and what it resolves to later goes to `onLate`.
 *
 * @internal
 */
export class Deadlines {
  readonly #ms: number;
  readonly #queue: Pending[] = [];
  #head = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number) {
    this.#ms = ms;
  }

  /** Runs a store call under the deadline. */
  run<T>(call: () => Promise<StoreResult<T>>, onLate?: (result: StoreResult<T>) => void): Promise<StoreResult<T>> {
    let running: Promise<StoreResult<T>>;
    try {
      running = Promise.resolve(call());
    } catch (error) {
      return Promise.resolve({ ok: false, error: { code: "unavailable", message: describeThrown(error) } });
    }
    return new Promise<StoreResult<T>>((resolve) => {
      const pending: Pending = { due: performance.now() + this.#ms, resolve: resolve as Pending["resolve"] };
      const idle = this.#queue.length === 0;
      this.#queue.push(pending);
      if (this.#timer === undefined) this.#arm(pending.due);
      else if (idle) (this.#timer as { ref?: () => void }).ref?.();
      const land = (result: StoreResult<T>): void => {
        const answer = pending.resolve;
        if (answer === undefined) return onLate?.(result);
        pending.resolve = undefined;
        answer(result as StoreResult<never>);
        this.#dropAnswered();
      };
      running.then(land, (error: unknown) =>
        land({ ok: false, error: { code: "unavailable", message: describeThrown(error) } }),
      );
    });
  }

  /** Stops the timer; calls still under way then wait for their store alone. */
  release(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Drops the answered calls at the front; with none left under way, the timer stops holding the process. */
  #dropAnswered(): void {
    const queue = this.#queue;
    while (this.#head < queue.length && queue[this.#head]!.resolve === undefined) this.#head++;
    if (this.#head === queue.length) {
      queue.length = 0;
      this.#head = 0;
      // Left armed (so that the next call need not make a timer) but not holding the process open.
      (this.#timer as { unref?: () => void } | undefined)?.unref?.();
    } else if (this.#head >= 1024 && this.#head * 2 >= queue.length) {
      queue.splice(0, this.#head);
      this.#head = 0;
    }
  }

  #arm(due: number): void {
    this.#timer = setTimeout(() => this.#fire(), Math.max(0, due - performance.now()));
  }

  /** Answers every call past its deadline, then arms the timer for the oldest call still under way, if any. */
  #fire(): void {
    this.#timer = undefined;
    const now = performance.now();
    const queue = this.#queue;
    while (this.#head < queue.length) {
      const pending = queue[this.#head]!;
      const answer = pending.resolve;
      if (answer !== undefined) {
        if (pending.due > now) break;
        pending.resolve = undefined;
        answer({ ok: false, error: { code: "unavailable", message: `${LATE_MESSAGE} (${this.#ms} ms)` } });
      }
      this.#head++;
    }
    if (this.#head === queue.length) {
      queue.length = 0;
      this.#head = 0;
      return;
    }
    this.#arm(queue[this.#head]!.due);
  }
}

const RELEASES = new WeakMap<TaskStore, () => void>();

/**
 * Stops the deadline timers of a store {@link deadlineStore} made, so that a closed host holds no timer.
 *
 * @internal
 */
export function releaseDeadlines(store: TaskStore): void {
  RELEASES.get(store)?.();
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
  const calls = new Deadlines(ms);
  const sweeps = new Deadlines(sweepMs);
  const wrapped: TaskStore = {
    migrate: () => calls.run(() => store.migrate()),
    create: (state, scope) =>
      calls.run(
        () => store.create(state, scope),
        (late) => {
          if (late.ok) failLate(late.value.state.taskId, scope.owner);
        },
      ),
    get: (taskId, scope) => calls.run(() => store.get(taskId, scope)),
    apply: (taskId, event, scope) => calls.run(() => store.apply(taskId, event, scope)),
    sweep: (now) => sweeps.run(() => store.sweep(now)),
    watch: (taskIds, listener, scope) =>
      calls.run(
        () => store.watch(taskIds, listener, scope),
        (late) => {
          if (late.ok) late.value();
        },
      ),
    close: () => store.close(),
  };
  RELEASES.set(wrapped, () => {
    calls.release();
    sweeps.release();
  });
  return wrapped;
}
