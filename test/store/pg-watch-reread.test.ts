/**
 * The PostgreSQL store's re-reads on a notification, with the interleavings driven by hand: one re-read per task at a
 * time, notifications meanwhile folded into one more, a deletion made here while one runs, and failed reads retried.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eventually, task } from "./contract.js";
import { pause, payload, watchPair } from "./pg-watch-harness.js";

const me = { owner: "me" };
const NOW = "2026-11-25T10:00:01Z";
const update = (statusMessage: string) => ({ type: "update", now: NOW, statusMessage }) as const;
let pair: Awaited<ReturnType<typeof watchPair>> | undefined;
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

/** A pair where the other instance made task `t` at version 2, watched by `me` on the watching instance. */
async function watchedAtTwo() {
  pair = await watchPair();
  expect((await pair.writing.create(task("t", 1_000), me)).ok).toBe(true);
  expect((await pair.writing.apply("t", update("two"), me)).ok).toBe(true);
  expect((await pair.watchAs(me.owner, ["t"])).ok).toBe(true);
  return pair;
}

describe("the PostgreSQL store's re-reads", () => {
  it("folds a notification that arrives during a re-read into one more re-read after it", async () => {
    const p = await watchedAtTwo();
    const release = p.holdNextRead();
    p.deliver(payload(2, me.owner, "t"));
    await eventually(() => p.readCount() === 1);
    expect((await p.writing.apply("t", update("three"), me)).ok).toBe(true);
    p.deliver(payload(3, me.owner, "t"));
    await pause(50);
    expect(p.readCount()).toBe(1);
    release();
    await eventually(() => p.seen.length === 2);
    await pause(50);
    expect(p.seen).toEqual([
      ["t", 2, "working"],
      ["t", 3, "working"],
    ]);
    expect(p.readCount()).toBe(2);
  });

  it("re-reads each task on its own: a held re-read of one task does not delay another's", async () => {
    const p = await watchedAtTwo();
    expect((await p.writing.create(task("u", 1_000), me)).ok).toBe(true);
    expect((await p.watchAs(me.owner, ["u"])).ok).toBe(true);
    const release = p.holdNextRead();
    p.deliver(payload(2, me.owner, "t"));
    await eventually(() => p.readCount() === 1);
    p.deliver(payload(1, me.owner, "u"));
    await eventually(() => p.seen.length === 1);
    expect(p.seen).toEqual([["u", 1, "working"]]);
    release();
    await eventually(() => p.seen.length === 2);
    expect(p.seen[1]).toEqual(["t", 2, "working"]);
  });

  it("does not read again when a commit made here lands during a re-read", async () => {
    const p = await watchedAtTwo();
    const release = p.holdNextRead();
    p.deliver(payload(2, me.owner, "t"));
    await eventually(() => p.readCount() === 1);
    // This instance's own commit is reported at once; the held re-read brings back version 2, which is old news.
    expect((await p.watching.apply("t", update("three"), me)).ok).toBe(true);
    expect((await p.writing.apply("t", update("four"), me)).ok).toBe(true);
    const reads = p.readCount();
    release();
    await pause(150);
    expect(p.readCount()).toBe(reads);
    expect(p.seen).toEqual([["t", 3, "working"]]);
  });

  it("reads once more after a deletion made here during a re-read, and reports what it finds, not the old state", async () => {
    const p = await watchedAtTwo();
    expect((await p.writing.apply("t", { type: "cancel", now: NOW }, me)).ok).toBe(true);
    const release = p.holdNextRead();
    p.deliver(payload(3, me.owner, "t"));
    await eventually(() => p.readCount() === 1);
    expect(await p.watching.sweep("2026-11-25T10:00:05Z")).toEqual({ ok: true, value: { expired: 0, deleted: 1 } });
    // The task is made again under its id; no notification of that is delivered, the second read finds it.
    expect((await p.writing.create(task("t", 1_000), me)).ok).toBe(true);
    release();
    await eventually(() => p.seen.length === 2);
    await pause(50);
    expect(p.seen).toEqual([
      ["t", 4, null],
      ["t", 1, "working"],
    ]);
  });

  it("retries a failed re-read twice, after a pause, before it gives up", async () => {
    const p = await watchedAtTwo();
    const fail = async (): Promise<never> => Promise.reject(new Error("connection reset"));
    p.reads.push(fail, fail);
    p.deliver(payload(2, me.owner, "t"));
    await eventually(() => p.seen.length === 1);
    expect(p.seen).toEqual([["t", 2, "working"]]);
    expect(p.readCount()).toBe(3);
    // The pauses grow, 50 ms then 100 ms, so a failing server is not hammered (timers never fire early).
    const [first, second, third] = p.readTimes;
    expect(second! - first!).toBeGreaterThanOrEqual(45);
    expect(third! - second!).toBeGreaterThanOrEqual(95);

    p.reads.push(fail, fail, fail, fail, fail, fail);
    expect((await p.writing.apply("t", update("three"), me)).ok).toBe(true);
    p.deliver(payload(3, me.owner, "t"));
    await pause(800);
    expect(p.readCount()).toBe(6);
    expect(p.seen).toHaveLength(1);
  });
});
