/**
 * A cancel that lands while a task's watch is being made: the work's watch is released once the read that follows
 * the watch finds the task ended, though the work ignores its signal and runs on.
 */
import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { gate, text, workerHosts } from "./worker-driver.js";

const hosts = workerHosts();
let release = gate();

const tools: HostTool[] = [
  { name: "ignores", inputSchema: { type: "object" }, run: async () => (await release.promise, text("ran on")) },
];

/** A memory store counting the watches it holds; each watch is made, then its task cancelled, then answered. */
function cancelWhileWatching(): { store: TaskStore; open: () => number } {
  const inner = memoryStore();
  let open = 0;
  const store: TaskStore = {
    ...inner,
    async watch(taskIds, listener, scope) {
      const watched = await inner.watch(taskIds, listener, scope);
      if (!watched.ok) return watched;
      open += 1;
      await inner.apply(taskIds[0]!, { type: "cancel", now: new Date().toISOString() }, scope);
      let active = true;
      return {
        ok: true,
        value: () => {
          if (!active) return;
          active = false;
          open -= 1;
          watched.value();
        },
      };
    },
  };
  return { store, open: () => open };
}

describe("a cancel that lands while the watch is made", () => {
  it("releases the watch though the work runs on", async () => {
    release = gate();
    const counted = cancelWhileWatching();
    const t = hosts(tools, counted.store);
    const taskId = await t.start("ignores");
    await t.until(taskId, (task) => task.status === "cancelled");
    await expect.poll(() => counted.open(), { timeout: 1000 }).toBe(0);
    expect(t.host.stats().workers).toBe(1);
    release.open();
    await t.idle();
    expect((await t.get(taskId)).status).toBe("cancelled");
  });
});
