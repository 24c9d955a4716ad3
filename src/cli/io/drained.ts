/** Waiting for a stream that asked the writer to stop. */
import type { Writable } from "node:stream";

/** Resolves when `stream` can take more (drain), or will never need to (close, error). */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stream.off("drain", done);
      stream.off("close", done);
      stream.off("error", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
    stream.on("error", done);
  });
}
