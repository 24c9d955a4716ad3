/**
 * The PostgreSQL store's own options (channel, listen, notify, sweepConcurrency), the versions it reads whatever type
 * a client gives them as, and one watcher's unsubscribe, called twice, leaving the instance listening for the others.
 */
import { describe, expect, it } from "vitest";
import { postgresStore, type TaskChange } from "../../src/store/index.js";
import { pgliteBackend } from "./backends.js";
import { eventually, task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const LATER = "2026-11-25T11:00:00Z";

describe("postgresStore's options", () => {
  it("names what is wrong with a channel, listen or notify option", async () => {
    const client = { query: async () => ({ rows: [] }) };
    for (const [options, message] of [
      [{ channel: "Changes" }, "the channel must be lower-case [a-z_][a-z0-9_]*, at most 63 characters"],
      [{ listen: 5 }, "listen must be a function"],
      [{ notify: "yes" }, "notify must be a boolean"],
    ] as const)
      expect(await postgresStore(client, options as never).migrate()).toEqual({
        ok: false,
        error: { code: "invalid", message },
      });
  });

  for (const [sweepConcurrency, most] of [
    [1, 1],
    [2, 2],
    [0, 3],
    [undefined, 3],
  ] as const)
    it(`expires sweepConcurrency ${sweepConcurrency} tasks at a time through the one-task path (at most ${most})`, async () => {
      const { store, hooks } = await tamperedStore({ sweepConcurrency });
      for (const id of ["t1", "t2", "t3"]) expect((await store.create(task(id, 5_000), alice)).ok).toBe(true);
      let running = 0;
      let highest = 0;
      hooks.tamper = async (text, next) => {
        // No state in the batch read, so that each due task takes the one-task path.
        if (text.startsWith("SELECT task_id, owner, version, created_at_ms"))
          return (await next()).map((row) => ({ ...row, state: null }));
        if (kindOf(text) === "other") return next();
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        try {
          return await next();
        } finally {
          running -= 1;
        }
      };
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 3, deleted: 0 } });
      expect(highest).toBe(most);
    });

  it("reads a version the client gives as a bigint or as text", async () => {
    for (const as of [BigInt, String]) {
      const { store, hooks } = await tamperedStore();
      await store.create(task("t1"), alice);
      hooks.tamper = async (text, next) => {
        const rows = await next();
        return kindOf(text) === "read" ? rows.map((row) => ({ ...row, version: as(row.version as number) })) : rows;
      };
      expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { version: 1 } });
    }
  });
});

describe("the PostgreSQL store's watchers", () => {
  it("keeps hearing other instances for an owner's other watcher after one unsubscribes twice", async () => {
    const opened = await pgliteBackend.open();
    try {
      const other = await opened.second();
      await opened.store.create(task("t1"), alice);
      const heard: TaskChange[] = [];
      const gone = await opened.store.watch(["t1"], () => undefined, alice);
      expect((await opened.store.watch(["t1"], (c) => heard.push(c), alice)).ok).toBe(true);
      if (!gone.ok) throw new Error(gone.error.message);
      gone.value();
      gone.value();
      expect((await other.apply("t1", { type: "cancel", now: "2026-11-25T10:00:01Z" }, alice)).ok).toBe(true);
      await eventually(() => heard.length > 0, 3_000);
      expect(heard).toMatchObject([{ taskId: "t1", version: 2, state: { status: "cancelled" } }]);
    } finally {
      await opened.close();
    }
  });
});
