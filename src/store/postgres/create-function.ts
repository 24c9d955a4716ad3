/**
 * Creating a task under exact per-owner bounds. A count inside one INSERT cannot be exact: every racing statement
 * counts from a snapshot taken before the others commit. So `create` calls a PL/pgSQL function that takes a
 * transaction-scoped advisory lock on (table, owner) first; each statement inside a volatile function takes a fresh
 * snapshot, so the counts after the lock see every task the previous holder committed. Creates of one owner
 * serialize; other owners and every other write are untouched.
 */

/**
 * The function's name for a table: in the table's schema, derived from its name, at most 63 characters.
 *
 * @internal
 */
export function createFunctionName(table: string): string {
  const dot = table.indexOf(".");
  const schema = dot < 0 ? "" : table.slice(0, dot + 1);
  const bare = dot < 0 ? table : table.slice(dot + 1);
  return `${schema}${bare.slice(0, 63 - "_create".length)}_create`;
}

/**
 * The statement that creates (or replaces) the function. It answers `created`, `exists`, `live-tasks`,
 * `stored-tasks`, `client-live-tasks` or `client-stored-tasks`, and announces a creation on `p_channel` (unless null)
 * as the inline inserts do. A client's counts are taken under its owner's lock, so they are exact across instances.
 *
 * @internal
 */
export function createFunctionSql(table: string): string {
  const fn = createFunctionName(table);
  return `CREATE OR REPLACE FUNCTION ${fn}(p_task_id text, p_owner text, p_state jsonb, p_live boolean, p_created bigint, p_expires bigint, p_max_live bigint, p_max_stored bigint, p_channel text, p_client text, p_client_live bigint, p_client_stored bigint)
RETURNS text LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  n bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('${table}'), hashtext(p_owner));
  IF p_client IS NOT NULL THEN
    IF p_live THEN
      SELECT count(*) INTO n FROM (SELECT 1 FROM ${table} WHERE owner = p_owner AND client = p_client AND live LIMIT p_client_live) AS s;
      IF n >= p_client_live THEN RETURN 'client-live-tasks'; END IF;
    END IF;
    SELECT count(*) INTO n FROM (SELECT 1 FROM ${table} WHERE owner = p_owner AND client = p_client LIMIT p_client_stored) AS s;
    IF n >= p_client_stored THEN RETURN 'client-stored-tasks'; END IF;
  END IF;
  IF p_live THEN
    SELECT count(*) INTO n FROM (SELECT 1 FROM ${table} WHERE owner = p_owner AND live LIMIT p_max_live) AS s;
    IF n >= p_max_live THEN RETURN 'live-tasks'; END IF;
  END IF;
  SELECT count(*) INTO n FROM (SELECT 1 FROM ${table} WHERE owner = p_owner LIMIT p_max_stored) AS s;
  IF n >= p_max_stored THEN RETURN 'stored-tasks'; END IF;
  INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms, client)
    VALUES (p_task_id, p_owner, p_state, 1, p_live, p_created, p_expires, p_client)
    ON CONFLICT (task_id) DO NOTHING;
  IF NOT FOUND THEN RETURN 'exists'; END IF;
  IF p_channel IS NOT NULL THEN
    PERFORM pg_notify(p_channel, '1:' || left(encode(sha256(convert_to(p_owner, 'UTF8')), 'hex'), 16) || ':' || p_task_id);
  END IF;
  RETURN 'created';
END
$fn$`;
}

/**
 * The call `create` runs: the task's columns as text parameters, the two bounds, the channel, then the client's key
 * and share (null without one).
 *
 * @internal
 */
export function createCallSql(table: string): string {
  return `SELECT ${createFunctionName(table)}($1, $2, $3::text::jsonb, $4::text::boolean, $5::text::bigint, $6::text::bigint, $7::text::bigint, $8::text::bigint, $9, $10, $11::text::bigint, $12::text::bigint) AS outcome`;
}
