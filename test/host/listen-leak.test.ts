import { describe, expect, it } from "vitest";
import v8 from "node:v8";
import vm from "node:vm";
import { result } from "../server/client.js";
import { startHost } from "./harness.js";
import { openListen } from "./sse-client.js";
import { watchCountingStore } from "./watch-counting-store.js";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

/** Connects and disconnects `cycles` listen streams on one task; returns heap growth and what stays held. */
async function cycle(
  leaky: boolean,
  cycles: number,
): Promise<{ growth: number; storeWatches: number; stats: { streams: number; watches: number } }> {
  const { store, open } = watchCountingStore(leaky);
  const h = await startHost({ store });
  try {
    const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
    const once = async () => {
      const stream = await openListen(h.url, { taskIds: [created.taskId] });
      await stream.next();
      await stream.next();
      stream.close();
    };
    for (let i = 0; i < 600; i++) await once();
    const settle = async () => {
      const deadline = Date.now() + 3000;
      while (h.host.stats().streams > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    };
    await settle();
    const before = await heapAfterGc();
    for (let i = 0; i < cycles; i++) await once();
    await settle();
    const growth = (await heapAfterGc()) - before;
    // The task's own worker holds one watch throughout; everything else must be gone.
    const stats = h.host.stats();
    const storeWatches = open() - 1;
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
    return { growth, storeWatches, stats: { streams: stats.streams, watches: stats.watches - 1 } };
  } finally {
    await h.close();
  }
}

describe("a subscriber that disconnects", () => {
  it("frees its stream and its store watch: 1,000 cycles leave nothing held and the heap flat", async () => {
    const { growth, storeWatches, stats } = await cycle(false, 1000);
    expect(stats).toEqual({ streams: 0, watches: 0 });
    expect(storeWatches).toBe(0);
    expect(growth).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("is caught by the same measurement when a store never releases its watches (foil)", async () => {
    const { growth, storeWatches } = await cycle(true, 1000);
    expect(storeWatches).toBe(1600);
    expect(growth).toBeGreaterThan(1.5 * 1024 * 1024);
  });
});
