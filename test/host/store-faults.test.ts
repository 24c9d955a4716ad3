/**
 * A task store that fails, refuses or answers late while a task ends: the outcome is retried or the task failed, a
 * late create or watch is undone, and a sweep that fails is reported; never a task left working for no reason.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { isTerminal, pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "?", requestedSchema: { type: "object" as const, properties: {} } },
};
const unavailable = { ok: false, error: { code: "unavailable", message: "db down" } } as const;

let armed = false;
const tools: HostTool[] = [
  {
    name: "quick",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: () => ((armed = true), text("done")),
  },
  { name: "sync_null", taskSupport: "required", inputSchema: { type: "object" }, run: () => null as never },
  { name: "later", taskSupport: "required", inputSchema: { type: "object" }, run: async () => text("later") },
  {
    name: "ask",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => text(JSON.stringify(await ctx.requestInput({ who: form }))),
  },
];

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const closing of opened.splice(0)) await closing.close();
});

async function host(store: TaskStore, options: Record<string, unknown> = {}): Promise<RunningHost> {
  const h = await startHost({ store, tools, sweepIntervalMs: 0, ...options });
  opened.push(h, store);
  return h;
}

async function ended(h: RunningHost, name: string): Promise<Record<string, any>> {
  const created = await result(h.url, "tools/call", { name, arguments: {} });
  return pollUntil(h.url, created.taskId, isTerminal);
}

describe("writing a task's outcome", () => {
  it("retries while the store is unavailable, each wait longer than the last", async () => {
    const base = memoryStore();
    const attempts: number[] = [];
    const store: TaskStore = {
      ...base,
      apply: (taskId, event, scope) => {
        if (event.type !== "complete") return base.apply(taskId, event, scope);
        attempts.push(performance.now());
        return attempts.length <= 2 ? Promise.resolve(unavailable) : base.apply(taskId, event, scope);
      },
    };
    const h = await host(store);
    const task = await ended(h, "later");
    expect(task.status).toBe("completed");
    expect(attempts).toHaveLength(3);
    // The first wait is 50 ms, the second twice that: timers never fire early.
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(95);
  });

  it("fails the task when the store's machine refuses the outcome as an invalid event", async () => {
    const base = memoryStore();
    const refusal = { code: "invalid_event", message: "not an event" };
    const store: TaskStore = {
      ...base,
      apply: (taskId, event, scope) =>
        event.type === "complete"
          ? Promise.resolve({
              ok: false,
              error: { code: "refused", message: "bad outcome", transition: refusal },
            } as never)
          : base.apply(taskId, event, scope),
    };
    const task = await ended(await host(store), "later");
    expect(task.status).toBe("failed");
    expect(task.error).toEqual({ code: -32603, message: "the task's outcome could not be stored: bad outcome" });
  });

  it("gives up at once on a refusal that is neither invalid nor unavailable", async () => {
    const base = memoryStore();
    const events: string[] = [];
    const store: TaskStore = {
      ...base,
      apply: (taskId, event, scope) => {
        events.push(event.type);
        return event.type === "complete" || event.type === "fail"
          ? Promise.resolve({ ok: false, error: { code: "conflict", message: "lost" } })
          : base.apply(taskId, event, scope);
      },
    };
    const h = await host(store);
    await result(h.url, "tools/call", { name: "later", arguments: {} });
    await expect.poll(() => h.host.stats().workers, { timeout: 1000 }).toBe(0);
    expect(events).toEqual(["complete"]);
    expect(h.errors).toEqual([]);
  });

  it("reports a store that answers a malformed failure, rather than lose the error", async () => {
    const base = memoryStore();
    const store: TaskStore = {
      ...base,
      apply: (taskId, event, scope) =>
        event.type === "complete" ? Promise.resolve({ ok: false } as never) : base.apply(taskId, event, scope),
    };
    const h = await host(store);
    await result(h.url, "tools/call", { name: "later", arguments: {} });
    await expect.poll(() => h.errors.length, { timeout: 1000 }).toBe(1);
    expect(h.errors[0]).toBeInstanceOf(TypeError);
  });

  it("retries when the clock throws while the outcome is written", async () => {
    armed = false;
    const h = await host(memoryStore(), {
      clock: () => {
        if (armed) {
          armed = false;
          throw new Error("clock broke");
        }
        return new Date();
      },
    });
    expect((await ended(h, "quick")).status).toBe("completed");
  });
});

describe("starting a task", () => {
  it("refuses a task the clock cannot date, with -32602 naming why", async () => {
    const h = await host(memoryStore(), { clock: () => new Date(8.64e15) });
    const answer = await request(h.url, "tools/call", { name: "later", arguments: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe(-32602);
    expect(answer.body.error?.message).toMatch(/^Invalid params: now must be an ISO 8601 timestamp/);
  });

  it("does not watch the task of work that returned a plain value at once", async () => {
    const base = memoryStore();
    let watches = 0;
    const store: TaskStore = {
      ...base,
      watch: (ids, listener, scope) => (watches++, base.watch(ids, listener, scope)),
    };
    const task = await ended(await host(store), "sync_null");
    expect(task.error.message).toMatch(/^sync_null returned an invalid tool result/);
    expect(watches).toBe(0);
  });
});

describe("asking for input", () => {
  it("fails the task with the store's reason when it refuses the request", async () => {
    const base = memoryStore();
    const store: TaskStore = {
      ...base,
      apply: (taskId, event, scope) =>
        event.type === "requestInput"
          ? Promise.resolve({ ok: false, error: { code: "conflict", message: "no questions" } })
          : base.apply(taskId, event, scope),
    };
    const task = await ended(await host(store), "ask");
    expect(task.error).toEqual({
      code: -32603,
      message: "ask failed: the input request was refused: no questions",
    });
  });
});

describe("the sweep", () => {
  it("reports a sweep the store fails", async () => {
    const base = memoryStore();
    const h = await host({ ...base, sweep: () => Promise.resolve(unavailable) });
    expect(await h.host.sweep()).toEqual(unavailable);
    expect(h.errors).toEqual([new Error("task store: sweep: db down")]);
  });

  it("answers unavailable, and reports it, when the clock throws", async () => {
    let broken = false;
    const h = await host(memoryStore(), {
      clock: () => {
        if (broken) throw new Error("no time");
        return new Date();
      },
    });
    broken = true;
    const swept = await h.host.sweep();
    expect(swept).toEqual({ ok: false, error: { code: "unavailable", message: expect.stringContaining("no time") } });
    expect(h.errors).toEqual([new Error("no time")]);
  });
});
