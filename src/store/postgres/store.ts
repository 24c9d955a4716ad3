/** `postgresStore(client, options?)`: the TaskStore on PostgreSQL, through any client with `query(text, params)`. */
import { expiresAt } from "../../machine/time/expiry.js";
import { isTaskState, type TaskState } from "../../machine/state.js";
import { isTerminal } from "../../machine/status.js";
import { toEpochMs } from "../../machine/time/timestamp.js";
import { transition } from "../../machine/transition.js";
import type { TaskEvent } from "../../machine/events.js";
import { checkOwner, checkTaskId, checkTaskIds, failure, limitFailure } from "../options.js";
import { createCallSql } from "./create-function.js";
import { type DueTask, dueTask, expiryQueries, writeParam } from "./expire-batch.js";
import { fromQueryError } from "./errors.js";
import { eventCopy, freezeOwn, isStorableText, storableCopy } from "../storable.js";
import { readPostgresOptions, type PostgresStoreOptions, type SqlClient } from "./options.js";
import { bigintParam, buildQueries, readState, readVersion, SWEEP_BATCH } from "./queries.js";
import { taskTableObjects, taskTableStatements } from "./schema.js";
import { createWatchHub } from "./watch.js";
import { RecentStates } from "./recent-states.js";
import { createNotifier } from "./notifier.js";
import { refusingStore } from "../refusing.js";
import type { Applied, StoredTask, StoreResult, SweepReport, TaskStore } from "../types.js";

const NOT_FOUND = "no such task";

/**
 * Creates a TaskStore on PostgreSQL. Each write reads the row, runs `transition`, and commits with one conditional
 * UPDATE that succeeds only if the version is still the one read, retrying up to `maxRetries` times before answering
 * `conflict`. Every statement runs on its own, so no transaction is ever held open. Call `migrate()` once before use.
 *
 * @example
 * ```ts
 * import { postgresStore } from "mcp-tasks/store";
 *
 * // `client` is a pg Pool, PGlite, or postgres.js through its adapter (README, "Choosing a store"); this one has no
 * // server behind it, so the store answers "unavailable" instead of throwing.
 * const client = { query: async () => Promise.reject(new Error("connect ECONNREFUSED")) };
 * const store = postgresStore(client, { table: "mcp_tasks" });
 * const migrated = await store.migrate();
 * console.log(migrated.ok ? "ready" : migrated.error.code); // "unavailable"
 * ```
 */
export function postgresStore(client: SqlClient, options?: PostgresStoreOptions): TaskStore {
  let read: ReturnType<typeof readPostgresOptions>;
  try {
    read = readPostgresOptions(options);
  } catch {
    read = failure("invalid", "the options could not be read");
  }
  if (!read.ok) return refusingStore(read.error);
  if (!hasQuery(client))
    return refusingStore({ code: "invalid", message: "client must have a query(text, params) method" });
  const settings = read.value;
  // A pg Pool emits `error` when an idle connection dies (the server restarted); with no listener that ends the
  // process. The store listens itself: the next query reconnects, and a failing one answers `unavailable`.
  const detach = attachErrorHandler(client);
  const sql = buildQueries(settings.table, settings.channel, settings.notify);
  const createCall = createCallSql(settings.table);
  const expiry = expiryQueries(settings.table, SWEEP_BATCH);
  const hub = createWatchHub(client, sql.read, settings.channel, settings.listen);
  const recent = new RecentStates(RECENT_TASKS);
  const notifier = settings.notify
    ? createNotifier((text, params) => query(text, params), settings.channel)
    : undefined;

  const query = async (text: string, params: unknown[]): Promise<StoreResult<readonly Record<string, unknown>[]>> => {
    try {
      const rows: unknown = (await client.query(text, params)).rows;
      if (!Array.isArray(rows) || !rows.every(isRow))
        return failure("unavailable", "the client answered without a list of rows");
      return { ok: true, value: rows as Record<string, unknown>[] };
    } catch (error) {
      return fromQueryError(error);
    }
  };

  /** The task's state serialized for the `state` column, with the columns derived from it. */
  const columns = (state: TaskState): StoreResult<{ json: string; live: string; expires: string | null }> => {
    let json: string;
    try {
      json = JSON.stringify(state);
    } catch {
      return failure("invalid", "the task state cannot be written as JSON");
    }
    return {
      ok: true,
      value: { json, live: String(!isTerminal(state.status)), expires: bigintParam(expiresAt(state)) },
    };
  };

  const readRow = async (taskId: string, owner: string): Promise<StoreResult<StoredTask>> => {
    const rows = await query(sql.read, [taskId, owner]);
    if (!rows.ok) return rows;
    const row = rows.value[0];
    if (row === undefined) {
      recent.forget(taskId);
      return failure("not_found", NOT_FOUND);
    }
    const state = readState(row.state);
    const version = readVersion(row.version);
    if (state === undefined || version === undefined)
      return failure("unavailable", "the stored task is not a valid task state");
    // The row's state comes as JSON text (state::text), which is what the recent states keep: no second stringify.
    recent.set(taskId, { owner, json: typeof row.state === "string" ? row.state : JSON.stringify(state), version });
    return { ok: true, value: { state: freezeOwn(state), version } };
  };

  /** The compare-and-set loop every write goes through, the sweeper's `expire` included. */
  const applyAs = async (taskId: string, event: TaskEvent, owner: string): Promise<StoreResult<Applied>> => {
    let guessed = false;
    for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
      if (attempt > 0) await backoff(attempt);
      // The first attempt starts from the state this instance last saw, if any; the compare-and-set checks the guess.
      // A wrong guess is taken back at no cost (attempt -= 1) and never made twice.
      const guess = guessed ? undefined : recent.get(taskId, owner);
      guessed = true;
      const current: StoreResult<StoredTask> =
        guess !== undefined
          ? { ok: true, value: { state: JSON.parse(guess.json) as TaskState, version: guess.version } }
          : await readRow(taskId, owner);
      if (!current.ok) return current;
      const outcome = transition(current.value.state, event);
      if (!outcome.ok) {
        // A refusal of a guessed state may be the guess's fault: read the row before answering.
        if (guess !== undefined) {
          recent.forget(taskId);
          attempt -= 1;
          continue;
        }
        return { ok: false, error: { code: "refused", message: outcome.error.message, transition: outcome.error } };
      }
      const base = { state: outcome.state, changed: outcome.changed };
      const extra =
        outcome.accepted === undefined ? {} : { accepted: outcome.accepted, ignored: outcome.ignored ?? [] };
      if (!outcome.changed) {
        if (guess !== undefined) {
          // "Nothing to change" is only an answer once checked against the row.
          recent.forget(taskId);
          attempt -= 1;
          continue;
        }
        return { ok: true, value: { ...base, version: current.value.version, ...extra } };
      }
      const cols = columns(outcome.state);
      if (!cols.ok) return cols;
      const { json, live, expires } = cols.value;
      // What is written is checked as it will be read back; callers and watchers share one frozen copy of it.
      const stored = JSON.parse(json) as unknown;
      if (!isTaskState(stored))
        return failure("invalid", "the outcome is not a task state once written as JSON, so it cannot be stored");
      freezeOwn(stored);
      const createdAt = bigintParam(toEpochMs(current.value.state.createdAt));
      const written = await query(sql.update, [
        taskId,
        owner,
        json,
        live,
        expires,
        String(current.value.version),
        createdAt,
      ]);
      if (!written.ok) return written;
      const version = readVersion(written.value[0]?.version);
      if (version === undefined) {
        recent.forget(taskId);
        // A stale guess costs no retry: the next attempt reads the row at once.
        if (guess !== undefined) attempt -= 1;
        continue;
      }
      recent.set(taskId, { owner, json, version });
      notifier?.add(version, owner, taskId);
      hub.publish(owner, { taskId, version, state: stored });
      return { ok: true, value: { ...base, state: stored, version, ...extra } };
    }
    return failure("conflict", `the task kept changing under ${settings.maxRetries + 1} attempts`);
  };

  return {
    async migrate(): Promise<StoreResult<void>> {
      // Only what is missing is created, so a restart raises no "already exists, skipping" NOTICE.
      const objects = taskTableObjects(settings.table);
      const found = await query(`SELECT ${objects.map((_, i) => `to_regclass($${i + 1})::text AS o${i}`).join(", ")}`, [
        ...objects,
      ]);
      const row = found.ok ? found.value[0] : undefined;
      const exists = objects.map((_, i) => typeof row?.[`o${i}`] === "string");
      const statements = taskTableStatements(settings.table).filter((_, i) => !exists[i]);
      for (const statement of statements) {
        let done = await query(statement, []);
        // Two instances migrating at once can collide on the catalog; the second attempt finds the object made.
        if (!done.ok) done = await query(statement, []);
        if (!done.ok) return done;
      }
      return { ok: true, value: undefined };
    },

    async create(state: TaskState, scope): Promise<StoreResult<StoredTask>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const checked = storableCopy(state, owner);
      if (!checked.ok) return checked;
      const cols = columns(checked.value);
      if (!cols.ok) return cols;
      const { json, live, expires } = cols.value;
      const stored = freezeOwn(checked.value);
      const created = bigintParam(toEpochMs(stored.createdAt));
      // Serialized per owner, so that racing creates never overshoot a bound (see create-function.ts).
      const rows = await query(createCall, [
        stored.taskId,
        owner,
        json,
        live,
        created,
        expires,
        String(settings.maxLiveTasksPerOwner),
        String(settings.maxTasksPerOwner),
        settings.notify ? settings.channel : null,
      ]);
      if (!rows.ok) return rows;
      const outcome = rows.value[0]?.outcome;
      if (outcome === "exists") return failure("exists", "the taskId is taken");
      if (outcome === "live-tasks") return limitFailure("live-tasks", settings.maxLiveTasksPerOwner);
      if (outcome === "stored-tasks") return limitFailure("stored-tasks", settings.maxTasksPerOwner);
      if (outcome !== "created") return failure("unavailable", "the create function gave no answer; run migrate()");
      recent.set(stored.taskId, { owner, json, version: 1 });
      hub.publish(owner, { taskId: stored.taskId, version: 1, state: stored });
      return { ok: true, value: { state: stored, version: 1 } };
    },

    async get(taskId: string, scope): Promise<StoreResult<StoredTask>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const bad = checkTaskId(taskId);
      if (bad !== undefined) return bad;
      if (!isStorableText(owner) || !isStorableText(taskId)) return failure("not_found", NOT_FOUND);
      return readRow(taskId, owner);
    },

    async apply(taskId: string, event: TaskEvent, scope): Promise<StoreResult<Applied>> {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const bad = checkTaskId(taskId);
      if (bad !== undefined) return bad;
      if (!isStorableText(owner) || !isStorableText(taskId)) return failure("not_found", NOT_FOUND);
      // Read once: the copy is what the machine checks and what is written, whatever a getter answers later.
      const input = eventCopy(event);
      if (input === undefined) return failure("invalid", "the event is not JSON data, so it cannot be stored");
      return applyAs(taskId, input, owner);
    },

    async sweep(now: string): Promise<StoreResult<SweepReport>> {
      const at = typeof now === "string" ? toEpochMs(now) : null;
      if (at === null) return failure("invalid", "now must be an ISO 8601 timestamp with a time zone");
      let deleted = 0;
      for (;;) {
        const gone = await query(sql.purge, [bigintParam(at - settings.retentionMs)]);
        if (!gone.ok) return gone;
        for (const row of gone.value) {
          const version = readVersion(row.version);
          recent.forget(String(row.task_id));
          if (version !== undefined)
            hub.publish(String(row.owner), { taskId: String(row.task_id), version: version + 1, state: null });
        }
        deleted += gone.value.length;
        if (gone.value.length < SWEEP_BATCH) break;
      }
      let expired = 0;
      let after: [string | null, string] = [bigintParam(Number.MIN_SAFE_INTEGER), ""];
      for (;;) {
        const due = await query(expiry.due, [bigintParam(at), after[0], after[1]]);
        if (!due.ok) return due;
        const rows = due.value;
        const tasks = rows.map((row) => dueTask(row, now)).filter((t) => t !== undefined);
        const written = await query(expiry.write, [writeParam(tasks)]);
        if (!written.ok) return written;
        const done = new Map(written.value.map((row) => [String(row.task_id), readVersion(row.version)]));
        const single: DueTask[] = [];
        for (const task of tasks) {
          const version = done.get(task.taskId);
          if (version === undefined || task.expired === undefined || task.json === undefined) {
            single.push(task);
            continue;
          }
          expired += 1;
          recent.set(task.taskId, { owner: task.owner, json: task.json, version });
          notifier?.add(version, task.owner, task.taskId);
          hub.publish(task.owner, { taskId: task.taskId, version, state: task.expired });
        }
        // What changed meanwhile, or is too large for a batch, takes the one-task path, a few at a time.
        for (let i = 0; i < single.length; i += settings.sweepConcurrency) {
          const outcomes = await Promise.all(
            single
              .slice(i, i + settings.sweepConcurrency)
              .map((t) => applyAs(t.taskId, { type: "expire", now }, t.owner)),
          );
          expired += outcomes.filter((o) => o.ok && o.value.changed).length;
        }
        const last = rows[rows.length - 1];
        if (rows.length < SWEEP_BATCH || last === undefined) break;
        after = [String(last.expires_at_ms), String(last.task_id)];
      }
      return { ok: true, value: { expired, deleted } };
    },

    async watch(taskIds, listener, scope) {
      const owner = checkOwner(scope);
      if (typeof owner !== "string") return owner;
      const ids = checkTaskIds(taskIds);
      if (!Array.isArray(ids)) return ids as StoreResult<never>;
      if (typeof listener !== "function") return failure("invalid", "listener must be a function");
      return hub.watch(ids, listener, owner);
    },

    async close() {
      await notifier?.flush();
      await hub.close();
      detach();
    },
  };
}

/** How many tasks' last states an instance keeps to start `apply` from. */
const RECENT_TASKS = 10_000;

/** A short random pause before a retry, so writers that collided do not collide again in lockstep. */
function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 8)));
}

/** Listens for `error` on a client that emits it (a pg Pool does), so a lost idle connection cannot end the process. */
function attachErrorHandler(client: SqlClient): () => void {
  try {
    const emitter = client as unknown as {
      on?: (event: string, listener: (error: unknown) => void) => unknown;
      off?: (event: string, listener: (error: unknown) => void) => unknown;
    };
    if (typeof emitter.on !== "function") return () => undefined;
    const ignore = (): void => undefined;
    emitter.on("error", ignore);
    return () => {
      try {
        emitter.off?.("error", ignore);
      } catch {
        // A client that cannot remove a listener keeps a harmless one.
      }
    };
  } catch {
    return () => undefined;
  }
}

/** Whether a value a client gave as a row can be read as one. */
function isRow(row: unknown): boolean {
  return typeof row === "object" && row !== null;
}

/** Whether a client has a query method; one whose getter or Proxy trap throws has none. */
function hasQuery(client: unknown): client is SqlClient {
  try {
    return typeof client === "object" && client !== null && typeof (client as { query?: unknown }).query === "function";
  } catch {
    return false;
  }
}
