/**
 * Both stores against hostile callers and clients: events whose fields answer differently on each read, states that
 * are not JSON data, clients that answer with garbage, listen adapters that throw, watchers that mutate what they
 * get; and watch across a deletion, defined the same on both backends.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { createTask, type TaskState } from "../../src/machine/index.js";
import { memoryStore, postgresStore, type TaskStore } from "../../src/store/index.js";

const NOW = "2026-11-22T10:00:00Z";
const me = { owner: "me" };
const state = (taskId = "t-1", ttlMs: number | null = 60_000): TaskState => {
  const created = createTask({ taskId, now: NOW, ttlMs });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
};

let shared: Promise<PGlite> | undefined;
let tables = 0;
const lite = (): Promise<PGlite> => (shared ??= PGlite.create());
async function pgliteStore(options: { retentionMs?: number } = {}): Promise<TaskStore> {
  const db = await lite();
  const store = postgresStore(db, { table: `hostile_${++tables}`, ...options });
  const migrated = await store.migrate();
  if (!migrated.ok) throw new Error(migrated.error.message);
  return store;
}
const backends: Array<[string, (options?: { retentionMs?: number }) => Promise<TaskStore>]> = [
  ["memory", async (options) => memoryStore(options)],
  ["PGlite", pgliteStore],
];
afterAll(async () => (await shared)?.close());

/** An event whose statusMessage is a string when checked and an object when read again. */
function twoFaced(): object {
  let reads = 0;
  return {
    type: "cancel",
    now: NOW,
    get statusMessage() {
      reads += 1;
      return reads === 1 ? "ok" : { not: "a string" };
    },
  };
}

describe.each(backends)("%s", (_name, open) => {
  it("answers an event whose fields cannot be read, never rejecting", async () => {
    const store = await open();
    await store.create(state(), me);
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error("boom");
        },
      },
    );
    const getter = {
      get type() {
        throw new Error("boom");
      },
      now: NOW,
    };
    for (const event of [proxy, getter]) {
      const applied = await store.apply("t-1", event as never, me);
      expect(applied.ok).toBe(false);
    }
    await store.close();
  });

  it("reads each field of an event once, so what is stored is what was checked", async () => {
    const store = await open();
    await store.create(state(), me);
    const applied = await store.apply("t-1", twoFaced() as never, me);
    const got = await store.get("t-1", me);
    expect(applied.ok && applied.value.state.statusMessage).toBe("ok");
    expect(got.ok && got.value.state.statusMessage).toBe("ok");
  });

  it("refuses, alike, states that are not JSON data or whose id it could not read back", async () => {
    const store = await open();
    const cyclic: Record<string, unknown> = { content: [] };
    cyclic.self = cyclic;
    const refused = [
      { ...state("t-1"), status: "completed", result: cyclic },
      { ...state("t-2"), toJSON: () => ({ ...state("victim"), status: "completed", result: {} }) },
      { ...state("t-3"), status: "completed", result: { when: new Date(0) } },
      { ...state("t-4"), status: "completed", result: { gone: undefined } },
      state("x".repeat(2000)),
      state("t-\u0000"),
    ];
    for (const candidate of refused) expect((await store.create(candidate as TaskState, me)).ok).toBe(false);
    expect((await store.get("victim", me)).ok).toBe(false);
  });

  it("hands out frozen changes and states: a watcher cannot change what the caller or another watcher sees", async () => {
    const store = await open();
    await store.create(state(), me);
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      await store.watch(
        ["t-1"],
        (change) => {
          try {
            (change.state as { status: string }).status = "completed";
          } catch {
            // Frozen: the assignment throws in strict mode.
          }
          seen.push(change.state?.status ?? "deleted");
        },
        me,
      );
    }
    const applied = await store.apply("t-1", { type: "update", now: NOW, statusMessage: "x" }, me);
    expect(applied.ok && applied.value.state.status).toBe("working");
    expect(applied.ok && Object.isFrozen(applied.value.state)).toBe(true);
    expect(seen).toEqual(["working", "working"]);
  });

  it("reports a deletion once, then a task created again under the id from its own version 1", async () => {
    const store = await open({ retentionMs: 0 });
    const seen: Array<[number, string | null]> = [];
    await store.watch(["t-1"], (c) => seen.push([c.version, c.state?.status ?? null]), me);
    await store.create(state("t-1", 1000), me);
    await store.apply("t-1", { type: "cancel", now: NOW }, me);
    await store.sweep("2026-11-22T10:00:02Z");
    await store.sweep("2026-11-22T10:00:03Z");
    await store.create(state("t-1", 1000), me);
    await store.apply("t-1", { type: "cancel", now: NOW }, me);
    expect(seen).toEqual([
      [1, "working"],
      [2, "cancelled"],
      [3, null],
      [1, "working"],
      [2, "cancelled"],
    ]);
  });
});

describe("postgresStore on a client that misbehaves", () => {
  for (const [label, rows] of [
    ["null", null],
    ["a number", 5],
    ["an object", { length: 1 }],
    ["a list holding null", [null]],
  ] as const) {
    it(`answers unavailable when rows is ${label}`, async () => {
      const store = postgresStore({ query: async () => ({ rows }) as never });
      for (const call of [
        store.get("t-1", me),
        store.apply("t-1", { type: "cancel", now: NOW }, me),
        store.create(state(), me),
        store.sweep(NOW),
      ]) {
        const answer = await call;
        expect(answer.ok === false && answer.error.code).toBe("unavailable");
      }
    });
  }

  it("answers unavailable when the listen adapter throws at once, and closes when it gave no stop function", async () => {
    const db = await lite();
    const throwing = postgresStore(db, {
      table: `hostile_${++tables}`,
      listen: (() => {
        throw new Error("no listen");
      }) as never,
    });
    const watched = await throwing.watch(["t-1"], () => undefined, me);
    expect(watched.ok === false && watched.error.code).toBe("unavailable");
    const odd = postgresStore(db, { table: `hostile_${++tables}`, listen: (async () => "not a function") as never });
    expect((await odd.watch(["t-1"], () => undefined, me)).ok).toBe(true);
    await expect(odd.close()).resolves.toBeUndefined();
  });
});
