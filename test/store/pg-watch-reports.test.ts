/**
 * What the PostgreSQL store's watchers get from notifications: nothing for a payload it cannot read or a row it
 * cannot trust, a deletion once and at a version above the last report, and reports for every subscription of an
 * owner until its last one ends.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually, task } from "./contract.js";
import { pause, payload, watchPair } from "./pg-watch-harness.js";

const me = { owner: "me" };
const NOW = "2026-11-25T10:00:01Z";
let pair: Awaited<ReturnType<typeof watchPair>> | undefined;
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

/** A pair where the other instance made task `t` (version 1), watched by `me` on the watching instance. */
async function watched() {
  pair = await watchPair();
  expect((await pair.writing.create(task("t", 1_000), me)).ok).toBe(true);
  expect((await pair.watchAs(me.owner, ["t"])).ok).toBe(true);
  return pair;
}

describe("the PostgreSQL store's watch reports", () => {
  it("ignores payloads that are not strings of the NOTIFY form, without throwing at the adapter", async () => {
    const p = await watched();
    const lookalike = { toString: () => payload(1, me.owner, "t") };
    for (const odd of [Symbol("x"), lookalike, "garbage", "1:nothex:t"]) expect(() => p.deliver(odd)).not.toThrow();
    await pause(100);
    expect(p.readCount()).toBe(0);
    p.deliver(payload(1, me.owner, "t"));
    await eventually(() => p.seen.length === 1);
    expect(p.seen).toEqual([["t", 1, "working"]]);
  });

  it("reports nothing of a row whose state or version it cannot read", async () => {
    const p = await watched();
    const edit = (change: Record<string, unknown>) => async (run: () => Promise<Record<string, unknown>[]>) =>
      (await run()).map((row) => ({ ...row, ...change }));
    for (const change of [{ state: "{not json" }, { version: "two" }]) {
      const reads = p.readCount();
      p.reads.push(edit(change));
      p.deliver(payload(1, me.owner, "t"));
      await eventually(() => p.readCount() === reads + 1);
      await pause(50);
    }
    expect(p.seen).toEqual([]);
    p.deliver(payload(1, me.owner, "t"));
    await eventually(() => p.seen.length === 1);
  });

  it("reports a deletion once, at a version above the last report whatever version was notified", async () => {
    const p = await watched();
    expect((await p.watchAs(me.owner, ["ghost"])).ok).toBe(true);
    // A watched task with no row: its deletion is reported, at the notified version.
    p.deliver(payload(5, me.owner, "ghost"));
    await eventually(() => p.seen.length === 1);
    p.deliver(payload(6, me.owner, "ghost"));
    expect((await p.writing.apply("t", { type: "cancel", now: NOW }, me)).ok).toBe(true);
    p.deliver(payload(2, me.owner, "t"));
    await eventually(() => p.seen.length === 2);
    expect(await p.writing.sweep("2026-11-25T10:00:05Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    // Notified at a version below the last report (as after a lost LISTEN): still reported above it.
    p.deliver(payload(1, me.owner, "t"));
    await eventually(() => p.seen.length === 3);
    await pause(100);
    expect(p.seen).toEqual([
      ["ghost", 5, null],
      ["t", 2, "cancelled"],
      ["t", 3, null],
    ]);
  });

  it("reports to a later subscription what an earlier one of the same owner already had", async () => {
    const p = await watched();
    const first: number[] = [];
    const second: number[] = [];
    expect((await p.watchAs(me.owner, ["t"], (c) => first.push(c.version))).ok).toBe(true);
    expect((await p.watching.apply("t", { type: "update", now: NOW, statusMessage: "two" }, me)).ok).toBe(true);
    expect(first).toEqual([2]);
    expect((await p.watchAs(me.owner, ["t"], (c) => second.push(c.version))).ok).toBe(true);
    p.deliver(payload(2, me.owner, "t"));
    await eventually(() => second.length === 1);
    expect(second).toEqual([2]);
    expect(first).toEqual([2]);
  });

  it("keeps hearing notifications for an owner until its last subscription ends, which may come after close", async () => {
    const p = await watched();
    const a = await p.watchAs(me.owner, ["t"], () => undefined);
    if (!a.ok) throw new Error(a.error.message);
    a.value();
    p.deliver(payload(1, me.owner, "t"));
    await eventually(() => p.seen.length === 1);
    const b = await p.watchAs(me.owner, ["t"], () => undefined);
    if (!b.ok) throw new Error(b.error.message);
    await p.watching.close();
    expect(() => b.value()).not.toThrow();
  });

  it("forgets an owner once its last subscription ends: watching again hashes the owner anew", async () => {
    const p = await watched();
    const digest = vi.spyOn(globalThis.crypto.subtle, "digest");
    try {
      const subs = [await p.watchAs("ann", ["t"], () => undefined), await p.watchAs("ann", ["t"], () => undefined)];
      expect(digest).toHaveBeenCalledTimes(1);
      for (const sub of subs) if (sub.ok) sub.value();
      expect((await p.watchAs("ann", ["t"], () => undefined)).ok).toBe(true);
      expect(digest).toHaveBeenCalledTimes(2);
    } finally {
      digest.mockRestore();
    }
  });

  it("refuses to watch once closed", async () => {
    const p = await watched();
    await p.watching.close();
    expect(await p.watchAs(me.owner, ["t"])).toEqual({
      ok: false,
      error: { code: "unavailable", message: "the store is closed" },
    });
  });
});
