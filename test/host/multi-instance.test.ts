import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollUntil, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
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
    await result(b.url, "tasks/update", { taskId: created.taskId, inputResponses: { a: { action: "decline" }, b: { action: "decline" } } });
    const round2 = await pollUntil(b.url, created.taskId, (t) => t.status === "input_required" && "c" in t.inputRequests);
    expect(round2.statusMessage).toBeUndefined();
    await result(a.url, "tasks/update", { taskId: created.taskId, inputResponses: { c: { action: "cancel" } } });
    const done = await pollUntil(b.url, created.taskId, (t) => t.status === "completed");
    expect(JSON.parse(done.result.content[0].text)).toEqual({ a: { action: "decline" }, b: { action: "decline" }, c: { action: "cancel" } });
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
    await result(a.url, "tasks/update", { taskId: created.taskId, inputResponses: { who: { action: "accept", content: { name: "B" } } } });
    const sent = Date.now();
    do seen = (await stream.next(1000))!.params;
    while (seen.status !== "completed");
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(seen.result.content[0].text).toContain('"name":"B"');
    stream.close();
  });
});
