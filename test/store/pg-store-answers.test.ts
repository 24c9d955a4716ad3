/**
 * What the PostgreSQL store answers for each way a call can go wrong: unusable options or clients, a create the
 * function refuses or does not answer, text PostgreSQL cannot hold, an event that is not data, and a pool's `error`.
 */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { postgresStore } from "../../src/store/index.js";
import { freshTable } from "./backends.js";
import { task } from "./contract.js";
import { tamperedStore } from "./pg-compare-and-set-client.js";

const alice = { owner: "alice" };
const NOW = "2026-11-25T10:00:01Z";
const cancel = { type: "cancel", now: NOW } as const;
const invalid = (message: string) => ({ ok: false, error: { code: "invalid", message } });
const limit = (limit: string, message: string) => ({ ok: false, error: { code: "limit", message, limit } });

describe("the PostgreSQL store's refusals", () => {
  it("names what is wrong with unusable options or clients", async () => {
    const hostile = {
      get table(): string {
        throw new Error("boom");
      },
    };
    const throwing = new Proxy({}, { get: () => assert() });
    const answers = async (store: ReturnType<typeof postgresStore>) => [
      await store.migrate(),
      await store.get("t", alice),
    ];
    const noQuery = invalid("client must have a query(text, params) method");
    expect(await answers(postgresStore({ query: async () => ({ rows: [] }) }, hostile))).toEqual([
      invalid("the options could not be read"),
      invalid("the options could not be read"),
    ]);
    expect(await answers(postgresStore(null as never))).toEqual([noQuery, noQuery]);
    expect(await answers(postgresStore(throwing as never))).toEqual([noQuery, noQuery]);
  });

  it("reads an answer without a list of rows as unavailable", async () => {
    const store = postgresStore({ query: async () => ({ rows: "none" }) } as never);
    expect(await store.get("t", alice)).toEqual({
      ok: false,
      error: { code: "unavailable", message: "the client answered without a list of rows" },
    });
  });

  it("refuses scopes, events and listeners it cannot use, before sending anything", async () => {
    const { store, counts } = await tamperedStore();
    counts.other = 0;
    const notData = { type: "complete", now: NOW, result: { content: [], f: () => 1 } } as never;
    expect(
      await store.create(task("t1"), { owner: "alice", client: { key: "k\uD800", maxLiveTasks: 1, maxTasks: 1 } }),
    ).toEqual(invalid("scope.client.key has no UTF-8 encoding, so it cannot be stored"));
    expect(await store.apply("t1", cancel, {} as never)).toEqual(invalid("scope.owner must be a string"));
    expect(await store.apply("t1", notData, alice)).toEqual(
      invalid("the event is not JSON data, so it cannot be stored"),
    );
    expect(await store.watch(["t1"], () => undefined, {} as never)).toEqual(invalid("scope.owner must be a string"));
    expect(await store.watch(["t1"], "x" as never, alice)).toEqual(invalid("listener must be a function"));
    expect(counts).toEqual({ read: 0, update: 0, other: 0 });
  });

  it("finds no task under an owner or taskId with a lone surrogate, not even one PostgreSQL would confuse it with", async () => {
    const { store } = await tamperedStore();
    // A client encoding a lone surrogate as UTF-8 writes U+FFFD in its place.
    expect((await store.create(task("\uFFFD"), alice)).ok).toBe(true);
    expect((await store.create(task("t1"), { owner: "\uFFFD" })).ok).toBe(true);
    const notFound = { ok: false, error: { code: "not_found", message: "no such task" } };
    expect(await store.apply("\uD800", cancel, alice)).toEqual(notFound);
    expect(await store.apply("t1", cancel, { owner: "\uD800" })).toEqual(notFound);
    expect(await store.get("\uFFFD", alice)).toMatchObject({ ok: true, value: { state: { status: "working" } } });
  });
});

describe("the PostgreSQL store's creates", () => {
  it("answers each bound the create function reports with its limit and size", async () => {
    const unbounded = (await tamperedStore()).store;
    expect((await unbounded.create(task("t1"), alice)).ok).toBe(true);
    expect(await unbounded.create(task("t1"), alice)).toEqual({
      ok: false,
      error: { code: "exists", message: "the taskId is taken" },
    });
    const { store } = await tamperedStore({ maxLiveTasksPerOwner: 1, maxTasksPerOwner: 2 });
    const client = { key: "k", maxLiveTasks: 5, maxTasks: 1 };
    expect((await store.create(task("t1"), { ...alice, client })).ok).toBe(true);
    expect(await store.create(task("t2"), { ...alice, client })).toEqual(
      limit("client-stored-tasks", "this client already holds 1 tasks, finished ones included"),
    );
    expect(await store.create(task("t2"), alice)).toEqual(limit("live-tasks", "this owner already holds 1 live tasks"));
    expect((await store.apply("t1", cancel, alice)).ok).toBe(true);
    expect((await store.create(task("t2"), alice)).ok).toBe(true);
    expect((await store.apply("t2", cancel, alice)).ok).toBe(true);
    expect(await store.create(task("t3"), alice)).toEqual(
      limit("stored-tasks", "this owner already holds 2 tasks, finished ones included"),
    );
  });

  it("answers unavailable when the create function answers nothing it knows, and a client bound without a client as 0", async () => {
    const { store, hooks } = await tamperedStore();
    const answer = { rows: [] as Record<string, unknown>[] };
    hooks.tamper = async (text, next) =>
      text.startsWith("SELECT ") && text.includes("AS outcome") ? answer.rows : next();
    const noAnswer = {
      ok: false,
      error: { code: "unavailable", message: "the create function gave no answer; run migrate()" },
    };
    expect(await store.create(task("t1"), alice)).toEqual(noAnswer);
    answer.rows = [{ outcome: "done" }];
    expect(await store.create(task("t1"), alice)).toEqual(noAnswer);
    answer.rows = [{ outcome: "client-live-tasks" }];
    expect(await store.create(task("t1"), alice)).toEqual(
      limit("client-live-tasks", "this client already holds 0 live tasks"),
    );
    answer.rows = [{ outcome: "client-stored-tasks" }];
    expect(await store.create(task("t1"), alice)).toEqual(
      limit("client-stored-tasks", "this client already holds 0 tasks, finished ones included"),
    );
  });

  it("writes its first change to a task it created without reading the row", async () => {
    const { store, counts } = await tamperedStore();
    expect((await store.create(task("t1"), alice)).ok).toBe(true);
    expect(await store.apply("t1", cancel, alice)).toMatchObject({ ok: true, value: { version: 2 } });
    expect(counts.read).toBe(0);
  });
});

describe("the PostgreSQL store's migrate and client", () => {
  it("runs a statement that failed once a second time, as it was", async () => {
    const { db } = await tamperedStore();
    let failed = 0;
    const client = {
      query: (text: string, params?: unknown[]) =>
        text.startsWith("CREATE INDEX") && failed++ === 0
          ? Promise.reject(new Error("tuple concurrently updated"))
          : db.query(text, params),
    };
    const store = postgresStore(client, { table: freshTable() });
    expect(await store.migrate()).toEqual({ ok: true, value: undefined });
    expect(failed).toBe(4);
    expect((await store.create(task("t1"), alice)).ok).toBe(true);
  });

  it("listens for a pool's error while open, and stops at close", async () => {
    const { db } = await tamperedStore();
    const pool = Object.assign(new EventEmitter(), {
      query: (text: string, params?: unknown[]) => db.query(text, params),
    });
    const store = postgresStore(pool, { table: freshTable() });
    expect(await store.migrate()).toEqual({ ok: true, value: undefined });
    expect(() => pool.emit("error", new Error("terminating connection"))).not.toThrow();
    expect(pool.listenerCount("error")).toBe(1);
    await store.close();
    expect(pool.listenerCount("error")).toBe(0);
  });

  it("works with, and closes, a client whose on() throws", async () => {
    const { db } = await tamperedStore();
    const client = {
      query: (text: string, params?: unknown[]) => db.query(text, params),
      on: () => assert(),
    };
    const store = postgresStore(client, { table: freshTable() });
    expect(await store.migrate()).toEqual({ ok: true, value: undefined });
    await expect(store.close()).resolves.toBeUndefined();
  });
});

/** Throws, for clients whose members fail when touched. */
function assert(): never {
  throw new Error("not here");
}
