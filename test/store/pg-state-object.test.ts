/**
 * The PostgreSQL store on a client that hands a row's state back as an object rather than JSON text: a state that is
 * not JSON data (a BigInt, a Date) reads as unavailable, and no call rejects or writes it.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const requestCancel = { type: "requestCancel", now: "2026-11-25T10:00:01Z" } as const;
const unavailable = { ok: false, error: { code: "unavailable", message: "the stored task is not a valid task state" } };

/**
 * A store that has not seen task "t1" (so it has no state of it to start a write from), whose read rows carry the
 * task's state as an input-required object holding `payload`.
 */
async function withPayload(payload: unknown) {
  const { store, table } = await tamperedStore();
  expect((await store.create(task("t1"), alice)).ok).toBe(true);
  const opened = await tamperedStore({ table });
  opened.hooks.tamper = async (text, next) => {
    const rows = await next();
    if (kindOf(text) !== "read") return rows;
    return rows.map((row) => ({
      ...row,
      state: { ...JSON.parse(String(row.state)), status: "input_required", inputRequests: [["k", payload]] },
    }));
  };
  return opened;
}

describe("the PostgreSQL store's reading of a state handed back as an object", () => {
  for (const [what, payload] of [
    ["a BigInt", { n: 1n }],
    ["a Date", new Date(0)],
  ] as const)
    it(`answers unavailable for a state holding ${what}, and writes nothing`, async () => {
      const { store, counts } = await withPayload(payload);
      expect(await store.get("t1", alice)).toEqual(unavailable);
      counts.update = 0;
      expect(await store.apply("t1", requestCancel, alice)).toEqual(unavailable);
      expect(counts.update).toBe(0);
    });

  it("still reads a state object that is JSON data", async () => {
    const { store } = await withPayload({ question: "ok?" });
    expect(await store.get("t1", alice)).toMatchObject({
      ok: true,
      value: { state: { status: "input_required", inputRequests: [["k", { question: "ok?" }]] } },
    });
    expect(await store.apply("t1", requestCancel, alice)).toMatchObject({
      ok: true,
      value: { changed: true, state: { cancelRequested: true } },
    });
  });
});
