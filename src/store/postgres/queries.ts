/**
 * The SQL `postgresStore` runs: each call is one statement, so no transaction is ever held open across round trips.
 * Every parameter is text, cast in SQL (`$3::text::jsonb`): a client that serializes by the type the server infers
 * (postgres.js does) then passes the text through unchanged instead of re-encoding it.
 */
import { isTaskState, type TaskState } from "../../machine/state.js";

/**
 * The statements for one table and channel, as text with `$n` parameters.
 *
 * @internal
 */
export interface Queries {
  readonly read: string;
  readonly update: string;
  readonly purge: string;
}

/**
 * How many rows one sweep statement touches at most, so no statement runs long.
 *
 * @internal
 */
export const SWEEP_BATCH = 1000;

/**
 * The owner's fingerprint in a NOTIFY payload: 16 hex digits of SHA-256. A watcher compares it with its own owner's,
 * so it ignores other owners' tasks without a read, and tells a deletion of its own task from someone else's.
 */
const OWNER_HASH = "left(encode(sha256(convert_to(owner, 'UTF8')), 'hex'), 16)";

/** The payload: `version:ownerHash:taskId`. The taskId is at most 1024 characters, so it stays under NOTIFY's 8000 bytes. */
function notify(channel: string, version: string, notifying: boolean): string {
  if (!notifying) return "NULL AS notified";
  return `pg_notify('${channel}', (${version})::text || ':' || ${OWNER_HASH} || ':' || task_id)`;
}

/**
 * Builds the statements; `table` and `channel` must already be checked identifiers (creates go through the function
 * of create-function.ts). Without
 * `notify` the writes send no NOTIFY: PostgreSQL serializes the commits of notifying transactions, which caps write
 * throughput, and a deployment whose instances never watch each other's tasks does not need it.
 *
 * @internal
 */
export function buildQueries(table: string, channel: string, notifying: boolean): Queries {
  return {
    read: `SELECT state::text AS state, version FROM ${table} WHERE task_id = $1 AND owner = $2`,
    update: `WITH written AS (
  UPDATE ${table} SET state = $3::text::jsonb, version = version + 1, live = $4::text::boolean, expires_at_ms = $5::text::bigint
  WHERE task_id = $1 AND owner = $2 AND version = $6::text::bigint AND created_at_ms = $7::text::bigint
  RETURNING task_id, owner, version
) SELECT version FROM written`,
    purge: `WITH gone AS (
  DELETE FROM ${table} WHERE task_id IN (
    SELECT task_id FROM ${table} WHERE NOT live AND expires_at_ms <= $1::text::bigint ORDER BY expires_at_ms LIMIT ${SWEEP_BATCH}
  ) AND NOT live AND expires_at_ms <= $1::text::bigint
  RETURNING task_id, owner, version
) SELECT task_id, owner, version, ${notify(channel, "version + 1", notifying)} FROM gone`,
  };
}

/**
 * A row's version as a number, whether the client returns bigint as a string, a bigint or a number.
 *
 * @internal
 */
export function readVersion(value: unknown): number | undefined {
  const n =
    typeof value === "number" ? value : typeof value === "string" || typeof value === "bigint" ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * A row's state, parsed if the client hands JSONB back as text, and checked in depth; undefined if corrupt.
 *
 * @internal
 */
export function readState(value: unknown): TaskState | undefined {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return isTaskState(parsed) ? parsed : undefined;
}

/**
 * A bigint parameter as text, which every client passes through unchanged; null for an absent value.
 *
 * @internal
 */
export function bigintParam(value: number | null): string | null {
  return value === null ? null : BigInt(Math.trunc(value)).toString();
}
