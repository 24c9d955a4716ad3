/**
 * The load of the store benchmark: W writers, each applying `update` events (always a change) to tasks picked at
 * random, for a fixed time; and pgbench's simple-update script on the same server with the same connections.
 */
import { spawnSync } from "node:child_process";
import { createTask, type TaskEvent } from "mcp-tasks/machine";
import type { Applied, StoreResult, TaskStore } from "mcp-tasks/store";
import { quantile } from "./stats.js";

/** What writers need of a store: apply, and get for the final count (the naive foil has only these). */
type Writer = Pick<TaskStore, "apply" | "get">;

/** One measured load. */
export interface StoreLoad {
  readonly applies: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Applies acknowledged as changes that the final versions do not account for. */
  readonly lost: number;
}

const owner = { owner: "bench" };
const BASE = Date.parse("2026-11-25T10:00:00Z");

/** Creates `count` working tasks without a TTL; returns their ids. */
export async function seedTasks(store: TaskStore, prefix: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = createTask({ taskId: `${prefix}-${i}`, now: new Date(BASE).toISOString(), ttlMs: null });
    if (!created.ok) throw new Error(created.error.message);
    const stored = await store.create(created.state, owner);
    if (!stored.ok) throw new Error(`create: ${stored.error.message}`);
    ids.push(created.state.taskId);
  }
  return ids;
}

/**
 * Runs `writers` concurrent loops of apply for `seconds`, timing every `sample`th apply, then reads every task to
 * count lost updates: acknowledged changes beyond what the versions grew by.
 */
export async function applyLoad(
  writer: Writer,
  ids: readonly string[],
  writers: number,
  seconds: number,
  sample = 1,
): Promise<StoreLoad> {
  const before = await versions(writer, ids);
  const latencies: number[] = [];
  let applies = 0;
  let acknowledged = 0;
  let failure: string | undefined;
  let tick = 0;
  // Events are made before the clock starts, so the run measures the store rather than date formatting.
  const events: TaskEvent[] = Array.from({ length: 8_192 }, (_, i) => ({
    type: "update",
    now: new Date(BASE + i).toISOString(),
    statusMessage: `step ${i}`,
  }));
  const started = performance.now();
  const until = started + seconds * 1000;
  const loop = async (): Promise<void> => {
    while (failure === undefined && performance.now() < until) {
      tick += 1;
      const taskId = ids[Math.floor(Math.random() * ids.length)]!;
      const event = events[tick % events.length]!;
      const timed = tick % sample === 0;
      const t0 = timed ? performance.now() : 0;
      const result: StoreResult<Applied> = await writer.apply(taskId, event, owner);
      if (timed) latencies.push(performance.now() - t0);
      applies += 1;
      if (result.ok && result.value.changed) acknowledged += 1;
      else if (!result.ok && result.error.code !== "conflict")
        failure = `${result.error.code}: ${result.error.message}`;
    }
  };
  await Promise.all(Array.from({ length: writers }, loop));
  const elapsed = (performance.now() - started) / 1000;
  if (failure !== undefined) throw new Error(`apply failed under load: ${failure}`);
  const after = await versions(writer, ids);
  const grown = after - before;
  return {
    applies,
    perSecond: applies / elapsed,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    lost: acknowledged - grown,
  };
}

async function versions(writer: Writer, ids: readonly string[]): Promise<number> {
  let sum = 0;
  for (const id of ids) {
    const read = await writer.get(id, owner);
    if (!read.ok) throw new Error(`get: ${read.error.message}`);
    sum += read.value.version;
  }
  return sum;
}

/** Connection settings for pgbench against a cluster's socket. */
export interface PgbenchTarget {
  readonly bin: string;
  readonly socketDir: string;
  readonly port: number;
}

/** Initializes pgbench's tables (scale 1). */
export function pgbenchInit(target: PgbenchTarget): void {
  pgbench(target, ["-i", "-q", "-s", "1"]);
}

/** pgbench's simple-update script (`-N`) with `clients` connections for `seconds`: transactions per second. */
export function pgbenchTps(target: PgbenchTarget, clients: number, seconds: number): number {
  const out = pgbench(target, [
    "-N",
    "-n",
    "-c",
    String(clients),
    "-j",
    String(Math.min(clients, 4)),
    "-T",
    String(seconds),
  ]);
  const m = /tps = ([0-9.]+) \(without initial connection time\)/.exec(out);
  if (m === null) throw new Error(`pgbench printed no tps: ${out}`);
  return Number(m[1]);
}

function pgbench(target: PgbenchTarget, args: string[]): string {
  const result = spawnSync(
    `${target.bin}/pgbench`,
    ["-h", target.socketDir, "-p", String(target.port), "-U", "postgres", ...args, "postgres"],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`pgbench ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout + result.stderr;
}
