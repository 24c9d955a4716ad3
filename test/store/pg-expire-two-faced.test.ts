/**
 * The PostgreSQL store's batch expiry on a client whose due row's state answers a second read differently: an expired
 * state that is not a task state once written as JSON, or cannot be written, takes the one-task path; none rejects.
 */
import { describe, expect, it } from "vitest";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const LATER = "2026-11-25T11:00:00Z";

/** The state with a taskId that reads as "t1" to the state check (two reads) and as `later()` after. */
function twoFaced(state: Record<string, unknown>, later: () => unknown): Record<string, unknown> {
  const { taskId: _taskId, ...rest } = state;
  let reads = 0;
  return Object.defineProperty(rest, "taskId", { enumerable: true, get: () => (++reads <= 2 ? "t1" : later()) });
}

describe("the PostgreSQL store's batch expiry of a two-faced state", () => {
  for (const [what, later] of [
    ["reads as an empty taskId", () => ""],
    [
      "throws",
      () => {
        throw new Error("boom");
      },
    ],
    ["reads as a BigInt", () => 1n],
  ] as const)
    it(`expires the task through the one-task path when the taskId then ${what}, writing no other state`, async () => {
      const opened = await tamperedStore();
      const { store, counts, hooks } = opened;
      expect((await store.create(task("t1", 5_000), alice)).ok).toBe(true);
      hooks.tamper = async (text, next) => {
        const rows = await next();
        if (!text.startsWith("SELECT task_id, owner, version, created_at_ms")) return rows;
        return rows.map((row) => ({ ...row, state: twoFaced(row.state as Record<string, unknown>, later) }));
      };
      counts.update = 0;
      expect(await store.sweep(LATER)).toEqual({ ok: true, value: { expired: 1, deleted: 0 } });
      expect(counts.update).toBe(1);
      expect(await store.get("t1", alice)).toMatchObject({
        ok: true,
        value: { state: { taskId: "t1", status: "failed" }, version: 2 },
      });
    });
});
