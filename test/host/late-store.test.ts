/**
 * A store that answers after the host's deadline: the client is told 503 at once, and what the store does later is
 * undone (a task made for nobody is failed, a watch nobody holds is released). Also the host's other refusals by limit.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { memoryStore, type StoreResult, type TaskStore, type Unsubscribe } from "../../src/store/index.js";
import { isTerminal, pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
import { openListen } from "./sse-client.js";

const tools: HostTool[] = [
  {
    name: "later",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: [{ type: "text", text: "later" }] }),
  },
];
const OWNER = { owner: "anonymous" };
const refused = { ok: false, error: { code: "unavailable", message: "gave up" } } as const;

/** A gate a store call waits on until the test opens it. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  return { wait: new Promise<void>((resolve) => (open = resolve)), open };
}

/** Collects the unhandled rejections while a test runs. */
function rejections(): { seen: unknown[]; stop(): void } {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", listener);
  return { seen, stop: () => process.off("unhandledRejection", listener) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const closing of opened.splice(0)) await closing.close();
});

async function host(store: TaskStore, options: Record<string, unknown> = {}): Promise<RunningHost> {
  const h = await startHost({ store, tools, sweepIntervalMs: 0, storeTimeoutMs: 150, ...options });
  opened.push(h, store);
  return h;
}

describe("a create that lands after its deadline", () => {
  it("is answered 503 Service unavailable, and the task it made is failed as abandoned", async () => {
    const base = memoryStore();
    const late = gate();
    let made = "";
    const store: TaskStore = {
      ...base,
      create: async (state, scope) => {
        made = state.taskId;
        await late.wait;
        return base.create(state, scope);
      },
    };
    const h = await host(store);
    const answer = await request(h.url, "tools/call", { name: "later", arguments: {} });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: -32603,
      message: "Service unavailable: the task store did not answer; retry shortly",
      data: { reason: "store-unavailable" },
    });
    late.open();
    const status = async () => {
      const read = await base.get(made, OWNER);
      return read.ok && read.value.state.status;
    };
    await expect.poll(status, { timeout: 2000 }).toBe("failed");
    const stored = await base.get(made, OWNER);
    expect(stored.ok && stored.value.state).toMatchObject({
      status: "failed",
      statusMessage: "Abandoned",
      error: { code: -32603, message: "The task store answered too late; the task was abandoned" },
    });
  });

  it("leaves nothing to undo when the late create failed", async () => {
    const base = memoryStore();
    const late = gate();
    const store: TaskStore = { ...base, create: () => late.wait.then(() => refused) };
    const h = await host(store);
    const watching = rejections();
    try {
      expect((await request(h.url, "tools/call", { name: "later", arguments: {} })).status).toBe(503);
      late.open();
      await settle();
      expect(watching.seen).toEqual([]);
    } finally {
      watching.stop();
    }
  });
});

describe("a watch that lands after its deadline", () => {
  it("fails the task it was for, and is released once it lands", async () => {
    const base = memoryStore();
    const late = gate();
    let released = 0;
    const store: TaskStore = {
      ...base,
      watch: async (taskIds, listener, scope): Promise<StoreResult<Unsubscribe>> => {
        await late.wait;
        const watched = await base.watch(taskIds, listener, scope);
        return watched.ok ? { ok: true, value: () => (released++, watched.value()) } : watched;
      },
    };
    const h = await host(store);
    const created = await result(h.url, "tools/call", { name: "later", arguments: {} });
    const task = await pollUntil(h.url, created.taskId, isTerminal);
    expect(task.error).toEqual({ code: -32603, message: "The server could not follow the task in its store" });
    expect(released).toBe(0);
    late.open();
    await expect.poll(() => released, { timeout: 1000 }).toBe(1);
  });

  it("leaves nothing to release when the late watch failed", async () => {
    const base = memoryStore();
    const late = gate();
    const store: TaskStore = { ...base, watch: () => late.wait.then(() => refused) };
    const h = await host(store);
    const watching = rejections();
    try {
      const created = await result(h.url, "tools/call", { name: "later", arguments: {} });
      expect((await pollUntil(h.url, created.taskId, isTerminal)).status).toBe("failed");
      late.open();
      await settle();
      expect(watching.seen).toEqual([]);
    } finally {
      watching.stop();
    }
  });
});

describe("refusals by limit", () => {
  it("refuses a client's task beyond its share of stored tasks with 429 stored-task-limit", async () => {
    const h = await host(memoryStore(), { maxTasksPerClient: 1 });
    const first = await result(h.url, "tools/call", { name: "later", arguments: {} });
    await pollUntil(h.url, first.taskId, isTerminal);
    const answer = await request(h.url, "tools/call", { name: "later", arguments: {} });
    expect(answer.status).toBe(429);
    expect(answer.body.error?.code).toBe(-32000);
    expect(answer.body.error?.message).toMatch(
      /^Too many stored tasks: this client created as many tasks as it may hold \(.+\); finished tasks count until their TTL and retention elapse$/,
    );
    expect(answer.body.error?.data).toEqual({ reason: "stored-task-limit" });
  });

  it("refuses a listen stream beyond the server's capacity with 503 stream-capacity", async () => {
    const h = await host(memoryStore(), { maxStreams: 1 });
    const first = await openListen(h.url, { taskIds: [] });
    try {
      const refusal = await openListen(h.url, { taskIds: [] });
      expect(refusal.status).toBe(503);
      expect((await refusal.json()).error).toEqual({
        code: -32000,
        message: "Too many subscriptions: the server holds as many listen streams as it serves; retry later",
        data: { reason: "stream-capacity" },
      });
    } finally {
      first.close();
    }
  });
});
