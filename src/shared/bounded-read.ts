/** Reading a web byte stream whole, within a byte limit, so a peer's body never grows memory past it. */

/**
 * A body read whole, or why it was not: past the limit, or the stream failed.
 *
 * @internal
 */
export type BoundedRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * Reads `body` to its end, cancelling it as soon as more than `limit` bytes have come; never rejects.
 *
 * @internal
 */
export async function readWithin(body: ReadableStream<Uint8Array> | null, limit: number): Promise<BoundedRead> {
  if (body === null) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (chunks.length === 1) return { ok: true, bytes: chunks[0]! };
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
