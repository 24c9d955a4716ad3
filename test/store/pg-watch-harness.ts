/**
 * Two PostgreSQL store instances on one PGlite table for watch tests: `watching`, whose notifications a test delivers
 * by hand and whose reads of a row it can hold, fail or rewrite, and `writing`, another instance that commits.
 */
import { createHash } from "node:crypto";
import type { PostgresStoreOptions, TaskChange } from "../../src/store/index.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

/** The payload another instance's NOTIFY carries for a commit of `owner`'s task. */
export function payload(version: number, owner: string, taskId: string): string {
  return `${version}:${createHash("sha256").update(owner).digest("hex").slice(0, 16)}:${taskId}`;
}

/** Resolves after `ms`. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the pair; `seen` collects what `watchAs` subscriptions report, as `[taskId, version, status or null]`. */
export async function watchPair(options: PostgresStoreOptions = {}) {
  let deliver: (payload: unknown) => void = () => undefined;
  const listen = async (_channel: string, onPayload: (payload: string) => void) => {
    deliver = onPayload as (payload: unknown) => void;
    return () => undefined;
  };
  const watched = await tamperedStore({ retentionMs: 0, ...options, listen });
  const writing = (await tamperedStore({ retentionMs: 0, table: watched.table })).store;
  /** Rewrites, holds or fails the watching instance's reads of a row, in turn, one read each; later reads run. */
  const reads: Array<(run: () => Promise<Record<string, unknown>[]>) => Promise<Record<string, unknown>[]>> = [];
  let readCount = 0;
  const readTimes: number[] = [];
  watched.hooks.tamper = async (text, next) => {
    if (kindOf(text) !== "read") return next();
    readCount += 1;
    readTimes.push(performance.now());
    const edit = reads.shift();
    return edit === undefined ? next() : edit(next);
  };
  const seen: Array<[string, number, string | null]> = [];
  const record = (c: TaskChange) => seen.push([c.taskId, c.version, c.state?.status ?? null]);
  return {
    watching: watched.store,
    writing,
    seen,
    reads,
    readCount: () => readCount,
    /** When each read of a row started, in milliseconds of `performance.now()`. */
    readTimes,
    deliver: (p: unknown) => deliver(p),
    watchAs: (owner: string, taskIds: string[], listener: (c: TaskChange) => void = record) =>
      watched.store.watch(taskIds, listener, { owner }),
    /** Holds the next read after it ran, until the returned function is called. */
    holdNextRead(): () => void {
      let open = (): void => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      reads.push(async (run) => {
        const rows = await run();
        await gate;
        return rows;
      });
      return open;
    },
    async close() {
      await watched.store.close();
      await writing.close();
    },
  };
}
