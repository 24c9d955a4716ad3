/** What `postgresStore` takes: a query client, an optional LISTEN adapter, and its settings. */
import { DEFAULT_TASK_TABLE, defaultChannel, isChannelName, isTableName, TABLE_NAME_RULE } from "./schema.js";
import { failure, readStoreOptions, type StoreOptions, type StoreSettings } from "../options.js";
import type { StoreResult } from "../types.js";

/**
 * Anything that runs one SQL statement with `$1`-style parameters and resolves to its rows: a `pg` Pool or Client,
 * PGlite, or `postgres.js` through `{ query: async (text, params) => ({ rows: await sql.unsafe(text, params) }) }`.
 */
export interface SqlClient {
  /** Runs one statement; `params` are strings or null, cast in the SQL text. */
  query(text: string, params?: unknown[]): Promise<{ rows: readonly unknown[] }>;
}

/** Stops a LISTEN started by a {@link ListenAdapter}. */
export type StopListening = () => void | Promise<void>;

/**
 * Starts `LISTEN channel` on a connection that stays open, and calls `onPayload` with each notification's payload.
 * The channel is always a lower-case identifier, safe to splice into `LISTEN ${channel}`. An adapter that can tell
 * calls `onLost` when its connection is gone: the store then listens again, with backoff, through a new call, and
 * every watcher re-reads its tasks, so a change committed meanwhile is delayed, never missed ({@link pgListen} does).
 */
export type ListenAdapter = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost?: (error: unknown) => void,
) => Promise<StopListening>;

/** Settings of `postgresStore`, beyond those every store shares. */
export interface PostgresStoreOptions extends StoreOptions {
  /** The task table, `name` or `schema.name` in lower case. Default `mcp_tasks`. */
  readonly table?: string;
  /** How to LISTEN for changes other instances commit; without it `watch` reports only this instance's own commits. */
  readonly listen?: ListenAdapter;
  /** The NOTIFY channel. Default: the table name (dot replaced by `_`) plus `_changes`. */
  readonly channel?: string;
  /**
   * Whether writes NOTIFY other instances (default true). An apply's notification is sent just after its commit,
   * batched with other writers', since PostgreSQL serializes the commits of notifying transactions; creates and
   * deletions notify in their own statement. Off, for deployments where no other instance watches.
   */
  readonly notify?: boolean;
  /** How many expired tasks one sweep expires at once, each through its own compare-and-set. Default 8. */
  readonly sweepConcurrency?: number;
}

/**
 * The settings of a PostgreSQL store with every default filled in.
 *
 * @internal
 */
export interface PostgresSettings extends StoreSettings {
  readonly table: string;
  readonly channel: string;
  readonly listen: ListenAdapter | undefined;
  readonly notify: boolean;
  readonly sweepConcurrency: number;
}

/**
 * Reads the options; an unusable table or channel name is refused rather than replaced, since it names real data.
 *
 * @internal
 */
export function readPostgresOptions(options: PostgresStoreOptions | undefined): StoreResult<PostgresSettings> {
  const table = options?.table ?? DEFAULT_TASK_TABLE;
  if (!isTableName(table)) return failure("invalid", TABLE_NAME_RULE);
  const channel = options?.channel ?? defaultChannel(table);
  if (!isChannelName(channel))
    return failure("invalid", "the channel must be lower-case [a-z_][a-z0-9_]*, at most 63 characters");
  const listen = options?.listen;
  if (listen !== undefined && typeof listen !== "function") return failure("invalid", "listen must be a function");
  const concurrency = options?.sweepConcurrency;
  const sweepConcurrency =
    typeof concurrency === "number" && Number.isSafeInteger(concurrency) && concurrency >= 1
      ? Math.min(concurrency, 64)
      : 8;
  const notify = options?.notify ?? true;
  if (typeof notify !== "boolean") return failure("invalid", "notify must be a boolean");
  return { ok: true, value: { ...readStoreOptions(options), table, channel, listen, notify, sweepConcurrency } };
}
