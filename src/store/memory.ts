/** `memoryStore()`: the embedded TaskStore, one process, no dependency. */
import { expiresAt } from "../machine/time/expiry.js";
import type { TaskState } from "../machine/state.js";
import { isTerminal } from "../machine/status.js";
import { toEpochMs } from "../machine/time/timestamp.js";
import { transition } from "../machine/transition.js";
import type { TaskEvent } from "../machine/events.js";
import type {
  Applied,
  OwnerScope,
  StoredTask,
  StoreResult,
  TaskChange,
  TaskChangeListener,
  TaskStore,
  Unsubscribe,
} from "./types.js";
import { freezeCopy } from "./frozen.js";
import { subscribe } from "./subscriptions.js";
import { eventCopy, freezeOwn, storableCopy } from "./storable.js";
import {
  checkOwner,
  checkTaskId,
  checkTaskIds,
  failure,
  limitFailure,
  readStoreOptions,
  type StoreOptions,
} from "./options.js";

interface Row {
  readonly owner: string;
  readonly state: TaskState;
  readonly version: number;
}

/**
 * Creates an in-memory TaskStore. Writes are atomic within the process, so `apply` never meets a conflict. Stored
 * states are deep-frozen copies, handed out without copying: a caller cannot change what the store holds.
 *
 * @example
 * ```ts
 * import { createTask } from "mcp-tasks/machine";
 * import { memoryStore } from "mcp-tasks/store";
 *
 * const store = memoryStore();
 * const scope = { owner: "client-a" };
 * const created = createTask({ taskId: "t-1", now: "2026-11-22T10:00:00Z", ttlMs: 60_000 });
 * if (created.ok) {
 *   await store.create(created.state, scope);
 *   const applied = await store.apply("t-1", { type: "complete", now: "2026-11-22T10:00:05Z", result: { content: [], isError: false } }, scope);
 *   console.log(applied.ok ? applied.value.state.status : applied.error.code); // "completed"
 * }
 * await store.close();
 * ```
 */
export function memoryStore(options?: StoreOptions): TaskStore {
  const settings = readStoreOptions(options);
  const rows = new Map<string, Row>();
  const liveByOwner = new Map<string, number>();
  const storedByOwner = new Map<string, number>();
  const watchers = new Map<string, Set<{ owner: string; listener: TaskChangeListener }>>();
  let closed = false;

  const countIn = (counts: Map<string, number>, owner: string, delta: number): void => {
    const next = (counts.get(owner) ?? 0) + delta;
    if (next <= 0) counts.delete(owner);
    else counts.set(owner, next);
  };
  const countLive = (owner: string, delta: number): void => countIn(liveByOwner, owner, delta);

  const publish = (owner: string, change: TaskChange): void => {
    const set = watchers.get(change.taskId);
    if (set === undefined) return;
    for (const watcher of [...set]) {
      if (watcher.owner !== owner) continue;
      try {
        watcher.listener(change);
      } catch {
        // A listener's failure is its own; the commit it reports has already happened.
      }
    }
  };

  const commit = (taskId: string, row: Row): void => {
    const before = rows.get(taskId);
    rows.set(taskId, row);
    if (before !== undefined && !isTerminal(before.state.status) && isTerminal(row.state.status))
      countLive(row.owner, -1);
    publish(row.owner, Object.freeze({ taskId, version: row.version, state: row.state }));
  };

  const visible = (taskId: string, owner: string): Row | undefined => {
    const row = rows.get(taskId);
    return row !== undefined && row.owner === owner ? row : undefined;
  };

  return {
    async migrate(): Promise<StoreResult<void>> {
      return { ok: true, value: undefined };
    },

    async create(state: TaskState, scope: OwnerScope): Promise<StoreResult<StoredTask>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const checked = storableCopy(state, owner);
      if (!checked.ok) return checked;
      // The checked state is already the store's private copy (read once, as JSON): it is frozen where it is.
      const copy = freezeOwn(checked.value);
      if (rows.has(copy.taskId)) return failure("exists", "the taskId is taken");
      const live = !isTerminal(copy.status);
      if (live && (liveByOwner.get(owner) ?? 0) >= settings.maxLiveTasksPerOwner)
        return limitFailure("live-tasks", settings.maxLiveTasksPerOwner);
      if ((storedByOwner.get(owner) ?? 0) >= settings.maxTasksPerOwner)
        return limitFailure("stored-tasks", settings.maxTasksPerOwner);
      if (live) countLive(owner, 1);
      countIn(storedByOwner, owner, 1);
      commit(copy.taskId, { owner, state: copy, version: 1 });
      return { ok: true, value: { state: copy, version: 1 } };
    },

    async get(taskId: string, scope: OwnerScope): Promise<StoreResult<StoredTask>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const id = checkTaskId(taskId);
      if (id !== undefined) return id;
      const row = visible(taskId, owner);
      return row === undefined
        ? failure("not_found", "no such task")
        : { ok: true, value: { state: row.state, version: row.version } };
    },

    async apply(taskId: string, event: TaskEvent, scope: OwnerScope): Promise<StoreResult<Applied>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const id = checkTaskId(taskId);
      if (id !== undefined) return id;
      const row = visible(taskId, owner);
      if (row === undefined) return failure("not_found", "no such task");
      // Events that carry payloads are cloned first: structuredClone refuses what a plain walk cannot see (a Proxy).
      const input = eventCopy(event);
      if (input === undefined) return failure("invalid", "the event is not JSON data, so it cannot be stored");
      const outcome = transition(row.state, input);
      if (!outcome.ok)
        return { ok: false, error: { code: "refused", message: outcome.error.message, transition: outcome.error } };
      const version = outcome.changed ? row.version + 1 : row.version;
      let state = row.state;
      try {
        if (outcome.changed) state = freezeCopy(outcome.state, row.state);
      } catch {
        return failure("invalid", "the outcome is not JSON data, so it cannot be stored");
      }
      if (outcome.changed) commit(taskId, { owner, state, version });
      const applied: Applied = { state, version, changed: outcome.changed };
      return {
        ok: true,
        value:
          outcome.accepted === undefined
            ? applied
            : { ...applied, accepted: outcome.accepted, ignored: outcome.ignored ?? [] },
      };
    },

    async sweep(now: string): Promise<StoreResult<{ expired: number; deleted: number }>> {
      const at = toEpochMs(now);
      if (typeof now !== "string" || at === null)
        return failure("invalid", "now must be an ISO 8601 timestamp with a time zone");
      let expired = 0;
      let deleted = 0;
      let seen = 0;
      // The walk yields to the event loop every SWEEP_SLICE tasks, so a large sweep never stalls the process; a Map
      // iterator skips what is deleted meanwhile and reaches what is added.
      for (const [taskId, row] of rows) {
        if (++seen % SWEEP_SLICE === 0) await yieldToEventLoop();
        if (rows.get(taskId) !== row) continue;
        const deadline = expiresAt(row.state);
        if (deadline === null || deadline > at) continue;
        if (isTerminal(row.state.status)) {
          if (deadline + settings.retentionMs > at) continue;
          rows.delete(taskId);
          countIn(storedByOwner, row.owner, -1);
          deleted += 1;
          publish(row.owner, Object.freeze({ taskId, version: row.version + 1, state: null }));
          continue;
        }
        const outcome = transition(row.state, { type: "expire", now });
        if (outcome.ok && outcome.changed) {
          commit(taskId, { owner: row.owner, state: freezeCopy(outcome.state, row.state), version: row.version + 1 });
          expired += 1;
        }
      }
      return { ok: true, value: { expired, deleted } };
    },

    async watch(
      taskIds: readonly string[],
      listener: TaskChangeListener,
      scope: OwnerScope,
    ): Promise<StoreResult<Unsubscribe>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const ids = checkTaskIds(taskIds);
      if (!Array.isArray(ids)) return ids as StoreResult<never>;
      if (typeof listener !== "function") return failure("invalid", "listener must be a function");
      if (closed) return failure("unavailable", "the store is closed");
      return { ok: true, value: subscribe(watchers, ids, { owner, listener }) };
    },

    async close(): Promise<void> {
      closed = true;
      watchers.clear();
    },
  };
}

/** How many tasks a memory sweep looks at between two yields to the event loop (a few milliseconds of work). */
const SWEEP_SLICE = 256;

/** Lets timers and I/O run: setImmediate where there is one (no 1 ms clamp), else a zero timeout. */
function yieldToEventLoop(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  return new Promise((resolve) => (immediate !== undefined ? immediate(resolve) : setTimeout(resolve, 0)));
}
