/**
 * What a task's work can still do once its task ended by another hand or the host closed: its status messages are
 * refused, it cannot ask for input, and what it returns is not written. Also a status message cleared with null.
 */
import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { form, heldStore, messageOf, text, workerHosts } from "./worker-driver.js";

const hosts = workerHosts();
const seen = new Map<string, unknown>();

const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));

const tools: HostTool[] = [
  {
    name: "outlives",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      await aborted(ctx.signal);
      const status = await ctx.setStatusMessage("still here").catch((error: unknown) => `threw ${messageOf(error)}`);
      const asked = await ctx.requestInput({ who: form }).then(
        () => "answered",
        (error: unknown) => messageOf(error),
      );
      seen.set("outlives", { status, asked });
      return text("finished anyway");
    },
  },
  {
    name: "returns",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => (await aborted(ctx.signal), text("finished anyway")),
  },
  {
    name: "clears",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const set = await ctx.setStatusMessage("halfway");
      seen.set("clears", { set, cleared: await ctx.setStatusMessage(null).catch(messageOf) });
      await aborted(ctx.signal);
      return text("cleared");
    },
  },
];

describe("work whose task was cancelled", () => {
  it("has its status messages refused and cannot ask for input", async () => {
    seen.clear();
    const t = hosts(tools, heldStore().store);
    const taskId = await t.start("outlives");
    await t.until(taskId, () => t.host.stats().workers === 1);
    await t.cancel(taskId);
    await t.idle();
    expect(seen.get("outlives")).toEqual({ status: false, asked: "the task was cancelled" });
    const task = await t.get(taskId);
    expect(task.status).toBe("cancelled");
    expect(task.statusMessage).toBe("Cancelled at the client's request");
  });
});

describe("work stopped by the host closing", () => {
  it("has no say when the store did not take the failure: the task is left to the sweep", async () => {
    seen.clear();
    const held = heldStore();
    const t = hosts(tools, held.store);
    const taskId = await t.start("returns");
    await t.until(taskId, () => t.host.stats().workers === 1);
    held.onApply = (event, applied) =>
      event.type === "fail"
        ? Promise.resolve({ ok: false, error: { code: "unavailable", message: "down" } })
        : applied();
    await t.host.close();
    await t.idle();
    const stored = await held.base.get(taskId, { owner: "anonymous" });
    expect(stored.ok && stored.value.state.status).toBe("working");
    expect(stored.ok && stored.value.state.result).toBe(null);
  });
});

describe("a status message", () => {
  it("is cleared with null", async () => {
    seen.clear();
    const t = hosts(tools, heldStore().store);
    const taskId = await t.start("clears");
    await expect.poll(() => seen.get("clears")).toEqual({ set: true, cleared: true });
    const task = await t.get(taskId);
    expect(task.status).toBe("working");
    expect(task).not.toHaveProperty("statusMessage");
    await t.cancel(taskId);
  });
});
