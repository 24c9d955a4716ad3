/** A listen stream read through host.fetch: what it sends after a deletion, at keepAliveMs 0, to a slow reader,
 * and what it releases when the client goes away or the host closes. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";
import { feedableStore, listenByFetch } from "./listen-fetch.js";
import type { TasksHost } from "../../src/host/index.js";

const makeHost = hostsClosedAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

const SUB = "io.modelcontextprotocol/subscriptionId";
const FINAL = (id: number) => ({
  jsonrpc: "2.0",
  id,
  result: {
    resultType: "complete",
    _meta: { [SUB]: id, "io.modelcontextprotocol/serverInfo": { name: "mcp-tasks-host", version: "0.1.0" } },
  },
});

/** Starts tool `name` and waits until its task has `status`; returns its id. */
async function taskIn(host: TasksHost, name: string, status: string): Promise<string> {
  const { body } = await read(await host.fetch(rpc("tools/call", { name, arguments: {} })));
  const taskId = body.result.taskId as string;
  for (let i = 0; i < 1000; i++) {
    const got = await read(await host.fetch(rpc("tasks/get", { taskId })));
    if (got.body.result.status === status) return taskId;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`the task never reached ${status}`);
}
const waitingTask = (host: TasksHost) => taskIn(host, "ask_once", "input_required");

describe("a listen stream read through host.fetch", () => {
  it("drops a task's unsent notification when the task is deleted", async () => {
    const { store, listeners } = feedableStore();
    const { host } = makeHost({ store });
    const taskId = await taskIn(host, "tool_error", "completed");
    const stream = await listenByFetch(host, { taskIds: [taskId] }, 3);
    expect((await stream.message())!.method).toBe("notifications/subscriptions/acknowledged");
    // The current state is queued but not yet read; the deletion withdraws it.
    listeners.at(-1)!({ taskId, version: 1000, state: null });
    const closing = host.close();
    expect(await stream.message()).toEqual(FINAL(3));
    expect(await stream.next()).toBeUndefined();
    await closing;
  });

  it("sends no keep-alive comment when keepAliveMs is 0", async () => {
    const { host } = makeHost({ keepAliveMs: 0 });
    const stream = await listenByFetch(host, {}, 4);
    expect((await stream.message())!.method).toBe("notifications/subscriptions/acknowledged");
    await new Promise((r) => setTimeout(r, 30));
    const closing = host.close();
    expect(await stream.message()).toEqual(FINAL(4));
    await closing;
  });

  it("lets close finish as soon as the reader took the closing result", async () => {
    const { host } = makeHost({});
    const stream = await listenByFetch(host, {}, 5);
    await stream.message();
    const closing = host.close();
    expect(await stream.message()).toEqual(FINAL(5));
    expect(await stream.next()).toBeUndefined();
    const first = await Promise.race([closing.then(() => "closed"), new Promise((r) => setTimeout(r, 600, "waited"))]);
    expect(first).toBe("closed");
  });

  it("releases the stream and its watch when the client cancels the body", async () => {
    const { store } = feedableStore();
    const { host } = makeHost({ store });
    const taskId = await waitingTask(host);
    const before = host.stats();
    const stream = await listenByFetch(host, { taskIds: [taskId] });
    await stream.message();
    expect(host.stats()).toEqual({ ...before, streams: 1, watches: before.watches + 1 });
    await stream.cancel();
    expect(host.stats()).toEqual(before);
  });

  it("holds a slow reader's notifications until it reads, then sends only the latest state", async () => {
    const { host } = makeHost({});
    const taskId = await waitingTask(host);
    const stream = await listenByFetch(host, { taskIds: [taskId] });
    expect((await stream.message())!.method).toBe("notifications/subscriptions/acknowledged");
    await read(
      await host.fetch(
        rpc("tasks/update", { taskId, inputResponses: { who: { action: "accept", content: { name: "Lin" } } } }),
      ),
    );
    for (let i = 0; i < 1000; i++) {
      const got = await read(await host.fetch(rpc("tasks/get", { taskId })));
      if (got.body.result.status === "completed") break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await stream.message())!.params.status).toBe("completed");
  });

  it("stops its keep-alive timer when the client goes away", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { host } = makeHost({ keepAliveMs: 1000, sweepIntervalMs: 0 });
    const stream = await listenByFetch(host, {});
    await stream.message();
    expect(vi.getTimerCount()).toBe(1);
    await stream.cancel();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("queues no keep-alive comment behind one the reader has not taken", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { host } = makeHost({ keepAliveMs: 20, sweepIntervalMs: 0 });
    const stream = await listenByFetch(host, {}, 8);
    vi.advanceTimersByTime(100);
    expect((await stream.message())!.method).toBe("notifications/subscriptions/acknowledged");
    const closing = host.close();
    const rest: string[] = [];
    for (let block = await stream.next(); block !== undefined; block = await stream.next()) rest.push(block);
    expect(rest).toEqual([`event: message\ndata: ${JSON.stringify(FINAL(8))}`]);
    await closing;
  });

  it("sends nothing for a task change it cannot encode", async () => {
    const { store, listeners, changes } = feedableStore();
    const { host, errors } = makeHost({ store });
    const taskId = await taskIn(host, "tool_error", "completed");
    const last = changes.filter((c) => c.taskId === taskId).at(-1)!;
    const stream = await listenByFetch(host, { taskIds: [taskId] }, 6);
    await stream.message();
    expect((await stream.message())!.params.status).toBe("completed");
    listeners.at(-1)!({ taskId, version: last.version + 1, state: { ...last.state!, statusMessage: 42 as never } });
    const closing = host.close();
    expect(await stream.next()).toBe(`event: message\ndata: ${JSON.stringify(FINAL(6))}`);
    await closing;
    expect(errors.map((e) => (e as Error).message)).toContainEqual(
      expect.stringMatching(/^an invalid task notification was not sent/),
    );
  });
});
