/** Pairs responses with their requests by id and direction, forgetting each request once it is answered. */
import type { Direction } from "./entry.js";

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

/** The most answered requests remembered, to tell a second answer from an unsolicited one. */
export const MAX_ANSWERED = 65_536;

/** An answered request, remembered so that a second answer to it can be named. */
export interface AnsweredRequest {
  /** The line of the request. */
  readonly requestLine: number;
  /** The line of the response that answered it. */
  readonly answerLine: number;
}

/**
 * A key no request id can take, kept in every map: a Map that keeps going from one entry to none (a request answered
 * on the next line) would otherwise shrink and regrow its table each time.
 */
const KEEP = Symbol("keep");

type PendingMap = Map<string | number | typeof KEEP, PendingRequest | undefined>;

function pendingMap(): PendingMap {
  return new Map([[KEEP, undefined]]);
}

/** Unanswered requests, keyed by direction and id (a Map keeps the ids 1 and "1" apart). */
export class Correlator {
  private readonly pending = { c2s: pendingMap(), s2c: pendingMap() };
  private count = 0;
  /**
   * Requests in arrival order, from `head` on; settled ones are skipped when met and dropped by compaction. Eviction
   * takes the next live one from here, never by iterating a Map, whose deleted entries would be walked again and again.
   */
  private order: Array<{ id: string | number; request: PendingRequest } | undefined> = [];
  private head = 0;
  /**
   * Answered requests by direction and id, each mapped to its slot in a ring of MAX_ANSWERED: keyed by the id itself
   * (a Map keeps 1 and "1" apart, as `pending` does) and held in flat arrays, so that settling a request builds no
   * key string and no object.
   */
  private readonly answered = { c2s: new Map<string | number, number>(), s2c: new Map<string | number, number>() };
  private readonly ringId: (string | number | undefined)[] = new Array(MAX_ANSWERED).fill(undefined);
  private readonly ringDir: (Direction | undefined)[] = new Array(MAX_ANSWERED).fill(undefined);
  private readonly ringLines = new Float64Array(2 * MAX_ANSWERED);
  private nextAnswered = 0;
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
    map.set(id, request);
    this.order.push({ id, request });
    if (this.count > MAX_PENDING) this.forgetOldest();
    else if (this.order.length - this.head > 2 * this.count + 1024) this.compact();
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
    const slot = this.nextAnswered;
    const evictedDir = this.ringDir[slot];
    if (evictedDir !== undefined) {
      const evictedId = this.ringId[slot]!;
      const map = this.answered[evictedDir];
      if (map.get(evictedId) === slot) map.delete(evictedId);
    }
    this.ringId[slot] = id;
    this.ringDir[slot] = request.dir;
    this.ringLines[2 * slot] = request.line;
    this.ringLines[2 * slot + 1] = answerLine;
    this.nextAnswered = (slot + 1) % MAX_ANSWERED;
    this.answered[request.dir].set(id, slot);
  }

  /** The answered request a response travelling `responseDir` would answer again, if lint still remembers it. */
  answeredBefore(responseDir: Direction | undefined, id: string | number): AnsweredRequest | undefined {
    if (responseDir !== "c2s") {
      const found = this.answeredIn("c2s", id);
      if (found !== undefined || responseDir === "s2c") return found;
    }
    return this.answeredIn("s2c", id);
  }

  private answeredIn(requestDir: Direction, id: string | number): AnsweredRequest | undefined {
    const slot = this.answered[requestDir].get(id);
    if (slot === undefined) return undefined;
    return { requestLine: this.ringLines[2 * slot]!, answerLine: this.ringLines[2 * slot + 1]! };
  }

  /** How many requests are unanswered. */
  get size(): number {
    return this.count;
  }

  /** Drops the oldest unanswered request. */
  private forgetOldest(): void {
    while (this.head < this.order.length) {
      const oldest = this.order[this.head];
      this.order[this.head++] = undefined;
      if (oldest === undefined) continue;
      const map = this.pending[oldest.request.dir];
      if (map.get(oldest.id) !== oldest.request) continue;
      map.delete(oldest.id);
      // An earlier answer to this id is no longer the one its next response would repeat. (While a request is
      // pending, no lookup of an earlier answer to its id can happen, so the entry is dropped only here.)
      this.answered[oldest.request.dir].delete(oldest.id);
      this.count--;
      this.forgotten++;
      break;
    }
    if (this.head > 1024 && this.head * 2 > this.order.length) this.compact();
  }

  /** Keeps only the live requests in the arrival order, so that it stays proportional to what is unanswered. */
  private compact(): void {
    const live: Array<{ id: string | number; request: PendingRequest }> = [];
    for (let i = this.head; i < this.order.length; i++) {
      const entry = this.order[i];
      if (entry !== undefined && this.pending[entry.request.dir].get(entry.id) === entry.request) live.push(entry);
    }
    this.order = live;
    this.head = 0;
  }
}

/** The key of a request by direction and id; ids 1 and "1" are different requests, so the type is part of it. */
export function requestKey(dir: Direction, id: string | number): string {
  return typeof id === "number" ? `${dir}#${id}` : `${dir}$${id}`;
}
