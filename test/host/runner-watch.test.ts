/**
 * A task's work follows its task through the store's watch only while it is pending: work that returns at once has
 * nothing left to be told, so its task is created, completed and never watched; work that returns a promise is
 * watched, and still learns of a cancellation; and work that cannot be watched is stopped and its task failed.
 */
import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { pollUntil, result } from "../server/client.js";
import { startHost } from "./harness.js";

/** The memory store, counting the watches asked of it; `refuse` makes every watch fail. */
function countingStore(refuse = false): { store: TaskStore; watches: () => number } {
  const inner = memoryStore();
  let watches = 0;
  const store: TaskStore = {
    ...inner,
    watch: (ids, listener, scope) => {
      watches += 1;
      return refuse
        ? Promise.resolve({ ok: false, error: { code: "unavailable", message: "no watch here" } })
        : inner.watch(ids, listener, scope);
    },
  };
  return { store, watches: () => watches };
}

const done = { content: [{ type: "text" as const, text: "done" }] };
const atOnce: HostTool = { name: "at-once", inputSchema: { type: "object" }, run: () => done };
const later: HostTool = {
  name: "later",
  inputSchema: { type: "object" },
  run: (_args, context) =>
    new Promise((_, reject) => context.signal.addEventListener("abort", () => reject(context.signal.reason))),
};

describe("the runner's watch", () => {
  it("completes work that returned at once without watching its task", async () => {
    const counted = countingStore();
    const h = await startHost({ store: counted.store, tools: [atOnce] });
    try {
      const created = await result(h.url, "tools/call", { name: "at-once", arguments: {} });
      const got = await pollUntil(h.url, created.taskId as string, (r) => r.status === "completed");
      expect(got.result).toMatchObject(done);
      expect(counted.watches()).toBe(0);
    } finally {
      await h.close();
    }
  });

  it("watches pending work, which still learns of a cancellation", async () => {
    const counted = countingStore();
    const h = await startHost({ store: counted.store, tools: [later] });
    try {
      const created = await result(h.url, "tools/call", { name: "later", arguments: {} });
      await pollUntil(h.url, created.taskId as string, () => counted.watches() === 1 && h.host.stats().workers === 1);
      await result(h.url, "tasks/cancel", { taskId: created.taskId });
      await pollUntil(h.url, created.taskId as string, () => h.host.stats().workers === 0);
      expect(counted.watches()).toBe(1);
    } finally {
      await h.close();
    }
  });

  it("stops pending work it cannot watch, and fails its task", async () => {
    const counted = countingStore(true);
    const h = await startHost({ store: counted.store, tools: [later] });
    try {
      const created = await result(h.url, "tools/call", { name: "later", arguments: {} });
      const got = await pollUntil(h.url, created.taskId as string, (r) => r.status === "failed");
      expect(got.error).toEqual({ code: -32603, message: "The server could not follow the task in its store" });
      await pollUntil(h.url, created.taskId as string, () => h.host.stats().workers === 0);
    } finally {
      await h.close();
    }
  });
});
