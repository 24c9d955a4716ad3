/**
 * What a client gets when the task store refuses: a new task (limits, invalid, unavailable, conflict, other) and
 * tasks/get, tasks/update and tasks/cancel (a failure, a throw), with the host's onError told when it is the store's fault.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memoryStore, type StoreError, type TaskStore } from "../../src/store/index.js";
import { request } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";

/** What the wrapped store does instead of its work: a refusal to return, or a throw. */
type Failure = StoreError | "throw" | undefined;
const failures: { create: Failure; read: Failure } = { create: undefined, read: undefined };

function failed<T>(failure: Failure, call: () => Promise<T>): Promise<T> {
  if (failure === "throw") return Promise.reject(new Error("store is down"));
  if (failure !== undefined) return Promise.resolve({ ok: false, error: failure } as T);
  return call();
}

/** A memory store that fails create, or get and apply, as `failures` says. */
function refusingStore(): TaskStore {
  const inner = memoryStore();
  return {
    migrate: () => inner.migrate(),
    create: (state, scope) => failed(failures.create, () => inner.create(state, scope)),
    get: (taskId, scope) => failed(failures.read, () => inner.get(taskId, scope)),
    apply: (taskId, event, scope) => failed(failures.read, () => inner.apply(taskId, event, scope)),
    sweep: (now) => inner.sweep(now),
    watch: (taskIds, listener, scope) => inner.watch(taskIds, listener, scope),
    close: () => inner.close(),
  };
}

let owned: RunningHost;
let shared: RunningHost;
beforeAll(async () => {
  owned = await startHost({ store: refusingStore(), owner: () => "alice" });
  shared = await startHost({ store: refusingStore() });
});
afterAll(async () => {
  await owned.close();
  await shared.close();
});
beforeEach(() => {
  failures.create = undefined;
  failures.read = undefined;
  owned.errors.length = 0;
  shared.errors.length = 0;
});

const start = (h: RunningHost) => request(h.url, "tools/call", { name: "work", arguments: {} });
const messages = (h: RunningHost) => h.errors.map((e) => (e as Error).message);

describe("a store that refuses a new task", () => {
  it.each([
    ["stored-tasks", 429, "Too many stored tasks: full; finished tasks count until their TTL and retention elapse"],
    ["live-tasks", 429, "Too many live tasks: full; wait for one to finish or cancel one"],
    [
      "client-stored-tasks",
      429,
      "Too many stored tasks: this client created as many tasks as it may hold (full); finished tasks count until their TTL and retention elapse",
    ],
  ] as const)("answers the owner's limit %s with %i", async (limit, status, message) => {
    failures.create = { code: "limit", limit, message: "full" };
    const answer = await start(owned);
    expect(answer.status).toBe(status);
    expect(answer.body.error?.code).toBe(-32000);
    expect(answer.body.error?.message).toBe(message);
    expect(owned.errors).toEqual([]);
  });

  it("answers a limit without an owner function as the server's capacity (503), but a client's share with 429", async () => {
    failures.create = { code: "limit", limit: "stored-tasks", message: "full" };
    const capacity = await start(shared);
    expect(capacity.status).toBe(503);
    expect(capacity.body.error).toEqual({
      code: -32603,
      message: "Service unavailable: the server holds as many tasks as it can (full)",
      data: { reason: "store-unavailable" },
    });
    failures.create = { code: "limit", limit: "client-stored-tasks", message: "full" };
    const share = await start(shared);
    expect(share.status).toBe(429);
    expect(share.body.error?.message).toMatch(
      /^Too many stored tasks: this client created as many tasks as it may hold/,
    );
  });

  it.each([
    ["with", () => owned],
    ["without", () => shared],
  ] as const)("answers an invalid task with -32602, %s an owner function", async (_, host) => {
    failures.create = { code: "invalid", message: "ttl too long" };
    const answer = await start(host());
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: -32602, message: "Invalid params: ttl too long" });
    expect(host().errors).toEqual([]);
  });

  it.each(["unavailable", "conflict"] as const)("answers %s with 503 and tells onError", async (code) => {
    failures.create = { code, message: "timed out" };
    const answer = await start(owned);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: -32603,
      message: "Service unavailable: the task store did not answer; retry shortly",
      data: { reason: "store-unavailable" },
    });
    expect(messages(owned)).toEqual([`task store refused a new task: ${code}: timed out`]);
  });

  it("answers any other refusal with -32603 and tells onError", async () => {
    failures.create = { code: "exists", message: "taken" };
    const answer = await start(owned);
    expect(answer.status).toBe(500);
    expect(answer.body.error).toEqual({ code: -32603, message: "Internal error: the task could not be created" });
    expect(messages(owned)).toEqual(["task store refused a new task: exists: taken"]);
  });
});

describe("a store that fails the task methods", () => {
  const get = () => request(owned.url, "tasks/get", { taskId: "t1" });

  it("answers a throw with 503, as a store that did not answer", async () => {
    failures.read = "throw";
    const answer = await get();
    expect(answer.status).toBe(503);
    expect(answer.body.error?.message).toBe("Service unavailable: the task store did not answer; retry shortly");
    expect(messages(owned)).toEqual(["task store: unavailable: store is down"]);
  });

  it.each(["unavailable", "conflict"] as const)("answers %s with 503", async (code) => {
    failures.read = { code, message: "busy" };
    const answer = await request(owned.url, "tasks/cancel", { taskId: "t1" });
    expect(answer.status).toBe(503);
    expect(answer.body.error?.data).toEqual({ reason: "store-unavailable" });
    expect(messages(owned)).toEqual([`task store: ${code}: busy`]);
  });

  it("answers invalid with -32602 and keeps onError quiet", async () => {
    failures.read = { code: "invalid", message: "bad id" };
    const answer = await get();
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: -32602, message: "Invalid params: bad id" });
    expect(owned.errors).toEqual([]);
  });

  it("answers any other failure with -32603", async () => {
    failures.read = { code: "exists", message: "odd" };
    const answer = await get();
    expect(answer.status).toBe(500);
    expect(answer.body.error).toEqual({ code: -32603, message: "Internal error: the task store failed" });
    expect(messages(owned)).toEqual(["task store: exists: odd"]);
  });

  it("answers a refused tasks/update with -32602 naming the refusal", async () => {
    failures.read = { code: "refused", message: "not waiting for input" };
    const answer = await request(owned.url, "tasks/update", {
      taskId: "t1",
      inputResponses: { who: { action: "decline" } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: -32602, message: "Invalid inputResponses: not waiting for input" });
  });
});
