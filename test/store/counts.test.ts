/**
 * The memory store's counts behind its bounds: a task is counted for its owner and its client when it is created,
 * however it starts, and stays counted as stored once it ends; what the store cannot reach is checked on the counts.
 */
import { runInNewContext } from "node:vm";
import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { type ClientShare, memoryStore, type StoreOptions } from "../../src/store/index.js";
import { TaskCounts } from "../../src/store/counts.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const NOW = "2026-11-25T10:00:01Z";
const share = (maxLiveTasks: number, maxTasks: number): ClientShare => ({ key: "10.0.0.1", maxLiveTasks, maxTasks });

/** A task created already completed. */
function finished(taskId: string) {
  return { ...task(taskId), status: "completed" as const, result: { content: [], isError: false } };
}

/** A memory store with alice at her bound after one create, with `client` or without. */
async function fullAfterOne(options: StoreOptions, first: "finished" | "ended", client?: ClientShare) {
  const store = memoryStore(options);
  const scope = client === undefined ? alice : { ...alice, client };
  if (first === "finished") expect((await store.create(finished("a"), scope)).ok).toBe(true);
  else {
    expect((await store.create(task("a"), scope)).ok).toBe(true);
    expect((await store.apply("a", { type: "complete", now: NOW, result: { content: [] } }, scope)).ok).toBe(true);
  }
  return { store, scope };
}

describe("memoryStore's stored counts", () => {
  for (const first of ["finished", "ended"] as const) {
    it(`counts a task that is an owner's first and ${first}, against the owner's stored bound`, async () => {
      const { store, scope } = await fullAfterOne({ maxTasksPerOwner: 1 }, first);
      for (const next of [finished("b"), task("c")])
        expect(await store.create(next, scope)).toMatchObject({ ok: false, error: { limit: "stored-tasks" } });
      expect((await store.create(task("d"), { owner: "bob" })).ok).toBe(true);
    });

    it(`counts a task that is a client's first and ${first}, against the client's stored share`, async () => {
      const { store, scope } = await fullAfterOne({}, first, share(5, 1));
      for (const next of [finished("b"), task("c")])
        expect(await store.create(next, scope)).toMatchObject({ ok: false, error: { limit: "client-stored-tasks" } });
      expect((await store.create(task("d"), { ...alice, client: { ...share(5, 1), key: "10.0.0.2" } })).ok).toBe(true);
    });
  }

  it("counts a client's tasks on an owner that already holds tasks created without a client", async () => {
    const store = memoryStore();
    expect((await store.create(task("a"), alice)).ok).toBe(true);
    expect((await store.create(task("b"), { ...alice, client: share(1, 5) })).ok).toBe(true);
    expect(await store.create(task("c"), { ...alice, client: share(1, 5) })).toMatchObject({
      ok: false,
      error: { limit: "client-live-tasks" },
    });
  });
});

describe("TaskCounts, beyond what the memory store asks of it", () => {
  it("counts a live task moved in on its own, for the owner and the client", () => {
    const counts = new TaskCounts();
    counts.addLive("o", "k", 1);
    expect([counts.live("o"), counts.live("o", "k"), counts.stored("o"), counts.stored("o", "k")]).toEqual([
      1, 1, 0, 0,
    ]);
  });

  it("takes a move out for a client it never counted without throwing, moving only the owner", () => {
    const counts = new TaskCounts();
    counts.add("o", undefined, true, 1);
    expect(() => counts.addLive("o", "k", -1)).not.toThrow();
    expect([counts.live("o"), counts.stored("o"), counts.live("o", "k"), counts.stored("o", "k")]).toEqual([
      0, 1, 0, 0,
    ]);
  });

  it("keeps a client's counts when moves out without a client bring the owner's own to zero", () => {
    const counts = new TaskCounts();
    counts.add("o", "k", true, 1);
    counts.addLive("o", undefined, -1);
    counts.add("o", undefined, false, -1);
    expect([counts.live("o"), counts.stored("o"), counts.live("o", "k"), counts.stored("o", "k")]).toEqual([
      0, 0, 1, 1,
    ]);
  });

  it("holds nothing for owners and clients whose tasks are all gone", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const counts = new TaskCounts();
    const churn = (from: number) => {
      for (let i = from; i < from + 100_000; i++) {
        const owner = `owner-${i}`;
        const client = `10.${i}`;
        counts.add(owner, client, true, 1);
        counts.add(owner, undefined, false, 1);
        counts.addLive(owner, client, -1);
        counts.add(owner, client, false, -1);
        counts.add(owner, undefined, false, -1);
      }
    };
    // A first round warms the code up, so the measured one allocates only what the counts keep.
    churn(0);
    gc();
    const before = process.memoryUsage().heapUsed;
    churn(100_000);
    gc();
    // Kept entries would take several megabytes: an owner, its client map and a count per client.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(2_000_000);
    expect(counts.stored("owner-199999")).toBe(0);
  });
});
