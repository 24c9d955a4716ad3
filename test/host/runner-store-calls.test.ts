/**
 * What the runner asks of the task store: the scope a new task is created with, how often a task waiting for input
 * is re-read, and that work returning after close could not fail its task writes nothing more.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { quietHost, startTask } from "./fetch-client.js";

const asking: HostTool = {
  name: "asking",
  taskSupport: "required",
  inputSchema: { type: "object" },
  run: async (_args, context) => {
    await context.requestInput({
      who: {
        method: "elicitation/create",
        params: { mode: "form", message: "Who?", requestedSchema: { type: "object", properties: {} } },
      },
    });
    return { content: [] };
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the store a task is created in", () => {
  it("gets only the owner when an owner function binds owners (no client share)", async () => {
    const base = memoryStore();
    const scopes: object[] = [];
    const store: TaskStore = {
      ...base,
      create: (state, scope) => {
        scopes.push(scope);
        return base.create(state, scope);
      },
    };
    const host = quietHost({ store, tools: [asking], owner: () => "alice" });
    await startTask(host, "asking");
    expect(scopes).toHaveLength(1);
    expect(Object.keys(scopes[0]!)).toEqual(["owner"]);
    expect(scopes[0]).toStrictEqual({ owner: "alice" });
    await host.close();
    await base.close();
  });
});

describe("a task waiting for input", () => {
  it.each([
    [3000, 2500, 0, 1],
    [200, 900, 0, 1],
  ])("is re-read every max(1000, pollIntervalMs=%i) ms (none in %i ms)", async (pollIntervalMs, quiet, none, one) => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const base = memoryStore();
    let reads = 0;
    const store: TaskStore = {
      ...base,
      get: (taskId, scope) => {
        reads++;
        return base.get(taskId, scope);
      },
    };
    const host = quietHost({ store, tools: [asking], pollIntervalMs, sweepIntervalMs: 0 });
    await startTask(host, "asking");
    await vi.advanceTimersByTimeAsync(10);
    reads = 0;
    await vi.advanceTimersByTimeAsync(quiet);
    expect(reads).toBe(none);
    await vi.advanceTimersByTimeAsync(Math.max(1000, pollIntervalMs) - quiet);
    expect(reads).toBe(one);
    const closed = host.close();
    await vi.advanceTimersByTimeAsync(0);
    await closed;
    await base.close();
  });
});

describe("work that returns after close", () => {
  it("does not end a task whose failure the store refused", async () => {
    const base = memoryStore();
    const store: TaskStore = {
      ...base,
      apply: (taskId, event, scope) =>
        event.type === "fail"
          ? Promise.resolve({ ok: false, error: { code: "unavailable", message: "down" } })
          : base.apply(taskId, event, scope),
    };
    const tool: HostTool = {
      name: "heeding",
      taskSupport: "required",
      inputSchema: { type: "object" },
      run: (_args, context) =>
        new Promise((resolve) =>
          context.signal.addEventListener("abort", () => resolve({ content: [{ type: "text", text: "late" }] })),
        ),
    };
    const errors: unknown[] = [];
    const host = quietHost({
      store,
      tools: [tool],
      onError: (e) => errors.push(e),
      closeGraceMs: 2000,
      owner: () => "alice",
    });
    const taskId = await startTask(host, "heeding");
    await host.close();
    const stored = await base.get(taskId, { owner: "alice" });
    expect(stored.ok && stored.value.state.status).toBe("working");
    expect(errors).toEqual([]);
    await base.close();
  });
});
