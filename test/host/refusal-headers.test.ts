/**
 * The whole error and the Retry-After header a client gets with each of the host's refusals (live-task limit, a
 * client's listen streams, a failing store), and no Retry-After on a tool's own error.
 */
import { describe, expect, it } from "vitest";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const call = (name: string, headers: Record<string, string> = {}) =>
  rpc("tools/call", { name, arguments: {} }, headers);

describe("the host's refusals", () => {
  it("answers a task beyond the live-task limit 429, Retry-After 1, with reason live-task-limit", async () => {
    const { host } = makeHost({ maxLiveTasksPerOwner: 1 });
    expect((await host.fetch(call("cancellable"))).status).toBe(200);
    const response = await host.fetch(call("cancellable"));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("1");
    const { body } = await read(response);
    expect(body.error.code).toBe(-32000);
    expect(body.error.data).toEqual({ reason: "live-task-limit" });
    expect(body.error.message).toMatch(
      /^Too many live tasks: this client runs as many tasks as it may \(.+\); wait for one to finish or cancel one$/,
    );
  });

  it("answers a client's listen stream beyond its share 429, Retry-After 5, with the whole error", async () => {
    const { host } = makeHost({ maxStreamsPerOwner: 1 });
    const listen = () => host.fetch(rpc("subscriptions/listen", { notifications: { taskIds: [] } }));
    const open = await listen();
    expect(open.status).toBe(200);
    try {
      const response = await listen();
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("5");
      expect((await read(response)).body.error).toEqual({
        code: -32000,
        message: "Too many subscriptions: this client holds as many listen streams as it may; close one first",
        data: { reason: "stream-limit" },
      });
    } finally {
      await open.body?.cancel();
    }
  });

  it("answers a store that failed 503 with Retry-After 1", async () => {
    const inner = memoryStore();
    const store: TaskStore = {
      ...inner,
      migrate: () => inner.migrate(),
      create: async () => ({ ok: false, error: { code: "unavailable", message: "down" } }),
      get: (taskId, scope) => inner.get(taskId, scope),
      apply: (taskId, event, scope) => inner.apply(taskId, event, scope),
      sweep: (now) => inner.sweep(now),
      watch: (taskIds, listener, scope) => inner.watch(taskIds, listener, scope),
      close: () => inner.close(),
    };
    const { host } = makeHost({ store });
    const response = await host.fetch(call("cancellable"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect((await read(response)).body.error).toEqual({
      code: -32603,
      message: "Service unavailable: the task store did not answer; retry shortly",
      data: { reason: "store-unavailable" },
    });
  });

  it("sends no Retry-After with a tool's own error, even one with the refusals' code", async () => {
    const { host } = makeHost({
      tools: [
        {
          name: "coded",
          taskSupport: "forbidden",
          inputSchema: { type: "object" },
          run: () => Promise.reject(Object.assign(new Error("busy"), { code: -32000 })),
        },
      ],
    });
    const response = await host.fetch(call("coded"));
    expect(response.status).toBe(400);
    expect(response.headers.get("retry-after")).toBeNull();
    expect((await read(response)).body.error).toEqual({ code: -32000, message: "busy" });
  });
});
