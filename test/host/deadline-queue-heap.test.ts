/**
 * Calls that keep overlapping, so that some call is always under way, leave the deadline queue no larger than about
 * the calls under way: the answered ones are dropped as they pile up at its front, whether few or many are under way.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { Deadlines } from "../../src/host/tasks/deadline.js";
import type { StoreResult } from "../../src/store/index.js";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const tick = () => new Promise((resolve) => setImmediate(resolve));

async function heapAfterGc(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc();
    await tick();
  }
  return process.memoryUsage().heapUsed;
}

/** Heap growth over `calls` calls made one by one, each settling the oldest, with `window` calls always under way. */
async function growth(window: number, calls: number): Promise<number> {
  const deadlines = new Deadlines(60_000);
  const settles: (() => void)[] = [];
  const start = () => {
    let settle!: () => void;
    const promise = new Promise<StoreResult<number>>((resolve) => (settle = () => resolve({ ok: true, value: 1 })));
    void deadlines.run(() => promise);
    settles.push(settle);
  };
  for (let i = 0; i < window; i++) start();
  await tick();
  const before = await heapAfterGc();
  for (let i = 0; i < calls; i++) {
    start();
    settles.shift()!();
    if (i % 1000 === 999) await tick();
  }
  await tick();
  const grown = (await heapAfterGc()) - before;
  for (const settle of settles.splice(0)) settle();
  await tick();
  deadlines.release();
  return grown;
}

describe("the deadline queue under calls that keep overlapping", () => {
  it.each([2, 2000])("stays small with %i calls always under way", async (window) => {
    expect(await growth(window, 150_000)).toBeLessThan(2 * 1024 * 1024);
  });
});
