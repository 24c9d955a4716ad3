/**
 * The memory store's refusals of unusable scopes, client shares, task ids and options: each says which input is
 * wrong, in words a caller can show, and the bounds on lengths and counts are exact.
 */
import { describe, expect, it } from "vitest";
import { memoryStore, type OwnerScope } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const throwing = (key: string) =>
  Object.defineProperty({ owner: "alice" }, key, {
    get() {
      throw new Error("boom");
    },
  }) as OwnerScope;
/** A result as one line: its code and message, or "accepted". */
const message = (r: { ok: boolean; error?: { code: string; message: string } }) =>
  r.ok ? "accepted" : `${r.error?.code}: ${r.error?.message}`;

describe("memoryStore's refusals of unusable input", () => {
  it("names what is wrong with a scope's owner, and takes an owner of exactly the longest length", async () => {
    const store = memoryStore();
    expect(message(await store.get("a", null as unknown as OwnerScope))).toBe("invalid: scope.owner must be a string");
    expect(message(await store.get("a", undefined as unknown as OwnerScope))).toBe(
      "invalid: scope.owner must be a string",
    );
    expect(message(await store.get("a", throwing("owner")))).toBe("invalid: the scope could not be read");
    expect(message(await store.get("a", { owner: "o".repeat(1025) }))).toBe(
      "invalid: scope.owner is longer than 1024 characters",
    );
    expect(message(await store.create(task("a"), { owner: "o".repeat(1024) }))).toBe("accepted");
  });

  it("names what is wrong with a client share, and takes a key of exactly the longest length", async () => {
    const store = memoryStore();
    const client = (c: unknown) => ({ ...alice, client: c }) as OwnerScope;
    expect(message(await store.create(task("a"), client(5)))).toBe("invalid: scope.client must be an object");
    expect(message(await store.create(task("a"), client(null)))).toBe("invalid: scope.client must be an object");
    expect(message(await store.create(task("a"), throwing("client")))).toBe("invalid: scope.client could not be read");
    const share = (key: unknown, maxLiveTasks: unknown) => client({ key, maxLiveTasks, maxTasks: 5 });
    expect(message(await store.create(task("a"), share("k".repeat(1025), 5)))).toBe(
      "invalid: scope.client.key must be a string of at most 1024 characters",
    );
    const counts = "invalid: scope.client.maxLiveTasks and maxTasks must be non-negative safe integers";
    for (const bad of ["5", 1.5, -1]) expect(message(await store.create(task("a"), share("k", bad)))).toBe(counts);
    expect(message(await store.create(task("a"), share("k".repeat(1024), 0)))).toBe(
      "limit: this client already holds 0 live tasks",
    );
    expect(message(await store.create(task("a"), share("k".repeat(1024), 1)))).toBe("accepted");
  });

  it("says which per-owner bound a create reached", async () => {
    const live = memoryStore({ maxLiveTasksPerOwner: 0 });
    expect(message(await live.create(task("a"), alice))).toBe("limit: this owner already holds 0 live tasks");
    const stored = memoryStore({ maxTasksPerOwner: 0 });
    expect(message(await stored.create(task("a"), alice))).toBe(
      "limit: this owner already holds 0 tasks, finished ones included",
    );
  });

  it("falls back to the default for a negative bound", async () => {
    const store = memoryStore({ maxTasksPerOwner: -1 });
    expect(message(await store.create(task("a"), alice))).toBe("accepted");
  });

  it("names what is wrong with a task id or a list of them", async () => {
    const store = memoryStore();
    const noop = () => {};
    expect(message(await store.get("", alice))).toBe("invalid: taskId must be a non-empty string");
    expect(message(await store.get("t".repeat(1025), alice))).toBe("invalid: taskId is longer than 1024 characters");
    const watch = async (ids: unknown) => message(await store.watch(ids as string[], noop, alice));
    expect(await watch("a")).toBe("invalid: taskIds must be an array of strings");
    expect(await watch(Array.from({ length: 1025 }, (_, i) => `t${i}`))).toBe(
      "invalid: watch takes at most 1024 task ids",
    );
    expect(await watch([, "a"])).toBe("invalid: taskIds[0] is missing");
    expect(await watch(["a", ""])).toBe("invalid: taskIds[1]: taskId must be a non-empty string");
    const unreadable = Object.defineProperty([], 0, {
      get() {
        throw new Error("boom");
      },
      enumerable: true,
    });
    expect(await watch(unreadable)).toBe("invalid: taskIds could not be read");
  });
});
