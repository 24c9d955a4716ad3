import { describe, expect, it } from "vitest";
import { result } from "../server/client.js";
import { startHost } from "./harness.js";
import { openListen } from "./sse-client.js";
import { watchCountingStore } from "./watch-counting-store.js";

/**
 * What a host still holds after `cycles` listen streams on one task connected, took their first events and went away:
 * its streams and watches by its own count, and the watches the store holds beyond the task's worker's one.
 * (listen-leak.test.ts runs a thousand cycles and weighs the heap; this counts only, in a few.)
 */
async function heldAfter(leaky: boolean, cycles: number): Promise<{ streams: number; watches: number; store: number }> {
  const { store, open } = watchCountingStore(leaky);
  const h = await startHost({ store });
  try {
    const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
    for (let i = 0; i < cycles; i++) {
      const stream = await openListen(h.url, { taskIds: [created.taskId] });
      await stream.next();
      await stream.next();
      stream.close();
    }
    const deadline = Date.now() + 3000;
    while (h.host.stats().streams > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    const stats = h.host.stats();
    const held = { streams: stats.streams, watches: stats.watches - 1, store: open() - 1 };
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
    return held;
  } finally {
    await h.close();
  }
}

describe("a listen subscriber that disconnects", () => {
  it("leaves no stream, no host watch and no store watch behind, over 5 cycles", async () => {
    expect(await heldAfter(false, 5)).toEqual({ streams: 0, watches: 0, store: 0 });
  });

  it("is seen holding a store watch per stream when the store drops every unsubscribe (foil)", async () => {
    expect((await heldAfter(true, 5)).store).toBe(5);
  });
});
