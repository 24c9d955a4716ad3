/**
 * Forwards a body chunk by chunk and hands a copy of each chunk to a body reader. The source is paused while the
 * destination, the reader or the recording cannot take more, so memory stays bounded whichever side is slow. A plain
 * loop over "data" events: a Transform in between, or stream.pipeline, would cost a good share of the proxy's time.
 */
import type { Readable, Writable } from "node:stream";
import type { BodyReader } from "../body.js";
import { drained } from "../../io/drained.js";

/** Tells a writer to wait (a promise) or to go on (undefined). */
export type Ready = () => Promise<void> | undefined;

/** One direction of an exchange in flight. */
export class Forward {
  /** Whether the body's end has come, so the reader is recording (or has recorded) the end. */
  ending = false;
  private detached = false;

  /** Starts forwarding `source` to `destination`; `onEnd` runs once the reader has recorded the end. */
  constructor(
    private readonly source: Readable,
    private readonly destination: Writable,
    private readonly reader: BodyReader | undefined,
    private readonly ready: Ready,
    private readonly onEnd?: () => void,
  ) {
    source.on("data", (chunk: Buffer) => this.chunk(chunk));
    source.on("end", () => this.end());
  }

  /** Stops sending to the destination (it has gone) but goes on reading, and recording, the source. */
  detach(): void {
    this.detached = true;
  }

  private chunk(chunk: Buffer): void {
    const sent = this.detached || this.destination.destroyed || this.destination.write(chunk);
    const reading = this.reader?.push(chunk);
    const recording = this.ready();
    if (sent && reading === undefined && recording === undefined) return;
    this.source.pause();
    const resume = (): void => void this.source.resume();
    Promise.all([sent ? undefined : drained(this.destination), reading, recording]).then(resume, resume);
  }

  private end(): void {
    this.ending = true;
    const finish = (): void => {
      this.onEnd?.();
      if (!this.detached && !this.destination.destroyed) this.destination.end();
    };
    if (this.reader === undefined) return finish();
    const recorded = (): void => {
      const recording = this.ready();
      if (recording === undefined) finish();
      else recording.then(finish, finish);
    };
    let ending: Promise<void> | undefined;
    try {
      ending = this.reader.end();
    } catch {
      // As a failed asynchronous end: the body still ends, and the exchange with it.
      return finish();
    }
    // A plain body records its end at once: no promise to wait for.
    if (ending === undefined) return recorded();
    ending.then(recorded, finish);
  }
}
