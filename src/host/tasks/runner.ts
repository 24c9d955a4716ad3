/**
 * The runner: creates a task durably, then runs its tool function in the background, turning the function's return
 * into `complete` (a tool result with `isError: true` included) and its throw into `fail` with a JSON-RPC error.
 */
import type { CallToolResult, JSONObject } from "../../../generated/types.js";
import { createTask } from "../../machine/create.js";
import { newTaskId } from "../../machine/new-task-id.js";
import type { JSONRPCError } from "../../machine/state.js";
import type { StoreResult, StoredTask } from "../../store/types.js";
import { toRpcError } from "../errors.js";
import type { HostSettings } from "../options.js";
import type { HostTool, ToolContext } from "../types.js";
import { STOP_REASONS, Worker } from "./worker.js";
import { checked, isThenable, recordOutcome } from "./outcome.js";
import { describeThrown } from "../../shared/thrown.js";

/**
 * The tasks running in this process, and how they start and end.
 *
 * @internal
 */
export class Runner {
  readonly #settings: HostSettings;
  readonly #workers = new Set<Worker>();
  /** What each running worker's work settles as, for close to wait on; it never rejects. */
  readonly #settled = new Map<Worker, Promise<void>>();

  constructor(settings: HostSettings) {
    this.#settings = settings;
  }

  /** How many workers run here. */
  get size(): number {
    return this.#workers.size;
  }

  /**
   * Creates a `working` task bound to `owner` and resolves once the store holds it (so a tasks/get right after the
   * CreateTaskResult finds it); the work then starts in the background. A store refusal comes back as is. With a
   * `client` (its address, when no owner function tells owners apart), the store keeps that client to its share of
   * the owner's bounds, counted in the store so that every instance on it sees one count.
   */
  async start(
    tool: HostTool,
    args: JSONObject,
    owner: string,
    client: string | undefined,
  ): Promise<StoreResult<StoredTask>> {
    const { store, clock, ttlMs, pollIntervalMs, onError } = this.#settings;
    const now = clock();
    const created = createTask({ taskId: newTaskId(), now: now.toISOString(), ttlMs, pollIntervalMs });
    if (!created.ok) return { ok: false, error: { code: "invalid", message: created.error.message } };
    const share =
      client === undefined
        ? undefined
        : {
            key: client,
            maxLiveTasks: this.#settings.maxLiveTasksPerClient,
            maxTasks: this.#settings.maxTasksPerClient,
          };
    let stored: StoreResult<StoredTask>;
    try {
      stored = await store.create(created.state, share === undefined ? { owner } : { owner, client: share });
    } catch (error) {
      stored = { ok: false, error: { code: "unavailable", message: describeThrown(error) } };
    }
    if (!stored.ok) return stored;
    const deps = {
      store,
      clock,
      owner,
      taskId: created.state.taskId,
      recheckMs: Math.max(1000, pollIntervalMs),
      onError,
    };
    const worker = new Worker(deps, stored.value.state, stored.value.version);
    this.#workers.add(worker);
    const done = this.#run(worker, tool, args);
    // Work that ended without waiting has already left #workers; only what still runs is waited for on close.
    if (this.#workers.has(worker)) this.#settled.set(worker, done);
    return stored;
  }

  /** Runs a tool inside the request, for a call that gets no task: its result, or the JSON-RPC error it ended with. */
  async inline(
    tool: HostTool,
    args: JSONObject,
    owner: string,
    signal: AbortSignal,
  ): Promise<{ result: CallToolResult } | { error: JSONRPCError }> {
    const context: ToolContext = {
      taskId: null,
      owner,
      signal,
      requestInput: () =>
        Promise.reject(
          new Error(`${tool.name} asked for input, which needs a task; call it declaring the tasks extension`),
        ),
      setStatusMessage: async () => false,
    };
    try {
      return checked(tool, await tool.run(args, context));
    } catch (error) {
      return { error: toRpcError(error, `${tool.name} failed`) };
    }
  }

  /**
   * Stops every worker; the tasks they ran fail, since their work ends with this host. Waits at most
   * `closeGraceMs` for the failures to be written and the work to return: work that ignores its signal is left
   * behind (its outcome no longer counts), and a failure the store did not take in time is left to the TTL sweep.
   */
  async close(): Promise<void> {
    const workers = [...this.#workers];
    for (const worker of workers) worker.stop(STOP_REASONS.closing);
    const failed = Promise.all(
      workers.map((worker) =>
        worker.apply((now) => ({
          type: "fail",
          now,
          error: { code: -32603, message: "The server shut down before the task finished" },
          statusMessage: "Server shut down",
        })),
      ),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.#settings.closeGraceMs)));
    try {
      await Promise.race([failed.then(() => Promise.all([...this.#settled.values()])), grace]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Runs the work; only work still pending when its function returns follows its task through the store's watch (to
   * learn of a cancellation, an answer or an expiry): work that returned at once has nothing left to tell, and its
   * task needs no watch and no re-read.
   */
  async #run(worker: Worker, tool: HostTool, args: JSONObject): Promise<void> {
    try {
      await this.#work(worker, tool, args);
    } catch (error) {
      this.#settings.onError(error);
    } finally {
      this.#workers.delete(worker);
      this.#settled.delete(worker);
    }
  }

  async #work(worker: Worker, tool: HostTool, args: JSONObject): Promise<void> {
    let outcome: { result: CallToolResult } | { error: JSONRPCError };
    try {
      const returned: unknown = tool.run(args, worker.context());
      if (!isThenable(returned)) {
        worker.followed();
        outcome = checked(tool, returned);
      } else {
        // Settled as the work's promise does, and handled at once: the work may reject while the watch is made.
        const pending = Promise.resolve(returned).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        const attached = await worker.attach();
        worker.followed();
        if (attached) {
          const settled = await pending;
          if ("error" in settled) throw settled.error;
          outcome = checked(tool, settled.value);
        } else {
          // Work that cannot be told of a cancellation or an answer is stopped, and its task fails.
          worker.stop(STOP_REASONS.unfollowed);
          await recordOutcome(
            worker,
            { error: { code: -32603, message: "The server could not follow the task in its store" } },
            this.#settings.onError,
          );
          return;
        }
      }
    } catch (error) {
      worker.followed();
      outcome = { error: toRpcError(error, `${tool.name} failed`) };
    }
    // Work that ended after its task did (cancelled, expired, or the host closing) has no say any more.
    if (worker.stopped || worker.ended) return worker.stop(STOP_REASONS.ended);
    await recordOutcome(worker, outcome, this.#settings.onError);
    worker.stop(STOP_REASONS.ended);
  }
}
