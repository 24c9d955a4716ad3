/**
 * How the PostgreSQL store copies an event before the machine reads it: a payload event structured-cloned, so a
 * Proxy is refused; any other event handed to the machine as it is.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { postgresStore, type StoreResult } from "../../src/store/index.js";
import { task } from "./contract.js";

const me = { owner: "me" };
const NOW = "2026-11-25T10:00:01Z";
const NOT_JSON = "invalid: the event is not JSON data, so it cannot be stored";

let shared: Promise<PGlite> | undefined;
let tables = 0;
afterAll(async () => (await shared)?.close());

/** Applies `event` to a new working task in a fresh table and says how that went. */
async function apply(event: unknown): Promise<string> {
  const db = await (shared ??= PGlite.create());
  const store = postgresStore(db, { table: `storable_event_${++tables}` });
  expect((await store.migrate()).ok).toBe(true);
  expect((await store.create(task("t-1"), me)).ok).toBe(true);
  const r: StoreResult<{ state: { status: string } }> = await store.apply("t-1", event as never, me);
  await store.close();
  return r.ok ? r.value.state.status : `${r.error.code}: ${r.error.message}`;
}

const complete = () => ({ type: "complete", now: NOW, result: { content: [] } });

describe("the copy the PostgreSQL store makes of an event", () => {
  it("refuses a payload event behind a Proxy, which a structured clone cannot read", async () => {
    expect(await apply(complete())).toBe("completed");
    expect(await apply(new Proxy(complete(), {}))).toBe(NOT_JSON);
  });

  it("hands an event that carries no payload to the machine as it is, a Proxy or a function field and all", async () => {
    expect(await apply(new Proxy({ type: "cancel", now: NOW }, {}))).toBe("cancelled");
    expect(await apply({ type: "cancel", now: NOW, extra: () => 1 })).toBe("cancelled");
  });
});
