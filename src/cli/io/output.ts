/** Buffered, back-pressure-aware text output, so millions of report lines neither flood memory nor crawl. */
import type { Writable } from "node:stream";

const FLUSH_CHARS = 64 * 1024;

/** Where a command writes: buffered stdout for the report, and a line writer for diagnostics. */
export interface Streams {
  /** The report. */
  out: Output;
  /** Diagnostics such as an unreadable input; one line each. */
  err: (line: string) => void;
}

/** Collects text and writes it in large pieces, waiting when the destination is full. */
export class Output {
  private buffer = "";
  private broken = false;
  private waiting: Promise<void> | undefined;

  /** Wraps a writable stream such as process.stdout. */
  constructor(private readonly stream: Writable) {
    // A closed pipe (for example `| head`) ends the output quietly instead of failing the run.
    stream.on("error", () => {
      this.broken = true;
    });
  }

  /** Appends one line (a newline is added). */
  line(text: string): void {
    if (this.broken) return;
    this.buffer += text + "\n";
    if (this.buffer.length >= FLUSH_CHARS) this.flushSoon();
  }

  /** Resolves once earlier text has been handed to the stream and the stream can take more. */
  async ready(): Promise<void> {
    if (this.waiting !== undefined) await this.waiting;
  }

  /** Writes everything collected and waits until the stream has taken it. */
  async flush(): Promise<void> {
    await this.ready();
    if (this.buffer.length > 0 && !this.broken) this.write();
    await this.ready();
  }

  /** Tells whether the destination has been closed by the reader. */
  get closed(): boolean {
    return this.broken;
  }

  private flushSoon(): void {
    if (this.waiting === undefined) this.write();
  }

  private write(): void {
    const text = this.buffer;
    this.buffer = "";
    if (this.broken) return;
    const more = this.stream.write(text);
    if (!more) {
      this.waiting = new Promise<void>((resolve) => {
        const done = (): void => {
          this.stream.off("drain", done);
          this.stream.off("error", done);
          this.stream.off("close", done);
          this.waiting = undefined;
          resolve();
        };
        this.stream.on("drain", done);
        this.stream.on("error", done);
        this.stream.on("close", done);
      });
    }
  }
}
