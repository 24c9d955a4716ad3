/**
 * Per-client shares of task creation, for a host without an owner function: every request then has one owner, so the
 * store's per-owner limits are the capacity every client shares, and this quota keeps one client from using it up.
 * It counts what this process created: live tasks until their work ends, and stored tasks until their TTL elapses.
 */

/**
 * Why a client's new task is refused, if it is.
 *
 * @internal
 */
export type QuotaRefusal = "live-tasks" | "stored-tasks";

interface Share {
  live: number;
  /** Expiry times (epoch ms) of the tasks this client created, oldest first; null TTLs never leave. */
  readonly expiries: number[];
  forever: number;
}

/**
 * The live and stored tasks each client created in this process.
 *
 * @internal
 */
export class ClientQuota {
  readonly #shares = new Map<string, Share>();
  readonly #maxLive: number;
  readonly #maxStored: number;

  constructor(maxLive: number, maxStored: number) {
    this.#maxLive = maxLive;
    this.#maxStored = maxStored;
  }

  /** Takes a slot for a new task of `client` at `now`, or says which limit its share reached. */
  take(client: string, now: number, expiresAt: number | null): QuotaRefusal | undefined {
    const share = this.#shares.get(client) ?? { live: 0, expiries: [], forever: 0 };
    let drop = 0;
    while (drop < share.expiries.length && share.expiries[drop]! <= now) drop++;
    if (drop > 0) share.expiries.splice(0, drop);
    if (share.live >= this.#maxLive) return "live-tasks";
    if (share.expiries.length + share.forever >= this.#maxStored) return "stored-tasks";
    share.live += 1;
    if (expiresAt === null) share.forever += 1;
    else share.expiries.push(expiresAt);
    this.#shares.set(client, share);
    return undefined;
  }

  /** Forgets the tasks whose TTL elapsed by `now`, and the clients left with nothing; the sweeper calls it. */
  prune(now: number): void {
    for (const [client, share] of this.#shares) {
      let drop = 0;
      while (drop < share.expiries.length && share.expiries[drop]! <= now) drop++;
      if (drop > 0) share.expiries.splice(0, drop);
      if (share.live === 0 && share.expiries.length === 0 && share.forever === 0) this.#shares.delete(client);
    }
  }

  /** Gives back a task's live slot (its work ended), or both slots (it was never stored). */
  release(client: string, stored: boolean, expiresAt: number | null): void {
    const share = this.#shares.get(client);
    if (share === undefined) return;
    share.live = Math.max(0, share.live - 1);
    if (!stored) {
      if (expiresAt === null) share.forever = Math.max(0, share.forever - 1);
      else {
        const at = share.expiries.lastIndexOf(expiresAt);
        if (at >= 0) share.expiries.splice(at, 1);
      }
    }
    if (share.live === 0 && share.expiries.length === 0 && share.forever === 0) this.#shares.delete(client);
  }
}
