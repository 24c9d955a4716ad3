/**
 * The PostgreSQL store's sweep on a client whose list of due rows answers a later read of its last row with nothing:
 * the sweep ends with what it did instead of rejecting.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const T0 = "2026-11-25T10:00:00Z";
const AFTER = "2026-11-25T10:00:02Z";
/** As many tasks as one batch of the sweep reads. */
const BATCH = 1000;

describe("the PostgreSQL store's sweep on a fickle list of due rows", () => {
  it("stops after a full batch whose last row reads as undefined the third time", async () => {
    const { store, hooks } = await tamperedStore();
    await Promise.all(
      Array.from({ length: BATCH }, async (_, i) => {
        expect((await store.create(task(`t${i}`, 1_000, T0), alice)).ok).toBe(true);
      }),
    );
    let fickle = 0;
    hooks.tamper = async (text, next) => {
      const rows = await next();
      if (!text.startsWith("SELECT task_id, owner, version, created_at_ms, expires_at_ms")) return rows;
      fickle += 1;
      if (rows.length !== BATCH) return rows;
      const last = String(rows.length - 1);
      let reads = 0;
      return new Proxy(rows, {
        get: (target, key, receiver) => (key === last && ++reads > 2 ? undefined : Reflect.get(target, key, receiver)),
      });
    };
    expect(await store.sweep(AFTER)).toEqual({ ok: true, value: { expired: BATCH, deleted: 0 } });
    expect(fickle).toBe(1);
    expect(await store.get(`t${BATCH - 1}`, alice)).toMatchObject({
      ok: true,
      value: { version: 2, state: { status: "failed" } },
    });
  });
});
