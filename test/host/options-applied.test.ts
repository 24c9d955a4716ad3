/** What the host does with its store options (the default store's limits, a store passed in left open) and where its
 * errors go when no onError is given. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTasksHost, type HostOptions, type TasksHost } from "../../src/host/index.js";
import { memoryStore } from "../../src/store/index.js";
import { read, rpc } from "./fetch-client.js";
import { testTools } from "./harness.js";

const hosts: TasksHost[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

function hostOf(options: Partial<HostOptions>): TasksHost {
  const made = createTasksHost({ tools: testTools, onError: () => undefined, ...options } as HostOptions);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  hosts.push(made.value);
  return made.value;
}

const call = (name: string, headers: Record<string, string> = {}) =>
  rpc("tools/call", { name, arguments: {} }, headers);

describe("the default store", () => {
  it("holds maxTasksPerOwner stored tasks, finished ones included, for the one owner of all clients", async () => {
    const host = hostOf({ maxTasksPerOwner: 2 });
    for (let i = 0; i < 2; i++) expect((await host.fetch(call("tool_error"))).status).toBe(200);
    const refused = await read(await host.fetch(call("tool_error")));
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({
      code: -32603,
      message:
        "Service unavailable: the server holds as many tasks as it can (this owner already holds 2 tasks, finished ones included)",
      data: { reason: "store-unavailable" },
    });
  });

  it("keeps an owner the owner function names to maxLiveTasksPerOwner live tasks", async () => {
    const host = hostOf({ maxLiveTasksPerOwner: 1, owner: (request) => request.headers.get("x-user") ?? "nobody" });
    expect((await host.fetch(call("cancellable", { "x-user": "alice" }))).status).toBe(200);
    expect((await host.fetch(call("cancellable", { "x-user": "bob" }))).status).toBe(200);
    const refused = await read(await host.fetch(call("cancellable", { "x-user": "alice" })));
    expect(refused.status).toBe(429);
    expect(refused.body.error.data).toEqual({ reason: "live-task-limit" });
  });
});

describe("the store the host made", () => {
  it("is closed with the host, so work admitted during the close is stopped, not left running", async () => {
    const stopped: unknown[] = [];
    const probe = {
      name: "probe",
      taskSupport: "required" as const,
      inputSchema: { type: "object" as const },
      run: (_args: unknown, ctx: { signal: AbortSignal }) =>
        new Promise<{ content: [] }>((resolve) =>
          ctx.signal.addEventListener("abort", () => {
            stopped.push(ctx.signal.reason);
            resolve({ content: [] });
          }),
        ),
    };
    let admit: (owner: string) => void = () => undefined;
    const made = createTasksHost({
      tools: [probe],
      onError: () => undefined,
      owner: () => new Promise<string>((resolve) => (admit = resolve)),
    } as HostOptions);
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    const answer = made.value.fetch(call("probe"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await made.value.close();
    admit("alice");
    expect((await answer).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped.map(String)).toEqual(["Error: the server could not follow the task in its store"]);
  });
});

describe("a store passed in", () => {
  it("stays open after the host closes", async () => {
    const store = memoryStore();
    const made = createTasksHost({ tools: testTools, store });
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    await made.value.close();
    const watched = await store.watch(["t"], () => undefined, { owner: "anonymous" });
    expect(watched.ok).toBe(true);
    if (watched.ok) watched.value();
    await store.close();
  });
});

describe("errors without onError", () => {
  it("go to console.error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("auth backend down");
    const host = hostOf({
      onError: undefined,
      owner: () => {
        throw failure;
      },
    });
    expect((await host.fetch(rpc("tasks/get", { taskId: "x" }))).status).toBe(500);
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
