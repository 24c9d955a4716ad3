/** Pairs responses with their requests by id and direction, forgetting each request once it is answered. */
import { AnsweredRequests, type AnsweredRequest } from "./answered.js";
import type { Direction } from "./entry.js";
import { PendingTable } from "./pending-table.js";

export { MAX_ANSWERED, type AnsweredRequest } from "./answered.js";

/** The most unanswered requests remembered; beyond it the oldest is forgotten, so memory stays bounded. */
export const MAX_PENDING = 100_000;

/** A request waiting for its response, with what the checks of the response need. */
export interface PendingRequest {
  /** The request's method. */
  method: string;
  /** The direction the request travelled. */
  dir: Direction;
  /** The line of the request. */
  line: number;
  /** params.taskId of a tasks/* request. */
  taskId: string | undefined;
  /** Whether the request declared the tasks extension in its _meta. */
  declares: boolean;
  /** Whether it declared the extension but named protocol version 2025-11-25, under which the declaration counts for nothing. */
  legacyVersion: boolean;
  /** Whether the request decoded without issues, so that an error answering it is about its content, not its form. */
  wellFormed: boolean;
  /** The header the request got wrong, when its headers do not match its body. */
  headerMismatch: "Mcp-Name" | "Mcp-Method" | undefined;
  /** Whether the request lacks the core `_meta` envelope's required keys, so that refusing it is a valid answer. */
  metaIncomplete: boolean;
  /** For subscriptions/listen: whether it asks for task notifications. */
  wantsTaskNotifications: boolean;
  /** For subscriptions/listen: the line of the acknowledgement that answered it, once one has. */
  acknowledgedOn?: number;
}

/** Unanswered requests, keyed by direction and id (a Map keeps the ids 1 and "1" apart). */
export class Correlator {
  private readonly pending = { c2s: new PendingTable(), s2c: new PendingTable() };
  private count = 0;
  /**
   * Requests in arrival order (ids and requests side by side, so that remembering one builds no object), from `head`
   * on; settled ones are skipped when met and dropped by compaction. Eviction takes the next live one from here, never
   * by iterating a Map, whose deleted entries would be walked again and again. The arrays are used up to `end` and
   * compacted in place, so that they are not built anew (and grown again) at each compaction.
   */
  private readonly orderIds: (string | number | undefined)[] = [];
  private readonly orderRequests: (PendingRequest | undefined)[] = [];
  private head = 0;
  private end = 0;
  /** Answered requests, to name a second answer. */
  private readonly answered = new AnsweredRequests();
  /** How many requests were seen travelling each way. */
  readonly requestsSeen = { c2s: 0, s2c: 0 };
  /** How many unanswered requests were forgotten to keep memory bounded (their answers then look unsolicited). */
  forgotten = 0;

  /** Remembers a request; returns the earlier request with the same id and direction if it is still unanswered. */
  add(id: string | number, request: PendingRequest): PendingRequest | undefined {
    const map = this.pending[request.dir];
    this.requestsSeen[request.dir]++;
    const earlier = map.get(id);
    if (earlier !== undefined) map.delete(id);
    else this.count++;
    map.add(id, request);
    this.orderIds[this.end] = id;
    this.orderRequests[this.end++] = request;
    if (this.count > MAX_PENDING) this.forgetOldest();
    else if (this.end - this.head > 2 * this.count + 1024) this.compact();
    return earlier;
  }

  /** The unanswered request that a response travelling `responseDir` answers, without forgetting it. */
  peek(responseDir: Direction | undefined, id: string | number): PendingRequest | undefined {
    if (responseDir === "s2c") return this.pending.c2s.get(id);
    if (responseDir === "c2s") return this.pending.s2c.get(id);
    return this.pending.c2s.get(id) ?? this.pending.s2c.get(id);
  }

  /** Forgets the request a response (on `answerLine`) answered, remembering that it was answered. */
  settle(request: PendingRequest, id: string | number, answerLine: number): void {
    if (!this.pending[request.dir].delete(id)) return;
    this.count--;
    // The latest request, answered before the next one came (the usual case), leaves the arrival order at once.
    const last = this.end - 1;
    if (last >= this.head && this.orderRequests[last] === request) {
      this.orderIds[last] = undefined;
      this.orderRequests[last] = undefined;
      this.end = last;
    }
    this.answered.record(request.dir, id, request.line, answerLine);
  }

  /** The answered request a response travelling `responseDir` would answer again, if lint still remembers it. */
  answeredBefore(responseDir: Direction | undefined, id: string | number): AnsweredRequest | undefined {
    if (responseDir !== "c2s") {
      const found = this.answered.find("c2s", id);
      if (found !== undefined || responseDir === "s2c") return found;
    }
    return this.answered.find("s2c", id);
  }

  /** How many requests are unanswered. */
  get size(): number {
    return this.count;
  }

  /** Drops the oldest unanswered request. */
  private forgetOldest(): void {
    while (this.head < this.end) {
      const at = this.head++;
      const id = this.orderIds[at];
      const oldest = this.orderRequests[at];
      this.orderIds[at] = undefined;
      this.orderRequests[at] = undefined;
      if (id === undefined || oldest === undefined) continue;
      const map = this.pending[oldest.dir];
      if (map.get(id) !== oldest) continue;
      map.delete(id);
      // An earlier answer to this id is no longer the one its next response would repeat. (While a request is
      // pending, no lookup of an earlier answer to its id can happen, so the entry is dropped only here.)
      this.answered.forget(oldest.dir, id);
      this.count--;
      this.forgotten++;
      break;
    }
    if (this.head > 1024 && this.head * 2 > this.end) this.compact();
  }

  /** Keeps only the live requests in the arrival order, so that it stays proportional to what is unanswered. */
  private compact(): void {
    const ids = this.orderIds;
    const requests = this.orderRequests;
    let kept = 0;
    for (let i = this.head; i < this.end; i++) {
      const id = ids[i];
      const request = requests[i];
      if (id !== undefined && request !== undefined && this.pending[request.dir].get(id) === request) {
        ids[kept] = id;
        requests[kept++] = request;
      }
    }
    // The slots past the live ones let go of what they held.
    for (let i = kept; i < this.end; i++) {
      ids[i] = undefined;
      requests[i] = undefined;
    }
    this.head = 0;
    this.end = kept;
  }
}

/** The key of a request by direction and id; ids 1 and "1" are different requests, so the type is part of it. */
export function requestKey(dir: Direction, id: string | number): string {
  return typeof id === "number" ? `${dir}#${id}` : `${dir}$${id}`;
}
