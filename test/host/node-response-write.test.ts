/** toNodeListener writing answers: Connection: close drops the connection after an empty answer, cookies stay
 * separate, and a streamed body waits for the response to drain and stops waiting when the connection closes. */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { plainResponse } from "../../src/host/http/plain-response.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

async function answer(response: Response): Promise<{ incoming: FakeIncoming; out: FakeOutgoing }> {
  const incoming = new FakeIncoming("GET", "/", {});
  const out = new FakeOutgoing();
  toNodeListener(async () => response)(incoming as never, out as never);
  await out.ended;
  return { incoming, out };
}

describe("toNodeListener's empty answers", () => {
  it("drops the connection after a plain one that says Connection: close, in any case, and only then", async () => {
    const cases: [Record<string, string>, number][] = [
      [{ Connection: "close" }, 1],
      [{ connection: "keep-alive" }, 0],
      [{ "x-other": "close" }, 0],
    ];
    for (const [headers, destroyed] of cases) {
      const { incoming, out } = await answer(plainResponse(null, 413, headers));
      expect([out.status, incoming.destroyedTimes], JSON.stringify(headers)).toEqual([413, destroyed]);
    }
  });

  it("drops the connection after a real one that says Connection: close", async () => {
    const closing = await answer(new Response(null, { status: 400, headers: { connection: "close" } }));
    expect([closing.out.status, closing.incoming.destroyedTimes]).toEqual([400, 1]);
    const open = await answer(new Response(null, { status: 400, headers: { connection: "keep-alive" } }));
    expect(open.incoming.destroyedTimes).toBe(0);
  });

  it("writes each Set-Cookie of a real Response as its own value", async () => {
    const headers = new Headers({ "x-one": "1" });
    headers.append("set-cookie", "a=1");
    headers.append("set-cookie", "b=2");
    const { out } = await answer(new Response(null, { status: 204, headers }));
    expect(out.headers).toEqual({ "x-one": "1", "set-cookie": ["a=1", "b=2"] });
  });
});

describe("toNodeListener's streamed answers", () => {
  /** A body whose chunks the test releases one at a time. */
  function gated() {
    let push: (text: string | null) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => (text === null ? controller.close() : controller.enqueue(new TextEncoder().encode(text)));
      },
    });
    return { body, push: (text: string | null) => push(text) };
  }

  function start(response: Response) {
    const incoming = new FakeIncoming("GET", "/", {});
    const out = new FakeOutgoing();
    out.accept = false;
    toNodeListener(async () => response)(incoming as never, out as never);
    return out;
  }

  it("writes no more until the response drains, then goes on and leaves no listener behind", async () => {
    const { body, push } = gated();
    const out = start(new Response(body));
    push("one ");
    await until(() => out.written.length === 1);
    push("two ");
    push("three");
    push(null);
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(out.written).toEqual(["one "]);
    expect(out.listenerCount("drain")).toBe(1);
    out.emit("drain");
    await until(() => out.written.length === 2);
    out.accept = true;
    out.emit("drain");
    await out.ended;
    expect(out.body).toBe("one two three");
    expect([out.listenerCount("drain"), out.listenerCount("close")]).toEqual([0, 0]);
  });

  it("stops waiting for a drain when the connection closes, cancels the body and leaves no listener", async () => {
    let cancelled = false;
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
      cancel() {
        cancelled = true;
      },
    });
    const out = start(new Response(body));
    push("one ");
    await until(() => out.written.length === 1);
    push("two ");
    await until(() => out.listenerCount("drain") === 1);
    out.destroyed = true;
    out.emit("close");
    await until(() => cancelled && out.listenerCount("close") === 0 && out.listenerCount("drain") === 0);
    expect(out.writableEnded).toBe(false);
  });
});
