/**
 * Races on a real PostgreSQL server, 16 connections: fast-check drives concurrent random events against shared tasks
 * (landing events against each other, colliding input keys, updates), and every task's acknowledged history must be a
 * legal run of the machine ending in the stored state. A naive read-modify-write store must fail the same property.
 */
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTask, type TaskEvent, type TaskState } from "../../src/index.js";
import { postgresStore, type TaskStore } from "../../src/store/index.js";
import { freshTable, serverUrl } from "./backends.js";
import { eventOf, illegality, ops, record, type Ack, type Op } from "./history.js";
import { naiveStore, type Writer } from "../../bench/naive-store.js";

const url = serverUrl();
const BASE = Date.parse("2026-11-25T10:00:00Z");
const owner = { owner: "racer" };
const stranger = { owner: "stranger" };

let run = 0;
/** Races `ops` on fresh tasks through `writer`, then checks every task's history; resolves to the first illegality. */
async function race(store: TaskStore, writer: Writer, list: readonly Op[], tasks: number): Promise<string | undefined> {
  run += 1;
  const initial: TaskState[] = [];
  for (let i = 0; i < tasks; i++) {
    const created = createTask({ taskId: `r${run}-${i}`, now: new Date(BASE).toISOString(), ttlMs: 1_000 });
    if (!created.ok) throw new Error(created.error.message);
    const stored = await store.create(created.state, owner);
    if (!stored.ok) throw new Error(stored.error.message);
    initial.push(created.state);
  }
  const acks: Ack[] = [];
  const outcomes = await Promise.all(
    list.map(async (op) => {
      const taskId = initial[op.task]!.taskId;
      const event = eventOf(op, BASE);
      // A stranger racing alongside must learn nothing: exactly what an unknown task gets.
      if (op.message === "z") {
        const foreign = await writer.apply(taskId, event, stranger);
        const unknown = await writer.apply(`${taskId}-unknown`, event, stranger);
        if (JSON.stringify(foreign) !== JSON.stringify(unknown)) return `a stranger got ${JSON.stringify(foreign)}`;
      }
      const result = record(acks, taskId, event, await writer.apply(taskId, event, owner));
      return !result.ok && result.error.code !== "refused" && result.error.code !== "conflict"
        ? `apply failed: ${result.error.message}`
        : undefined;
    }),
  );
  const failed = outcomes.find((o) => o !== undefined);
  if (failed !== undefined) return failed;
  for (const state of initial) {
    // A last cancel lands every task that is still live, so each ends with exactly one terminal status.
    const end: TaskEvent = { type: "cancel", now: new Date(BASE + 5_000).toISOString() };
    record(acks, state.taskId, end, await writer.apply(state.taskId, end, owner));
    const final = await store.get(state.taskId, owner);
    if (!final.ok) return `the task ${state.taskId} is gone: ${final.error.message}`;
    const wrong = illegality(
      state,
      acks.filter((a) => a.taskId === state.taskId),
      final.value,
    );
    if (wrong !== undefined) return `${state.taskId}: ${wrong}`;
  }
  return undefined;
}

describe.skipIf(url === "")("races on PostgreSQL (16 connections)", () => {
  let pool: pg.Pool;
  let table: string;
  let store: TaskStore;
  // Compare-and-set writes that lost to another writer: the proof that the writers really raced.
  let lost = 0;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 16 });
    table = freshTable();
    const counting = {
      query: async (text: string, params?: unknown[]) => {
        const result = await pool.query(text, params);
        if (text.includes("UPDATE") && result.rows.length === 0) lost += 1;
        return result;
      },
    };
    store = postgresStore(counting, { table, maxRetries: 64 });
    const migrated = await store.migrate();
    if (!migrated.ok) throw new Error(migrated.error.message);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
  });

  it("holds 16 connections at once while racing", async () => {
    const held = await Promise.all(Array.from({ length: 16 }, () => pool.connect()));
    const { rows } = await held[0]!.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
    );
    held.forEach((c) => c.release());
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(16);
  });

  it("keeps every task's acknowledged history a legal run of the machine, whatever races", async () => {
    await fc.assert(
      fc.asyncProperty(ops(3, 30, 60), async (list) => {
        const wrong = await race(store, store, list, 3);
        if (wrong !== undefined) throw new Error(wrong);
      }),
      { numRuns: 25 },
    );
    expect(lost).toBeGreaterThan(0);
  });

  it("keeps histories legal when writes alternate between two instances, each starting from the states it last saw", async () => {
    // Each instance keeps its own last-seen states, so every other write starts from a stale guess.
    const other = postgresStore(pool, { table, maxRetries: 64 });
    let turn = 0;
    const alternating: Writer = {
      apply: (taskId, event, scope) => ((turn++ & 1) === 0 ? store : other).apply(taskId, event, scope),
      get: (taskId, scope) => store.get(taskId, scope),
    };
    try {
      await fc.assert(
        fc.asyncProperty(ops(3, 30, 60), async (list) => {
          const wrong = await race(store, alternating, list, 3);
          if (wrong !== undefined) throw new Error(wrong);
        }),
        { numRuns: 10 },
      );
    } finally {
      await other.close();
    }
  });

  it("catches the naive read-modify-write foil losing updates under the same property", async () => {
    const foil = naiveStore(pool, table, store);
    const found = await fc.check(
      fc.asyncProperty(ops(3, 30, 60), async (list) => {
        const wrong = await race(store, foil, list, 3);
        if (wrong !== undefined) throw new Error(wrong);
      }),
      { numRuns: 12, endOnFailure: true },
    );
    expect(found.failed).toBe(true);
    expect(String(found.errorInstance)).toMatch(
      /versions|lost update|not the machine's outcome|last acknowledged|after the terminal|twice/,
    );
  });
});
