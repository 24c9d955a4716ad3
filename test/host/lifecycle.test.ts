import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { pollUntil, request, result } from "../server/client.js";
import { startHost } from "./harness.js";
import { openListen } from "./sse-client.js";

describe("owner binding", () => {
  it("shows a task only to the owner the owner function bound it to", async () => {
    const h = await startHost({
      owner: (req) => req.headers.get("x-user") ?? new Response("who are you?", { status: 401 }),
    });
    try {
      const alice = { headers: { "x-user": "alice" } };
      const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} }, alice);
      expect((await result(h.url, "tasks/get", { taskId: created.taskId }, alice)).status).toBe("working");
      for (const method of ["tasks/get", "tasks/cancel"]) {
        const other = await request(h.url, method, { taskId: created.taskId }, { headers: { "x-user": "mallory" } });
        expect(other.body.error, method).toEqual({ code: -32602, message: "Failed to retrieve task: Task not found" });
      }
      const anonymous = await fetch(h.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "MCP-Protocol-Version": "2026-07-28",
          "Mcp-Method": "tasks/get",
          "Mcp-Name": created.taskId,
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tasks/get",
          params: {
            taskId: created.taskId,
            _meta: {
              "io.modelcontextprotocol/protocolVersion": "2026-07-28",
              "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } },
            },
          },
        }),
      });
      expect(anonymous.status).toBe(401);
      expect((await result(h.url, "tasks/get", { taskId: created.taskId }, alice)).status).toBe("working");
      await result(h.url, "tasks/cancel", { taskId: created.taskId }, alice);
    } finally {
      await h.close();
    }
  });

  it("answers -32603 and reports it when the owner function throws or returns no string", async () => {
    for (const owner of [
      () => {
        throw new Error("auth backend down");
      },
      () => 42 as never,
    ]) {
      const h = await startHost({ owner });
      try {
        const answer = await request(h.url, "tasks/get", { taskId: "x" });
        expect(answer.status).toBe(500);
        expect(answer.body.error?.code).toBe(-32603);
        expect(h.errors.length).toBe(1);
      } finally {
        await h.close();
      }
    }
  });
});

describe("the live-task limit per owner", () => {
  it("refuses the task beyond the limit with a clear error, and admits one again once a task ended", async () => {
    const h = await startHost({ maxLiveTasksPerOwner: 2 });
    try {
      const first = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
      await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
      const third = await request(h.url, "tools/call", { name: "cancellable", arguments: {} });
      expect(third.status).toBe(429);
      expect(third.body.error?.code).toBe(-32000);
      expect(third.body.error?.message).toMatch(/^Too many live tasks: this client runs as many tasks as it may/);
      await result(h.url, "tasks/cancel", { taskId: first.taskId });
      expect((await result(h.url, "tools/call", { name: "cancellable", arguments: {} })).resultType).toBe("task");
    } finally {
      await h.close();
    }
  });
});

describe("the TTL sweep", () => {
  it("fails an expired task on the host's clock, aborts its work, and later deletes it", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const store = memoryStore({ retentionMs: 1000 });
    const h = await startHost({ store, clock: () => new Date(now), ttlMs: 5000, sweepIntervalMs: 0 });
    try {
      const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
      await pollUntil(h.url, created.taskId, (t) => t.statusMessage !== undefined);
      expect((await h.host.sweep()).ok).toBe(true);
      expect((await result(h.url, "tasks/get", { taskId: created.taskId })).status).toBe("working");
      now += 5000;
      expect(await h.host.sweep()).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      const expired = await result(h.url, "tasks/get", { taskId: created.taskId });
      expect(expired.status).toBe("failed");
      expect(h.host.stats().workers).toBe(0);
      now += 1000;
      expect(await h.host.sweep()).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
      expect((await request(h.url, "tasks/get", { taskId: created.taskId })).body.error?.code).toBe(-32602);
      await store.close();
    } finally {
      await h.close();
    }
  });

  it("sweeps on its own timer", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const h = await startHost({ clock: () => new Date(now), ttlMs: 10, sweepIntervalMs: 20 });
    try {
      const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
      now += 10;
      const failed = await pollUntil(h.url, created.taskId, (t) => t.status === "failed");
      expect(failed.error.code).toBe(-32603);
    } finally {
      await h.close();
    }
  });
});

describe("close", () => {
  it("fails the tasks still running here, then refuses new requests with 503", async () => {
    const store = memoryStore();
    const h = await startHost({ store });
    const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
    await h.host.close();
    const stored = await store.get(created.taskId, { owner: "anonymous" });
    expect(stored.ok && stored.value.state.status).toBe("failed");
    expect(stored.ok && stored.value.state.error?.message).toBe("The server shut down before the task finished");
    expect(
      (await fetch(h.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" })).status,
    ).toBe(503);
    expect(h.host.stats()).toEqual({ workers: 0, streams: 0, watches: 0 });
    await h.close();
    await store.close();
  });

  const stubborn: HostTool = {
    name: "stubborn",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: () => new Promise(() => {}),
  };

  it("settles within closeGraceMs while work ignores its signal, failing its task and ending listen streams", async () => {
    const store = memoryStore();
    const h = await startHost({ store, tools: [stubborn], closeGraceMs: 200, keepAliveMs: 0 });
    const created = await result(h.url, "tools/call", { name: "stubborn", arguments: {} });
    const stream = await openListen(h.url, { taskIds: [created.taskId] });
    expect((await stream.next())!.method).toBe("notifications/subscriptions/acknowledged");
    const started = performance.now();
    await h.host.close();
    expect(performance.now() - started).toBeLessThan(2000);
    const stored = await store.get(created.taskId, { owner: "anonymous" });
    expect(stored.ok && stored.value.state.status).toBe("failed");
    const seen: Record<string, any>[] = [];
    for (let message = await stream.next(); message !== undefined; message = await stream.next()) seen.push(message);
    expect(seen.at(-2)?.params.status).toBe("failed");
    expect(seen.at(-1)).toMatchObject({ result: {} });
    await h.close();
    await store.close();
  });

  it("settles within closeGraceMs while the store does not take the failure, which the TTL sweep is left to write", async () => {
    const base = memoryStore();
    const stuck: TaskStore = {
      ...base,
      apply: (taskId, event, scope) =>
        event.type === "fail" ? new Promise(() => {}) : base.apply(taskId, event, scope),
    };
    const h = await startHost({ store: stuck, tools: [stubborn], closeGraceMs: 200 });
    await result(h.url, "tools/call", { name: "stubborn", arguments: {} });
    const started = performance.now();
    await h.host.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await h.close();
    await base.close();
  });
});
