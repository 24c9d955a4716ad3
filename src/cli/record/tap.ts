/** A pass-through stream that hands a copy of every chunk to a body reader, and waits while the recording is full. */
import { Transform, type TransformCallback } from "node:stream";
import type { BodyReader } from "./body.js";

/** Tells a writer to wait (a promise) or to go on (undefined). */
export type Ready = () => Promise<void> | undefined;

/**
 * Forwards each chunk unchanged and at once, then feeds it to the reader. The next chunk is taken only when the
 * reader and the recording can take more, so a slow trace file slows the sender instead of filling memory.
 */
export class Tap extends Transform {
  /** Whether the body's end reached the tap, so its reader is recording (or has recorded) the end. */
  ending = false;

  /** Taps a body for `reader` (undefined: forward only); `onEnd` runs once the reader has recorded the end. */
  constructor(
    private readonly reader: BodyReader | undefined,
    private readonly ready: Ready,
    private readonly onEnd?: () => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.push(chunk);
    if (this.reader === undefined) return callback();
    const reading = this.reader.push(chunk);
    const recording = this.ready();
    if (reading === undefined && recording === undefined) return callback();
    Promise.all([reading, recording]).then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    this.ending = true;
    if (this.reader === undefined) {
      this.onEnd?.();
      return callback();
    }
    this.reader.end().then(() => {
      this.onEnd?.();
      const recording = this.ready();
      if (recording === undefined) callback();
      else recording.then(() => callback(), callback);
    }, callback);
  }
}
