/** The trace a recorder writes: one envelope per line, handed on to a live linter as it is written. */
import type { Writable } from "node:stream";
import type { BodyRecord } from "./body.js";

/** Which way a message travelled. */
export type Direction = "c2s" | "s2c";

/** Receives every line written, with its 1-based number (the live linter). */
export type LineListener = (text: string, line: number) => void;

/**
 * One envelope as a line: `{"dir", "headers"?, "at", "message"}`, or `"http"` in place of `"message"` for a body
 * that carried none. A message's JSON text is embedded as received (it is one line already).
 */
export function envelopeLine(
  dir: Direction,
  at: string,
  headers: Record<string, string> | undefined,
  record: BodyRecord,
): string {
  const head =
    headers === undefined
      ? `{"dir":"${dir}","at":"${at}"`
      : `{"dir":"${dir}","headers":${JSON.stringify(headers)},"at":"${at}"`;
  return "message" in record
    ? `${head},"message":${record.message}}`
    : `${head},"http":${JSON.stringify(record.http)}}`;
}

/** Envelopes held before they are handed to the stream at once, in characters: a flush happens at once past it. */
const BATCH_CHARS = 64 * 1024;

/** The longest an envelope waits in memory before it is handed to the stream. */
export const FLUSH_MS = 20;

/**
 * Writes envelopes to a stream, telling its writers to wait while the stream is full. Lines are gathered and handed
 * to the stream together, once BATCH_CHARS are held or FLUSH_MS after the first: each write to a file wakes a thread
 * of Node's pool, which would cost a recorder in front of a fast server more than the rest of its work. The live
 * linter still sees every line as it is recorded.
 */
export class Recording {
  private count = 0;
  private waiting: Promise<void> | undefined;
  private error: Error | undefined;
  private batch: string[] = [];
  private batchChars = 0;
  private scheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private lastMs = Number.NaN;
  private lastAt = "";
  /** Resolves with the first write error; stays pending while the trace is written fine. */
  readonly failed: Promise<Error>;

  /** Records to `stream`; `clock` stamps each envelope's "at" (the current time when not given). */
  constructor(
    private readonly stream: Writable,
    private readonly onLine: LineListener | undefined,
    private readonly clock?: () => Date,
  ) {
    this.failed = new Promise((resolve) => {
      stream.on("error", (error: Error) => {
        this.error ??= error;
        resolve(this.error);
      });
    });
  }

  /** Writes one envelope now, stamped with the current time. */
  write(dir: Direction, headers: Record<string, string> | undefined, record: BodyRecord): void {
    if (this.error !== undefined) return;
    const at = this.stamp();
    const text = envelopeLine(dir, at, headers, record);
    const line = ++this.count;
    this.batch.push(text);
    this.batchChars += text.length + 1;
    if (this.batchChars >= BATCH_CHARS) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      this.timer = setTimeout(this.flushLater, FLUSH_MS);
      this.timer.unref();
    }
    this.onLine?.(text, line);
  }

  /** A promise while the stream is full (writers should wait for it), undefined when it can take more. */
  ready(): Promise<void> | undefined {
    return this.waiting;
  }

  /** How many envelopes have been written. */
  get lines(): number {
    return this.count;
  }

  /** The first write error, if the trace could not be written. */
  get failure(): Error | undefined {
    return this.error;
  }

  /** Flushes everything written and closes the stream; resolves to the write error, if any. */
  close(): Promise<Error | undefined> {
    this.flush();
    return new Promise((resolve) => {
      if (this.stream.writableFinished || this.stream.destroyed) return resolve(this.error);
      this.stream.end(() => resolve(this.error));
      this.stream.once("error", () => resolve(this.error));
    });
  }

  /** The capture time as ISO 8601; envelopes within one millisecond share the string. */
  private stamp(): string {
    if (this.clock !== undefined) return this.clock().toISOString();
    const now = Date.now();
    if (now !== this.lastMs) {
      this.lastMs = now;
      this.lastAt = new Date(now).toISOString();
    }
    return this.lastAt;
  }

  private readonly flushLater = (): void => this.flush();

  /** Hands the gathered lines to the stream in one write; a full stream makes writers wait for its drain. */
  private flush(): void {
    if (this.scheduled) {
      this.scheduled = false;
      clearTimeout(this.timer);
    }
    if (this.batch.length === 0) return;
    const text = this.batch.length === 1 ? `${this.batch[0]!}\n` : `${this.batch.join("\n")}\n`;
    this.batch = [];
    this.batchChars = 0;
    if (this.error !== undefined || this.stream.destroyed) return;
    if (!this.stream.write(text) && this.waiting === undefined) {
      this.waiting = new Promise((resolve) => {
        const done = (): void => {
          this.stream.off("drain", done);
          this.stream.off("error", done);
          this.waiting = undefined;
          resolve();
        };
        this.stream.on("drain", done);
        this.stream.on("error", done);
      });
    }
  }
}
