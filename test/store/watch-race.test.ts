/**
 * PostgreSQL watch when a deletion lands while a re-read is in flight: the re-read brings back the state it read
 * before the deletion, the notification of the deletion folds into one more re-read, and that re-read must still
 * report the deletion. The notifications are driven by hand and the first read is held, so the interleaving is exact.
 */
import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { createTask } from "../../src/machine/index.js";
import { postgresStore, type TaskChange } from "../../src/store/index.js";

const me = { owner: "me" };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("reports a deletion notified while a re-read of the task is running", async () => {
  const db = await PGlite.create();
  const table = "watch_race";
  const hash = createHash("sha256").update(me.owner).digest("hex").slice(0, 16);
  let gate: Promise<void> | undefined;
  let open = (): void => undefined;
  // The watching instance's reads of the row are held, after they ran, while `gate` is set.
  const held = {
    query: async (text: string, params?: unknown[]) => {
      const result = await db.query(text, params);
      if (text.startsWith("SELECT state::text AS state, version") && gate !== undefined) await gate;
      return result;
    },
  };
  let deliver: (payload: string) => void = () => undefined;
  const watching = postgresStore(held, {
    table,
    retentionMs: 0,
    listen: async (_channel, on) => ((deliver = on), () => undefined),
  });
  const writing = postgresStore(db, { table, retentionMs: 0 });
  expect((await writing.migrate()).ok).toBe(true);
  const seen: TaskChange[] = [];
  expect((await watching.watch(["t-1"], (c) => seen.push(c), me)).ok).toBe(true);

  const created = createTask({ taskId: "t-1", now: "2026-11-22T10:00:00Z", ttlMs: 1000 });
  if (!created.ok) throw new Error(created.error.message);
  await writing.create(created.state, me);
  await writing.apply("t-1", { type: "cancel", now: "2026-11-22T10:00:00Z" }, me);

  gate = new Promise((resolve) => (open = resolve));
  deliver(`2:${hash}:t-1`);
  await pause(50);
  expect((await writing.sweep("2026-11-22T10:00:05Z")).ok).toBe(true);
  deliver(`3:${hash}:t-1`);
  await pause(50);
  gate = undefined;
  open();
  await pause(300);
  expect(seen.map((c) => [c.version, c.state?.status ?? null])).toEqual([
    [2, "cancelled"],
    [3, null],
  ]);
  await watching.close();
  await writing.close();
  await db.close();
});
