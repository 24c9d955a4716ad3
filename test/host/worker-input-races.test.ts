/**
 * Work asking for input while the store answers late or sparingly: an answer or a cancel that lands before the
 * request's write returns, a store that does not say which keys it accepted, and what the store keeps afterwards.
 */
import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import type { TaskEvent } from "../../src/machine/events.js";
import type { TaskStore } from "../../src/store/index.js";
import { accept, form, gate, heldStore, messageOf, text, workerHosts } from "./worker-driver.js";

const hosts = workerHosts();
const seen = new Map<string, unknown>();
const owner = { owner: "anonymous" };

const tools: HostTool[] = [
  {
    name: "asks",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const answers = await ctx.requestInput({ who: form }).catch((error: unknown) => {
        seen.set("asks", messageOf(error));
        throw error;
      });
      seen.set("asks", { aborted: ctx.signal.aborted, reason: messageOf(ctx.signal.reason) });
      return text(JSON.stringify(answers));
    },
  },
  {
    name: "asks_and_stays",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      seen.set("asks_and_stays", await ctx.requestInput({ who: form }));
      await new Promise((resolve) => ctx.signal.addEventListener("abort", resolve));
      return text("stopped");
    },
  },
];

/** A held store whose writes of `type` are answered only once the returned gate opens. */
function lateAnswer(type: TaskEvent["type"]) {
  const held = heldStore();
  const late = gate();
  held.onApply = async (event, applied) => {
    const answer = await applied();
    if (event.type === type) await late.promise;
    return answer;
  };
  return { held, open: () => late.open() };
}

/** The task as the store holds it. */
async function stored(store: TaskStore, taskId: string) {
  const got = await store.get(taskId, owner);
  if (!got.ok) throw new Error(got.error.message);
  return got.value.state;
}

describe("an input request whose write is answered late", () => {
  it("is answered at once by a response that landed meanwhile, not at the next re-read", async () => {
    const { held, open } = lateAnswer("requestInput");
    const t = hosts(tools, held.store, { pollIntervalMs: 30_000 });
    const taskId = await t.start("asks");
    await t.until(taskId, (task) => task.status === "input_required");
    await t.answer(taskId, { who: accept });
    open();
    // The next re-read comes after 30 s; 10 s leaves room for a loaded machine and none for a missed answer.
    const done = await t.until(taskId, (task) => task.status === "completed", 10_000);
    expect(JSON.parse(done.result.content[0].text)).toEqual({ who: accept });
  });

  it("rejects with the cancel that landed meanwhile, and the work ends", async () => {
    seen.clear();
    const { held, open } = lateAnswer("requestInput");
    const t = hosts(tools, held.store, { pollIntervalMs: 30_000 });
    const taskId = await t.start("asks");
    await t.until(taskId, (task) => task.status === "input_required");
    await t.cancel(taskId);
    open();
    await t.idle(10_000);
    expect(seen.get("asks")).toBe("the task was cancelled");
    expect((await t.get(taskId)).status).toBe("cancelled");
  });
});

describe("answers the work has read", () => {
  it("are taken out of the stored task, which keeps their keys as used", async () => {
    seen.clear();
    const held = heldStore();
    const t = hosts(tools, held.store);
    const taskId = await t.start("asks_and_stays");
    await t.until(taskId, (task) => task.status === "input_required");
    await t.answer(taskId, { who: accept });
    await expect.poll(() => seen.get("asks_and_stays")).toEqual({ who: accept });
    const state = await stored(held.base, taskId);
    expect(state.status).toBe("working");
    expect(state.inputResponses).toBe(null);
    expect(state.retiredKeys).toEqual(["who"]);
    await t.cancel(taskId);
  });

  it("tell the work of a cancel through the store's answer when the watch is behind", async () => {
    seen.clear();
    const held = heldStore();
    const t = hosts(tools, held.store);
    let taskId = "";
    held.onApply = async (event, applied) => {
      if (event.type === "consumeInput") {
        held.held = [];
        await held.base.apply(taskId, { type: "cancel", now: new Date().toISOString() }, owner);
      }
      return applied();
    };
    taskId = await t.start("asks");
    await t.until(taskId, (task) => task.status === "input_required");
    await t.answer(taskId, { who: accept });
    await expect.poll(() => seen.get("asks")).toEqual({ aborted: true, reason: "the task was cancelled" });
    held.release();
    await t.idle();
    expect((await t.get(taskId)).status).toBe("cancelled");
  });
});

describe("a store that does not say which keys it accepted", () => {
  it("has the work wait for every key it asked for", async () => {
    const held = heldStore();
    held.onApply = async (event, applied) => {
      const answer = await applied();
      if (event.type !== "requestInput" || !answer.ok) return answer;
      const { accepted: _, ...rest } = answer.value;
      return { ok: true, value: rest };
    };
    const t = hosts(tools, held.store);
    const taskId = await t.start("asks");
    await t.until(taskId, (task) => task.status === "input_required");
    await t.answer(taskId, { who: accept });
    const done = await t.until(taskId, (task) => task.status === "completed");
    expect(JSON.parse(done.result.content[0].text)).toEqual({ who: accept });
  });
});
