/** The exchanges a recording proxy has in flight, held so that a shutdown can reach every one. */
import type { Exchange } from "./exchange/index.js";

/**
 * The exchanges in flight, each in a slot of an array that is reused as exchanges end. A Set churned by one entry per
 * request would do, but the tables it outgrows keep their stale entries until a full collection, and the
 * young-generation collector then copies and promotes the whole exchanges they point to: on a busy proxy that was
 * most of what each exchange allocated.
 */
export class InFlight {
  private readonly slots: (Exchange | undefined)[] = [];
  private readonly free: number[] = [];
  private count = 0;
  private onEmpty: (() => void) | undefined;

  /** How many exchanges are in flight. */
  get size(): number {
    return this.count;
  }

  /** Holds `exchange` until `remove(slot)`; returns its slot. */
  add(exchange: Exchange): number {
    const slot = this.free.length > 0 ? this.free.pop()! : this.slots.length;
    this.slots[slot] = exchange;
    this.count++;
    return slot;
  }

  /** Lets go of the exchange in `slot`. */
  remove(slot: number): void {
    if (this.slots[slot] === undefined) return;
    this.slots[slot] = undefined;
    this.free.push(slot);
    if (--this.count === 0) this.onEmpty?.();
  }

  /** The exchanges in flight now. */
  list(): Exchange[] {
    return this.slots.filter((e): e is Exchange => e !== undefined);
  }

  /** Resolves once no exchange is in flight. */
  empty(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const before = this.onEmpty;
      this.onEmpty = () => {
        this.onEmpty = before;
        before?.();
        resolve();
      };
    });
  }
}
