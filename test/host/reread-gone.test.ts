/** Work waiting for input re-reads its task now and then: a task the store no longer has stops the work, an error does not. */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { pollUntil, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "?", requestedSchema: { type: "object" as const, properties: {} } },
};
const tools: HostTool[] = [
  {
    name: "ask",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => ({
      content: [{ type: "text", text: JSON.stringify(await ctx.requestInput({ who: form })) }],
    }),
  },
];

let h: RunningHost | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await h?.close();
});

/** Starts the tool on a store whose reads answer `answer` once `broken` is set, and waits for its input request. */
async function waiting(
  answer: "not_found" | "unavailable" | "garbage",
): Promise<{ base: TaskStore; host: RunningHost }> {
  const base = memoryStore();
  const state = { broken: false };
  const store: TaskStore = {
    ...base,
    get: (taskId, scope) =>
      !state.broken
        ? base.get(taskId, scope)
        : answer === "garbage"
          ? Promise.resolve({ ok: true, value: { version: Number.MAX_SAFE_INTEGER } } as never)
          : Promise.resolve({ ok: false, error: { code: answer, message: answer } }),
  };
  // The re-read runs on an interval of at least a second: a fake interval runs it at once.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  h = await startHost({ store, tools, sweepIntervalMs: 0 });
  const created = await result(h.url, "tools/call", { name: "ask", arguments: {} });
  await pollUntil(h.url, created.taskId, (t) => t.status === "input_required");
  expect(h.host.stats().workers).toBe(1);
  state.broken = true;
  await vi.advanceTimersByTimeAsync(1000);
  return { base, host: h };
}

describe("the re-read of a task waiting for input", () => {
  it("stops the work once the store no longer has the task", async () => {
    const { base, host } = await waiting("not_found");
    await vi.waitFor(() => expect(host.host.stats().workers).toBe(0));
    await base.close();
  });

  it("keeps the work when the store fails to answer", async () => {
    const { base, host } = await waiting("unavailable");
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.host.stats().workers).toBe(1);
    await host.close();
    await base.close();
  });

  it("reports a read the host cannot make sense of through onError", async () => {
    const { base, host } = await waiting("garbage");
    await vi.waitFor(() => expect(host.errors.length).toBeGreaterThan(0));
    expect(host.errors[0]).toBeInstanceOf(TypeError);
    await base.close();
  });
});
