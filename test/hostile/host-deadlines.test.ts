/**
 * Attack: a task store that stops answering. Every store call the host makes has a deadline: the client gets 503 with
 * Retry-After instead of a request that never ends, a hung sweep is reported and the next sweep still runs. On a
 * real PostgreSQL the hang is real: another connection holds an exclusive lock on the task table.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { startHost } from "../host/harness.js";
import { freshTable, openServerStore, serverUrl } from "../store/backends.js";
import { request } from "../server/client.js";

/** A store that, while `hung.on`, never answers (each call counted), and otherwise is the memory store. */
function hangable(inner: TaskStore): { store: TaskStore; hung: { on: boolean }; sweeps: () => number } {
  const hung = { on: false };
  let sweeps = 0;
  const never = new Promise<never>(() => undefined);
  const wrap =
    <A extends unknown[], R>(f: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      hung.on ? never : f(...args);
  const store: TaskStore = {
    migrate: wrap(inner.migrate),
    create: wrap(inner.create),
    get: wrap(inner.get),
    apply: wrap(inner.apply),
    watch: wrap(inner.watch),
    sweep: (now) => {
      sweeps += 1;
      return hung.on ? never : inner.sweep(now);
    },
    close: inner.close,
  };
  return { store, hung, sweeps: () => sweeps };
}

const opts = { storeTimeoutMs: 300, sweepTimeoutMs: 300 };

describe("a memory-backed store that hangs", () => {
  it("answers tools/call and tasks/get with 503 and Retry-After within the deadline, and recovers", async () => {
    const { store, hung } = hangable(memoryStore());
    const h = await startHost({ store, sweepIntervalMs: 0, ...opts });
    try {
      const made = await request(h.url, "tools/call", { name: "work", arguments: { ms: 1 } });
      const taskId = made.body.result!.taskId as string;
      hung.on = true;
      const call = await request(h.url, "tools/call", { name: "work", arguments: {} });
      expect(call.status).toBe(503);
      expect(call.body.error).toMatchObject({ code: -32603, data: { reason: "store-unavailable" } });
      const get = await request(h.url, "tasks/get", { taskId });
      expect(get.status).toBe(503);
      hung.on = false;
      expect((await request(h.url, "tasks/get", { taskId })).status).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("keeps sweeping on its timer after a pass hangs, and reports the hung pass", async () => {
    const { store, hung, sweeps } = hangable(memoryStore());
    hung.on = true;
    const h = await startHost({ store, sweepIntervalMs: 100, ...opts });
    try {
      const deadline = Date.now() + 10_000;
      while (sweeps() < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(sweeps()).toBeGreaterThanOrEqual(4);
      expect(h.errors.map(String)).toContainEqual(expect.stringContaining("did not answer in time"));
      hung.on = false;
      // A pass already running when the store recovered answers `unavailable` at its deadline; the next one works.
      let swept = await h.host.sweep();
      if (!swept.ok) swept = await h.host.sweep();
      expect(swept.ok).toBe(true);
    } finally {
      await h.close();
    }
  });
});

describe.skipIf(serverUrl() === "")("a PostgreSQL server whose task table is locked", () => {
  it("answers 503 within the deadline while the lock is held, and serves again once it is released", async () => {
    const table = freshTable();
    const opened = await openServerStore(serverUrl(), { table });
    const h = await startHost({ store: opened.store, sweepIntervalMs: 0, ...opts });
    const locker = new pg.Client({ connectionString: serverUrl() });
    await locker.connect();
    try {
      const made = await request(h.url, "tools/call", { name: "work", arguments: { ms: 1 } });
      const taskId = made.body.result!.taskId as string;
      await locker.query("BEGIN");
      await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
      const started = Date.now();
      const [call, get, swept] = await Promise.all([
        request(h.url, "tools/call", { name: "work", arguments: {} }),
        request(h.url, "tasks/get", { taskId }),
        h.host.sweep(),
      ]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect([call.status, get.status]).toEqual([503, 503]);
      expect(swept).toMatchObject({ ok: false, error: { code: "unavailable" } });
      await locker.query("ROLLBACK");
      const after = await request(h.url, "tasks/get", { taskId });
      expect(after.status).toBe(200);
      expect((await h.host.sweep()).ok).toBe(true);
    } finally {
      await locker.end();
      await h.close();
      await opened.close();
    }
  });
});
