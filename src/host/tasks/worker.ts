/**
 * One task's work in this process: the context its tool function sees, and how that function's return or throw
 * becomes the task's end. The worker follows its task through the store's `watch`, so a cancellation, an answer
 * or an expiry written by any process (another host instance behind the same store included) reaches it.
 */
import type { InputRequests, InputResponses } from "../../../generated/types.js";
import { MAX_STATUS_MESSAGE } from "../errors.js";
import type { TaskState } from "../../machine/state.js";
import { isTerminal } from "../../machine/status.js";
import type { TaskEvent } from "../../machine/events.js";
import type { Applied, StoreResult, TaskChange, Unsubscribe } from "../../store/types.js";
import type { ToolContext } from "../types.js";
import { toWellFormedText } from "../wire-text.js";
import { describeThrown } from "../../shared/thrown.js";
import { answersFor, checkedInputRequests, type Waiter } from "./input-wait.js";
import { STOP_REASONS, type WorkerDeps } from "./worker-deps.js";

export type { WorkerDeps } from "./worker-deps.js";
export { STOP_REASONS } from "./worker-deps.js";

/**
 * A task's worker: its abort signal, its input waiters, and its view of the stored task.
 *
 * @internal
 */
export class Worker {
  readonly #deps: WorkerDeps;
  /** Made when someone asks for the signal: most tools never do, and an AbortController is costly to make. */
  #controller: AbortController | undefined;
  /** Why the work stopped, once it did. */
  #stopped: string | undefined;
  /** The work's waits for input responses; made at the first wait, since most work never waits. */
  #waiters: Set<Waiter> | undefined;
  #unwatch: Unsubscribe | undefined;
  /** Until the work is followed: true, or the writes waiting for it; undefined once it is. */
  #unfollowed: true | Array<() => void> | undefined = true;
  #state: TaskState;
  #version: number;

  constructor(deps: WorkerDeps, state: TaskState, version: number) {
    this.#deps = deps;
    this.#state = state;
    this.#version = version;
  }

  /** Aborted when the task ends by another hand, disappears, or the host closes. */
  get signal(): AbortSignal {
    if (this.#controller === undefined) {
      this.#controller = new AbortController();
      if (this.#stopped !== undefined) this.#controller.abort(new Error(this.#stopped));
    }
    return this.#controller.signal;
  }

  /** Whether the work was stopped (its signal fired, or will have fired once anyone asks for it). */
  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  /**
   * Marks the work as followed (its watch is in place, or it needs none): what the work writes through its context
   * waits for this, so that whatever answers a write (a cancel, an input response) reaches the work.
   */
  followed(): void {
    const waiting = this.#unfollowed;
    this.#unfollowed = undefined;
    if (waiting !== undefined && waiting !== true) for (const resume of waiting) resume();
  }

  /** Resolves once the work is followed; at once when it already is. */
  #following(): Promise<void> | undefined {
    if (this.#unfollowed === undefined) return undefined;
    return new Promise<void>((resolve) => {
      if (this.#unfollowed === true) this.#unfollowed = [resolve];
      else this.#unfollowed!.push(resolve);
    });
  }

  /** Starts following the task; false when the store refused the watch (the worker then cannot be told anything). */
  async attach(): Promise<boolean> {
    const { store, taskId, owner } = this.#deps;
    const watched = await store.watch([taskId], (change) => this.#onChange(change), { owner });
    if (!watched.ok) return false;
    this.#unwatch = watched.value;
    // A change committed between create and watch was not reported: read once more.
    await this.#reread();
    return true;
  }

  /** The context handed to the tool function. */
  context(): ToolContext {
    const signal = (): AbortSignal => this.signal;
    return {
      taskId: this.#deps.taskId,
      owner: this.#deps.owner,
      get signal() {
        return signal();
      },
      requestInput: (requests) => this.#requestInput(requests),
      setStatusMessage: async (message) => {
        await this.#following();
        // Text a status message carries must encode, or every read of the task would fail: lone surrogates become U+FFFD.
        if (typeof message === "string" && message.length > MAX_STATUS_MESSAGE) return false;
        const text = typeof message === "string" ? toWellFormedText(message) : message;
        const applied = await this.apply((now) => ({ type: "update", now, statusMessage: text }));
        return applied.ok && !isTerminal(applied.value.state.status);
      },
    };
  }

  /** Applies an event to the task, keeping the worker's view current. */
  async apply(makeEvent: (now: string) => TaskEvent): Promise<StoreResult<Applied>> {
    const { store, taskId, owner, clock } = this.#deps;
    let applied: StoreResult<Applied>;
    try {
      applied = await store.apply(taskId, makeEvent(clock().toISOString()), { owner });
    } catch (error) {
      applied = { ok: false, error: { code: "unavailable", message: describeThrown(error) } };
    }
    if (applied.ok) this.#see(applied.value.state, applied.value.version);
    return applied;
  }

  /** Stops the work without writing anything more, and releases the watch and the waiters. */
  stop(reason: string): void {
    if (this.#stopped === undefined) {
      this.#stopped = reason;
      this.#controller?.abort(new Error(reason));
    }
    this.#unwatch?.();
    this.#unwatch = undefined;
    const waiters = this.#waiters;
    if (waiters === undefined || waiters.size === 0) return;
    for (const waiter of [...waiters]) waiter.reject(this.signal.reason);
    waiters.clear();
  }

  /** Whether the stored task is already terminal (so the work's outcome no longer counts). */
  get ended(): boolean {
    return isTerminal(this.#state.status);
  }

  #onChange(change: TaskChange): void {
    if (change.state === null) return this.stop(STOP_REASONS.gone);
    this.#see(change.state, change.version);
  }

  #see(state: TaskState, version: number): void {
    if (version < this.#version) return;
    this.#state = state;
    this.#version = version;
    if (isTerminal(state.status))
      return this.stop(state.status === "cancelled" ? STOP_REASONS.cancelled : STOP_REASONS.ended);
    const waiters = this.#waiters;
    if (waiters === undefined) return;
    for (const waiter of [...waiters]) {
      const answers = answersFor(state, waiter.keys);
      if (answers === undefined) continue;
      waiters.delete(waiter);
      waiter.resolve(answers);
    }
  }

  async #reread(): Promise<void> {
    const { store, taskId, owner } = this.#deps;
    try {
      const current = await store.get(taskId, { owner });
      if (current.ok) this.#see(current.value.state, current.value.version);
      else if (current.error.code === "not_found") this.stop(STOP_REASONS.gone);
    } catch (error) {
      this.#deps.onError(error);
    }
  }

  async #requestInput(requests: InputRequests): Promise<InputResponses> {
    await this.#following();
    if (this.signal.aborted) throw this.signal.reason;
    const plain = checkedInputRequests(requests);
    const asked = await this.apply((now) => ({ type: "requestInput", now, inputRequests: plain }));
    if (!asked.ok) throw new Error(`the input request was refused: ${asked.error.message}`);
    const keys = asked.value.accepted ?? Object.keys(plain);
    const answers = await this.#answers(keys);
    await this.apply((now) => ({ type: "consumeInput", now, keys: [...keys] }));
    return answers;
  }

  /** Resolves once every key has an accepted response; re-reads now and then in case a notification was lost. */
  #answers(keys: readonly string[]): Promise<InputResponses> {
    const ready = answersFor(this.#state, keys);
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise<InputResponses>((resolve, reject) => {
      if (this.signal.aborted) return reject(this.signal.reason);
      const timer = setInterval(() => void this.#reread(), this.#deps.recheckMs);
      const waiter: Waiter = {
        keys,
        resolve: (answers) => {
          clearInterval(timer);
          resolve(answers);
        },
        reject: (reason) => {
          clearInterval(timer);
          reject(reason);
        },
      };
      (this.#waiters ??= new Set()).add(waiter);
    });
  }
}
