/**
 * An incremental reader of a `text/event-stream` body: it dispatches each event's data as soon as the blank line that
 * ends the event arrives. It works on bytes: a data line's value is copied straight into one buffer capped at a byte
 * limit, so what it holds is what it counts (a million empty data lines hold a million newlines, not a million
 * strings), and no other field, comment or overlong line is held at all.
 */
import { GrowingBuffer } from "./bytes/growing-buffer.js";
import { strictText } from "./bytes/utf8.js";

/**
 * One event of the stream: its data (undefined when it exceeded the limit or is not UTF-8) and the data's size in
 * bytes; `invalid` says where data that is not UTF-8 goes wrong.
 */
export interface SseEvent {
  data: string | undefined;
  bytes: number;
  invalid?: { offset: number; before: string };
}

/** Receives each event with data, in stream order (events with no data line are not dispatched, as in a browser). */
export type SseEventHandler = (event: SseEvent) => void;

const LF = 10;
const CR = 13;
const COLON = 58;
const SPACE = 32;
const BOM = [0xef, 0xbb, 0xbf];
const DATA = "data";

/** Where the reader is within a line: its field name, the start of a data value, a data value, or a line to skip. */
const NAME = 0;
const DATA_START = 1;
const DATA_VALUE = 2;
const SKIP = 3;

/** Splits a byte stream into server-sent events, following the WHATWG event stream format. */
export class SseReader {
  private readonly data: GrowingBuffer;
  private dataBytes = 0;
  private hasData = false;
  private tooLarge = false;
  private state = NAME;
  private name = "";
  private lineStart = true;
  private afterCR = false;
  /** Bytes of a leading byte order mark matched so far; -1 once past the start of the stream. */
  private bom = 0;
  private sinceBoundary = 0;

  /** Creates a reader that dispatches to `onEvent`, keeping at most `maxBytes` of one event's data. */
  constructor(
    private readonly onEvent: SseEventHandler,
    maxBytes: number,
  ) {
    this.data = new GrowingBuffer(maxBytes);
  }

  /** Bytes of line content since the last blank line: what one event has cost to read so far. */
  get pending(): number {
    return this.sinceBoundary;
  }

  /** Feeds the next chunk of bytes. */
  push(chunk: Buffer): void {
    const n = chunk.length;
    let pos = 0;
    if (this.afterCR && n > 0) {
      this.afterCR = false;
      if (chunk[0] === LF) pos = 1;
    }
    if (this.bom >= 0) pos = this.skipBom(chunk, pos);
    // The next line feed and carriage return, each found once per chunk position (-1: none left in the chunk).
    let lf = -2;
    let cr = -2;
    while (pos < n) {
      if (lf !== -1 && lf < pos) lf = chunk.indexOf(LF, pos);
      if (cr !== -1 && cr < pos) cr = chunk.indexOf(CR, pos);
      const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
      this.take(chunk, pos, end === -1 ? n : end);
      if (end === -1) return;
      pos = end + 1;
      if (chunk[end] === CR) {
        // A "\r" at the very end may be the first half of "\r\n" split across chunks.
        if (pos === n) this.afterCR = true;
        else if (chunk[pos] === LF) pos++;
      }
      this.endLine();
    }
  }

  /** Ends the stream: an event not ended by a blank line is dropped, as the format requires; returns its data size. */
  end(): number {
    // A last line without its line end still counts towards what is lost (its field is read, nothing dispatched).
    if (!this.lineStart && this.state === NAME && this.name === DATA) this.startData();
    const unfinished = this.hasData ? this.dataBytes : 0;
    this.resetEvent();
    this.state = NAME;
    this.name = "";
    this.lineStart = true;
    return unfinished;
  }

  private skipBom(chunk: Buffer, start: number): number {
    let pos = start;
    while (this.bom >= 0 && pos < chunk.length) {
      if (chunk[pos] === BOM[this.bom]) {
        pos++;
        this.bom = this.bom === 2 ? -1 : this.bom + 1;
      } else {
        // Part of a mark and then something else: the first line starts with bytes no field name has.
        if (this.bom > 0) {
          this.state = SKIP;
          this.lineStart = false;
        }
        this.bom = -1;
      }
    }
    return pos;
  }

  /** Reads `chunk[start, end)`, a piece of one line without its line end. */
  private take(chunk: Buffer, start: number, end: number): void {
    if (start >= end) return;
    this.lineStart = false;
    this.sinceBoundary += end - start;
    let pos = start;
    if (this.state === NAME) {
      for (; pos < end; pos++) {
        const byte = chunk[pos]!;
        if (byte === COLON) {
          this.state = this.name === DATA ? DATA_START : SKIP;
          if (this.state === DATA_START) this.startData();
          pos++;
          break;
        }
        // Only "data" matters to the recording: any other field name (or a comment, ":" first) is skipped.
        if (this.name.length === DATA.length || DATA.charCodeAt(this.name.length) !== byte) {
          this.state = SKIP;
          return;
        }
        this.name += DATA[this.name.length];
      }
    }
    if (this.state === DATA_START && pos < end) {
      if (chunk[pos] === SPACE) pos++;
      this.state = DATA_VALUE;
    }
    if (this.state === DATA_VALUE && pos < end) this.addData(chunk, pos, end);
  }

  private endLine(): void {
    if (this.lineStart) {
      this.sinceBoundary = 0;
      this.dispatch();
    } else if (this.state === NAME && this.name === DATA) {
      // "data" alone on its line: a data line with an empty value.
      this.startData();
    }
    this.state = NAME;
    this.name = "";
    this.lineStart = true;
  }

  /** A data line begins: after the first, a newline joins it to the data before. */
  private startData(): void {
    if (this.hasData) this.addData(NEWLINE, 0, 1);
    this.hasData = true;
  }

  private addData(bytes: Uint8Array, start: number, end: number): void {
    this.dataBytes += end - start;
    if (this.tooLarge) return;
    if (!this.data.append(bytes, start, end)) {
      this.tooLarge = true;
      this.data.clear();
    }
  }

  private dispatch(): void {
    if (this.hasData) this.onEvent(this.event());
    this.resetEvent();
  }

  private event(): SseEvent {
    if (this.tooLarge) return { data: undefined, bytes: this.dataBytes };
    const read = strictText(this.data.view());
    if (read.ok) return { data: read.text, bytes: this.dataBytes };
    return { data: undefined, bytes: this.dataBytes, invalid: { offset: read.offset, before: read.before } };
  }

  private resetEvent(): void {
    // Small events reuse the buffer; a large one gives its memory back, so an idle stream holds little.
    if (this.data.length > 65_536) this.data.clear();
    else this.data.truncate();
    this.dataBytes = 0;
    this.hasData = false;
    this.tooLarge = false;
  }
}

const NEWLINE = new Uint8Array([LF]);
