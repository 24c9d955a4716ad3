/**
 * The verdict on tasks still running when the trace ends, charged by who stopped: the server when the trace runs past
 * the task's TTL, nobody when the client cancelled it (it need not wait for the end), else the client that stopped.
 */
import { isTerminal, toEpochMs } from "../../../machine/index.js";
import type { LintContext } from "../context.js";
import { RULES } from "../rules.js";
import type { TaskRecord } from "../task-book.js";

/**
 * Reports every task that has not reached a terminal status when the trace ends.
 *
 * @internal
 */
export function reportUnfinished(ctx: LintContext): void {
  for (const record of ctx.tasks.liveTasks()) {
    const view = record.observer.view;
    const status = view?.status;
    if (status !== undefined && isTerminal(status)) continue;
    const still = `The task is still ${status ?? "unknown"} when the trace ends`;
    const overdue = pastTtl(record, ctx.lastAt);
    if (overdue !== undefined) {
      ctx.report(
        RULES.notTerminalAtEnd,
        record.lastLine,
        record.taskId,
        `${still}, ${overdue} ms after its TTL ran out (createdAt ${view!.createdAt} + ttlMs ${view!.ttlMs}): the server stopped, leaving the task unfinished past the time-to-live it gave.`,
      );
    } else if (record.cancelLine !== undefined) {
      ctx.report(
        RULES.cancelledNotFollowed,
        record.lastLine,
        record.taskId,
        `${still}: the client stopped following it after its tasks/cancel on line ${record.cancelLine}, as it may ("The client does not need to poll tasks/get again to wait for the task to reach the cancelled state"); no one is at fault.`,
      );
    } else {
      ctx.report(
        RULES.clientStoppedFollowing,
        record.lastLine,
        record.taskId,
        `${still}: the client stopped following it after line ${record.lastLine}, ${withinTtl(record, ctx.lastAt)}, which is no server fault ("Clients SHOULD continue polling until the task reaches a terminal status or until invoking tasks/cancel").`,
      );
    }
  }
}

/** How many milliseconds past createdAt + ttlMs the trace's last capture time lies, or undefined if not past it. */
function pastTtl(record: TaskRecord, lastAt: number | undefined): number | undefined {
  const view = record.observer.view;
  if (lastAt === undefined || view === null || view.ttlMs === null) return undefined;
  const created = toEpochMs(view.createdAt);
  if (created === null) return undefined;
  const over = lastAt - (created + view.ttlMs);
  return over >= 0 ? Math.round(over) : undefined;
}

/** Why the TTL cannot have run out, as a clause. */
function withinTtl(record: TaskRecord, lastAt: number | undefined): string {
  const view = record.observer.view;
  if (view === null) return "before its TTL was known";
  if (view.ttlMs === null) return "and its ttlMs is null (it never expires)";
  if (lastAt === undefined) return "and the trace has no capture times to show its TTL ran out";
  return "before its TTL ran out";
}
