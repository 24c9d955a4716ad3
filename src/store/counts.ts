/** The memory store's counts behind its bounds: live and stored tasks per owner, and per client of an owner. */

/**
 * Live and stored task counts per owner and per (owner, client), kept as tasks are created, end and are deleted.
 *
 * @internal
 */
export class TaskCounts {
  readonly #live = new Map<string, number>();
  readonly #stored = new Map<string, number>();

  /** Live tasks of an owner, or of one client of it. */
  live(owner: string, client?: string): number {
    return this.#live.get(countKey(owner, client)) ?? 0;
  }

  /** Stored tasks (finished ones included) of an owner, or of one client of it. */
  stored(owner: string, client?: string): number {
    return this.#stored.get(countKey(owner, client)) ?? 0;
  }

  /** Counts a new task in (or, with -1, out): live ones in both counts, finished ones in the stored count only. */
  add(owner: string, client: string | undefined, live: boolean, delta: 1 | -1): void {
    if (live) this.addLive(owner, client, delta);
    bump(this.#stored, owner, client, delta);
  }

  /** Moves a task in or out of the live count (it ended, or a new live task was counted). */
  addLive(owner: string, client: string | undefined, delta: 1 | -1): void {
    bump(this.#live, owner, client, delta);
  }
}

/** The owner's own count and, with a client, the client's: both move together. */
function bump(counts: Map<string, number>, owner: string, client: string | undefined, delta: number): void {
  move(counts, countKey(owner), delta);
  if (client !== undefined) move(counts, countKey(owner, client), delta);
}

/** Adds `delta` to one count, dropping it at zero so that owners who have nothing left hold no entry. */
function move(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/** A key no owner and client pair shares with another: the owner's length first, so no separator can be forged. */
function countKey(owner: string, client?: string): string {
  return client === undefined ? `o:${owner}` : `c:${owner.length}:${owner}${client}`;
}
