/**
 * The PostgreSQL store's sweep, set-based: deletes what is past retention a batch at a time, then fails the expired
 * tasks a batch per statement pair (see expire-batch.ts); a task that changed meanwhile takes the one-task path.
 */
import { toEpochMs } from "../../machine/time/timestamp.js";
import { failure } from "../options.js";
import type { StoreResult, SweepReport } from "../types.js";
import type { Writer, WriterContext } from "./compare-and-set.js";
import { type DueTask, dueTask, type expiryQueries, writeParam } from "./expire-batch.js";
import { bigintParam, readVersion, SWEEP_BATCH } from "./queries.js";

/**
 * Sweeps the table as of `now`.
 *
 * @internal
 */
export async function sweepTable(
  context: WriterContext & { readonly expiry: ReturnType<typeof expiryQueries> },
  writer: Writer,
  now: string,
): Promise<StoreResult<SweepReport>> {
  const { settings, sql, query, recent, hub, notifier, expiry } = context;
  const { applyAs } = writer;
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
        single.slice(i, i + settings.sweepConcurrency).map((t) => applyAs(t.taskId, { type: "expire", now }, t.owner)),
      );
      expired += outcomes.filter((o) => o.ok && o.value.changed).length;
    }
    const last = rows[rows.length - 1];
    if (rows.length < SWEEP_BATCH || last === undefined) break;
    after = [String(last.expires_at_ms), String(last.task_id)];
  }
  return { ok: true, value: { expired, deleted } };
}
