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

/** Writes envelopes to a stream, telling its writers to wait while the stream is full. */
export class Recording {
  private count = 0;
  private waiting: Promise<void> | undefined;
  private error: Error | undefined;
  /** Resolves with the first write error; stays pending while the trace is written fine. */
  readonly failed: Promise<Error>;

  /** Records to `stream`; `clock` stamps each envelope's "at". */
  constructor(
    private readonly stream: Writable,
    private readonly onLine: LineListener | undefined,
    private readonly clock: () => Date = () => new Date(),
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
    const text = envelopeLine(dir, this.clock().toISOString(), headers, record);
    const line = ++this.count;
    if (!this.stream.write(text + "\n") && this.waiting === undefined) {
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
    return new Promise((resolve) => {
      if (this.stream.writableFinished || this.stream.destroyed) return resolve(this.error);
      this.stream.end(() => resolve(this.error));
      this.stream.once("error", () => resolve(this.error));
    });
  }
}
