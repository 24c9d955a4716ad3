/**
 * The requests lint remembers as answered, to name a second answer. Answers go into a ring of MAX_ANSWERED; the
 * index by direction and id is brought up to date only when it is read, so that a trace whose responses all pair
 * (the usual case) never pays for a Map insertion per answer.
 */
import type { Direction } from "./entry.js";

/** The most answered requests remembered, to tell a second answer from an unsolicited one. */
export const MAX_ANSWERED = 65_536;

/** Answers per block of the ring: a power of two that divides MAX_ANSWERED. */
const BLOCK_BITS = 11;
const BLOCK = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK - 1;
/** The directions, by the code the ring keeps them as. */
const DIRECTIONS: readonly Direction[] = ["c2s", "s2c"];

/** An answered request, remembered so that a second answer to it can be named. */
export interface AnsweredRequest {
  /** The line of the request. */
  readonly requestLine: number;
  /** The line of the response that answered it. */
  readonly answerLine: number;
}

/**
 * The latest MAX_ANSWERED answers, and an index from direction and id to the latest answer with them. Answer number n
 * (counting from 0) lives in slot n % MAX_ANSWERED. The index holds exactly the answers that an index updated on
 * every answer would hold, once `catchUp` has run: answers not yet indexed are added in order, those overwritten
 * before they were indexed never enter it, and an indexed answer leaves it when its slot is overwritten.
 *
 * @internal
 */
export class AnsweredRequests {
  // The ring is filled block by block (slot n is written first as answer n), so that a short trace does not pay at start
  // for the megabyte it never fills, and a long one never copies it to grow it. Directions and lines sit in typed
  // arrays, which the garbage collector neither copies nor scans.
  private readonly ids: (string | number)[][] = [];
  private readonly dirs: Uint8Array[] = [];
  private readonly lines: Float64Array[] = [];
  // Keyed by the id itself: a Map keeps 1 and "1" apart.
  private readonly index = { c2s: new Map<string | number, number>(), s2c: new Map<string | number, number>() };
  /** How many answers were ever recorded. */
  private written = 0;
  /** Answers numbered below this were indexed (or overwritten before they could be). */
  private indexed = 0;

  /** Records that the request travelling `dir` with `id`, on `requestLine`, was answered on `answerLine`. */
  record(dir: Direction, id: string | number, requestLine: number, answerLine: number): void {
    const n = this.written;
    const slot = n % MAX_ANSWERED;
    const block = slot >>> BLOCK_BITS;
    const at = slot & BLOCK_MASK;
    if (block === this.ids.length) {
      this.ids.push(new Array<string | number>(BLOCK));
      this.dirs.push(new Uint8Array(BLOCK));
      this.lines.push(new Float64Array(2 * BLOCK));
    }
    const ids = this.ids[block]!;
    const dirs = this.dirs[block]!;
    // The answer this one overwrites leaves the index, if it was indexed and is still the latest for its id.
    if (n >= MAX_ANSWERED && n - MAX_ANSWERED < this.indexed) {
      const map = this.index[DIRECTIONS[dirs[at]!]!];
      const evicted = ids[at]!;
      if (map.get(evicted) === slot) map.delete(evicted);
    }
    ids[at] = id;
    dirs[at] = dir === "c2s" ? 0 : 1;
    const lines = this.lines[block]!;
    lines[2 * at] = requestLine;
    lines[2 * at + 1] = answerLine;
    this.written = n + 1;
  }

  /** The latest remembered answer to the request travelling `dir` with `id`. */
  find(dir: Direction, id: string | number): AnsweredRequest | undefined {
    this.catchUp();
    const slot = this.index[dir].get(id);
    if (slot === undefined) return undefined;
    const lines = this.lines[slot >>> BLOCK_BITS]!;
    const at = slot & BLOCK_MASK;
    return { requestLine: lines[2 * at]!, answerLine: lines[2 * at + 1]! };
  }

  /** Forgets the answers to the request travelling `dir` with `id`: a new request with that id was forgotten unanswered. */
  forget(dir: Direction, id: string | number): void {
    this.catchUp();
    this.index[dir].delete(id);
  }

  /** Indexes the answers recorded since the last read, oldest first; those already overwritten are skipped. */
  private catchUp(): void {
    const end = this.written;
    for (let n = Math.max(this.indexed, end - MAX_ANSWERED); n < end; n++) {
      const slot = n % MAX_ANSWERED;
      const block = slot >>> BLOCK_BITS;
      const at = slot & BLOCK_MASK;
      this.index[DIRECTIONS[this.dirs[block]![at]!]!].set(this.ids[block]![at]!, slot);
    }
    this.indexed = end;
  }
}
