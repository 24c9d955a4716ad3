/**
 * A crash under load: a child process holding 16 connections is SIGKILLed mid-load. Afterwards a new instance must
 * find every task the child reported as committed, at the version it reported or later, never corrupted, a task
 * reported terminal exactly as reported, and its sweeper must still expire what is due.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { isDeepStrictEqual } from "node:util";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isTerminal, type TaskState } from "../../src/index.js";
import { postgresStore } from "../../src/store/index.js";
import { freshTable, serverUrl } from "./backends.js";

const url = serverUrl();
const child = fileURLToPath(new URL("./crash-child.ts", import.meta.url));

interface Reported {
  taskId: string;
  version: number;
  state: TaskState;
}

/** Runs the child until it has reported `count` commits, then SIGKILLs it; resolves to everything it reported. */
async function loadAndKill(table: string, count: number): Promise<Reported[]> {
  const proc = spawn(process.execPath, ["--import", "tsx", child, url, table], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  proc.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const reported: Reported[] = [];
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on("exit", (_code, signal) => resolve(signal)));
  for await (const line of createInterface({ input: proc.stdout })) {
    // A line cut by the kill was never fully reported, so it is not a commit the child acknowledged.
    try {
      reported.push(JSON.parse(line) as Reported);
    } catch {
      break;
    }
    if (reported.length === count) proc.kill("SIGKILL");
  }
  const signal = await exited;
  if (signal !== "SIGKILL") throw new Error(`the child ended on its own (${String(signal)}): ${stderr}`);
  return reported;
}

describe.skipIf(url === "")("a crash on PostgreSQL", () => {
  it("loses and corrupts no committed task when the writing process is killed, and the sweeper still expires what is due", async () => {
    const table = freshTable();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const store = postgresStore(pool, { table });
    try {
      expect((await store.migrate()).ok).toBe(true);
      const reported = await loadAndKill(table, 600);
      expect(reported.length).toBeGreaterThanOrEqual(600);
      const latest = new Map<string, Reported>();
      for (const r of reported) if ((latest.get(r.taskId)?.version ?? 0) < r.version) latest.set(r.taskId, r);
      expect(latest.size).toBeGreaterThan(8);

      let live = 0;
      for (const r of latest.values()) {
        const stored = await store.get(r.taskId, { owner: "crash" });
        // A corrupt row reads as `unavailable`, a lost one as `not_found`: both fail here.
        if (!stored.ok) throw new Error(`${r.taskId}: ${stored.error.code} ${stored.error.message}`);
        expect(stored.value.version).toBeGreaterThanOrEqual(r.version);
        if (stored.value.version === r.version || isTerminal(r.state.status))
          expect(isDeepStrictEqual(stored.value.state, r.state)).toBe(true);
        if (!isTerminal(stored.value.state.status) && stored.value.state.ttlMs !== null) live += 1;
      }
      expect(live).toBeGreaterThan(0);
      // The child's connections are gone with it; a new instance sweeps, with its clock a minute on.
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM ${table} WHERE live AND expires_at_ms IS NOT NULL`,
      );
      const swept = await store.sweep("2026-11-25T10:01:00Z");
      expect(swept).toEqual({ ok: true, value: { expired: (rows[0] as { n: number }).n, deleted: 0 } });
      expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(live);
      const left = await pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE live AND expires_at_ms IS NOT NULL`);
      expect((left.rows[0] as { n: number }).n).toBe(0);
      for (const r of latest.values()) {
        const after = await store.get(r.taskId, { owner: "crash" });
        if (!after.ok) throw new Error(after.error.message);
        expect(isTerminal(after.value.state.status) || after.value.state.ttlMs === null).toBe(true);
      }
    } finally {
      await store.close();
      await pool.end();
    }
  });
});
