/**
 * The requests of a trace still waiting for their answer, keyed by direction and id, so that a response finds the
 * request it answers; bounded, the oldest forgotten first.
 */
import type { TraceEntry } from "../lint/trace/entry.js";
import type { TaskEvent } from "./model.js";

/** A request waiting for its answer. */
export interface Pending {
  method: string;
  taskId: string | undefined;
  line: number;
  at: number | undefined;
  /** The event the answer completes (tasks/update, tasks/cancel). */
  event: TaskEvent | undefined;
}

/** The most unanswered requests remembered; the oldest is forgotten beyond it. */
const MAX_PENDING = 100_000;

/** Unanswered requests in the order they were sent (a reused id counts as sent again). */
export class PendingRequests {
  private readonly byKey = new Map<string, Pending>();

  /** Remembers a request sent travelling `dir` with this id, forgetting the oldest past the bound. */
  remember(dir: string, id: string | number, pending: Pending): void {
    const key = keyOf(dir, id);
    this.byKey.delete(key);
    this.byKey.set(key, pending);
    if (this.byKey.size > MAX_PENDING) this.byKey.delete(this.byKey.keys().next().value!);
  }

  /** The unanswered request a response travelling `dir` answers, forgotten once found. */
  take(dir: TraceEntry["dir"], id: string | number): Pending | undefined {
    const keys =
      dir === "s2c" ? [keyOf("c2s", id)] : dir === "c2s" ? [keyOf("s2c", id)] : [keyOf("c2s", id), keyOf("s2c", id)];
    for (const key of keys) {
      const found = this.byKey.get(key);
      if (found === undefined) continue;
      this.byKey.delete(key);
      return found;
    }
    return undefined;
  }

  /** Every request still unanswered, oldest first. */
  unanswered(): IterableIterator<Pending> {
    return this.byKey.values();
  }

  /** Forgets every request. */
  clear(): void {
    this.byKey.clear();
  }
}

function keyOf(dir: string, id: string | number): string {
  return typeof id === "number" ? `${dir}#${id}` : `${dir}$${id}`;
}
