/**
 * The signal a task's work gets: one signal however often it is read, already fired when first read after the end,
 * and its reason naming how the task ended (cancelled, ended by another hand, gone, or the server shutting down).
 */
import { describe, expect, it } from "vitest";
import type { HostTool, ToolContext } from "../../src/host/index.js";
import { form, gate, heldStore, messageOf, text, workerHosts } from "./worker-driver.js";

const hosts = workerHosts();

/** What the tools saw, by name. */
const seen = new Map<string, unknown>();

/** Resolves with the signal's reason once it fires. */
const fired = (signal: AbortSignal) =>
  new Promise<string>((resolve) => signal.addEventListener("abort", () => resolve(messageOf(signal.reason))));

let late = gate();
/** What the signal looks like when first read after `late` opens. */
const readLate = (ctx: ToolContext) => ({ aborted: ctx.signal.aborted, reason: messageOf(ctx.signal.reason) });

const tools: HostTool[] = [
  {
    name: "holds",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const signal = ctx.signal;
      const reason = fired(signal);
      const asked = await ctx.requestInput({ who: form }).catch((error: unknown) => messageOf(error));
      seen.set("holds", { asked, reason: await reason, same: ctx.signal === signal });
      return text("stopped");
    },
  },
  {
    name: "late",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      await late.promise;
      seen.set("late", readLate(ctx));
      return text("late");
    },
  },
  {
    name: "listens",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => (seen.set("listens", await fired(ctx.signal)), text("listened")),
  },
];

describe("the signal of a task's work", () => {
  it("is one signal, which fires with the cancel as its reason though the work read it again", async () => {
    seen.clear();
    const t = hosts(tools, heldStore().store);
    const taskId = await t.start("holds");
    await t.until(taskId, (task) => task.status === "input_required");
    await t.cancel(taskId);
    await t.idle();
    expect(seen.get("holds")).toEqual({
      asked: "the task was cancelled",
      reason: "the task was cancelled",
      same: true,
    });
  });

  it("has already fired, with the cancel as its reason, when first read after the cancel", async () => {
    seen.clear();
    late = gate();
    const t = hosts(tools, heldStore().store);
    const taskId = await t.start("late");
    await t.until(taskId, () => t.host.stats().workers === 1);
    await t.cancel(taskId);
    late.open();
    await t.idle();
    expect(seen.get("late")).toEqual({ aborted: true, reason: "the task was cancelled" });
    expect((await t.get(taskId)).status).toBe("cancelled");
  });

  it("names the shutdown when first read after the host closed and failed the task", async () => {
    seen.clear();
    late = gate();
    const held = heldStore();
    const t = hosts(tools, held.store);
    const taskId = await t.start("late");
    await t.until(taskId, () => t.host.stats().workers === 1);
    const closed = t.host.close();
    await expect
      .poll(async () => ((await held.base.get(taskId, { owner: "anonymous" })) as any).value?.state.status)
      .toBe("failed");
    late.open();
    await closed;
    expect(seen.get("late")).toEqual({ aborted: true, reason: "the server is shutting down" });
  });

  it("says the task ended, not that it was cancelled, when it expired", async () => {
    seen.clear();
    const held = heldStore();
    const t = hosts(tools, held.store, { ttlMs: 1000 });
    const taskId = await t.start("listens");
    await t.until(taskId, () => held.listeners.length === 1);
    await held.base.sweep(new Date(Date.now() + 60_000).toISOString());
    await t.idle();
    expect(seen.get("listens")).toBe("the task ended");
    expect((await t.get(taskId)).status).toBe("failed");
  });

  it("says the task is gone when the watch reports it deleted", async () => {
    seen.clear();
    const held = heldStore();
    const t = hosts(tools, held.store);
    const taskId = await t.start("listens");
    await t.until(taskId, () => held.listeners.length === 1);
    try {
      held.listeners[0]!({ taskId, version: 99, state: null });
    } catch {
      // What a listener throws is the store's to handle; the work is what is checked here.
    }
    await t.idle();
    expect(seen.get("listens")).toBe("the task no longer exists");
  });
});
