import { describe, expect, it } from "vitest";
import { memoryStore } from "../../src/store/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };

/** Every object reachable from a value, iteratively. */
function objects(value: unknown): object[] {
  const found: object[] = [];
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    found.push(v);
    stack.push(...Object.values(v));
  }
  return found;
}

describe("memoryStore (beyond the contract)", () => {
  it("hands out deep-frozen states, so what it holds cannot be changed through them", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    const asked = await store.apply(
      "t1",
      { type: "requestInput", now: "2026-11-25T10:00:01Z", inputRequests: { k: { method: "roots/list" } } },
      alice,
    );
    const result = { content: [{ type: "text", text: "done" }] };
    await store.apply(
      "t1",
      { type: "provideInput", now: "2026-11-25T10:00:02Z", inputResponses: { k: { roots: [] } } },
      alice,
    );
    const done = await store.apply("t1", { type: "complete", now: "2026-11-25T10:00:03Z", result }, alice);
    const read = await store.get("t1", alice);
    for (const outcome of [asked, done, read]) {
      if (!outcome.ok) throw new Error(outcome.error.message);
      const all = objects(outcome.value.state);
      expect(all.length).toBeGreaterThan(3);
      expect(all.every((o) => Object.isFrozen(o))).toBe(true);
    }
    const content = (read.ok ? read.value.state.result?.content : undefined) as unknown[];
    expect(() => content.push({ type: "text", text: "more" })).toThrow(TypeError);
    expect(Object.isFrozen(result)).toBe(false);
  });

  it("refuses a state that is not JSON data instead of storing something else", async () => {
    const store = memoryStore();
    const state = task("t1");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const withDate = { ...state, statusMessage: new Date() as unknown as string };
    expect(await store.create(withDate, alice)).toMatchObject({ ok: false, error: { code: "invalid" } });
    expect(await store.create({ ...state, pollIntervalMs: cyclic as unknown as number }, alice)).toMatchObject({
      ok: false,
      error: { code: "invalid" },
    });
    expect(await store.get("t1", alice)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("keeps a `__proto__` key of a payload as data, never as a prototype", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    const result = JSON.parse('{"content":[],"__proto__":{"polluted":true}}') as { content: [] };
    const done = await store.apply("t1", { type: "complete", now: "2026-11-25T10:00:01Z", result }, alice);
    if (!done.ok) throw new Error(done.error.message);
    const stored = done.value.state.result as Record<string, unknown>;
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(Object.keys(stored)).toEqual(["content", "__proto__"]);
    expect((stored as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe("memoryStore's copy of an event", () => {
  it("keeps the payload it copied as the stored state's, frozen, and refuses a sparse one as before", async () => {
    const store = memoryStore();
    await store.create(task("t1"), alice);
    const result = { content: [{ type: "text", text: "done" }] };
    const done = await store.apply("t1", { type: "complete", now: "2026-11-25T10:00:03Z", result }, alice);
    if (!done.ok) throw new Error(done.error.message);
    const stored = done.value.state.result as typeof result;
    expect(stored).toEqual(result);
    expect(stored).not.toBe(result);
    expect(Object.isFrozen(stored.content[0])).toBe(true);
    result.content[0]!.text = "changed";
    expect(stored.content[0]!.text).toBe("done");
    await store.create(task("t2"), alice);
    // Trailing holes: a copy that dropped them would store an empty list rather than refuse the result.
    const sparse = await store.apply(
      "t2",
      { type: "complete", now: "2026-11-25T10:00:03Z", result: { content: new Array(2) } },
      alice,
    );
    expect(sparse.ok).toBe(false);
  });
});
