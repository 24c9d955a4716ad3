/**
 * The task stores under write load: `apply` per second and its p50/p99 latency with 1, 8 and 32 concurrent writers on
 * the memory store, PGlite and a PostgreSQL server, beside pgbench's simple-update script (`-N`) with the same number
 * of connections on the same server, which is the engine's own limit on this machine; and the updates a naive
 * read-modify-write store loses under the same load. The server is a throwaway cluster with default durability
 * settings (fsync and synchronous_commit on), started from Debian's binaries for this run.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { memoryStore, postgresStore, type TaskStore } from "mcp-tasks/store";
import { startCluster } from "./pg-cluster.js";
import { naiveStore } from "./naive-store.js";
import type { Section } from "./report.js";
import { fmt, median, percentDown } from "./stats.js";
import { applyLoad, pgbenchInit, pgbenchTps, seedTasks, type StoreLoad } from "./store-load.js";

const LEVELS = [1, 8, 32] as const;
const TASKS = 1_000;

interface Row {
  subject: string;
  writers: number;
  load: StoreLoad;
}

async function migrated(store: TaskStore): Promise<TaskStore> {
  const done = await store.migrate();
  if (!done.ok) throw new Error(`migrate: ${done.error.message}`);
  return store;
}

/** Measures every store at every level, pgbench beside PostgreSQL; returns the RESULTS.md section. */
export async function runStore(options: { quick: boolean }): Promise<Section> {
  const seconds = options.quick ? 1 : 8;
  const rounds = options.quick ? 1 : 3;
  const rows: Row[] = [];
  const pgbench = new Map<number, number[]>();
  const ratios = new Map<number, number[]>();

  const memory = memoryStore();
  const memoryIds = await seedTasks(memory, "m", TASKS);
  const lite = await PGlite.create();
  const liteStore = await migrated(postgresStore(lite, { table: "bench_tasks" }));
  const liteIds = await seedTasks(liteStore, "l", options.quick ? 100 : TASKS);
  const cluster = startCluster({ maxConnections: 100 });
  try {
    pgbenchInit(cluster);
    for (let round = 0; round < rounds; round++) {
      for (const writers of LEVELS) {
        rows.push({ subject: "memory", writers, load: await applyLoad(memory, memoryIds, writers, seconds, 16) });
        rows.push({ subject: "PGlite", writers, load: await applyLoad(liteStore, liteIds, writers, seconds) });
        const pool = new pg.Pool({ connectionString: cluster.url, max: writers });
        try {
          const table = `bench_${round}_${writers}`;
          const store = await migrated(postgresStore(pool, { table }));
          const ids = await seedTasks(store, "p", TASKS);
          const tps = pgbenchTps(cluster, writers, seconds);
          const load = await applyLoad(store, ids, writers, seconds);
          rows.push({ subject: "PostgreSQL", writers, load });
          pgbench.set(writers, [...(pgbench.get(writers) ?? []), tps]);
          ratios.set(writers, [...(ratios.get(writers) ?? []), load.perSecond / tps]);
          rows.push({
            subject: "PostgreSQL, naive foil",
            writers,
            load: await applyLoad(naiveStore(pool, table, store), ids, writers, seconds),
          });
          const quiet = await migrated(postgresStore(pool, { table, notify: false }));
          rows.push({
            subject: "PostgreSQL, notify: false",
            writers,
            load: await applyLoad(quiet, ids, writers, seconds),
          });
        } finally {
          await pool.end();
        }
      }
    }
  } finally {
    cluster.stop();
    await lite.close();
  }
  return section(rows, pgbench, ratios, seconds, rounds);
}

function section(
  rows: Row[],
  pgbench: Map<number, number[]>,
  ratios: Map<number, number[]>,
  seconds: number,
  rounds: number,
): Section {
  const subjects = [...new Set(rows.map((r) => r.subject))];
  const cell = (subject: string, writers: number, pick: (l: StoreLoad) => number): number =>
    median(rows.filter((r) => r.subject === subject && r.writers === writers).map((r) => pick(r.load)));
  const lines = [
    "| Subject | writers | applies/s | p50 | p99 | lost updates | vs pgbench -N |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const writers of LEVELS) {
    lines.push(
      `| pgbench -N (same server) | ${writers} | ${fmt(median(pgbench.get(writers) ?? []))} tps | | | | 100% |`,
    );
    for (const subject of subjects) {
      const ratio = subject === "PostgreSQL" ? `${percentDown(median(ratios.get(writers) ?? []))}%` : "";
      const lost = rows
        .filter((r) => r.subject === subject && r.writers === writers)
        .reduce((n, r) => n + r.load.lost, 0);
      lines.push(
        `| ${subject} | ${writers} | ${fmt(cell(subject, writers, (l) => l.perSecond))} | ${fmt(cell(subject, writers, (l) => l.p50Ms))} ms | ${fmt(cell(subject, writers, (l) => l.p99Ms))} ms | ${lost} | ${ratio} |`,
      );
    }
  }
  const at8 = median(ratios.get(8) ?? []);
  const p99 = cell("PostgreSQL", 8, (l) => l.p99Ms);
  const memoryBest = Math.max(...LEVELS.map((w) => cell("memory", w, (l) => l.perSecond)));
  const body = `Each writer is an async loop applying \`update\` events (each one a change) to one of ${TASKS} working tasks picked at
random; a PostgreSQL writer has its own pooled connection (pg.Pool with max = writers), PGlite has its one in-process
connection, the memory store none. pgbench runs its simple-update script (\`-N\`: three statements in a transaction)
with as many connections on the same server, right before the store's run at the same level. An apply is one
statement (the conditional UPDATE) when the store starts from the task's current state, the one it last read or wrote,
and a read more when that guess is stale; the NOTIFY for watchers follows the commit, one statement for several
writers' changes. Lost updates are acknowledged changes the final
versions do not account for; the naive foil writes back without checking the version. ${seconds} s per run, ${rounds}
round(s); medians over rounds, lost updates summed. Memory latencies are sampled on every 16th apply.

${lines.join("\n")}`;
  return {
    id: "store",
    title: "Task stores under write load",
    body,
    targets: [
      {
        target: "PostgreSQL apply vs pgbench -N, 8 writers",
        goal: ">= 50% of its tps",
        measured: `${percentDown(at8)}%`,
        pass: at8 >= 0.5,
      },
      { target: "PostgreSQL apply p99, 8 writers", goal: "<= 20 ms", measured: `${fmt(p99)} ms`, pass: p99 <= 20 },
      { target: "memory store applies/s", goal: ">= 500,000", measured: fmt(memoryBest), pass: memoryBest >= 500_000 },
    ],
  };
}
