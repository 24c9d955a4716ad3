/**
 * The foil for the race tests and the store benchmark: a store that reads, runs the machine, and writes back without
 * checking that the row is still the one it read. Two writers that read the same version both "commit" the next one,
 * and one of their changes is lost.
 */
import { transition, type TaskEvent } from "mcp-tasks/machine";
import type { Applied, StoreResult, TaskStore } from "mcp-tasks/store";

/** What a racing writer needs: apply, and get (which the foil borrows from a real store). */
export type Writer = Pick<TaskStore, "apply" | "get">;

/** Anything with `query(text, params)`, as `postgresStore` takes. */
interface Client {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/** The naive store over `table`, reading through `reader` (a real store on the same table). */
export function naiveStore(client: Client, table: string, reader: Pick<TaskStore, "get">): Writer {
  return {
    get: (taskId, scope) => reader.get(taskId, scope),
    async apply(taskId: string, event: TaskEvent, scope: { owner: string }): Promise<StoreResult<Applied>> {
      const current = await reader.get(taskId, scope);
      if (!current.ok) return current;
      const outcome = transition(current.value.state, event);
      if (!outcome.ok) return { ok: false, error: { code: "refused", message: outcome.error.message } };
      const version = current.value.version + (outcome.changed ? 1 : 0);
      const accepted = outcome.accepted === undefined ? {} : { accepted: outcome.accepted };
      if (outcome.changed) {
        const sql = `UPDATE ${table} SET state = $3::text::jsonb, version = $4::text::bigint WHERE task_id = $1 AND owner = $2`;
        await client.query(sql, [taskId, scope.owner, JSON.stringify(outcome.state), String(version)]);
      }
      return { ok: true, value: { state: outcome.state, version, changed: outcome.changed, ...accepted } };
    },
  };
}
