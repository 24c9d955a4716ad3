/**
 * How the memory store copies an event before the machine reads it: a payload event of plain data read once, field
 * by field, even through a Proxy; anything else structured-cloned, which refuses what a walk cannot see.
 */
import { describe, expect, it } from "vitest";
import { memoryStore, type StoreResult } from "../../src/store/index.js";
import { task } from "./contract.js";

const me = { owner: "me" };
const NOW = "2026-11-25T10:00:01Z";
/** A result as one line: its code and message, or the status and statusMessage of the state it stored. */
const said = (r: StoreResult<{ state: { status: string; statusMessage: string | null } }>) =>
  r.ok ? `${r.value.state.status} ${r.value.state.statusMessage}` : `${r.error.code}: ${r.error.message}`;
const NOT_JSON = "invalid: the event is not JSON data, so it cannot be stored";

/** Applies `event` to a new working task and says how that went. */
async function apply(event: unknown): Promise<string> {
  const store = memoryStore();
  await store.create(task("t-1"), me);
  return said(await store.apply("t-1", event as never, me));
}

/** A Proxy over `target` that logs every property read. */
function logged<T extends object>(target: T): { proxy: T; reads: string[] } {
  const reads: string[] = [];
  const proxy = new Proxy(target, {
    get: (t, key, receiver) => {
      reads.push(String(key));
      return Reflect.get(t, key, receiver);
    },
  });
  return { proxy, reads };
}

const complete = () => ({ type: "complete", now: NOW, result: { content: [] }, statusMessage: "done" });

describe("the copy the memory store makes of an event", () => {
  it("reads a payload's fields once, and stores what it read", async () => {
    let reads = 0;
    const result = {
      content: [],
      get n() {
        reads += 1;
        return reads;
      },
    };
    const store = memoryStore();
    await store.create(task("t-1"), me);
    const applied = await store.apply("t-1", { ...complete(), result } as never, me);
    expect(applied.ok && applied.value.state.result).toEqual({ content: [], n: 1 });
    expect(reads).toBe(1);
  });

  it("reads each field of a payload event through a Proxy once, its type among them", async () => {
    const { proxy, reads } = logged(complete());
    expect(await apply(proxy)).toBe("completed done");
    expect(reads).toEqual(["type", "now", "result", "statusMessage"]);
  });

  it("copies a Proxy over an event without a prototype field by field", async () => {
    const bare = Object.assign(Object.create(null) as object, complete());
    expect(await apply(logged(bare).proxy)).toBe("completed done");
  });

  it("keeps the type it read first, whatever a getter answers later", async () => {
    let reads = 0;
    const event = {
      ...complete(),
      get type() {
        reads += 1;
        return reads === 1 ? "complete" : "cancel";
      },
    };
    expect(await apply(event)).toBe("completed done");
  });

  it("clones a payload event that is a class instance, and refuses one behind a Proxy", async () => {
    class Completion {
      constructor() {
        Object.assign(this, complete());
      }
    }
    expect(await apply(new Completion())).toBe("completed done");
    expect(await apply(logged(new Completion()).proxy)).toBe(NOT_JSON);
  });

  it("refuses a payload event holding a function, a symbol, or (behind a Proxy) a bigint", async () => {
    expect(await apply({ ...complete(), extra: () => 1 })).toBe(NOT_JSON);
    expect(await apply({ ...complete(), extra: Symbol("s") })).toBe(NOT_JSON);
    expect(await apply(logged({ ...complete(), extra: 1n }).proxy)).toBe(NOT_JSON);
  });

  it("keeps an own __proto__ field of a payload event as a field, not as the copy's prototype", async () => {
    const event = JSON.parse(
      `{"__proto__":{"statusMessage":"inherited"},"type":"complete","now":"${NOW}","result":{"content":[]}}`,
    ) as object;
    expect(await apply(event)).toBe("completed null");
  });

  it("hands an event that carries no payload to the machine as it is", async () => {
    expect(await apply({ type: "cancel", now: NOW, extra: () => 1 })).toBe("cancelled null");
    expect(await apply(logged({ type: "cancel", now: NOW }).proxy)).toBe("cancelled null");
  });

  it("lets the machine answer an event whose type cannot be read", async () => {
    const event = {
      get type(): string {
        throw new Error("boom");
      },
      now: NOW,
    };
    expect(await apply(event)).toBe("refused: the state or the event could not be read");
  });
});
