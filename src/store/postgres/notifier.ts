/**
 * NOTIFY for updates, sent after their commit and batched: PostgreSQL serializes the commits of transactions that
 * NOTIFY, so one notifying statement per write caps write throughput far below the engine's. Here each committed
 * update queues its payload, and one statement sends every queued payload at once; at most one such statement is in
 * flight, so batches grow with load and an idle store notifies at once.
 *
 * The price: a writer that dies between a commit and the statement that follows it leaves that change unannounced
 * to other instances (their next read sees it). Changes made by this instance reach its own watchers directly.
 */
import type { StoreResult } from "../types.js";

/** Runs one statement: the store's query function. */
type Query = (text: string, params: unknown[]) => Promise<StoreResult<unknown>>;

/**
 * Queues a payload part `[version, owner, taskId]` for the next batch.
 *
 * @internal
 */
export interface Notifier {
  add(version: number, owner: string, taskId: string): void;
  /** Resolves once every payload queued so far has been sent (or failed to be). */
  flush(): Promise<void>;
}

/**
 * A notifier on `channel`, whose payloads match the inline ones: `version:ownerHash:taskId`.
 *
 * @internal
 */
export function createNotifier(query: Query, channel: string): Notifier {
  const statement = `SELECT pg_notify('${channel}', (x->>0) || ':' || left(encode(sha256(convert_to(x->>1, 'UTF8')), 'hex'), 16) || ':' || (x->>2))
  FROM jsonb_array_elements($1::text::jsonb) AS x`;
  let queued: Array<[string, string, string]> = [];
  let sending: Promise<void> | undefined;

  const send = async (): Promise<void> => {
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      // A failed send loses these announcements only; the writes are committed, and watchers' next reads see them.
      await query(statement, [JSON.stringify(batch)]);
    }
    sending = undefined;
  };

  return {
    add(version, owner, taskId) {
      queued.push([String(version), owner, taskId]);
      sending ??= send();
    },
    async flush() {
      while (sending !== undefined) await sending;
    },
  };
}
