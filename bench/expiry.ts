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

/** CPU time this process used so far, in ms: unlike wall-clock time, it leaves out time spent descheduled. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The longest gap between timer turns while `work` runs, in ms of wall-clock time and of this process's CPU time. */
async function longestBlock(
  work: () => Promise<unknown>,
): Promise<{ wall: number; cpu: number; turns: number; over20: number }> {
  let last = performance.now();
  let lastCpu = cpuMs();
  const worst = { wall: 0, cpu: 0, turns: 0, over20: 0 };
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    const cpu = cpuMs();
    worst.wall = Math.max(worst.wall, now - last);
    worst.cpu = Math.max(worst.cpu, cpu - lastCpu);
    worst.turns += 1;
    if (cpu - lastCpu > 20) worst.over20 += 1;
    last = now;
    lastCpu = cpu;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work();
  running = false;
  tick();
  return worst;
}

const block = (b: { wall: number; cpu: number; turns: number; over20: number }): string =>
  `longest event-loop block ${b.wall.toFixed(1)} ms wall-clock, ${b.cpu.toFixed(1)} ms CPU; ${b.over20} of ${b.turns} gaps over 20 ms CPU`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const memoryOnly = process.argv[3] === "memory";
const cluster = memoryOnly ? undefined : startCluster({ maxConnections: 40 });
const rows: string[] = [];
try {
  if (cluster !== undefined) {
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
  }

  const memory: TaskStore = memoryStore({ maxTasksPerOwner: COUNT + 1 });
  for (let i = 0; i < COUNT; i++) await memory.create(working(`m-${i}`), owner);
  let memoryReport: unknown;
  let memoryMs = 0;
  const swept = await longestBlock(async () => {
    memoryMs = await timed(async () => (memoryReport = await memory.sweep(LATER)));
  });
  const plain = new Map(Array.from({ length: COUNT }, (_, i) => [i, working(`p-${i}`)] as const));
  const loopBlock = await longestBlock(async () => {
    for (const [key, s] of plain) plain.set(key, { ...s, status: "failed" });
  });
  rows.push(
    `| memory sweep | ${COUNT.toLocaleString("en")} | ${(memoryMs / 1000).toFixed(2)} s | ${JSON.stringify(memoryReport)}; ${block(swept)} | |`,
    `| one synchronous loop over as many tasks (peer) | ${COUNT.toLocaleString("en")} | | ${block(loopBlock)} | |`,
  );
} finally {
  cluster?.stop();
}
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(
  `_Measured ${new Date().toISOString()} · ${cpu} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version}._\n`,
);
console.log("| Subject | tasks | time | outcome | vs peer |\n| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
