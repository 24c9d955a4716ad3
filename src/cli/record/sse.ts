/**
 * An incremental reader of a `text/event-stream` body: it dispatches each event's data as soon as the blank line that
 * ends the event arrives, and never holds more than one event's data, capped at a byte limit.
 */
import { StringDecoder } from "node:string_decoder";

/** One event of the stream: its data (undefined when it exceeded the limit) and the data's size in UTF-8 bytes. */
export interface SseEvent {
  data: string | undefined;
  bytes: number;
}

/** Receives each event with data, in stream order (events with no data line are not dispatched, as in a browser). */
export type SseEventHandler = (event: SseEvent) => void;

/** Splits a byte stream into server-sent events, following the WHATWG event stream format. */
export class SseReader {
  private readonly decoder = new StringDecoder("utf8");
  private line = "";
  private lineOverflow = false;
  private data: string[] = [];
  private dataBytes = 0;
  private hasData = false;
  private tooLarge = false;
  private afterCR = false;
  private started = false;

  /** Creates a reader that dispatches to `onEvent`, keeping at most `maxBytes` of one event's data. */
  constructor(
    private readonly onEvent: SseEventHandler,
    private readonly maxBytes: number,
  ) {}

  /** Feeds the next chunk of bytes. */
  push(chunk: Buffer): void {
    this.feed(this.decoder.write(chunk));
  }

  /** Ends the stream: an event not ended by a blank line is dropped, as the format requires; returns its data size. */
  end(): number {
    this.feed(this.decoder.end());
    // A last line without its line end still counts towards what is lost (its field is read, nothing dispatched).
    if (this.line.length > 0 || this.lineOverflow) this.endLine();
    const unfinished = this.hasData ? this.dataBytes : 0;
    this.resetEvent();
    this.line = "";
    return unfinished;
  }

  private feed(text: string): void {
    let start = 0;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) start = 1;
    }
    if (this.afterCR && text.charCodeAt(start) === 10) start++;
    this.afterCR = false;
    const breaks = /\r\n|\r|\n/g;
    breaks.lastIndex = start;
    let match: RegExpExecArray | null;
    while ((match = breaks.exec(text)) !== null) {
      // A "\r" at the very end may be the first half of "\r\n" split across chunks.
      if (match[0] === "\r" && match.index === text.length - 1) this.afterCR = true;
      this.append(text.slice(start, match.index));
      this.endLine();
      start = breaks.lastIndex;
    }
    if (start < text.length) this.append(text.slice(start));
  }

  /**
   * Adds text to the current line; a line longer than the limit (plus room for its field name) keeps only its first
   * characters, enough to tell its field.
   */
  private append(text: string): void {
    if (this.lineOverflow) {
      this.countOverflow(text);
      return;
    }
    this.line += text;
    if (this.line.length > this.maxBytes + 16) {
      this.lineOverflow = true;
      const head = this.line.slice(0, 16);
      this.countOverflow(this.line.slice(16));
      this.line = head;
    }
  }

  /** Counts the bytes of an overlong line's tail towards the event's data when the line is a data line. */
  private countOverflow(text: string): void {
    if (this.line.startsWith("data:")) this.dataBytes += Buffer.byteLength(text, "utf8");
  }

  private endLine(): void {
    const line = this.line;
    const overflow = this.lineOverflow;
    this.line = "";
    this.lineOverflow = false;
    if (line.length === 0 && !overflow) return this.dispatch();
    if (line.charCodeAt(0) === 58) return; // ":" starts a comment (keep-alives)
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== "data") return;
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    this.addData(value, overflow);
  }

  private addData(value: string, overflow: boolean): void {
    const separator = this.hasData ? 1 : 0;
    this.hasData = true;
    this.dataBytes += separator + Buffer.byteLength(value, "utf8");
    if (overflow || this.dataBytes > this.maxBytes) this.tooLarge = true;
    if (this.tooLarge) {
      this.data = [];
      return;
    }
    if (separator === 1) this.data.push("\n");
    this.data.push(value);
  }

  private dispatch(): void {
    if (this.hasData) this.onEvent({ data: this.tooLarge ? undefined : this.data.join(""), bytes: this.dataBytes });
    this.resetEvent();
  }

  private resetEvent(): void {
    this.data = [];
    this.dataBytes = 0;
    this.hasData = false;
    this.tooLarge = false;
  }
}
