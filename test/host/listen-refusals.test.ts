/** subscriptions/listen refusals the client sees: malformed notifications, too many taskIds, the host's stream
 * capacity and a store that cannot watch; and the acknowledgement of a listen that names no tasks. */
import { afterEach, describe, expect, it } from "vitest";
import { memoryStore } from "../../src/store/index.js";
import { MAX_WATCHED_TASKS } from "../../src/store/options.js";
import { type RunningHost, startHost } from "./harness.js";
import { openListen } from "./sse-client.js";

let h: RunningHost | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("subscriptions/listen refusals", () => {
  it("names a notifications filter that is not an object", async () => {
    h = await startHost({});
    for (const notifications of [null, [], "all"]) {
      const body = await (await openListen(h.url, notifications as never)).json();
      expect(body.error, JSON.stringify(notifications)).toMatchObject({
        code: -32602,
        message: "Invalid params: params.notifications must be an object",
      });
    }
  });

  it("names the bound on taskIds", async () => {
    h = await startHost({});
    const taskIds = Array.from({ length: MAX_WATCHED_TASKS + 1 }, (_, i) => `t${i}`);
    const body = await (await openListen(h.url, { taskIds })).json();
    expect(body.error).toMatchObject({
      code: -32602,
      message: `Invalid params: params.notifications.taskIds may name at most ${MAX_WATCHED_TASKS} tasks`,
    });
  });

  it("refuses beyond the host's capacity with 503 and stream-capacity", async () => {
    h = await startHost({ maxStreams: 1 });
    const open = await openListen(h.url, {});
    expect((await open.next())!.method).toBe("notifications/subscriptions/acknowledged");
    const refused = await openListen(h.url, {});
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.data.reason).toBe("stream-capacity");
    open.close();
  });

  it("acknowledges a listen without taskIds with the filter as asked, adding none", async () => {
    h = await startHost({});
    const open = await openListen(h.url, {});
    const ack = await open.next();
    expect(ack!.params.notifications).toEqual({});
    open.close();
  });

  it("answers 503 when the store cannot watch, and reports why", async () => {
    const store = memoryStore();
    const failing = new Proxy(store, {
      get: (target, key, receiver) =>
        key === "watch"
          ? async () => ({ ok: false, error: { code: "unavailable", message: "watch is down" } })
          : Reflect.get(target, key, receiver),
    });
    h = await startHost({ store: failing });
    const refused = await openListen(h.url, { taskIds: ["a"] });
    expect(refused.status).toBe(503);
    expect((await refused.json()).error).toMatchObject({
      code: -32603,
      message: "Service unavailable: the task store could not watch the tasks; retry shortly",
    });
    expect(h.errors.map((e) => (e as Error).message)).toEqual(["task store: watch: watch is down"]);
  });

  it("answers the same without an onError and without a console", async () => {
    const store = memoryStore();
    const failing = new Proxy(store, {
      get: (target, key, receiver) =>
        key === "watch"
          ? async () => ({ ok: false, error: { code: "unavailable", message: "watch is down" } })
          : Reflect.get(target, key, receiver),
    });
    h = await startHost({ store: failing, onError: undefined });
    const saved = globalThis.console;
    (globalThis as { console?: Console }).console = undefined;
    try {
      const refused = await openListen(h.url, { taskIds: ["a"] });
      expect(refused.status).toBe(503);
    } finally {
      globalThis.console = saved;
    }
  });
});
