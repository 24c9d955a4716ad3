/**
 * What the PostgreSQL store announces on its channel: one payload per write, none at all with `notify: false`, and
 * `close()` resolving only once the announcements it queued have been sent.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const NOW = "2026-11-25T10:00:01Z";
const MUCH_LATER = "2027-01-01T00:00:00Z";

/** Resolves after `ms` milliseconds. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the PostgreSQL store's announcements", () => {
  it("announces a write once, as version:ownerHash:taskId", async () => {
    const { store, db, table } = await tamperedStore();
    const heard: string[] = [];
    const stop = await db.listen(`${table}_changes`, (payload) => heard.push(payload));
    try {
      await store.create(task("t1"), alice);
      expect(await store.apply("t1", { type: "cancel", now: NOW }, alice)).toMatchObject({ ok: true });
      await store.close();
      await pause(50);
      expect(heard).toHaveLength(2);
      expect(heard[0]).toMatch(/^1:[0-9a-f]{16}:t1$/);
      expect(heard[1]).toBe(`2:${heard[0]!.split(":")[1]}:t1`);
    } finally {
      await stop();
    }
  });

  it("resolves close() only after a queued announcement was sent", async () => {
    const { store, hooks } = await tamperedStore();
    await store.create(task("t1"), alice);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    hooks.tamper = async (text, next) => {
      if (!text.startsWith("SELECT pg_notify")) return next();
      await gate;
      const rows = await next();
      sent = true;
      return rows;
    };
    expect(await store.apply("t1", { type: "cancel", now: NOW }, alice)).toMatchObject({ ok: true });
    let closed = false;
    const closing = store.close().then(() => (closed = true));
    await pause(30);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(sent).toBe(true);
  });

  for (const notify of [true, false])
    it(`${notify ? "announces" : "does not announce"} a purge with notify: ${notify}`, async () => {
      const { store, db, table } = await tamperedStore({ notify });
      await store.create(task("t1", 5_000), alice);
      expect(await store.sweep(MUCH_LATER)).toMatchObject({ ok: true, value: { expired: 1 } });
      const heard: string[] = [];
      const stop = await db.listen(`${table}_changes`, (payload) => heard.push(payload));
      try {
        expect(await store.sweep(MUCH_LATER)).toMatchObject({ ok: true, value: { deleted: 1 } });
        await store.close();
        await pause(50);
        expect(heard.length).toBe(notify ? 1 : 0);
      } finally {
        await stop();
      }
    });
});
