/**
 * Expiry at scale: how long one sweep takes to expire 100,000 tasks whose TTL elapsed, on PostgreSQL (a throwaway
 * cluster) and in memory, beside the per-task path measured in the same run (the peer: one compare-and-set `apply`
 * of the `expire` event per task, 8 at a time, as sweeps did before they were set-based), and how long the memory
 * sweep holds the event loop at most, beside one synchronous loop over the same tasks: every gap between timer turns,
 * with the garbage-collection pauses (perf_hooks 'gc' entries) that fell inside it, so that a long gap is told apart
 * as collection or as our code.
 *
 * Run: `npx tsx bench/expiry.ts [tasks]` after `npm run build`; prints a markdown section for bench/RESULTS.md.
 */
import { cpus, loadavg, totalmem } from "node:os";
import { PerformanceObserver } from "node:perf_hooks";
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

/** One garbage-collection pause of the main thread, as perf_hooks reports it. */
interface GcPause {
  readonly start: number;
  readonly ms: number;
  readonly kind: string;
}

const GC_KINDS: Record<number, string> = {
  1: "scavenge",
  2: "mark-compact",
  4: "mark-compact",
  8: "incremental",
  16: "weak callbacks",
};

/**
 * Every gap between timer turns while `work` runs (wall-clock), each with the GC pauses that fell inside it, so a
 * long gap is attributed to collection or to our code.
 */
async function gapsDuring(work: () => Promise<unknown>): Promise<Gaps> {
  const pauses: GcPause[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
      pauses.push({ start: entry.startTime, ms: entry.duration, kind: GC_KINDS[kind] ?? `kind ${kind}` });
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  const gaps: Array<{ from: number; to: number; cpu: number }> = [];
  let last = performance.now();
  let lastCpu = cpuMs();
  let running = true;
  const tick = (): void => {
    const now = performance.now();
    const cpu = cpuMs();
    gaps.push({ from: last, to: now, cpu: cpu - lastCpu });
    last = now;
    lastCpu = cpu;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work();
  running = false;
  tick();
  // GC entries are delivered asynchronously: let them arrive before reading them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  let longest = 0;
  let unexplained = 0;
  let unexplainedOver20 = 0;
  let cpu = 0;
  for (const gap of gaps) {
    const ms = gap.to - gap.from;
    const gc = pauses.filter((p) => p.start >= gap.from && p.start < gap.to).reduce((sum, p) => sum + p.ms, 0);
    longest = Math.max(longest, ms);
    unexplained = Math.max(unexplained, ms - gc);
    if (ms - gc > 20) unexplainedOver20 += 1;
    cpu = Math.max(cpu, gap.cpu);
  }
  const during = pauses.filter((p) => p.start >= (gaps[0]?.from ?? 0) && p.start <= last);
  return {
    turns: gaps.length,
    longest,
    unexplained,
    unexplainedOver20,
    cpu,
    over20: gaps.filter((g) => g.to - g.from > 20).length,
    gc: during,
  };
}

interface Gaps {
  readonly turns: number;
  readonly longest: number;
  readonly unexplained: number;
  readonly unexplainedOver20: number;
  readonly cpu: number;
  readonly over20: number;
  readonly gc: readonly GcPause[];
}

const gcText = (gc: readonly GcPause[]): string => {
  const long = gc.filter((p) => p.ms > 20).map((p) => `${p.kind} ${p.ms.toFixed(1)} ms`);
  const max = gc.reduce((m, p) => Math.max(m, p.ms), 0);
  return `${gc.length} GC pauses, longest ${max.toFixed(1)} ms${long.length > 0 ? `; over 20 ms: ${long.join(", ")}` : "; none over 20 ms"}`;
};

const gapText = (g: Gaps): string =>
  `longest gap ${g.longest.toFixed(1)} ms wall-clock (${g.cpu.toFixed(1)} ms CPU); longest not explained by GC ${g.unexplained.toFixed(1)} ms; ${g.over20} of ${g.turns} gaps over 20 ms, ${g.unexplainedOver20} of them beyond their GC pauses; ${gcText(g.gc)}`;

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
  const swept = await gapsDuring(async () => {
    memoryMs = await timed(async () => (memoryReport = await memory.sweep(LATER)));
  });
  const plain = new Map(Array.from({ length: COUNT }, (_, i) => [i, working(`p-${i}`)] as const));
  const loop = await gapsDuring(async () => {
    for (const [key, s] of plain) plain.set(key, { ...s, status: "failed" });
  });
  rows.push(
    `| memory sweep (slices of 4 ms) | ${COUNT.toLocaleString("en")} | ${(memoryMs / 1000).toFixed(2)} s | ${JSON.stringify(memoryReport)}; ${gapText(swept)} | |`,
    `| one synchronous loop over as many tasks (peer) | ${COUNT.toLocaleString("en")} | | ${gapText(loop)} | |`,
  );
} finally {
  cluster?.stop();
}
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(
  `_Measured ${new Date().toISOString()} · ${cpu} · ${cpus().length} cores · ${(totalmem() / 2 ** 30).toFixed(1)} GiB · Node ${process.version} · load average ${loadavg()[0]!.toFixed(1)}._\n`,
);
console.log("| Subject | tasks | time | outcome | vs peer |\n| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
