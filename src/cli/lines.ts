/** Splits a byte stream into text lines, numbering them, without ever holding more than one line. */
import { StringDecoder } from "node:string_decoder";

/** Receives one line: its text (no line terminator) and its 1-based number. */
export type LineHandler = (text: string, line: number) => void;

/** Receives the number of a line that exceeded the length limit; its text is dropped. */
export type OverflowHandler = (line: number, chars: number) => void;

/** The longest line kept, in UTF-16 code units; longer lines are reported, not buffered. */
export const MAX_LINE_CHARS = 64 * 1024 * 1024;

/** Incremental splitter on "\n" (a preceding "\r" is dropped, as is a leading byte order mark). */
export class LineSplitter {
  private readonly decoder = new StringDecoder("utf8");
  private pending = "";
  private line = 0;
  private overflowChars = -1;
  private started = false;

  /** Creates a splitter that calls `onLine` for each line and `onOverflow` for each line that is too long. */
  constructor(
    private readonly onLine: LineHandler,
    private readonly onOverflow: OverflowHandler,
    private readonly maxLineChars: number = MAX_LINE_CHARS,
  ) {}

  /** Feeds the next chunk of bytes. */
  push(chunk: Buffer): void {
    let text = this.decoder.write(chunk);
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.feed(text);
  }

  /** Flushes the last line, which may lack a terminator. */
  end(): void {
    this.feed(this.decoder.end());
    if (this.overflowChars >= 0) {
      this.onOverflow(++this.line, this.overflowChars + this.pending.length);
    } else if (this.pending.length > 0) {
      this.emit(this.pending);
    }
    this.pending = "";
    this.overflowChars = -1;
  }

  /** How many lines have been delivered so far. */
  get lines(): number {
    return this.line;
  }

  private feed(text: string): void {
    if (text.length === 0) return;
    let start = 0;
    let cut = text.indexOf("\n");
    if (cut === -1) {
      this.hold(text);
      return;
    }
    // The first piece completes whatever was pending.
    if (this.overflowChars >= 0) {
      this.onOverflow(++this.line, this.overflowChars + this.pending.length + cut);
      this.overflowChars = -1;
      this.pending = "";
    } else {
      this.emit(this.pending.length > 0 ? this.pending + text.slice(0, cut) : text.slice(0, cut));
      this.pending = "";
    }
    start = cut + 1;
    while ((cut = text.indexOf("\n", start)) !== -1) {
      if (cut - start > this.maxLineChars) this.onOverflow(++this.line, cut - start);
      else this.emit(text.slice(start, cut));
      start = cut + 1;
    }
    if (start < text.length) this.hold(text.slice(start));
  }

  private hold(text: string): void {
    if (this.overflowChars >= 0) {
      this.overflowChars += text.length;
      return;
    }
    this.pending = this.pending.length > 0 ? this.pending + text : text;
    if (this.pending.length > this.maxLineChars) {
      this.overflowChars = this.pending.length;
      this.pending = "";
    }
  }

  private emit(text: string): void {
    const end = text.length > 0 && text.charCodeAt(text.length - 1) === 13 ? text.length - 1 : text.length;
    const trimmed = end === text.length ? text : text.slice(0, end);
    if (trimmed.length > this.maxLineChars) this.onOverflow(++this.line, trimmed.length);
    else this.onLine(trimmed, ++this.line);
  }
}
