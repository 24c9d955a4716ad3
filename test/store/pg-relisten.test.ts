/**
 * The PostgreSQL store's LISTEN connection when it is lost (README: it listens again after 100 ms, doubling up to
 * 5 s, and every watcher re-reads its tasks), on a stand-in adapter and client and a fake clock: which adapter calls
 * and stops happen, when, and none after close.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postgresStore, type ListenAdapter } from "../../src/store/index.js";

const me = { owner: "me" };

/** An adapter whose calls answer in turn from `outcomes` (then succeed), recording calls, losses and stops. */
function adapter(outcomes: Array<"ok" | "fail" | "hold" | "lose-then-hold">) {
  const lost: Array<() => void> = [];
  const stops: number[] = [];
  const held: Array<(error: Error) => void> = [];
  let calls = 0;
  const listen: ListenAdapter = (_channel, _onPayload, onLost) => {
    const call = ++calls;
    lost.push(() => onLost?.(new Error("the LISTEN connection ended")));
    const stop = () => void stops.push(call);
    const outcome = outcomes.shift() ?? "ok";
    if (outcome === "fail") return Promise.reject(new Error("connect ECONNREFUSED"));
    if (outcome === "ok") return Promise.resolve(stop);
    if (outcome === "lose-then-hold") lost[call - 1]!();
    return new Promise((_resolve, reject) => held.push(reject));
  };
  return { listen, lost, stops, held, calls: () => calls };
}

/** A store over `listen` whose client answers every read with no row, counting them. */
function storeWith(listen: ListenAdapter) {
  let reads = 0;
  const client = {
    query: async () => {
      reads += 1;
      return { rows: [] };
    },
  };
  const store = postgresStore(client, { listen });
  return { store, reads: () => reads, watch: () => store.watch(["t"], () => undefined, me) };
}

beforeEach(() => void vi.useFakeTimers());
// Globals first: a stub put in place over the fake clock keeps the fake setTimeout as the value it restores, so
// restoring it after the real timers would leave the fake one in place for whatever runs next in this process.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the PostgreSQL store's LISTEN connection", () => {
  it("listens again after a loss with a doubling pause, stops the lost one, and then re-reads watched tasks", async () => {
    const a = adapter(["ok", "fail", "fail", "ok"]);
    const s = storeWith(a.listen);
    expect((await s.watch()).ok).toBe(true);
    a.lost[0]!();
    await vi.advanceTimersByTimeAsync(99);
    expect([a.calls(), a.stops]).toEqual([1, [1]]);
    for (const [wait, calls] of [
      [1, 2],
      [199, 2],
      [1, 3],
      [399, 3],
      [1, 4],
    ]) {
      await vi.advanceTimersByTimeAsync(wait!);
      expect(a.calls()).toBe(calls);
    }
    expect(s.reads()).toBe(1);
    await s.store.close();
    expect(a.stops).toEqual([1, 4]);
  });

  it("answers a failed start as unavailable, and starts afresh on the next watch", async () => {
    const a = adapter(["fail", "ok"]);
    const s = storeWith(a.listen);
    expect(await s.watch()).toEqual({
      ok: false,
      error: { code: "unavailable", message: "LISTEN failed: connect ECONNREFUSED" },
    });
    expect((await s.watch()).ok).toBe(true);
    expect(a.calls()).toBe(2);
  });

  it("keeps a newer connection when a start that already reported its loss fails late", async () => {
    const a = adapter(["lose-then-hold", "ok"]);
    const s = storeWith(a.listen);
    const first = s.watch();
    await vi.advanceTimersByTimeAsync(0);
    expect((await s.watch()).ok).toBe(true);
    a.held[0]!(new Error("connect ETIMEDOUT"));
    expect((await first).ok).toBe(false);
    expect((await s.watch()).ok).toBe(true);
    expect(a.calls()).toBe(2);
  });

  it("ignores a second loss reported for a connection already replaced", async () => {
    const a = adapter(["ok", "ok"]);
    const s = storeWith(a.listen);
    expect((await s.watch()).ok).toBe(true);
    a.lost[0]!();
    await vi.advanceTimersByTimeAsync(100);
    a.lost[0]!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect([a.calls(), a.stops]).toEqual([2, [1]]);
  });

  it("listens no more after close, whether a retry was pending, a start was failing, or a loss comes late", async () => {
    // A watch during the pause listens at once; when that connection is lost too, the one retry stays pending.
    const a = adapter(["ok", "ok"]);
    const s = storeWith(a.listen);
    expect((await s.watch()).ok).toBe(true);
    a.lost[0]!();
    expect((await s.watch()).ok).toBe(true);
    a.lost[1]!();
    await s.store.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect([a.calls(), a.stops]).toEqual([2, [1, 2]]);

    const b = adapter(["ok", "hold"]);
    const t = storeWith(b.listen);
    expect((await t.watch()).ok).toBe(true);
    b.lost[0]!();
    await vi.advanceTimersByTimeAsync(100);
    expect(b.calls()).toBe(2);
    const closing = t.store.close();
    b.held[0]!(new Error("connect ECONNREFUSED"));
    await closing;
    b.lost[0]!();
    b.lost[1]!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect([b.calls(), b.stops]).toEqual([2, [1]]);
  });

  it("listens again where timers are plain numbers, as in browsers", async () => {
    const fakeSetTimeout = globalThis.setTimeout;
    vi.stubGlobal("setTimeout", (run: () => void, ms: number) => Number(fakeSetTimeout(run, ms)));
    const a = adapter(["ok", "ok"]);
    const s = storeWith(a.listen);
    expect((await s.watch()).ok).toBe(true);
    a.lost[0]!();
    await vi.advanceTimersByTimeAsync(100);
    expect(a.calls()).toBe(2);
  });
});
