/**
 * Attack: without an owner function every client is the owner "anonymous", and each instance on one store used to
 * count a client's share in its own process, so a client at its share on A got a full share again on B. The store
 * now counts each client's share beside the owner (a column on PostgreSQL, counted under the owner's lock), so the
 * share holds across instances while another client keeps its own. Foil: a per-process count fails the property.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import type { OwnerScope, StoreResult, StoredTask, TaskStore } from "../../src/store/index.js";
import type { TaskState } from "../../src/machine/index.js";
import { startHost, type RunningHost } from "../host/harness.js";
import { attackStores } from "./host-stores.js";
import { postFrom } from "./from-address.js";

const tools: HostTool[] = [
  {
    name: "forever",
    inputSchema: { type: "object" },
    run: (_a, ctx) =>
      new Promise((_r, reject) => ctx.signal.addEventListener("abort", () => reject(ctx.signal.reason))),
  },
  { name: "quick", inputSchema: { type: "object" }, run: () => ({ content: [{ type: "text", text: "done" }] }) },
];

const SHARE = { maxLiveTasksPerClient: 3, maxTasksPerClient: 5, sweepIntervalMs: 0, tools };

/** Two hosts, one per store, with per-client shares of 3 live and 5 stored tasks. */
async function twoHosts(stores: [TaskStore, TaskStore]): Promise<[RunningHost, RunningHost]> {
  return [await startHost({ ...SHARE, store: stores[0] }), await startHost({ ...SHARE, store: stores[1] })];
}

/** What the store answers a client at its live share on A when it asks B, and what another client gets from B. */
async function liveAcross([a, b]: [RunningHost, RunningHost], flooder: string, other: string) {
  for (let i = 0; i < 3; i++) {
    const made = await postFrom(a.url, flooder, "tools/call", { name: "forever", arguments: {} });
    expect(made.body!.result?.resultType).toBe("task");
  }
  const onB = await postFrom(b.url, flooder, "tools/call", { name: "forever", arguments: {} });
  const otherOnB = await postFrom(b.url, other, "tools/call", { name: "forever", arguments: {} });
  return { onB, otherOnB };
}

for (const backend of attackStores) {
  describe(`one client's share holds across two instances (${backend.name})`, () => {
    let hosts: [RunningHost, RunningHost];
    let close: () => Promise<void>;
    beforeAll(async () => {
      const opened = await backend.open();
      close = opened.close;
      hosts = await twoHosts(opened.stores);
    });
    afterAll(async () => {
      await Promise.all(hosts.map((h) => h.close()));
      await close();
    });

    it("live tasks: at its share on A, the client is refused on B with 429; another client still gets a task", async () => {
      const { onB, otherOnB } = await liveAcross(hosts, "127.0.0.2", "127.0.0.3");
      expect(onB.status).toBe(429);
      expect(onB.retryAfter).toMatch(/^[1-9][0-9]*$/);
      expect(onB.body!.error).toMatchObject({ code: -32000, data: { reason: "live-task-limit" } });
      expect(onB.body!.error.message).toMatch(/this client runs as many tasks as it may/);
      expect(otherOnB.body!.result?.resultType).toBe("task");
    });

    it("stored tasks: finished tasks on A count on B too; another client still gets a task", async () => {
      const [a, b] = hosts;
      for (let i = 0; i < 5; i++) {
        const made = await postFrom(i % 2 === 0 ? a.url : b.url, "127.0.0.4", "tools/call", {
          name: "quick",
          arguments: {},
        });
        expect(made.body!.result?.resultType).toBe("task");
      }
      const refused = await postFrom(b.url, "127.0.0.4", "tools/call", { name: "quick", arguments: {} });
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toMatch(/^[1-9][0-9]*$/);
      expect(refused.body!.error.data.reason).toBe("stored-task-limit");
      expect(refused.body!.error.message).toMatch(/this client created as many tasks as it may hold/);
      const other = await postFrom(a.url, "127.0.0.5", "tools/call", { name: "quick", arguments: {} });
      expect(other.body!.result?.resultType).toBe("task");
    });

    it("no internal error: every host error collected is none", () => {
      expect(hosts.flatMap((h) => h.errors)).toEqual([]);
    });
  });
}

/**
 * The old design as a foil: each instance counts a client's live tasks in its own process and hands the store no
 * client. On two instances the flooder gets a second full share, so the property above fails.
 */
function perProcessCount(store: TaskStore): TaskStore {
  const live = new Map<string, number>();
  return {
    ...store,
    migrate: () => store.migrate(),
    get: (id, scope) => store.get(id, scope),
    apply: (id, event, scope) => store.apply(id, event, scope),
    sweep: (now) => store.sweep(now),
    watch: (ids, listener, scope) => store.watch(ids, listener, scope),
    close: () => store.close(),
    async create(state: TaskState, scope: OwnerScope): Promise<StoreResult<StoredTask>> {
      const client = scope.client;
      if (client === undefined) return store.create(state, scope);
      const mine = live.get(client.key) ?? 0;
      if (mine >= client.maxLiveTasks)
        return { ok: false, error: { code: "limit", message: "per process", limit: "client-live-tasks" } };
      live.set(client.key, mine + 1);
      return store.create(state, { owner: scope.owner });
    },
  };
}

describe("foil: a per-process count lets a client take a full share on every instance", () => {
  for (const backend of attackStores) {
    it(`${backend.name}: the flooder gets a task on B`, async () => {
      const opened = await backend.open();
      const hosts = await twoHosts([perProcessCount(opened.stores[0]), perProcessCount(opened.stores[1])]);
      try {
        const { onB, otherOnB } = await liveAcross(hosts, "127.0.0.6", "127.0.0.7");
        expect(onB.body!.result?.resultType).toBe("task");
        expect(otherOnB.body!.result?.resultType).toBe("task");
      } finally {
        await Promise.all(hosts.map((h) => h.close()));
        await opened.close();
      }
    });
  }
});
