/** A listen stream merged with an inner handler's: an inner stream that closes without a result, a result queued
 * behind an unread event, multi-byte text cut between chunks, and the inner body cancelled when the client leaves. */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";
import { feedableStore, listenByFetch } from "./listen-fetch.js";

const makeHost = hostsClosedAfterEach();

/** An inner handler whose listen stream the test writes (text or bytes) and closes; `cancelled` says if it was. */
function innerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (state.cancelled = true),
  });
  return {
    state,
    inner: async () => new Response(body, { headers: { "content-type": "text/event-stream" } }),
    write: (text: string | Uint8Array) =>
      controller.enqueue(typeof text === "string" ? new TextEncoder().encode(text) : text),
    close: () => controller.close(),
  };
}

const ACK = { jsonrpc: "2.0", method: "notifications/subscriptions/acknowledged", params: { notifications: {} } };
const PING = '{"jsonrpc":"2.0","id":"s1","method":"ping"}';
const RESULT = '{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}';

/** The messages of the errors reported, but for the warning about a request without a client address. */
const reported = (errors: unknown[]) =>
  errors.map((e) => (e as Error).message).filter((m) => !m.startsWith("mcp-tasks host: a request came"));

/** Resolves with `value`, or rejects when it takes longer than a second. */
function soon<T>(value: Promise<T>): Promise<T> {
  return Promise.race([
    value,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("too slow")), 1000)),
  ]);
}

describe("a listen stream with an inner handler", () => {
  it("ends after what is pending when the inner stream closes without a result", async () => {
    const inner = innerStream();
    const { host, errors } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect((await stream.message())!.method).toBe(ACK.method);
    const reading = stream.message();
    inner.write(`data: ${PING}\n\n`);
    inner.close();
    expect(await soon(reading)).toEqual(JSON.parse(PING));
    expect(await soon(stream.next())).toBeUndefined();
    expect(host.stats().streams).toBe(0);
    expect(reported(errors)).toEqual([]);
  });

  it("keeps the inner result it already took when the host closes, and sends no change after it", async () => {
    const { store, listeners, changes } = feedableStore();
    const inner = innerStream();
    const { host } = makeHost({ inner: inner.inner, store });
    const created = await read(await host.fetch(rpc("tools/call", { name: "tool_error", arguments: {} })));
    const taskId = created.body.result.taskId as string;
    const done = () => changes.find((c) => c.taskId === taskId && c.state?.status === "completed");
    for (let i = 0; i < 500 && done() === undefined; i++) await new Promise((r) => setTimeout(r, 5));
    const last = done()!;
    const stream = await listenByFetch(host, { taskIds: [taskId] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect((await stream.message())!.method).toBe(ACK.method);
    expect((await stream.message())!.params.status).toBe("completed");
    const reading = stream.message();
    inner.write(`data: ${PING}\n\ndata: ${RESULT}\n\n`);
    expect(await reading).toEqual(JSON.parse(PING));
    // The result is queued; a change and the host's own end come after it and change nothing.
    listeners.at(-1)!({ taskId, version: last.version + 1, state: last.state });
    const closing = host.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(await stream.message()).toEqual(JSON.parse(RESULT));
    expect(await stream.next()).toBeUndefined();
    await closing;
  });

  it("decodes a character whose bytes the inner stream sends in two chunks", async () => {
    const inner = innerStream();
    const { host } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    await stream.message();
    const bytes = new TextEncoder().encode('data: {"jsonrpc":"2.0","method":"notifications/message","params":"é"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const reading = stream.message();
    inner.write(bytes.slice(0, cut));
    inner.write(bytes.slice(cut));
    expect(await reading).toEqual({ jsonrpc: "2.0", method: "notifications/message", params: "é" });
  });

  it("cancels the inner stream when the client goes away", async () => {
    const inner = innerStream();
    const { host } = makeHost({ inner: inner.inner });
    const stream = await listenByFetch(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    await stream.message();
    expect(inner.state.cancelled).toBe(false);
    await stream.cancel();
    await new Promise((r) => setTimeout(r, 10));
    expect(inner.state.cancelled).toBe(true);
    expect(host.stats().streams).toBe(0);
  });
});
