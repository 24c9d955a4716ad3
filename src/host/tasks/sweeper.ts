/**
 * The TTL sweep, scheduled by the host because the store never reads the clock. Every instance sharing a store may
 * sweep: each expiry is a compare-and-set through the machine, so two sweepers never expire a task twice. Tasks a
 * dead process left `working` are failed here once their TTL elapses: that is how they end after a crash.
 */
import type { StoreResult, SweepReport, TaskStore } from "../../store/types.js";
import { describeThrown } from "../../shared/thrown.js";

/**
 * A periodic sweep; `stop` ends it.
 *
 * @internal
 */
export interface Sweeper {
  sweep(): Promise<StoreResult<SweepReport>>;
  stop(): void;
}

/**
 * Starts sweeping every `intervalMs` (never, for 0); a sweep never overlaps the previous one, unless that one missed
 * its deadline (the store passed in is under the host's deadlines), which is reported through `onError`.
 *
 * @internal
 */
export function startSweeper(
  store: TaskStore,
  clock: () => Date,
  intervalMs: number,
  onError: (error: unknown) => void,
  onSweep: (now: Date) => void = () => undefined,
): Sweeper {
  let running: Promise<StoreResult<SweepReport>> | undefined;
  const sweep = (): Promise<StoreResult<SweepReport>> => {
    running ??= (async (): Promise<StoreResult<SweepReport>> => {
      try {
        const now = clock();
        onSweep(now);
        // The store is under the host's deadline: a pass that hangs answers `unavailable`, and the next one runs.
        const report = await store.sweep(now.toISOString());
        if (!report.ok) onError(new Error(`task store: sweep: ${report.error.message}`));
        return report;
      } catch (error) {
        onError(error);
        return { ok: false, error: { code: "unavailable", message: describeThrown(error) } };
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void sweep(), intervalMs) : undefined;
  (timer as { unref?: () => void } | undefined)?.unref?.();
  return {
    sweep,
    stop: () => {
      if (timer !== undefined) clearInterval(timer);
    },
  };
}
