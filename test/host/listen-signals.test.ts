/** How a listen stream follows the request's abort signal (before and after it opens) and tells an inner handler it
 * ended; an inner answer typed as a stream but without a body; a stream's valid notifications report nothing. */
import { describe, expect, it } from "vitest";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const owner = () => "me";

/** A listen request on these taskIds, tied to `signal`. */
const listenTo = (taskIds: string[], signal?: AbortSignal) =>
  new Request(rpc("subscriptions/listen", { notifications: { taskIds } }), signal ? { signal } : {});

/** Reads a stream's messages (their data lines parsed) until it ends or `count` are read. */
async function messages(body: ReadableStream<Uint8Array>, count = Infinity): Promise<Record<string, any>[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const out: Record<string, any>[] = [];
  while (out.length < count) {
    const at = text.indexOf("\n\n");
    if (at >= 0) {
      const block = text.slice(0, at);
      text = text.slice(at + 2);
      out.push(JSON.parse(block.slice(block.indexOf("data: ") + 6)) as Record<string, any>);
      continue;
    }
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  return out;
}

describe("a listen stream and the request's signal", () => {
  it("ends at once, sending nothing, when the request was aborted while the stream was opening", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const inner = memoryStore();
    const store: TaskStore = { ...inner, get: async (taskId, scope) => (await gate, inner.get(taskId, scope)) };
    const { host, errors } = makeHost({ store, owner });
    const controller = new AbortController();
    const opening = host.fetch(listenTo(["t"], controller.signal));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    open();
    const response = await opening;
    expect(host.stats()).toEqual({ workers: 0, streams: 0, watches: 0 });
    expect(await messages(response.body!)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("ends, releasing the stream and its watch, when the request is aborted after it opened", async () => {
    const { host } = makeHost({ owner });
    const controller = new AbortController();
    const response = await host.fetch(listenTo(["t"], controller.signal));
    const [ack] = await messages(response.body!, 1);
    expect(ack!.method).toBe("notifications/subscriptions/acknowledged");
    expect(host.stats()).toEqual({ workers: 0, streams: 1, watches: 1 });
    controller.abort();
    expect(host.stats()).toEqual({ workers: 0, streams: 0, watches: 0 });
    expect(await messages(response.body!)).toEqual([]);
  });
});

describe("a listen stream with an inner handler", () => {
  it("aborts the inner handler's request when the client goes away", async () => {
    const signals: AbortSignal[] = [];
    const ack = { jsonrpc: "2.0", method: "notifications/subscriptions/acknowledged", params: { notifications: {} } };
    const { host } = makeHost({
      owner,
      inner: async (request: Request) => {
        signals.push(request.signal);
        const body = new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(ack)}\n\n`)),
        });
        return new Response(body, { headers: { "content-type": "text/event-stream" } });
      },
    });
    const response = await host.fetch(listenTo(["t"]));
    expect((await messages(response.body!, 1))[0]!.params.notifications).toEqual({ taskIds: [] });
    expect(signals.map((s) => s.aborted)).toEqual([false]);
    await response.body!.cancel();
    expect(signals.map((s) => s.aborted)).toEqual([true]);
    expect(host.stats().streams).toBe(0);
  });

  it("passes on an inner answer typed as a stream but without a body as it is", async () => {
    const { host, errors } = makeHost({
      owner,
      inner: async () => new Response(null, { status: 204, headers: { "content-type": "text/event-stream" } }),
    });
    const response = await host.fetch(listenTo(["t"]));
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(host.stats()).toEqual({ workers: 0, streams: 0, watches: 0 });
    expect(errors).toEqual([]);
  });
});

describe("a listen stream's notifications", () => {
  it("are sent stamped, with nothing reported, when the task state is valid", async () => {
    const { host, errors } = makeHost({ owner });
    const created = await read(await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} })));
    const taskId = created.body.result.taskId as string;
    const request = rpc("subscriptions/listen", { notifications: { taskIds: [taskId] } });
    const id = ((await request.clone().json()) as { id: number }).id;
    const response = await host.fetch(request);
    const [ack, first] = await messages(response.body!, 2);
    expect(ack!.params.notifications).toEqual({ taskIds: [taskId] });
    expect(first).toMatchObject({
      method: "notifications/tasks",
      params: { taskId, _meta: { "io.modelcontextprotocol/subscriptionId": id } },
    });
    await response.body!.cancel();
    await host.fetch(rpc("tasks/cancel", { taskId }));
    expect(errors).toEqual([]);
  });
});
