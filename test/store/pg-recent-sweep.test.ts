/**
 * What a PostgreSQL store instance remembers of a task its own sweep expired: the expired state, so that a read which
 * started before the sweep and answers after it cannot bring back the older state for the next write to start from.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const T0 = "2026-11-25T10:00:00Z";
const NOW = "2026-11-25T10:00:03Z";
const AFTER = "2026-11-25T10:00:02Z";

describe("the PostgreSQL store's recent states after its sweep", () => {
  it("writes nothing for an event on an expired task when an older read answered after the sweep", async () => {
    const { store, counts, hooks } = await tamperedStore();
    expect((await store.create(task("t1", 1_000, T0), alice)).ok).toBe(true);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    let readDone = (): void => undefined;
    const firstReadRan = new Promise<void>((resolve) => {
      readDone = resolve;
    });
    hooks.tamper = async (text, next) => {
      if (kindOf(text) !== "read") return next();
      const rows = await next();
      if (reads++ === 0) {
        readDone();
        await held;
      }
      return rows;
    };
    const reading = store.get("t1", alice);
    await firstReadRan;
    expect(await store.sweep(AFTER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    release();
    expect(await reading).toMatchObject({ ok: true, value: { version: 1, state: { status: "working" } } });
    counts.update = 0;
    expect(await store.apply("t1", { type: "cancel", now: NOW }, alice)).toMatchObject({
      ok: false,
      error: { code: "refused" },
    });
    // The instance starts from the expired state it wrote, so it never tries to write a cancellation.
    expect(counts.update).toBe(0);
    expect(await store.get("t1", alice)).toMatchObject({
      ok: true,
      value: { version: 2, state: { status: "failed" } },
    });
  });
});
