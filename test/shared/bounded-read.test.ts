import { describe, it, expect } from "vitest";
import { readWithin } from "../../src/shared/bounded-read.js";

/** A stream of `count` chunks of `size` bytes that records how many were pulled and whether it was cancelled. */
function chunks(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === count) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(size).fill(65));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe("readWithin", () => {
  it("reads a body of exactly the limit whole, in order", async () => {
    const { stream } = chunks(4, 3);
    const read = await readWithin(stream, 12);
    expect(read).toEqual({ ok: true, bytes: new Uint8Array(12).fill(65) });
  });

  it("refuses one byte more, cancelling the stream instead of reading the rest", async () => {
    const { stream, seen } = chunks(1_000_000, 3);
    expect(await readWithin(stream, 11)).toEqual({ ok: false, reason: "too-large" });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(10);
  });

  it("answers an empty body for no stream, and unreadable for a stream that fails, never rejecting", async () => {
    expect(await readWithin(null, 0)).toEqual({ ok: true, bytes: new Uint8Array(0) });
    const failing = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error("connection reset");
      },
    });
    expect(await readWithin(failing, 10)).toEqual({ ok: false, reason: "unreadable" });
    const used = chunks(1, 1).stream;
    used.getReader();
    expect(await readWithin(used, 10)).toEqual({ ok: false, reason: "unreadable" });
  });
});
