/** The PostgreSQL table behind `postgresStore`: its name rules and the SQL that creates it. */
import type { StoreResult } from "../types.js";
import { createFunctionSql } from "./create-function.js";

/** The table name `postgresStore` uses unless told otherwise. */
export const DEFAULT_TASK_TABLE = "mcp_tasks";

// Lower case only: an unquoted identifier folds to lower case, so `LISTEN name` written either way means one channel.
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Tells whether a table name is one the store accepts: `name` or `schema.name`, each part lower-case ASCII letters,
 * digits and underscores, not starting with a digit, at most 63 characters. Names are checked, never escaped, because
 * they are spliced into SQL text.
 */
export function isTableName(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const parts = value.split(".");
  return parts.length <= 2 && parts.every((part) => IDENTIFIER.test(part));
}

/**
 * The default NOTIFY channel for a table: its name with the schema's dot replaced, plus `_changes`, cut to 63 characters.
 *
 * @internal
 */
export function defaultChannel(table: string): string {
  return `${table.replace(".", "_")}_changes`.slice(0, 63);
}

/**
 * Tells whether a value can name a NOTIFY channel (the same rules as one part of a table name).
 *
 * @internal
 */
export function isChannelName(value: unknown): value is string {
  return typeof value === "string" && IDENTIFIER.test(value);
}

/** An index name derived from the table's, inside the table's schema. */
function indexName(table: string, suffix: string): string {
  const bare = table.includes(".") ? table.slice(table.indexOf(".") + 1) : table;
  return `${bare.slice(0, 63 - suffix.length - 1)}_${suffix}`;
}

/**
 * The statements that create the task table and its indexes, idempotently (each can run again safely), for a table
 * name that {@link isTableName} has accepted. Columns: `task_id` (primary key), `owner`, `state` (the machine's TaskState as
 * JSONB), `version` (1 at creation, one more per committed change), `live` (not terminal), `created_at_ms` and
 * `expires_at_ms` (epoch milliseconds; `expires_at_ms` is null for an unlimited TTL), `client` (the creating client's
 * key where a create named one, for its share; added to older tables by `migrate()`). Every write updates a row in
 * place, so pages keep 20% free (fillfactor 80) for PostgreSQL to put the new row version beside the old one.
 *
 * @internal
 */
export function taskTableStatements(table: string): readonly string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (
  task_id text PRIMARY KEY,
  owner text NOT NULL,
  state jsonb NOT NULL,
  version bigint NOT NULL CHECK (version >= 1),
  live boolean NOT NULL,
  created_at_ms bigint NOT NULL,
  expires_at_ms bigint,
  client text
) WITH (fillfactor = 80)`,
    `CREATE INDEX IF NOT EXISTS ${indexName(table, "expiry")} ON ${table} (expires_at_ms, task_id) WHERE expires_at_ms IS NOT NULL`,
    `CREATE INDEX IF NOT EXISTS ${indexName(table, "live_owner")} ON ${table} (owner) WHERE live`,
    `CREATE INDEX IF NOT EXISTS ${indexName(table, "owner")} ON ${table} (owner)`,
    clientColumnSql(table),
    createFunctionSql(table),
  ];
}

/**
 * The names of what {@link taskTableStatements} creates, in the same order and schema-qualified as the table is, so
 * that `migrate()` can skip what exists: `CREATE ... IF NOT EXISTS` on an existing object raises a NOTICE, which some
 * clients (postgres.js) print on every start. The create function is not listed: `CREATE OR REPLACE` raises none, so
 * it is always run, and an upgrade replaces it.
 *
 * @internal
 */
export function taskTableObjects(table: string): readonly string[] {
  const schema = table.includes(".") ? `${table.slice(0, table.indexOf("."))}.` : "";
  return [
    table,
    `${schema}${indexName(table, "expiry")}`,
    `${schema}${indexName(table, "live_owner")}`,
    `${schema}${indexName(table, "owner")}`,
    `${schema}${indexName(table, "owner_client")}`,
  ];
}

/**
 * Adds the `client` column to a table made before it existed, then its index: one block, so the index is made only
 * once the column is there, and an existing table keeps its rows (their client is null, counted for no client).
 */
function clientColumnSql(table: string): string {
  const index = indexName(table, "owner_client");
  const qualified = `${table.includes(".") ? table.slice(0, table.indexOf(".") + 1) : ""}${index}`;
  return `DO $mig$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = '${table}'::regclass AND attname = 'client' AND NOT attisdropped) THEN
    ALTER TABLE ${table} ADD COLUMN client text;
  END IF;
  IF to_regclass('${qualified}') IS NULL THEN
    CREATE INDEX ${index} ON ${table} (owner, client) WHERE client IS NOT NULL;
  END IF;
END $mig$`;
}

/**
 * Why a table name was refused.
 *
 * @internal
 */
export const TABLE_NAME_RULE =
  "the table name must be lower-case [a-z_][a-z0-9_]*, at most 63 characters, optionally schema-qualified";

/**
 * The schema as one SQL script, for a migration tool or a DBA; `migrate()` runs the same statements.
 *
 * @example
 * ```ts
 * import { taskTableSql } from "mcp-tasks/store";
 *
 * const sql = taskTableSql("app.mcp_tasks");
 * console.log(sql.ok ? sql.value.split("\n")[0] : sql.error.message); // "CREATE TABLE IF NOT EXISTS app.mcp_tasks ("
 * ```
 */
export function taskTableSql(table: string = DEFAULT_TASK_TABLE): StoreResult<string> {
  if (!isTableName(table)) return { ok: false, error: { code: "invalid", message: TABLE_NAME_RULE } };
  return { ok: true, value: `${taskTableStatements(table).join(";\n")};\n` };
}
