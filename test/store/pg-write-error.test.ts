/** The PostgreSQL store's answer when the compare-and-set write itself fails: the client's error, never a rejection. */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { kindOf, tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const cancel = { type: "cancel", now: "2026-11-25T10:00:01Z" } as const;

describe("the PostgreSQL store's failed write", () => {
  it("answers unavailable with the client's message when the update throws, and leaves the task as it was", async () => {
    const { store, hooks } = await tamperedStore();
    expect((await store.create(task("t1"), alice)).ok).toBe(true);
    hooks.tamper = async (text, next) => {
      if (kindOf(text) === "update") throw new Error("connection lost");
      return next();
    };
    expect(await store.apply("t1", cancel, alice)).toEqual({
      ok: false,
      error: { code: "unavailable", message: "PostgreSQL: connection lost" },
    });
    expect(await store.get("t1", alice)).toMatchObject({
      ok: true,
      value: { state: { status: "working" }, version: 1 },
    });
  });
});
