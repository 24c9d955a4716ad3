/** Opens subscriptions/listen through host.fetch (no server) and reads its raw event blocks; a store whose watches
 * the test can feed by hand. */
import { memoryStore, type TaskChange, type TaskChangeListener, type TaskStore } from "../../src/store/index.js";
import type { TasksHost } from "../../src/host/index.js";
import { metaOf } from "./fetch-client.js";

/** An open listen stream read block by block. */
export interface FetchListening {
  readonly response: Response;
  /** The next raw event block, or undefined at the end of the stream. */
  next(): Promise<string | undefined>;
  /** The next event's JSON data, or undefined at the end. */
  message(): Promise<Record<string, any> | undefined>;
  /** Cancels the response body (the client goes away). */
  cancel(): Promise<void>;
}

/** Sends subscriptions/listen with id `id` through host.fetch. */
export async function listenByFetch(host: TasksHost, notifications: object, id = 1): Promise<FetchListening> {
  const response = await host.fetch(
    new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "subscriptions/listen",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id,
        method: "subscriptions/listen",
        params: { notifications, _meta: metaOf() },
      }),
    }),
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const next = async (): Promise<string | undefined> => {
    for (;;) {
      const at = buffer.indexOf("\n\n");
      if (at >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        return block;
      }
      const chunk = await reader.read();
      if (chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  const message = async () => {
    const block = await next();
    return block === undefined ? undefined : JSON.parse(block.slice(block.indexOf("data: ") + 6));
  };
  return { response, next, message, cancel: () => reader.cancel() };
}

/** A memory store that keeps the listener of each watch, latest last, so a test can report changes itself, and
 * every change its watches saw. */
export function feedableStore(): { store: TaskStore; listeners: TaskChangeListener[]; changes: TaskChange[] } {
  const inner = memoryStore();
  const listeners: TaskChangeListener[] = [];
  const changes: TaskChange[] = [];
  const store: TaskStore = {
    ...inner,
    async watch(taskIds, listener, scope) {
      listeners.push(listener);
      return inner.watch(
        taskIds,
        (change) => {
          changes.push(change);
          listener(change);
        },
        scope,
      );
    },
  };
  return { store, listeners, changes };
}

/** An inner handler whose listen stream the test writes, or fails. */
export function innerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    inner: async () => new Response(body, { headers: { "content-type": "text/event-stream" } }),
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    fail: (error: Error) => controller.error(error),
  };
}
