/**
 * The runner: creates tasks durably, runs each tool's work in the background, and turns what the work does
 * (finish, fail, ask for input, notice cancellation) into machine events applied through the store.
 */
import { createTask, isTerminal, newTaskId, type JSONObject, type TaskState } from "mcp-tasks";
import { applyEvent } from "./apply.js";
import { sleep, TaskSignals } from "./signals.js";
import type { TaskStore } from "./store.js";
import type { Tool, ToolOutcome, WorkContext } from "./tools/index.js";
import { collectAnswers } from "./answers.js";

/** Settings of the runner. */
export interface RunnerOptions {
  /** Where task states live. */
  store: TaskStore<TaskState>;
  /** The time source for every event (injectable for tests). */
  clock?: () => Date;
  /** Multiplies every wait a tool asks for; tests use a small factor to run fast. */
  timeScale?: number;
  /** The TTL given to new tasks, in milliseconds (null: unlimited). */
  ttlMs?: number | null;
  /** The polling interval suggested to clients; workers re-read the store at the same pace. */
  pollIntervalMs?: number;
  /** Where failures of background work (a store that throws, say) are reported. */
  log?: (message: string) => void;
}

/** Why a worker's signal was aborted; only a client's cancellation leads to a write (the `cancel` event). */
const reasons = {
  cancelled: new Error("the task was cancelled"),
  ended: new Error("the task ended"),
  expired: new Error("the task expired"),
  stopping: new Error("the server is stopping"),
} as const;

/** Runs task work in the background of the request that created the task. */
export class TaskRunner {
  readonly #store: TaskStore<TaskState>;
  readonly #clock: () => Date;
  readonly #timeScale: number;
  readonly #ttlMs: number | null;
  readonly #pollIntervalMs: number;
  readonly #log: (message: string) => void;
  readonly #signals = new TaskSignals();
  readonly #running = new Map<string, AbortController>();
  readonly #expiryTimers = new Set<NodeJS.Timeout>();
  #stopped = false;

  /** Creates a runner over a store. */
  constructor(options: RunnerOptions) {
    this.#store = options.store;
    this.#clock = options.clock ?? (() => new Date());
    this.#timeScale = options.timeScale ?? 1;
    this.#ttlMs = options.ttlMs === undefined ? 5 * 60_000 : options.ttlMs;
    this.#pollIntervalMs = options.pollIntervalMs ?? 500;
    this.#log = options.log ?? ((message) => console.error(message));
  }

  /**
   * Creates a `working` task, waits until the store holds it (so a `tasks/get` resolves before the CreateTaskResult
   * is sent), then starts the tool's work without waiting for it. Returns the created state.
   */
  async start(tool: Tool, args: JSONObject): Promise<TaskState> {
    const now = this.#clock().toISOString();
    const created = createTask({ taskId: newTaskId(), now, ttlMs: this.#ttlMs, pollIntervalMs: this.#pollIntervalMs });
    if (!created.ok) throw new Error(`createTask refused: ${created.error.message}`);
    const stored = await this.#store.create(created.state.taskId, created.state);
    if (!stored.ok) throw new Error(`the store refused task ${created.state.taskId}: ${stored.reason}`);
    this.#scheduleExpiry(created.state.taskId);
    this.#background(created.state.taskId, this.#work(created.state.taskId, tool, args));
    return created.state;
  }

  /** Runs a tool's work inside the request, for a client that gets no task. Tools that ask for input cannot run so. */
  async runInline(tool: Tool, args: JSONObject, signal?: AbortSignal): Promise<ToolOutcome> {
    const context: WorkContext = {
      signal: signal ?? new AbortController().signal,
      sleep: (ms) => sleep(ms * this.#timeScale, signal),
      ask: () => Promise.reject(new Error(`${tool.name} asks for input, which needs a task`)),
    };
    try {
      return await tool.run(args, context);
    } catch (error) {
      return { error: { code: -32603, message: `${tool.name} failed: ${describe(error)}` } };
    }
  }

  /** Tells the runner a task changed outside its worker (an answer or a cancellation request arrived). */
  wake(taskId: string): void {
    this.#signals.wake(taskId);
  }

  /** Stops every worker without writing anything more (server shutdown). */
  stop(): void {
    this.#stopped = true;
    for (const controller of this.#running.values()) controller.abort(reasons.stopping);
    for (const timer of this.#expiryTimers) clearTimeout(timer);
    this.#expiryTimers.clear();
  }

  /** Lets background work run on, reporting instead of crashing the process if it fails. */
  #background(taskId: string, work: Promise<void>): void {
    work.catch((error: unknown) => this.#log(`task ${taskId}: background work failed: ${describe(error)}`));
  }

  /** Runs one task's work to its end and records the outcome. */
  async #work(taskId: string, tool: Tool, args: JSONObject): Promise<void> {
    const controller = new AbortController();
    this.#running.set(taskId, controller);
    this.#background(taskId, this.#watchCancellation(taskId, controller));
    const { signal } = controller;
    const context: WorkContext = {
      signal,
      sleep: (ms) => sleep(ms * this.#timeScale, signal),
      ask: (requests) => collectAnswers(this.#store, this.#signals, taskId, requests, {
        signal, clock: this.#clock, pollIntervalMs: this.#pollIntervalMs,
      }),
    };
    let outcome: ToolOutcome | undefined;
    try {
      outcome = await tool.run(args, context);
    } catch (error) {
      if (!signal.aborted) outcome = { error: { code: -32603, message: `${tool.name} failed: ${describe(error)}` } };
    } finally {
      this.#running.delete(taskId);
    }
    const stoppedBy = signal.aborted ? (signal.reason as unknown) : undefined;
    controller.abort(reasons.ended);
    if (this.#stopped || (outcome === undefined && stoppedBy !== reasons.cancelled)) return;
    // A refusal below means the task already ended (cancelled or expired meanwhile): its first terminal state stands.
    if (outcome === undefined) {
      await applyEvent(this.#store, taskId, (now) => ({ type: "cancel", now, statusMessage: "Cancelled at the client's request" }), this.#clock);
    } else if ("result" in outcome) {
      const result = outcome.result as unknown as JSONObject;
      await applyEvent(this.#store, taskId, (now) => ({ type: "complete", now, result }), this.#clock);
    } else {
      const { error } = outcome;
      await applyEvent(this.#store, taskId, (now) => ({ type: "fail", now, error, statusMessage: error.message }), this.#clock);
    }
  }

  /** Aborts the work once the stored task asks for cancellation, or is gone or ended by another writer. */
  async #watchCancellation(taskId: string, controller: AbortController): Promise<void> {
    while (!controller.signal.aborted) {
      const current = await this.#store.get(taskId);
      const state = current?.value;
      if (state === undefined || state.cancelRequested || isTerminal(state.status)) {
        controller.abort(state?.cancelRequested === true ? reasons.cancelled : reasons.ended);
        return;
      }
      await this.#signals.wait(taskId, this.#pollIntervalMs, controller.signal);
    }
  }

  /** Expires the task when its TTL elapses: a running one fails, then the record is removed. */
  #scheduleExpiry(taskId: string): void {
    if (this.#ttlMs === null) return;
    const timer = setTimeout(() => {
      this.#expiryTimers.delete(timer);
      this.#background(taskId, this.#expire(taskId));
    }, this.#ttlMs);
    timer.unref();
    this.#expiryTimers.add(timer);
  }

  /** Fails a still-running expired task, then deletes it, conditionally on the version last seen. */
  async #expire(taskId: string): Promise<void> {
    this.#running.get(taskId)?.abort(reasons.expired);
    await applyEvent(this.#store, taskId, (now) => ({ type: "expire", now }), this.#clock);
    const current = await this.#store.get(taskId);
    if (current !== undefined) await this.#store.delete(taskId, current.version);
    this.#signals.wake(taskId);
  }
}

/** A thrown value as a message. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
