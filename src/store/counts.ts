/** The memory store's counts behind its bounds: live and stored tasks per owner, and per client of an owner. */

/** One owner's counts, or one client's of an owner. */
interface Count {
  live: number;
  stored: number;
}

/** An owner's counts and its clients' (made when a client is first counted). */
interface OwnerCount extends Count {
  clients: Map<string, Count> | undefined;
}

/**
 * Live and stored task counts per owner and per (owner, client), kept as tasks are created, end and are deleted.
 * Counts sit in a map per owner holding a map per client, so no key string is built per call, and an entry is
 * dropped when both its counts reach zero, so owners and clients that have nothing left hold nothing.
 *
 * @internal
 */
export class TaskCounts {
  readonly #owners = new Map<string, OwnerCount>();

  /** Live tasks of an owner, or of one client of it. */
  live(owner: string, client?: string): number {
    return this.#find(owner, client)?.live ?? 0;
  }

  /** Stored tasks (finished ones included) of an owner, or of one client of it. */
  stored(owner: string, client?: string): number {
    return this.#find(owner, client)?.stored ?? 0;
  }

  /** Counts a new task in (or, with -1, out): live ones in both counts, finished ones in the stored count only. */
  add(owner: string, client: string | undefined, live: boolean, delta: 1 | -1): void {
    this.#move(owner, client, live ? delta : 0, delta);
  }

  /** Moves a task in or out of the live count (it ended, or a new live task was counted). */
  addLive(owner: string, client: string | undefined, delta: 1 | -1): void {
    this.#move(owner, client, delta, 0);
  }

  #find(owner: string, client: string | undefined): Count | undefined {
    const counts = this.#owners.get(owner);
    return client === undefined ? counts : counts?.clients?.get(client);
  }

  /** The owner's own counts and, with a client, the client's: both move together. */
  #move(owner: string, client: string | undefined, live: number, stored: number): void {
    let counts = this.#owners.get(owner);
    if (counts === undefined) {
      if (live <= 0 && stored <= 0) return;
      counts = { live: 0, stored: 0, clients: undefined };
      this.#owners.set(owner, counts);
    }
    counts.live = Math.max(0, counts.live + live);
    counts.stored = Math.max(0, counts.stored + stored);
    if (client !== undefined) {
      let clients = counts.clients;
      let mine = clients?.get(client);
      if (mine === undefined && (live > 0 || stored > 0)) {
        mine = { live: 0, stored: 0 };
        (clients ??= counts.clients = new Map()).set(client, mine);
      }
      if (mine !== undefined) {
        mine.live = Math.max(0, mine.live + live);
        mine.stored = Math.max(0, mine.stored + stored);
        if (mine.live === 0 && mine.stored === 0) clients!.delete(client);
      }
      if (clients?.size === 0) counts.clients = undefined;
    }
    if (counts.live === 0 && counts.stored === 0 && counts.clients === undefined) this.#owners.delete(owner);
  }
}
