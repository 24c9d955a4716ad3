/** A listen stream over a store that hands back a task state the wire cannot carry: the notification is dropped, and
 * onError says why, naming the issues. */
import { describe, expect, it } from "vitest";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { result } from "../server/client.js";
import { startHost } from "./harness.js";
import { openListen } from "./sse-client.js";

/** A memory store whose reads give every task a status message that is not a string. */
function corruptingStore(): TaskStore {
  const inner = memoryStore();
  return {
    ...inner,
    async get(taskId, scope) {
      const read = await inner.get(taskId, scope);
      if (!read.ok || read.value.state === null) return read;
      return { ok: true, value: { ...read.value, state: { ...read.value.state, statusMessage: 42 as never } } };
    },
  };
}

describe("a listen stream given a task state it cannot encode", () => {
  it("sends no notification for it and reports the issues to onError", async () => {
    const h = await startHost({ store: corruptingStore() });
    try {
      const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
      const stream = await openListen(h.url, { taskIds: [created.taskId] });
      const seen: unknown[] = [];
      void (async () => {
        for (let m = await stream.next(); m !== undefined; m = await stream.next()) seen.push(m);
      })().catch(() => undefined);
      const deadline = Date.now() + 3000;
      while (!h.errors.some((e) => e instanceof Error && e.message.includes("notification")) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 100));
      stream.close();
      const reported = h.errors.filter((e): e is Error => e instanceof Error && e.message.includes("notification"));
      expect(reported.length).toBeGreaterThan(0);
      expect(reported[0]!.message).toMatch(/^an invalid task notification was not sent: \[.*statusMessage/);
      expect(seen.map((m) => (m as { method?: string }).method)).toEqual(["notifications/subscriptions/acknowledged"]);
      await result(h.url, "tasks/cancel", { taskId: created.taskId });
    } finally {
      await h.close();
    }
  });
});
