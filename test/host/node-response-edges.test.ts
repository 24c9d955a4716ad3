/** toNodeListener at the edges: a handler failing after another layer answered, a response of another make, cookies
 * of Headers without getSetCookie, a chunk racing the connection's close, a body whose first chunk is empty. */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

/** A response that counts the calls it gets and, as Node's does, takes only bytes and nothing once destroyed. */
class CountingOutgoing extends FakeOutgoing {
  heads = 0;
  ends = 0;
  override writeHead(status: number, headers: Record<string, unknown>): void {
    this.heads++;
    super.writeHead(status, headers);
  }
  override write(chunk: Uint8Array): boolean {
    if (!(chunk instanceof Uint8Array)) throw new TypeError("The chunk must be a Uint8Array");
    if (this.destroyed) return false;
    return super.write(chunk);
  }
  override end(chunk?: unknown, callback?: () => void): void {
    this.ends++;
    super.end(chunk, callback);
  }
}

function listen(handler: () => Promise<Response>): CountingOutgoing {
  const out = new CountingOutgoing();
  toNodeListener(handler)(new FakeIncoming("GET", "/", {}) as never, out as never);
  return out;
}

describe("toNodeListener when the handler fails", () => {
  it("leaves a response another layer already finished alone: no second status, no second end", async () => {
    let fail: (error: Error) => void = () => undefined;
    const out = listen(() => new Promise<Response>((_, reject) => (fail = reject)));
    // A timeout of another layer answers first.
    out.writeHead(503, {});
    out.end();
    fail(new Error("too late"));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect([out.status, out.heads, out.ends, out.body]).toEqual([503, 1, 1, ""]);
  });

  it("ends a response another layer began, keeping its status", async () => {
    let fail: (error: Error) => void = () => undefined;
    const out = listen(() => new Promise<Response>((_, reject) => (fail = reject)));
    out.writeHead(503, {});
    fail(new Error("too late"));
    await out.ended;
    expect([out.status, out.heads, out.ends]).toEqual([503, 1, 1]);
  });

  it("answers 500 on a response of another make, adding nothing to it, even one that takes no new members", async () => {
    const out = listen(async () => {
      throw new Error("failed");
    });
    await out.ended;
    expect([out.status, out.heads, out.ends, "_contentLength" in out]).toEqual([500, 1, 1, false]);
    const sealed = Object.seal(new CountingOutgoing());
    toNodeListener(() => {
      throw new Error("failed at once");
    })(new FakeIncoming("GET", "/", {}) as never, sealed as never);
    expect([sealed.status, sealed.writableEnded]).toEqual([500, true]);
  });
});

describe("toNodeListener writing a real Response", () => {
  it("keeps every Set-Cookie of Headers that have no getSetCookie", async () => {
    const headers = new Headers({ "x-one": "1" });
    headers.append("set-cookie", "a=1");
    headers.append("set-cookie", "b=2");
    const response = new Response(null, { status: 204, headers });
    Object.defineProperty(response.headers, "getSetCookie", { value: undefined });
    const out = listen(async () => response);
    await out.ended;
    expect([out.status, out.headers]).toEqual([204, { "x-one": "1", "set-cookie": ["a=1", "b=2"] }]);
  });

  it("writes no chunk that arrives in the same turn as the connection's close", async () => {
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const out = listen(async () => new Response(body));
    push("one ");
    await until(() => out.written.length === 1);
    push("two ");
    out.destroyed = true;
    out.emit("close");
    await until(() => out.listenerCount("close") === 0);
    expect([out.written, out.listenerCount("drain"), out.ends]).toEqual([["one "], 0, 0]);
  });

  it("skips an empty first chunk and writes the rest", async () => {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const out = listen(async () => new Response(body));
    controller!.enqueue(undefined as never);
    await until(() => out.headersSent);
    controller!.enqueue(new TextEncoder().encode("rest"));
    controller!.close();
    await out.ended;
    expect([out.status, out.written]).toEqual([200, ["rest"]]);
  });
});
