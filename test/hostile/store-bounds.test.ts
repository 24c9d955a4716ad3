/**
 * Attacks on the per-owner bounds. Stored tasks are bounded, finished ones included, on the memory store and on
 * PostgreSQL; nothing is evicted early to make room. On PostgreSQL the live-task limit is exact under concurrency:
 * 64 racing creates against a limit of 5 create exactly 5, through one instance or two. The foil is the unserialized
 * statement the store used before (a count inside the INSERT), which overshoots under the same race.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTask, type TaskState } from "../../src/index.js";
import { memoryStore, postgresStore, type StoreOptions, type TaskStore } from "../../src/store/index.js";
import { freshTable, openServerStore, serverUrl } from "../store/backends.js";
import { startHost } from "../host/harness.js";
import { pollUntil, request, result } from "../server/client.js";

const BASE = Date.parse("2030-01-01T00:00:00Z");
let made = 0;
const task = (ttlMs: number | null = 60_000): TaskState => {
  made += 1;
  const created = createTask({ taskId: `b-${process.pid}-${made}`, now: new Date(BASE).toISOString(), ttlMs });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
};

interface Opened {
  stores: TaskStore[];
  /** The task table, for a database. */
  table?: string;
  close(): Promise<void>;
}
const backends: Array<{ name: string; open(options: StoreOptions, instances?: number): Promise<Opened> }> = [
  {
    name: "memory",
    async open(options) {
      const store = memoryStore(options);
      return { stores: [store], close: () => store.close() };
    },
  },
];
if (serverUrl() !== "")
  backends.push({
    name: "PostgreSQL",
    async open(options, instances = 1) {
      const table = freshTable();
      const opened: Array<Awaited<ReturnType<typeof openServerStore>>> = [];
      for (let i = 0; i < instances; i++) opened.push(await openServerStore(serverUrl(), { ...options, table }, 16));
      return {
        stores: opened.map((o) => o.store),
        table,
        close: async () => void (await Promise.all(opened.map((o) => o.close()))),
      };
    },
  });

describe.each(backends)("stored tasks per owner on $name", (backend) => {
  it("counts finished tasks, refuses past the bound with a reason, evicts nothing, and admits again after retention", async () => {
    const { stores, close } = await backend.open({ maxTasksPerOwner: 5, retentionMs: 1000 });
    const store = stores[0]!;
    const owner = { owner: "hoarder" };
    try {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const state = task();
        expect((await store.create(state, owner)).ok).toBe(true);
        const now = new Date(BASE + 1).toISOString();
        expect((await store.apply(state.taskId, { type: "complete", now, result: { content: [] } }, owner)).ok).toBe(
          true,
        );
        ids.push(state.taskId);
      }
      const refused = await store.create(task(), owner);
      expect(refused).toMatchObject({ ok: false, error: { code: "limit", limit: "stored-tasks" } });
      expect(refused.ok ? "" : refused.error.message).toMatch(/finished ones included/);
      expect((await store.create(task(), { owner: "someone else" })).ok).toBe(true);
      // Nothing was evicted to make room, and nothing goes before its TTL and retention.
      for (const id of ids) expect((await store.get(id, owner)).ok).toBe(true);
      await store.sweep(new Date(BASE + 60_000 + 999).toISOString());
      for (const id of ids) expect((await store.get(id, owner)).ok).toBe(true);
      expect((await store.sweep(new Date(BASE + 61_000).toISOString())).ok).toBe(true);
      for (const id of ids) expect((await store.get(id, owner)).ok).toBe(false);
      expect((await store.create(task(), owner)).ok).toBe(true);
    } finally {
      await close();
    }
  });

  it("has a default bound of 10,000 tasks per owner", async () => {
    const { stores, table, close } = await backend.open({});
    const store = stores[0]!;
    try {
      if (backend.name === "memory") {
        for (let i = 0; i < 10_000; i++) expect((await store.create(task(null), { owner: "many" })).ok).toBe(true);
      } else {
        // Ten thousand rows in one statement, then the store's own create meets the bound.
        const client = new pg.Client({ connectionString: serverUrl() });
        await client.connect();
        await client.query(
          `INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms)
           SELECT 'bulk-' || i, 'many', $1::jsonb, 1, false, 0, NULL FROM generate_series(1, 10000) AS i`,
          [JSON.stringify({ ...task(null), status: "completed", result: { content: [] } })],
        );
        await client.end();
      }
      expect(await store.create(task(null), { owner: "many" })).toMatchObject({
        ok: false,
        error: { code: "limit", limit: "stored-tasks" },
      });
    } finally {
      await close();
    }
  });
});

/** Creates `n` live tasks at once, spread over `stores`; resolves to how many were created. */
async function race(stores: TaskStore[], n: number, owner: string): Promise<number> {
  const outcomes = await Promise.all(
    Array.from({ length: n }, (_, i) => stores[i % stores.length]!.create(task(), { owner })),
  );
  for (const o of outcomes) if (!o.ok) expect(o.error).toMatchObject({ code: "limit", limit: "live-tasks" });
  return outcomes.filter((o) => o.ok).length;
}

describe.skipIf(serverUrl() === "")("the live-task limit on PostgreSQL under concurrency", () => {
  it("64 concurrent creates against a limit of 5 create exactly 5, through one instance", async () => {
    const { stores, close } = await backend().open({ maxLiveTasksPerOwner: 5 }, 1);
    try {
      for (let round = 0; round < 3; round++) expect(await race(stores, 64, `one-${round}`)).toBe(5);
    } finally {
      await close();
    }
  });

  it("64 concurrent creates against a limit of 5 create exactly 5, through two instances", async () => {
    const { stores, close } = await backend().open({ maxLiveTasksPerOwner: 5 }, 2);
    try {
      for (let round = 0; round < 3; round++) expect(await race(stores, 64, `two-${round}`)).toBe(5);
    } finally {
      await close();
    }
  });

  it("foil: the same race through an unserialized count-and-insert overshoots the limit", async () => {
    const table = freshTable();
    const pool = new pg.Pool({ connectionString: serverUrl(), max: 16 });
    try {
      expect((await postgresStore(pool, { table }).migrate()).ok).toBe(true);
      let worst = 0;
      for (let round = 0; round < 5 && worst <= 5; round++) {
        const owner = `foil-${round}`;
        await Promise.all(
          Array.from({ length: 64 }, (_, i) =>
            pool.query(
              `INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms)
               SELECT $1, $2, '{}'::jsonb, 1, true, 0, NULL
               WHERE (SELECT count(*) FROM ${table} WHERE owner = $2 AND live) < 5`,
              [`${owner}-${i}`, owner],
            ),
          ),
        );
        const { rows } = await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE owner = $1`, [owner]);
        worst = Math.max(worst, (rows[0] as { n: number }).n);
      }
      expect(worst).toBeGreaterThan(5);
    } finally {
      await pool.end();
    }
  });
});

function backend() {
  return backends.find((b) => b.name === "PostgreSQL")!;
}

describe.each(backends)("the host over $name at an owner's stored-task bound", (backend) => {
  it("answers 429 with Retry-After and a reason once finished tasks fill the bound", async () => {
    const { stores, close } = await backend.open({ maxTasksPerOwner: 3 });
    const h = await startHost({ store: stores[0]!, owner: () => "hoarder", sweepIntervalMs: 0 });
    try {
      for (let i = 0; i < 3; i++) {
        const made = await result(h.url, "tools/call", { name: "work", arguments: { ms: 1 } });
        await pollUntil(h.url, made.taskId, (t) => t.status === "completed");
      }
      const refused = await request(h.url, "tools/call", { name: "work", arguments: { ms: 1 } });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({ code: -32000, data: { reason: "stored-task-limit" } });
      expect(refused.body.error!.message).toMatch(/^Too many stored tasks: /);
    } finally {
      await h.close();
      await close();
    }
  });
});

describe.each(backends)("a two-faced event given to the $name store directly", (backend) => {
  it("is read once: what the machine checked is what is stored", async () => {
    const { stores, close } = await backend.open({});
    const owner = { owner: "two-faced" };
    try {
      const state = task();
      expect((await stores[0]!.create(state, owner)).ok).toBe(true);
      let reads = 0;
      const content = {
        type: "text",
        get text() {
          return ++reads === 1 ? "fine" : 42;
        },
      };
      const now = new Date(BASE + 1).toISOString();
      const applied = await stores[0]!.apply(
        state.taskId,
        { type: "complete", now, result: { content: [content] } },
        owner,
      );
      expect(applied.ok).toBe(true);
      const read = await stores[0]!.get(state.taskId, owner);
      expect(read.ok && (read.value.state.result as { content: Array<{ text: unknown }> }).content[0]!.text).toBe(
        "fine",
      );
    } finally {
      await close();
    }
  });
});
