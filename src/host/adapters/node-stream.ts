/** Writing a streamed answer body to a Node response: with back-pressure, ended however the body ends. */
import type { NodeResponseLike } from "./node-types.js";

/**
 * Streams the rest of a body with back-pressure, cancelling it when the client goes away.
 *
 * @internal
 */
export async function stream(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array | undefined,
  pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined,
  res: NodeResponseLike,
): Promise<void> {
  let gone = false;
  const onClose = (): void => {
    gone = true;
    void reader.cancel().catch(() => undefined);
  };
  res.once("close", onClose);
  try {
    if (first !== undefined && !res.write(first)) await drained(res);
    let next = pending;
    for (;;) {
      const { value, done } = await (next ?? reader.read());
      next = undefined;
      if (done || gone) break;
      if (!res.write(value)) await drained(res);
    }
  } catch {
    // The body failed or was cancelled because the client left; there is nobody to tell.
  } finally {
    res.off("close", onClose);
    if (!res.writableEnded && !res.destroyed) res.end();
  }
}

/** Resolves when the response can take more data, or the connection closed. */
function drained(res: NodeResponseLike): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
