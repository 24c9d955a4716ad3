import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollUntil, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { sharedStores } from "./shared-stores.js";
import { openListen } from "./sse-client.js";

describe.each(sharedStores)("two host instances over $name", (shared) => {
  let a: RunningHost;
  let b: RunningHost;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await shared.open();
    close = opened.close;
    a = await startHost({ store: opened.stores[0], pollIntervalMs: 10, sweepIntervalMs: 0 });
    b = await startHost({ store: opened.stores[1], pollIntervalMs: 10, sweepIntervalMs: 0 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await close();
  });

  it("runs a task on the instance that created it while the other answers its gets and updates", async () => {
    const created = await result(a.url, "tools/call", { name: "ask_twice", arguments: {} });
    const waiting = await pollUntil(b.url, created.taskId, (t) => t.status === "input_required");
    expect(Object.keys(waiting.inputRequests)).toEqual(["a", "b"]);
    await result(b.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { a: { action: "decline" }, b: { action: "decline" } },
    });
    const round2 = await pollUntil(
      b.url,
      created.taskId,
      (t) => t.status === "input_required" && "c" in t.inputRequests,
    );
    expect(round2.statusMessage).toBeUndefined();
    await result(a.url, "tasks/update", { taskId: created.taskId, inputResponses: { c: { action: "cancel" } } });
    const done = await pollUntil(b.url, created.taskId, (t) => t.status === "completed");
    expect(JSON.parse(done.result.content[0].text)).toEqual({
      a: { action: "decline" },
      b: { action: "decline" },
      c: { action: "cancel" },
    });
    expect(a.host.stats().workers).toBe(0);
  });

  it("cancels from the other instance, and the worker's signal fires where the work runs", async () => {
    const created = await result(a.url, "tools/call", { name: "cancellable", arguments: {} });
    await pollUntil(b.url, created.taskId, (t) => t.statusMessage === "waiting to be cancelled");
    expect(a.host.stats().workers).toBe(1);
    await result(b.url, "tasks/cancel", { taskId: created.taskId });
    expect((await result(a.url, "tasks/get", { taskId: created.taskId })).status).toBe("cancelled");
    const deadline = Date.now() + 2000;
    while (a.host.stats().workers > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(a.host.stats().workers).toBe(0);
  });

  it("delivers to a subscriber on one instance, within a second, what a worker on the other commits", async () => {
    const created = await result(b.url, "tools/call", { name: "ask_once", arguments: {} });
    const stream = await openListen(a.url, { taskIds: [created.taskId] });
    expect((await stream.next())!.params.notifications.taskIds).toEqual([created.taskId]);
    let seen = (await stream.next())!.params;
    while (seen.status !== "input_required") seen = (await stream.next(1000))!.params;
    await result(a.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { who: { action: "accept", content: { name: "B" } } },
    });
    const sent = Date.now();
    do seen = (await stream.next(1000))!.params;
    while (seen.status !== "completed");
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(seen.result.content[0].text).toContain('"name":"B"');
    stream.close();
  });
});

describe("delivery across instances goes through the store's watch", () => {
  it("misses the deadline when the store's watch reports nothing (foil)", async () => {
    const store = memoryStore();
    const deaf: TaskStore = { ...store, watch: async () => ({ ok: true, value: () => undefined }) };
    const a = await startHost({ store: deaf, sweepIntervalMs: 0 });
    const b = await startHost({ store, sweepIntervalMs: 0 });
    try {
      const created = await result(b.url, "tools/call", { name: "work", arguments: { ms: 50 } });
      const stream = await openListen(a.url, { taskIds: [created.taskId] });
      expect((await stream.next())!.method).toBe("notifications/subscriptions/acknowledged");
      expect((await stream.next())!.params.status).toBe("working");
      await expect(stream.next(1000)).rejects.toThrow("no message in time");
      expect((await result(a.url, "tasks/get", { taskId: created.taskId })).status).toBe("completed");
      stream.close();
    } finally {
      await a.close();
      await b.close();
      await store.close();
    }
  });
});

describe("an instance that stops serving with a task in flight", () => {
  it("leaves the task working until another instance's sweep fails it at its TTL", async () => {
    let now = Date.parse("2030-01-01T00:00:00Z");
    const clock = () => new Date(now);
    const store = memoryStore();
    const gone = await startHost({ store, clock, ttlMs: 60_000, sweepIntervalMs: 0 });
    const created = await result(gone.url, "tools/call", { name: "cancellable", arguments: {} });
    // The instance stops answering without closing its host: nothing of it writes the task again.
    gone.server.closeAllConnections();
    await new Promise<void>((resolve) => gone.server.close(() => resolve()));
    const survivor = await startHost({ store, clock, sweepIntervalMs: 0 });
    try {
      expect((await result(survivor.url, "tasks/get", { taskId: created.taskId })).status).toBe("working");
      expect(await survivor.host.sweep()).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
      now += 60_000;
      expect(await survivor.host.sweep()).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      const failed = await result(survivor.url, "tasks/get", { taskId: created.taskId });
      expect(failed.status).toBe("failed");
      expect(failed.error.code).toBe(-32603);
    } finally {
      await survivor.close();
      await gone.host.close();
      await store.close();
    }
  });
});
