/**
 * How many tasks' states a PostgreSQL store instance remembers: 10,000, the least recently stored forgotten first,
 * so that a write to any of the last 10,000 sends no read and a write to an older one reads the row. The client is a
 * fake that keeps rows in a Map, since the point is which statements are sent.
 */
import { describe, expect, it } from "vitest";
import { postgresStore } from "../../src/store/index.js";
import { task } from "./contract.js";
import { kindOf } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const cancel = { type: "cancel", now: "2026-11-25T10:00:01Z" } as const;

/** A client answering the create call, the single-row read and the compare-and-set update from a Map. */
function mapClient() {
  const rows = new Map<string, { json: string; version: number }>();
  const counts = { read: 0, update: 0 };
  const query = async (text: string, params: unknown[] = []) => {
    const row = rows.get(String(params[0]));
    if (text.endsWith(" AS outcome")) {
      rows.set(String(params[0]), { json: String(params[2]), version: 1 });
      return { rows: [{ outcome: "created" }] };
    }
    const kind = kindOf(text);
    if (kind === "read") {
      counts.read += 1;
      return { rows: row === undefined ? [] : [{ state: row.json, version: String(row.version) }] };
    }
    if (kind !== "update") return { rows: [] };
    counts.update += 1;
    if (row === undefined || String(row.version) !== params[5]) return { rows: [] };
    row.version += 1;
    row.json = String(params[2]);
    return { rows: [{ version: String(row.version) }] };
  };
  return { client: { query }, counts };
}

describe("the PostgreSQL store's recent states", () => {
  it("remembers the last 10,000 tasks it stored and forgets the one before", async () => {
    const { client, counts } = mapClient();
    const store = postgresStore(client, { notify: false });
    for (let i = 0; i <= 10_000; i++) expect((await store.create(task(`t${i}`), alice)).ok).toBe(true);
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(counts).toEqual({ read: 0, update: 1 });
    expect(await store.apply("t0", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(counts).toEqual({ read: 1, update: 2 });
  });
});
