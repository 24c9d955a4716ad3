/**
 * Expiry at scale: how long one sweep takes to expire 100,000 tasks whose TTL elapsed, on PostgreSQL (a throwaway
 * cluster) and in memory, beside the per-task path measured in the same run (the peer: one compare-and-set `apply`
 * of the `expire` event per task, 8 at a time, as sweeps did before they were set-based), and how long the memory
 * sweep holds the event loop at most, beside one synchronous loop over the same tasks.
 *
 * Run: `npx tsx bench/expiry.ts [tasks]` after `npm run build`; prints a markdown section for bench/RESULTS.md.
 */
import { cpus, totalmem } from "node:os";
import pg from "pg";
import { createTask, type TaskState } from "mcp-tasks/machine";
import { memoryStore, postgresStore, type TaskStore } from "mcp-tasks/store";
import { startCluster } from "./pg-cluster.js";

const COUNT = Number(process.argv[2] ?? 100_000);
const BASE = Date.parse("2030-01-01T00:00:00Z");
const LATER = new Date(BASE + 120_000).toISOString();
const owner = { owner: "flood" };

const working = (taskId: string): TaskState => {
  const created = createTask({ taskId, now: new Date(BASE).toISOString(), ttlMs: 60_000 });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
};

/** Inserts `count` working tasks due at BASE + 60 s in one statement. */
async function seed(pool: pg.Pool, table: string, count: number): Promise<void> {
  await pool.query(
    `INSERT INTO ${table} (task_id, owner, state, version, live, created_at_ms, expires_at_ms)
     SELECT 'x-' || i, 'flood', jsonb_set($1::jsonb, '{taskId}', to_jsonb('x-' || i)), 1, true, $2, $3
     FROM generate_series(1, ${count}) AS i`,
    [JSON.stringify(working("seed")), BASE, BASE + 60_000],
  );
}

/** The longest gap between timer turns while `work` runs, in ms. */
async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let worst = 0;
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work();
  running = false;
  worst = Math.max(worst, performance.now() - last);
  return worst;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const cluster = startCluster({ maxConnections: 40 });
const rows: string[] = [];
try {
  const pool = new pg.Pool({ connectionString: cluster.url, max: 8 });
  const limits = { maxTasksPerOwner: COUNT + 1, retentionMs: 3_600_000 };
  const setBased = postgresStore(pool, { table: "expiry_set", ...limits });
  const perTask = postgresStore(pool, { table: "expiry_each", ...limits });
  for (const store of [setBased, perTask]) if (!(await store.migrate()).ok) throw new Error("migrate");
  await seed(pool, "expiry_set", COUNT);
  await seed(pool, "expiry_each", COUNT);
  let report: unknown;
  const sweepMs = await timed(async () => (report = await setBased.sweep(LATER)));
  const eachMs = await timed(async () => {
    for (let i = 1; i <= COUNT; i += 8) {
      const batch = [];
      for (let k = i; k < i + 8 && k <= COUNT; k++)
        batch.push(perTask.apply(`x-${k}`, { type: "expire", now: LATER }, owner));
      await Promise.all(batch);
    }
  });
  rows.push(
    `| PostgreSQL, set-based sweep | ${COUNT.toLocaleString("en")} | ${(sweepMs / 1000).toFixed(2)} s | ${JSON.stringify(report)} | ${(eachMs / sweepMs).toFixed(1)}× faster |`,
    `| PostgreSQL, one apply per task, 8 at a time (peer) | ${COUNT.toLocaleString("en")} | ${(eachMs / 1000).toFixed(2)} s | | 1× |`,
  );
  await setBased.close();
  await perTask.close();
  await pool.end();

  const memory: TaskStore = memoryStore({ maxTasksPerOwner: COUNT + 1 });
  for (let i = 0; i < COUNT; i++) await memory.create(working(`m-${i}`), owner);
  let memoryReport: unknown;
  let memoryMs = 0;
  const block = await longestBlock(async () => {
    memoryMs = await timed(async () => (memoryReport = await memory.sweep(LATER)));
  });
  const plain = new Map(Array.from({ length: COUNT }, (_, i) => [i, working(`p-${i}`)] as const));
  const loopBlock = await longestBlock(async () => {
    for (const [key, s] of plain) plain.set(key, { ...s, status: "failed" });
  });
  rows.push(
    `| memory sweep | ${COUNT.toLocaleString("en")} | ${(memoryMs / 1000).toFixed(2)} s | ${JSON.stringify(memoryReport)}; longest event-loop block ${block.toFixed(1)} ms | |`,
    `| one synchronous loop over as many tasks (peer) | ${COUNT.toLocaleString("en")} | | longest event-loop block ${loopBlock.toFixed(1)} ms | |`,
  );
} finally {
  cluster.stop();
}
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(
  `_Measured ${new Date().toISOString()} · ${cpu} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version}._\n`,
);
console.log("| Subject | tasks | time | outcome | vs peer |\n| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
