/**
 * Splits a byte stream into text lines, numbering them, without ever holding more than one line: a line is cut on
 * bytes, refused once it passes the byte limit (its bytes are counted, not kept), and decoded as strict UTF-8.
 */
import { isAscii, isUtf8 } from "node:buffer";
import { DEFAULT_LIMITS } from "../../codec/index.js";

/** Receives one line: its text (no line terminator) and its 1-based number. */
export type LineHandler = (text: string, line: number) => void;

/** Why a line could not be read: longer than the limit (`bytes` counts all of it), or not UTF-8. */
export type LineProblem = { kind: "too-long"; bytes: number; limit: number } | { kind: "not-utf8" };

/** Receives the number of a line that could not be read, and why; its text is dropped. */
export type OverflowHandler = (line: number, problem: LineProblem) => void;

/**
 * The longest line kept by default, in bytes: a message at the codec's size limit, with room for the trace envelope
 * around it. A longer line could not hold a message the codec accepts.
 */
export const MAX_LINE_BYTES = DEFAULT_LIMITS.maxBytes + 1024 * 1024;

/** Words a line problem as the end of a sentence that starts with the line ("line 3 ..."). */
export function describeProblem(problem: LineProblem): string {
  return problem.kind === "not-utf8"
    ? "is not valid UTF-8"
    : `is ${problem.bytes} bytes long, more than the limit of ${problem.limit} bytes`;
}

const NEWLINE = 0x0a;

/**
 * The text of bytes that are strict UTF-8, exactly as a fatal TextDecoder that keeps a byte order mark reads them, or
 * undefined. ASCII, what traces almost always are, is copied as Latin-1, three times cheaper than a UTF-8 decode.
 */
export function strictUtf8(bytes: Buffer): string | undefined {
  if (isAscii(bytes)) return bytes.toString("latin1");
  return isUtf8(bytes) ? bytes.toString("utf8") : undefined;
}

/** Incremental splitter on "\n" (a preceding "\r" is dropped, as is a leading byte order mark). */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private overflowBytes = -1;
  private line = 0;
  private started = false;

  /** Creates a splitter that calls `onLine` for each line and `onOverflow` for each line it cannot read. */
  constructor(
    private readonly onLine: LineHandler,
    private readonly onOverflow: OverflowHandler,
    private readonly maxLineBytes: number = MAX_LINE_BYTES,
  ) {}

  /** Feeds the next chunk of bytes. */
  push(chunk: Buffer): void {
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
    }
    let start = 0;
    if (this.pendingBytes > 0 || this.overflowBytes >= 0) {
      // The first piece completes the line held from earlier chunks.
      const cut = chunk.indexOf(NEWLINE);
      if (cut === -1) return this.hold(chunk);
      this.hold(chunk.subarray(0, cut));
      this.finishLine();
      start = cut + 1;
    }
    const last = chunk.lastIndexOf(NEWLINE);
    if (last >= start) {
      // The lines wholly inside this chunk (the usual case) are decoded at once where they lie, when none of them can
      // be over the limit; invalid UTF-8 among them sends them through one by one, to name the line at fault.
      const region = chunk.subarray(start, last);
      if (region.length > this.maxLineBytes || !this.emitRegion(region)) {
        let cut: number;
        while ((cut = chunk.indexOf(NEWLINE, start)) !== -1 && cut <= last) {
          this.finishLine(chunk.subarray(start, cut));
          start = cut + 1;
        }
      }
      start = last + 1;
    }
    if (start < chunk.length) this.hold(chunk.subarray(start));
  }

  /** Flushes the last line, which may lack a terminator. */
  end(): void {
    if (this.overflowBytes >= 0 || this.pendingBytes > 0) this.finishLine();
  }

  /** How many lines have been delivered so far. */
  get lines(): number {
    return this.line;
  }

  private hold(bytes: Buffer): void {
    if (this.overflowBytes >= 0) {
      this.overflowBytes += bytes.length;
      return;
    }
    if (bytes.length === 0) return;
    this.pendingBytes += bytes.length;
    if (this.pendingBytes > this.maxLineBytes + 1) {
      // +1: the "\r" of a CRLF line at the limit is not part of the line.
      this.overflowBytes = this.pendingBytes;
      this.pending = [];
      this.pendingBytes = 0;
      return;
    }
    // A subarray would pin the whole chunk; a copy keeps only the line's bytes.
    this.pending.push(Buffer.from(bytes));
  }

  /** Emits every line of a region of whole lines decoded at once; false, having emitted nothing, if it is not UTF-8. */
  private emitRegion(region: Buffer): boolean {
    const text = strictUtf8(region);
    if (text === undefined) return false;
    for (let from = 0; ; ) {
      const cut = text.indexOf("\n", from);
      const end = cut === -1 ? text.length : cut;
      const line = end > from && text.charCodeAt(end - 1) === 13 ? text.slice(from, end - 1) : text.slice(from, end);
      this.onLine(line, ++this.line);
      if (cut === -1) return true;
      from = cut + 1;
    }
  }

  private finishLine(whole?: Buffer): void {
    const number = ++this.line;
    if (this.overflowBytes >= 0) {
      const bytes = this.overflowBytes;
      this.overflowBytes = -1;
      this.onOverflow(number, { kind: "too-long", bytes, limit: this.maxLineBytes });
      return;
    }
    let bytes =
      whole ?? (this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
    if (bytes.length > 0 && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
    if (bytes.length > this.maxLineBytes) {
      this.onOverflow(number, { kind: "too-long", bytes: bytes.length, limit: this.maxLineBytes });
      return;
    }
    const text = strictUtf8(bytes);
    if (text === undefined) this.onOverflow(number, { kind: "not-utf8" });
    else this.onLine(text, number);
  }
}
