/** The unanswered requests of one direction, by id. */
import type { PendingRequest } from "./correlation.js";

/**
 * A key no request id can take, kept in every map: a Map that keeps going from one entry to none (a request answered
 * on the next line) would otherwise shrink and regrow its table each time.
 */
const KEEP = Symbol("keep");

/**
 * Unanswered requests by id (ids compare as a Map compares them: 1 and "1" apart). The latest request waits beside
 * the Map, and enters it only when another request comes before its answer: most requests are answered first, and so
 * cost the Map no insertion, deletion, or the new table that deletions make it build every few requests.
 */
export class PendingTable {
  private frontId: string | number = 0;
  private front: PendingRequest | undefined = undefined;
  private readonly map = new Map<string | number | typeof KEEP, PendingRequest | undefined>([[KEEP, undefined]]);

  /** The unanswered request with this id. */
  get(id: string | number): PendingRequest | undefined {
    const front = this.front;
    if (front !== undefined && this.frontId === id) return front;
    return this.map.get(id);
  }

  /** Adds a request whose id is not pending (an earlier request with it is deleted first). */
  add(id: string | number, request: PendingRequest): void {
    if (this.front !== undefined) this.map.set(this.frontId, this.front);
    this.frontId = id;
    this.front = request;
  }

  /** Forgets the request with this id; false if there is none. */
  delete(id: string | number): boolean {
    if (this.front !== undefined && this.frontId === id) {
      this.front = undefined;
      return true;
    }
    return this.map.delete(id);
  }
}
