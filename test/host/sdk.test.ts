import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXT, pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
import { sdkHandler } from "./sdk-inner.js";
import { openListen } from "./sse-client.js";

let h: RunningHost;
let sdk: ReturnType<typeof sdkHandler>;
beforeAll(async () => {
  sdk = sdkHandler();
  h = await startHost({ inner: sdk.handler.fetch });
});
afterAll(async () => {
  await h.close();
  await sdk.handler.close();
});

const SUB = "io.modelcontextprotocol/subscriptionId";

describe("a host in front of the official SDK's createMcpHandler", () => {
  it("merges the tasks extension into the SDK's discover answer and keeps the rest of it", async () => {
    const discovered = await result(h.url, "server/discover");
    expect(discovered.capabilities).toEqual({ tools: { listChanged: true }, extensions: { [EXT]: {} } });
    expect(discovered._meta["io.modelcontextprotocol/serverInfo"]).toEqual({
      name: "inner-sdk-server",
      version: "2.4.0-test",
    });
  });

  it("lists the SDK's tools and the host's", async () => {
    const names = (await result(h.url, "tools/list")).tools.map((t: { name: string }) => t.name);
    expect(names[0]).toBe("add");
    expect(names).toContain("ask_once");
    expect(names).toContain("cancellable");
  });

  it("leaves an ordinary tool to the SDK and runs a task-capable one as a task", async () => {
    const added = await result(h.url, "tools/call", { name: "add", arguments: { a: 2, b: 3 } });
    expect(added.content).toEqual([{ type: "text", text: "5" }]);
    expect(added._meta["io.modelcontextprotocol/serverInfo"].name).toBe("inner-sdk-server");
    const created = await result(h.url, "tools/call", { name: "work", arguments: { ms: 5 } });
    expect(created.resultType).toBe("task");
    expect((await pollUntil(h.url, created.taskId, (t) => t.status === "completed")).result.content[0].text).toBe(
      "worked",
    );
  });

  it("passes what is not the tasks surface through unchanged, the SDK's own errors included", async () => {
    const unknown = await request(h.url, "tools/call", { name: "nope", arguments: {} });
    expect(unknown.body.error?.message).toBe("Tool nope not found");
    const mismatch = await request(
      h.url,
      "tools/call",
      { name: "add", arguments: { a: 1, b: 1 } },
      { headers: { "Mcp-Name": "other" } },
    );
    expect(mismatch.body.error?.code).toBe(-32020);
    const get = await fetch(h.url);
    expect(get.status).toBe(405);
  });

  it("still answers the tasks surface itself: removed methods, the capability gate and unknown tasks", async () => {
    expect((await request(h.url, "tasks/list", {})).body.error?.code).toBe(-32601);
    expect((await request(h.url, "tasks/get", { taskId: "x" }, { caps: {} })).body.error?.code).toBe(-32021);
    expect((await request(h.url, "tasks/get", { taskId: "x" })).body.error?.code).toBe(-32602);
  });

  it("serves SDK notifications and task notifications on one listen stream, acknowledged once with both", async () => {
    const created = await result(h.url, "tools/call", { name: "ask_once", arguments: {} });
    const stream = await openListen(h.url, { toolsListChanged: true, taskIds: [created.taskId] }, { id: 41 });
    const ack = (await stream.next())!;
    expect(ack).toEqual({
      jsonrpc: "2.0",
      method: "notifications/subscriptions/acknowledged",
      params: { notifications: { toolsListChanged: true, taskIds: [created.taskId] }, _meta: { [SUB]: 41 } },
    });
    expect(sdk.bus.listenerCount).toBe(1);
    const methods: string[] = [];
    let sawInput = false;
    let sawTools = false;
    while (!(sawInput && sawTools)) {
      const message = (await stream.next())!;
      expect(message.params._meta[SUB]).toBe(41);
      methods.push(message.method);
      if (message.method === "notifications/tasks" && message.params.status === "input_required") {
        sawInput = true;
        sdk.handler.notify.toolsChanged();
      }
      if (message.method === "notifications/tools/list_changed") sawTools = true;
    }
    expect(methods).toContain("notifications/tools/list_changed");
    await result(h.url, "tasks/update", { taskId: created.taskId, inputResponses: { who: { action: "decline" } } });
    let last: Record<string, any>;
    do last = (await stream.next())!;
    while (last.params.status !== "completed");
    stream.close();
    const deadline = Date.now() + 2000;
    while ((sdk.bus.listenerCount > 0 || h.host.stats().streams > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    expect(sdk.bus.listenerCount).toBe(0);
    expect(h.host.stats().streams).toBe(0);
  });

  it("frees both the host's stream and the SDK's subscription when a combined subscriber disconnects, cycle after cycle", async () => {
    const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
    for (let i = 0; i < 200; i++) {
      const stream = await openListen(h.url, { toolsListChanged: true, taskIds: [created.taskId] });
      await stream.next();
      stream.close();
    }
    const deadline = Date.now() + 3000;
    while ((sdk.bus.listenerCount > 0 || h.host.stats().streams > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    expect(sdk.bus.listenerCount).toBe(0);
    expect(h.host.stats()).toMatchObject({ streams: 0, watches: 1 });
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("hands a listen without taskIds to the SDK unchanged", async () => {
    const stream = await openListen(h.url, { toolsListChanged: true }, { id: "plain" });
    expect(await stream.next()).toEqual({
      jsonrpc: "2.0",
      method: "notifications/subscriptions/acknowledged",
      params: { notifications: { toolsListChanged: true }, _meta: { [SUB]: "plain" } },
    });
    expect(h.host.stats().streams).toBe(0);
    stream.close();
  });

  it("ends a combined stream with the listen result when the host closes", async () => {
    const own = sdkHandler();
    const front = await startHost({ inner: own.handler.fetch });
    const created = await result(front.url, "tools/call", { name: "cancellable", arguments: {} });
    const stream = await openListen(front.url, { toolsListChanged: true, taskIds: [created.taskId] }, { id: 3 });
    expect((await stream.next())!.params.notifications).toEqual({ toolsListChanged: true, taskIds: [created.taskId] });
    expect((await stream.next())!.params.status).toBe("working");
    const closing = front.close();
    // The task this host ran fails as the host closes, and subscribers hear it before the stream ends.
    expect((await stream.next())!.params).toMatchObject({ taskId: created.taskId, status: "failed" });
    const last = (await stream.next())!;
    expect(last.id).toBe(3);
    expect(last.result._meta[SUB]).toBe(3);
    expect(await stream.next()).toBeUndefined();
    await closing;
    const deadline = Date.now() + 2000;
    while (own.bus.listenerCount > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(own.bus.listenerCount).toBe(0);
    await own.handler.close();
  });
});
