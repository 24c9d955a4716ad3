/**
 * The PostgreSQL store's set-based expiry: due tasks expire in one batch statement; a row that cannot go in the batch
 * (no readable state, one the machine will not expire) takes the one-task path; a row it cannot read is left alone.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const LATER = "2026-11-25T11:00:00Z";

/** A store with one due task, "t1", whose due row a test may rewrite with `edit`. */
async function oneDue(edit: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row) {
  const opened = await tamperedStore();
  expect((await opened.store.create(task("t1", 5_000), alice)).ok).toBe(true);
  opened.hooks.tamper = async (text, next) => {
    const rows = await next();
    return text.startsWith("SELECT task_id, owner, version, created_at_ms") ? rows.map(edit) : rows;
  };
  opened.counts.read = 0;
  opened.counts.update = 0;
  return opened;
}

describe("the PostgreSQL store's batch expiry", () => {
  it("expires a due task in the batch, with no one-task read or write", async () => {
    const { store, counts } = await oneDue();
    expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
    expect(counts).toMatchObject({ read: 0, update: 0 });
    expect(await store.get("t1", alice)).toMatchObject({
      ok: true,
      value: { state: { status: "failed" }, version: 2 },
    });
  });

  for (const [what, edit] of [
    ["no state (too large for a batch)", (row: Record<string, unknown>) => ({ ...row, state: null })],
    [
      "a state the machine will not expire",
      (row: Record<string, unknown>) => ({ ...row, state: { ...(row.state as object), ttlMs: null } }),
    ],
  ] as const)
    it(`expires a due row with ${what} through the one-task path`, async () => {
      const { store, counts } = await oneDue(edit);
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      expect(counts.update).toBe(1);
      expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { state: { status: "failed" } } });
    });

  for (const bad of [{ version: "x" }, { created_at_ms: "x1" }, { created_at_ms: "1x" }])
    it(`leaves alone a due row it cannot read (${JSON.stringify(bad)})`, async () => {
      const { store, counts } = await oneDue((row) => ({ ...row, ...bad }));
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 0, deleted: 0 } });
      expect(counts).toMatchObject({ read: 0, update: 0 });
      expect(await store.get("t1", alice)).toMatchObject({ ok: true, value: { state: { status: "working" } } });
    });
});
