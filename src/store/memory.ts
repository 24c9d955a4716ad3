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
  TaskChangeListener,
  TaskStore,
  Unsubscribe,
} from "./types.js";
import { freezeCopy } from "./frozen.js";
import { type MemoryWatchers, publish, watchTasks } from "./memory-watch.js";
import { sweepRows } from "./memory-sweep.js";
import { DueIndex } from "./memory-due.js";
import { freezeOwn, ownEventCopy, storableCopy } from "./storable.js";
import { TaskCounts } from "./counts.js";
import {
  checkClient,
  checkOwner,
  checkTaskId,
  failure,
  limitFailure,
  readStoreOptions,
  type StoreOptions,
} from "./options.js";

interface Row {
  readonly owner: string;
  /** The client key of a create that named one, counted against its share until the task is deleted. */
  readonly client?: string;
  readonly state: TaskState;
  readonly version: number;
  /** When the TTL elapses (epoch ms), kept so that a sweep reads a number rather than parse a timestamp per task. */
  readonly expires: number | null;
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
  const counts = new TaskCounts();
  const due = new DueIndex();
  const watchers: MemoryWatchers = new Map();
  let closed = false;

  const commit = (
    taskId: string,
    before: Row | undefined,
    owner: string,
    client: string | undefined,
    state: TaskState,
    version: number,
  ): void => {
    // createdAt never changes and ttlMs seldom does: the deadline is read from text again only when ttlMs changed.
    const expires =
      before !== undefined && before.state.ttlMs === state.ttlMs && before.state.createdAt === state.createdAt
        ? before.expires
        : expiresAt(state);
    // The sweep looks at a task when its TTL elapses; a TTL made later is found there and filed again.
    if (expires !== null && (before === undefined || before.expires === null || expires < before.expires))
      due.add(taskId, expires);
    const base = { owner, state, version, expires };
    const row: Row = client === undefined ? base : { ...base, client };
    rows.set(taskId, row);
    if (before !== undefined && !isTerminal(before.state.status) && isTerminal(state.status))
      counts.addLive(owner, client, -1);
    publish(watchers, owner, taskId, version, state);
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
      const client = checkClient(scope);
      if (client !== undefined && "ok" in client) return client;
      const checked = storableCopy(state, owner);
      if (!checked.ok) return checked;
      // The checked state is already the store's private copy (copied as JSON): it is frozen where it is.
      const copy = freezeOwn(checked.value);
      if (rows.has(copy.taskId)) return failure("exists", "the taskId is taken");
      const live = !isTerminal(copy.status);
      const key = client?.key;
      // The client's share first: a client at its share learns so, rather than that the owner is full.
      if (client !== undefined && live && counts.live(owner, key) >= client.maxLiveTasks)
        return limitFailure("client-live-tasks", client.maxLiveTasks);
      if (client !== undefined && counts.stored(owner, key) >= client.maxTasks)
        return limitFailure("client-stored-tasks", client.maxTasks);
      if (live && counts.live(owner) >= settings.maxLiveTasksPerOwner)
        return limitFailure("live-tasks", settings.maxLiveTasksPerOwner);
      if (counts.stored(owner) >= settings.maxTasksPerOwner)
        return limitFailure("stored-tasks", settings.maxTasksPerOwner);
      counts.add(owner, key, live, 1);
      commit(copy.taskId, undefined, owner, key, copy, 1);
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
      // Events that carry payloads are copied first, each field read once: plain JSON data into frozen copies the new
      // state keeps as they are; anything else through structuredClone, which refuses what a walk cannot see (a Proxy).
      const own = ownEventCopy(event);
      if (own === undefined) return failure("invalid", "the event is not JSON data, so it cannot be stored");
      const outcome = transition(row.state, own.event);
      if (!outcome.ok)
        return { ok: false, error: { code: "refused", message: outcome.error.message, transition: outcome.error } };
      const version = outcome.changed ? row.version + 1 : row.version;
      let state = row.state;
      try {
        if (outcome.changed) state = freezeCopy(outcome.state, row.state, own?.owned);
      } catch {
        return failure("invalid", "the outcome is not JSON data, so it cannot be stored");
      }
      if (outcome.changed) commit(taskId, row, owner, row.client, state, version);
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
      const report = await sweepRows(
        {
          rows,
          due,
          retentionMs: settings.retentionMs,
          expire: (taskId, row, state) => commit(taskId, row, row.owner, row.client, state, row.version + 1),
          remove: (taskId, row) => {
            rows.delete(taskId);
            counts.add(row.owner, row.client, false, -1);
            publish(watchers, row.owner, taskId, row.version + 1, null);
          },
        },
        now,
        at,
      );
      return { ok: true, value: report };
    },

    async watch(
      taskIds: readonly string[],
      listener: TaskChangeListener,
      scope: OwnerScope,
    ): Promise<StoreResult<Unsubscribe>> {
      return watchTasks(watchers, closed, taskIds, listener, scope);
    },

    async close(): Promise<void> {
      closed = true;
      watchers.clear();
    },
  };
}
