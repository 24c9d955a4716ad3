/**
 * What close leaves behind: how the tasks it ends are failed, that it waits for work that heeds its signal, that it
 * leaves no timer running and does not close a store it was given; and a sweep timer that has no unref.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTasksHost, type HostTool } from "../../src/host/index.js";
import { memoryStore } from "../../src/store/index.js";
import { quietHost, startTask } from "./fetch-client.js";

/** Work that ends only when its signal aborts, after `lingerMs`; `returned` tells whether it came back. */
function heeding(lingerMs: number): { tool: HostTool; returned: () => boolean } {
  let returned = false;
  const tool: HostTool = {
    name: "heeding",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: (_args, context) =>
      new Promise((resolve) => {
        context.signal.addEventListener("abort", () =>
          setTimeout(() => {
            returned = true;
            resolve({ content: [] });
          }, lingerMs),
        );
      }),
  };
  return { tool, returned: () => returned };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("close", () => {
  it("fails a task it ends with -32603 and the status message 'Server shut down'", async () => {
    const store = memoryStore();
    const work = heeding(0);
    const host = quietHost({ store, tools: [work.tool] });
    const taskId = await startTask(host, "heeding");
    await host.close();
    const stored = await store.get(taskId, { owner: "anonymous" });
    expect(stored.ok && stored.value.state).toMatchObject({
      status: "failed",
      statusMessage: "Server shut down",
      error: { code: -32603, message: "The server shut down before the task finished" },
    });
    await store.close();
  });

  it("waits for work that heeds its signal to return", async () => {
    const store = memoryStore();
    const work = heeding(150);
    const host = quietHost({ store, tools: [work.tool], closeGraceMs: 5000 });
    await startTask(host, "heeding");
    await host.close();
    expect(work.returned()).toBe(true);
    await store.close();
  });

  it("leaves no timer running once it has ended, sweep timer included", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const store = memoryStore();
    const work = heeding(0);
    const host = quietHost({ store, tools: [work.tool], sweepIntervalMs: 1000, closeGraceMs: 5000 });
    await startTask(host, "heeding");
    const closed = host.close();
    await vi.advanceTimersByTimeAsync(0);
    await closed;
    expect(work.returned()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await store.close();
  });

  it("leaves a store it was given open", async () => {
    const store = memoryStore();
    const host = quietHost({ store });
    await host.close();
    const watched = await store.watch(["x"], () => undefined, { owner: "anonymous" });
    expect(watched.ok).toBe(true);
    if (watched.ok) watched.value();
    await store.close();
  });
});

describe("the sweep timer", () => {
  it("is started where setInterval gives a plain number, with no unref", async () => {
    const started: number[] = [];
    vi.stubGlobal("setInterval", (_fn: () => void, ms: number) => started.push(ms));
    vi.stubGlobal("clearInterval", () => undefined);
    const made = createTasksHost({ tools: [], sweepIntervalMs: 1234 });
    expect(made.ok).toBe(true);
    expect(started).toContain(1234);
    vi.unstubAllGlobals();
    if (made.ok) await made.value.close();
  });
});
