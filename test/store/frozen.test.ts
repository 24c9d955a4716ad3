/**
 * The memory store's frozen copies of what it stores: parts a new state keeps from the old one are the same objects,
 * a part the payload shares is copied once and shared, lists stay lists, and what is not JSON data is refused.
 */
import { describe, expect, it } from "vitest";
import { memoryStore, type StoredTask, type StoreResult } from "../../src/store/index.js";
import type { TaskEvent } from "../../src/index.js";
import { task } from "./contract.js";

const alice = { owner: "alice" };
const at = (second: number) => `2026-11-25T10:00:${String(second).padStart(2, "0")}Z`;

/** The state an answer holds; fails the test on a refusal. */
function stateOf(answer: StoreResult<StoredTask>) {
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value.state;
}

/** A store holding one working task "t1", and a way to complete it with a result. */
async function withTask() {
  const store = memoryStore();
  await store.create(task("t1"), alice);
  const complete = (result: unknown) =>
    store.apply("t1", { type: "complete", now: at(5), result } as unknown as TaskEvent, alice);
  return { store, complete };
}

describe("memoryStore's copies of new states", () => {
  it("keeps what the previous state held at the same place as the same object", async () => {
    const { store } = await withTask();
    const request = (key: string, second: number) =>
      store.apply(
        "t1",
        { type: "requestInput", now: at(second), inputRequests: { [key]: { method: "roots/list" } } },
        alice,
      );
    const first = stateOf(await request("k1", 1));
    const second = stateOf(await request("k2", 2));
    expect(second.inputRequests).toHaveLength(2);
    expect(second.inputRequests![0]).toBe(first.inputRequests![0]);
    const third = stateOf(await store.apply("t1", { type: "update", now: at(3), statusMessage: "waiting" }, alice));
    expect(third.inputRequests).toBe(second.inputRequests);
  });

  it("copies a part its payload holds twice once, and shares the copy as the payload did", async () => {
    const { complete } = await withTask();
    const part = { type: "text", text: "twice" };
    const result = { content: [part, part] };
    const content = stateOf(await complete(result)).result!.content as unknown[];
    expect(content).toEqual([part, part]);
    expect(content[0]).not.toBe(part);
    expect(content[1]).toBe(content[0]);
  });

  it("shares a part reached twice in a payload of many parts too", async () => {
    const { complete } = await withTask();
    const parts = Array.from({ length: 24 }, (_, i) => ({ type: "text", text: `part ${i}` }));
    const content = stateOf(await complete({ content: [...parts, parts[0], parts[23]] })).result!.content as unknown[];
    expect(content).toEqual([...parts, parts[0], parts[23]]);
    expect(content[24]).toBe(content[0]);
    expect(content[25]).toBe(content[23]);
    expect(Object.isFrozen(content[25])).toBe(true);
  });

  it("copies a list in an event as a list", async () => {
    const { store } = await withTask();
    const inputRequests = { k1: { method: "roots/list" as const }, k2: { method: "roots/list" as const } };
    await store.apply("t1", { type: "requestInput", now: at(1), inputRequests }, alice);
    const withdrawn = stateOf(await store.apply("t1", { type: "withdrawInput", now: at(2), keys: ["k2"] }, alice));
    expect(withdrawn.retiredKeys).toEqual(["k2"]);
    expect(Array.isArray(withdrawn.retiredKeys)).toBe(true);
  });

  it("reads each field of a flat payload once", async () => {
    const { complete } = await withTask();
    let reads = 0;
    const result = {
      get note() {
        reads++;
        return null;
      },
      isError: false,
    };
    expect(stateOf(await complete(result)).result).toEqual({ note: null, isError: false });
    expect(reads).toBe(1);
  });

  it("keeps a `__proto__` key that is a payload's only field", async () => {
    const { complete } = await withTask();
    const result = stateOf(await complete(JSON.parse('{"__proto__":"kept"}'))).result as object;
    expect(Object.keys(result)).toEqual(["__proto__"]);
    expect(Object.getOwnPropertyDescriptor(result, "__proto__")?.value).toBe("kept");
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });
});

describe("memoryStore's refusal of a payload that is not JSON data", () => {
  it("refuses a class instance, at the top of a payload or inside it, rather than store it as an empty object", async () => {
    for (const result of [new Date(), { content: [], at: new Date() }]) {
      const { store, complete } = await withTask();
      expect(await complete(result)).toMatchObject({ ok: false, error: { code: "refused" } });
      expect(stateOf(await store.get("t1", alice)).status).toBe("working");
    }
  });

  it("refuses a function, in a flat payload or a nested one, as data it cannot copy", async () => {
    const fn = () => 1;
    for (const result of [{ isError: false, fn }, { content: [{ type: "text", text: "a", fn }] }]) {
      const { store, complete } = await withTask();
      expect(await complete(result)).toMatchObject({ ok: false, error: { code: "invalid" } });
      expect(stateOf(await store.get("t1", alice)).status).toBe("working");
    }
  });
});
