/**
 * The PostgreSQL store's watch where Web Crypto is missing or fails: it cannot tell owners apart in a notification, so
 * it reads the task again for every notification rather than report nothing.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually, task } from "./contract.js";
import { payload, watchPair } from "./pg-watch-harness.js";

const me = { owner: "me" };
let pair: Awaited<ReturnType<typeof watchPair>> | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await pair?.close();
  pair = undefined;
});

describe("the PostgreSQL store's watch without Web Crypto", () => {
  it("reports another instance's commit when globalThis.crypto has no subtle", async () => {
    pair = await watchPair();
    expect((await pair.writing.create(task("t", 1_000), me)).ok).toBe(true);
    vi.stubGlobal("crypto", {});
    const sub = await pair.watchAs(me.owner, ["t"]);
    vi.unstubAllGlobals();
    expect(sub.ok).toBe(true);
    // Whatever the payload's owner hash, the task is read again as the watching owner.
    pair.deliver(payload(1, "someone else", "t"));
    await eventually(() => pair!.seen.length === 1);
    expect(pair.seen).toEqual([["t", 1, "working"]]);
  });

  it("reports another instance's commit when hashing the owner fails", async () => {
    pair = await watchPair();
    expect((await pair.writing.create(task("t", 1_000), me)).ok).toBe(true);
    vi.spyOn(globalThis.crypto.subtle, "digest").mockRejectedValue(new Error("no digest here"));
    const sub = await pair.watchAs(me.owner, ["t"]);
    vi.restoreAllMocks();
    expect(sub.ok).toBe(true);
    pair.deliver(payload(1, "someone else", "t"));
    await eventually(() => pair!.seen.length === 1);
    expect(pair.seen).toEqual([["t", 1, "working"]]);
  });
});
