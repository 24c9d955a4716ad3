/**
 * Attack: a flood of tasks that all expire at once. The memory sweep yields to the event loop as it goes (a sweep
 * that never yields is the foil), and PostgreSQL expiry is set-based: a few statements per thousand tasks, not two
 * per task, with every expired state exactly what the machine makes. Speed is measured in bench/expiry.ts.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTask, transition, type TaskState } from "../../src/index.js";
import { memoryStore, postgresStore, type SqlClient, type TaskStore } from "../../src/store/index.js";
import { freshTable, serverUrl } from "../store/backends.js";

const BASE = Date.parse("2030-01-01T00:00:00Z");
const LATER = new Date(BASE + 120_000).toISOString();
const state = (i: number): TaskState => {
  const created = createTask({ taskId: `x-${i}`, now: new Date(BASE).toISOString(), ttlMs: 60_000 });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
};

/** Counts event-loop turns (a self-renewing setImmediate, which runs once per turn) while `work` runs. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    turns += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  return turns;
}

describe("the memory sweep of 100,000 expired tasks", () => {
  it("lets the event loop turn at least once per 20 ms of the CPU time it takes", async () => {
    const store = memoryStore({ maxTasksPerOwner: 200_000 });
    for (let i = 0; i < 100_000; i++) await store.create(state(i), { owner: "flood" });
    let report: unknown;
    // CPU time, not wall-clock: time spent descheduled on a shared machine is no slice of ours.
    const cpu = process.cpuUsage();
    const turns = await turnsDuring(async () => (report = await store.sweep(LATER)));
    const { user, system } = process.cpuUsage(cpu);
    const cpuMs = (user + system) / 1000;
    expect(report).toEqual({ ok: true, value: { expired: 100_000, deleted: 0 } });
    // Slices of SWEEP_SLICE_MS (4 ms) give about cpuMs / 4 turns; 20 ms leaves room for collections between them.
    expect(turns).toBeGreaterThanOrEqual(Math.max(10, Math.floor(cpuMs / 20)));
  });

  it("foil: a sweep loop that never yields lets no timer fire", async () => {
    const rows = new Map(Array.from({ length: 100_000 }, (_, i) => [i, state(i)] as const));
    const turns = await turnsDuring(async () => {
      for (const [key, s] of rows) rows.set(key, { ...s, status: "failed" });
    });
    expect(turns).toBeLessThanOrEqual(1);
  });
});

describe.skipIf(serverUrl() === "")("PostgreSQL expiry of 5,000 tasks", () => {
  it("takes a few statements per thousand tasks and writes exactly the machine's expired state", async () => {
    const table = freshTable();
    const pool = new pg.Pool({ connectionString: serverUrl(), max: 8 });
    let statements = 0;
    const counting: SqlClient = {
      query: (text: string, params?: unknown[]) => {
        statements += 1;
        return pool.query(text, params as unknown[]);
      },
    };
    const store: TaskStore = postgresStore(counting, { table, maxTasksPerOwner: 10_000, retentionMs: 3_600_000 });
    try {
      expect((await store.migrate()).ok).toBe(true);
      const created = state(-1);
      await pool.query(
        `INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms)
         SELECT 'x-' || i, 'flood', jsonb_set($1::jsonb, '{taskId}', to_jsonb('x-' || i)), 1, true, $2, $3
         FROM generate_series(0, 4999) AS i`,
        [JSON.stringify(created), BASE, BASE + 60_000],
      );
      statements = 0;
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 5000, deleted: 0 } });
      expect(statements).toBeLessThan(40);
      const expected = transition(state(4321), { type: "expire", now: LATER });
      if (!expected.ok) throw new Error("expire");
      expect(await store.get("x-4321", { owner: "flood" })).toEqual({
        ok: true,
        value: { state: JSON.parse(JSON.stringify(expected.state)), version: 2 },
      });
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
    } finally {
      await store.close();
      await pool.end();
    }
  });
});
