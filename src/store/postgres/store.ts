import type { TaskState } from "../../machine/state.js";
import { toEpochMs } from "../../machine/time/timestamp.js";
import type { TaskEvent } from "../../machine/events.js";
import { checkClient, checkOwner, checkTaskId, checkTaskIds, failure, limitFailure } from "../options.js";
import { createCallSql } from "./create-function.js";
import { createWriter } from "./compare-and-set.js";
import { sweepTable } from "./sweep.js";
import { expiryQueries } from "./expire-batch.js";
import { fromQueryError } from "./errors.js";
import { eventCopy, freezeOwn, isStorableText, storableCopy } from "../storable.js";
import { readPostgresOptions, type PostgresStoreOptions, type SqlClient } from "./options.js";
import { bigintParam, buildQueries, SWEEP_BATCH } from "./queries.js";
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

  const context = { settings, sql, query, recent, hub, notifier, expiry };
  const writer = createWriter(context);
  const { columns, readRow, applyAs } = writer;

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
      const client = checkClient(scope);
      if (client !== undefined && "ok" in client) return client;
      if (client !== undefined && !isStorableText(client.key))
        return failure("invalid", "scope.client.key has no UTF-8 encoding, so it cannot be stored");
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
        client?.key ?? null,
        client === undefined ? null : String(client.maxLiveTasks),
        client === undefined ? null : String(client.maxTasks),
      ]);
      if (!rows.ok) return rows;
      const outcome = rows.value[0]?.outcome;
      if (outcome === "exists") return failure("exists", "the taskId is taken");
      if (outcome === "live-tasks") return limitFailure("live-tasks", settings.maxLiveTasksPerOwner);
      if (outcome === "stored-tasks") return limitFailure("stored-tasks", settings.maxTasksPerOwner);
      if (outcome === "client-live-tasks") return limitFailure("client-live-tasks", client?.maxLiveTasks ?? 0);
      if (outcome === "client-stored-tasks") return limitFailure("client-stored-tasks", client?.maxTasks ?? 0);
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

    sweep: (now: string): Promise<StoreResult<SweepReport>> => sweepTable(context, writer, now),

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

/**
 * Whether a client has a query method; one whose getter or Proxy trap throws has none. A callable client (a function
 * carrying a `query` method, as some libraries' handles are) counts as well: its type fits {@link SqlClient}.
 */
function hasQuery(client: unknown): client is SqlClient {
  try {
    const holder = typeof client === "object" || typeof client === "function";
    return holder && client !== null && typeof (client as { query?: unknown }).query === "function";
  } catch {
    return false;
  }
}
