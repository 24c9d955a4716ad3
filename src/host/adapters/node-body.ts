/** Reading a Node request's body whole, as bytes, within a limit: no web stream on the way. */
import type { BodyRead } from "../http/direct.js";
import type { NodeRequestLike } from "./node-types.js";

const TOO_LARGE: BodyRead = Object.freeze({ ok: false, reason: "too-large" });
const UNREADABLE: BodyRead = Object.freeze({ ok: false, reason: "unreadable" });
const EMPTY = new Uint8Array(0);
const encoder = new TextEncoder();

/**
 * Reads the body of `incoming`. A declared length over `limit` is refused before a byte is read; a body that grows
 * over it stops being read at once (the host then answers 413 and closes the connection). A connection that fails
 * or closes before the body ends makes it unreadable. Always settles.
 *
 * @internal
 */
export function readIncoming(incoming: NodeRequestLike, limit: number): Promise<BodyRead> {
  const declared = Number(incoming.headers["content-length"]);
  if (declared > limit) return Promise.resolve(TOO_LARGE);
  if (incoming.destroyed || incoming.readableEnded) return Promise.resolve(UNREADABLE);
  return new Promise((resolve) => {
    let first: Uint8Array | undefined;
    let rest: Uint8Array[] | undefined;
    let size = 0;
    const finish = (read: BodyRead): void => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onFail);
      incoming.off("close", onClose);
      resolve(read);
    };
    const onData = (chunk: Uint8Array | string): void => {
      const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
      size += bytes.byteLength;
      if (size > limit) {
        incoming.pause();
        return finish(TOO_LARGE);
      }
      if (first === undefined) first = bytes;
      else (rest ??= []).push(bytes);
    };
    const onEnd = (): void => finish({ ok: true, bytes: joined(first, rest, size) });
    const onFail = (): void => finish(UNREADABLE);
    const onClose = (): void => (incoming.readableEnded ? onEnd() : onFail());
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onFail);
    incoming.on("close", onClose);
  });
}

function joined(first: Uint8Array | undefined, rest: Uint8Array[] | undefined, size: number): Uint8Array {
  if (first === undefined) return EMPTY;
  if (rest === undefined) return first;
  const bytes = new Uint8Array(size);
  bytes.set(first, 0);
  let at = first.byteLength;
  for (const chunk of rest) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
