/**
 * Set-based expiry: one statement reads a batch of due tasks, the machine computes each `expire` outcome, and one
 * statement writes them all, each row still under its compare-and-set (version and creation time). A row that changed
 * meanwhile, or whose state is too large to read in a batch, goes through the ordinary one-task path instead.
 */
import { transition } from "../../machine/transition.js";
import { isTaskState, type TaskState } from "../../machine/state.js";
import { freezeOwn } from "../storable.js";
import { readState, readVersion } from "./queries.js";

/** States above this stored size (compressed, in bytes) are not read in a batch, so a batch stays small in memory. */
const BATCH_STATE_BYTES = 8192;

/**
 * The statements of set-based expiry for a table: read a batch of due tasks after a cursor, write the outcomes.
 *
 * @internal
 */
export function expiryQueries(table: string, batch: number): { due: string; write: string } {
  return {
    due: `SELECT task_id, owner, version, created_at_ms, expires_at_ms,
    CASE WHEN pg_column_size(state) <= ${BATCH_STATE_BYTES} THEN state END AS state
  FROM ${table}
  WHERE live AND expires_at_ms <= $1::text::bigint AND (expires_at_ms, task_id) > ($2::text::bigint, $3::text)
  ORDER BY expires_at_ms, task_id LIMIT ${batch}`,
    write: `WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::text::jsonb) AS x(task_id text, owner text, version bigint, created_at_ms bigint, state jsonb)
), written AS (
  UPDATE ${table} AS t SET state = input.state, version = t.version + 1, live = false
  FROM input
  WHERE t.task_id = input.task_id AND t.owner = input.owner AND t.version = input.version
    AND t.created_at_ms = input.created_at_ms AND t.live
  RETURNING t.task_id, t.version
) SELECT task_id, version FROM written`,
  };
}

/**
 * One due task as read, and its expired state when the machine produced one.
 *
 * @internal
 */
export interface DueTask {
  readonly taskId: string;
  readonly owner: string;
  readonly version: number;
  readonly createdAtMs: string;
  /** The expired state as written, or undefined when this task must take the one-task path. */
  readonly expired: TaskState | undefined;
  readonly json: string | undefined;
}

/**
 * Reads a due row and computes its expiry at `now`; undefined for a row that cannot be read at all.
 *
 * @internal
 */
export function dueTask(row: Record<string, unknown>, now: string): DueTask | undefined {
  const version = readVersion(row.version);
  if (version === undefined || !/^-?[0-9]{1,19}$/.test(String(row.created_at_ms))) return undefined;
  const base = {
    taskId: String(row.task_id),
    owner: String(row.owner),
    version,
    createdAtMs: String(row.created_at_ms),
  };
  const state = row.state === null || row.state === undefined ? undefined : readState(row.state);
  if (state === undefined) return { ...base, expired: undefined, json: undefined };
  const outcome = transition(state, { type: "expire", now });
  if (!outcome.ok || !outcome.changed) return { ...base, expired: undefined, json: undefined };
  // A client's state object may answer a second read with what JSON cannot write: that task takes the one-task path.
  let json: string;
  try {
    json = JSON.stringify(outcome.state);
  } catch {
    return { ...base, expired: undefined, json: undefined };
  }
  const stored = JSON.parse(json) as unknown;
  if (!isTaskState(stored)) return { ...base, expired: undefined, json: undefined };
  return { ...base, expired: freezeOwn(stored), json };
}

/**
 * The parameter of the write statement for the tasks that have an expired state.
 *
 * @internal
 */
export function writeParam(tasks: readonly DueTask[]): string {
  const rows = [];
  for (const t of tasks) {
    if (t.json === undefined) continue;
    rows.push(
      `{"task_id":${JSON.stringify(t.taskId)},"owner":${JSON.stringify(t.owner)},"version":${t.version},"created_at_ms":${t.createdAtMs},"state":${t.json}}`,
    );
  }
  return `[${rows.join(",")}]`;
}
