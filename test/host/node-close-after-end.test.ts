/**
 * toNodeListener and the response's close: the request's signal stays unaborted when close follows the response's
 * end, and a streamed body the client left is not ended on the destroyed response.
 */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

class CountingOutgoing extends FakeOutgoing {
  ends = 0;
  override end(chunk?: unknown, callback?: () => void): void {
    this.ends++;
    super.end(chunk, callback);
  }
}

describe("the request's signal under toNodeListener", () => {
  it("is not aborted by the close that follows a response that ended", async () => {
    let signal: AbortSignal | undefined;
    const out = new CountingOutgoing();
    toNodeListener(async (request) => {
      signal = request.signal;
      return new Response("done");
    })(new FakeIncoming("GET", "/", {}) as never, out as never);
    await out.ended;
    // Node emits close on every response once it has finished.
    out.emit("close");
    expect(signal?.aborted).toBe(false);
  });

  it("is aborted by a close before the response ended", async () => {
    let signal: AbortSignal | undefined;
    let answer: (response: Response) => void = () => undefined;
    const out = new CountingOutgoing();
    toNodeListener((request) => {
      signal = request.signal;
      return new Promise<Response>((resolve) => (answer = resolve));
    })(new FakeIncoming("GET", "/", {}) as never, out as never);
    await until(() => signal !== undefined);
    out.emit("close");
    expect(signal?.aborted).toBe(true);
    answer(new Response("late"));
  });
});

describe("a streamed body the client left", () => {
  it("is cancelled and the destroyed response is not ended", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode("a"));
        controller.enqueue(new TextEncoder().encode("b"));
      },
      cancel: () => void (cancelled = true),
    });
    const out = new CountingOutgoing();
    toNodeListener(async () => new Response(body))(new FakeIncoming("GET", "/", {}) as never, out as never);
    await until(() => out.body === "ab");
    out.destroy();
    out.emit("close");
    await until(() => cancelled);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(out.ends).toBe(0);
    expect(out.writableEnded).toBe(false);
  });
});
