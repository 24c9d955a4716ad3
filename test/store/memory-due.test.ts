/**
 * The memory sweep visits only the tasks its due index files, not every stored task. Property: whatever the TTLs,
 * TTL changes, completions and sweep times, each sweep expires and deletes exactly the tasks a full scan of the
 * stored states says are due. A broken index (one that drops a task it files a second time) is the foil.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTask, isTerminal, type TaskState } from "../../src/machine/index.js";
import { DueIndex } from "../../src/store/memory-due.js";
import { sweepRows, type SweptRow } from "../../src/store/memory-sweep.js";
import { memoryStore } from "../../src/store/index.js";

const BASE = Date.parse("2030-01-01T00:00:00Z");
const iso = (ms: number): string => new Date(BASE + ms).toISOString();
const RETENTION = 700;

const steps = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant("create" as const),
      ttl: fc.option(fc.integer({ min: 0, max: 3000 })),
      at: fc.integer({ min: 0, max: 5000 }),
    }),
    fc.record({ kind: fc.constant("complete" as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant("ttl" as const), pick: fc.nat(), ttl: fc.option(fc.integer({ min: 0, max: 3000 })) }),
    fc.record({ kind: fc.constant("sweep" as const), at: fc.integer({ min: 0, max: 9000 }) }),
  ),
  { maxLength: 60 },
);

/** What a full scan of the stored states says a sweep at `at` expires and deletes. */
function expected(states: Iterable<TaskState>, at: number): { expired: number; deleted: number } {
  let expired = 0;
  let deleted = 0;
  for (const s of states) {
    if (s.ttlMs === null) continue;
    const deadline = Date.parse(s.createdAt) + s.ttlMs;
    if (deadline > at) continue;
    if (!isTerminal(s.status)) expired += 1;
    else if (deadline + RETENTION <= at) deleted += 1;
  }
  return { expired, deleted };
}

describe("the memory store's due index", () => {
  it("makes every sweep expire and delete exactly what a full scan finds due", async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (script) => {
        const store = memoryStore({ retentionMs: RETENTION });
        const scope = { owner: "o" };
        const ids: string[] = [];
        const states = new Map<string, TaskState>();
        for (const step of script) {
          if (step.kind === "create") {
            const made = createTask({ taskId: `t-${ids.length}`, now: iso(step.at), ttlMs: step.ttl });
            if (!made.ok) throw new Error(made.error.message);
            const stored = await store.create(made.state, scope);
            if (!stored.ok) throw new Error(stored.error.message);
            ids.push(made.state.taskId);
            states.set(made.state.taskId, stored.value.state);
            continue;
          }
          if (step.kind === "sweep") {
            const want = expected(states.values(), BASE + step.at);
            const swept = await store.sweep(iso(step.at));
            expect(swept).toEqual({ ok: true, value: want });
            for (const id of ids) {
              const read = await store.get(id, scope);
              if (read.ok) states.set(id, read.value.state);
              else states.delete(id);
            }
            continue;
          }
          if (ids.length === 0) continue;
          const id = ids[step.pick % ids.length]!;
          const event =
            step.kind === "complete"
              ? ({ type: "complete", now: iso(0), result: { content: [] } } as const)
              : ({ type: "update", now: iso(0), ttlMs: step.ttl } as const);
          const applied = await store.apply(id, event, scope);
          if (applied.ok) states.set(id, applied.value.state);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("foil: an index that loses a task it files again leaves a task unswept", async () => {
    /** Forgets every id filed a second time, as an index that does not re-file what is not due yet would. */
    class Forgetful extends DueIndex {
      readonly #seen = new Set<string>();
      override add(taskId: string, due: number): void {
        if (this.#seen.has(taskId)) return;
        this.#seen.add(taskId);
        super.add(taskId, due);
      }
    }
    const made = createTask({ taskId: "t-1", now: iso(0), ttlMs: 1050 });
    if (!made.ok) throw new Error(made.error.message);
    const rows = new Map<string, SweptRow>([
      ["t-1", { owner: "o", state: made.state, version: 1, expires: BASE + 1050 }],
    ]);
    let reports = 0;
    for (const index of [new DueIndex(), new Forgetful()]) {
      index.add("t-1", BASE + 1050);
      const target = {
        rows: new Map(rows),
        due: index,
        retentionMs: RETENTION,
        expire: (taskId: string, row: SweptRow, state: TaskState) =>
          target.rows.set(taskId, { ...row, state, version: row.version + 1 }),
        remove: (taskId: string) => void target.rows.delete(taskId),
      };
      // The first sweep comes just before the TTL, in the same bucket (the task is filed again), the second after it.
      expect(await sweepRows(target, iso(1010), BASE + 1010)).toEqual({ expired: 0, deleted: 0 });
      const report = await sweepRows(target, iso(1500), BASE + 1500);
      reports += report.expired;
      if (index instanceof Forgetful) expect(report.expired).toBe(0);
      else expect(report.expired).toBe(1);
    }
    expect(reports).toBe(1);
  });
});
