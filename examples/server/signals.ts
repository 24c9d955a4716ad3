/**
 * Wake-ups for workers waiting on a task: a request handler that changed a task (an answer arrived, a cancellation
 * was asked) wakes the task's waiters, which then re-read the store. Waits also end on a timeout, so a store
 * shared between server instances, whose other writers cannot wake this process, still makes progress by polling.
 */

/** Wake-up signals keyed by task id. */
export class TaskSignals {
  readonly #waiters = new Map<string, Set<() => void>>();

  /** Wakes everything waiting on the task. */
  wake(taskId: string): void {
    const waiters = this.#waiters.get(taskId);
    if (waiters === undefined) return;
    this.#waiters.delete(taskId);
    for (const resolve of waiters) resolve();
  }

  /** Resolves on the next wake-up of the task, after `timeoutMs`, or when `signal` aborts, whichever comes first. */
  wait(taskId: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const waiters = this.#waiters.get(taskId) ?? new Set<() => void>();
      this.#waiters.set(taskId, waiters);
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        waiters.delete(done);
        if (waiters.size === 0 && this.#waiters.get(taskId) === waiters) this.#waiters.delete(taskId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener("abort", done, { once: true });
      waiters.add(done);
    });
  }
}

/** Waits `ms` milliseconds; rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, Math.max(0, ms));
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
