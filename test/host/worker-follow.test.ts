/**
 * Work that writes before its task's watch is in place: its writes wait for the watch (every one of them), and a
 * change committed before the watch was made still reaches the work through the read that follows it.
 */
import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { accept, form, gate, heldStore, messageOf, text, workerHosts } from "./worker-driver.js";

const hosts = workerHosts();
const seen = new Map<string, unknown>();

const tools: HostTool[] = [
  {
    name: "asks",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => text(JSON.stringify(await ctx.requestInput({ who: form }))),
  },
  {
    name: "reports",
    inputSchema: { type: "object" },
    run: async (_a, ctx) =>
      text(JSON.stringify(await Promise.all([ctx.setStatusMessage("one"), ctx.setStatusMessage("two")]))),
  },
  {
    name: "listens",
    inputSchema: { type: "object" },
    run: (_a, ctx) =>
      new Promise((resolve) =>
        ctx.signal.addEventListener("abort", () => {
          seen.set("listens", messageOf(ctx.signal.reason));
          resolve(text("stopped"));
        }),
      ),
  },
];

/** A held store whose watches wait for the returned gate. */
function slowWatch() {
  const held = heldStore();
  const watch = gate();
  held.watchGate = watch.promise;
  return { held, open: () => watch.open() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("work that writes before its task is watched", () => {
  it("asks for input only once the watch is in place, and is then answered", async () => {
    const { held, open } = slowWatch();
    const t = hosts(tools, held.store);
    const taskId = await t.start("asks");
    await pause(50);
    const before = await t.get(taskId);
    expect(before.status).toBe("working");
    expect(before).not.toHaveProperty("inputRequests");
    open();
    await t.until(taskId, (task) => task.status === "input_required");
    await t.answer(taskId, { who: accept });
    const done = await t.until(taskId, (task) => task.status === "completed");
    expect(JSON.parse(done.result.content[0].text)).toEqual({ who: accept });
  });

  it("writes every status message it sent meanwhile", async () => {
    const { held, open } = slowWatch();
    const t = hosts(tools, held.store);
    const taskId = await t.start("reports");
    await pause(20);
    expect((await t.get(taskId)).statusMessage).toBeUndefined();
    open();
    const done = await t.until(taskId, (task) => task.status === "completed");
    expect(done.result.content[0].text).toBe("[true,true]");
  });
});

describe("a change committed before the watch was made", () => {
  it("still reaches the work: a cancel fires its signal", async () => {
    seen.clear();
    const { held, open } = slowWatch();
    const t = hosts(tools, held.store);
    const taskId = await t.start("listens");
    await t.cancel(taskId);
    open();
    await t.idle();
    expect(seen.get("listens")).toBe("the task was cancelled");
    expect((await t.get(taskId)).status).toBe("cancelled");
  });
});
