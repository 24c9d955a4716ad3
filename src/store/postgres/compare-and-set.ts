/**
 * The PostgreSQL store's reads and its compare-and-set write: read the row (or start from the state this instance
 * last saw), run the machine's `transition`, and commit with one UPDATE that succeeds only if the version is still
 * the one read, retrying with a short random backoff.
 */
import type { TaskEvent } from "../../machine/events.js";
import { isTaskState, type TaskState } from "../../machine/state.js";
import { isTerminal } from "../../machine/status.js";
import { expiresAt } from "../../machine/time/expiry.js";
import { toEpochMs } from "../../machine/time/timestamp.js";
import { transition } from "../../machine/transition.js";
import { failure } from "../options.js";
import { freezeOwn } from "../storable.js";
import type { Applied, StoredTask, StoreResult } from "../types.js";
import type { Notifier } from "./notifier.js";
import type { PostgresSettings } from "./options.js";
import { bigintParam, type Queries, readState, readVersion } from "./queries.js";
import type { RecentStates } from "./recent-states.js";
import type { WatchHub } from "./watch.js";

/**
 * Runs one statement, answering its rows or the failure to return.
 *
 * @internal
 */
export type RunQuery = (text: string, params: unknown[]) => Promise<StoreResult<readonly Record<string, unknown>[]>>;

/**
 * What the writer works with: the store's settings, statements, query runner, recent states, watchers and notifier.
 *
 * @internal
 */
export interface WriterContext {
  readonly settings: PostgresSettings;
  readonly sql: Queries;
  readonly query: RunQuery;
  readonly recent: RecentStates;
  readonly hub: WatchHub;
  readonly notifier: Notifier | undefined;
}

/**
 * The store's row reads and writes.
 *
 * @internal
 */
export interface Writer {
  /** The task's state serialized for the `state` column, with the columns derived from it. */
  columns(state: TaskState): StoreResult<{ json: string; live: string; expires: string | null }>;
  /** Reads a task of `owner`, remembering its state for the next write. */
  readRow(taskId: string, owner: string): Promise<StoreResult<StoredTask>>;
  /** The compare-and-set loop every write goes through, the sweeper's `expire` included. */
  applyAs(taskId: string, event: TaskEvent, owner: string): Promise<StoreResult<Applied>>;
}

const NOT_FOUND = "no such task";

/**
 * Makes the writer of one store.
 *
 * @internal
 */
export function createWriter(context: WriterContext): Writer {
  const { settings, sql, query, recent, hub, notifier } = context;

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
    // The row's state comes as JSON text (state::text), which is what the recent states keep. A client that hands it
    // back as an object has it read from its JSON text too, so a state that is not JSON data reads as corrupt.
    const json = typeof row.state === "string" ? row.state : jsonText(row.state);
    const state = json === undefined ? undefined : readState(json);
    const version = readVersion(row.version);
    if (json === undefined || state === undefined || version === undefined)
      return failure("unavailable", "the stored task is not a valid task state");
    recent.set(taskId, { owner, json, version });
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

  return { columns, readRow, applyAs };
}

/** A value's JSON text, or undefined for one that has none (a BigInt, a cycle, a throwing getter). */
function jsonText(value: unknown): string | undefined {
  try {
    const text: unknown = JSON.stringify(value);
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A short random pause before a retry, so writers that collided do not collide again in lockstep. */
function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 8)));
}
