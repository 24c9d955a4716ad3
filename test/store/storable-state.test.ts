/**
 * How the memory store copies a state it is given: the usual flat state each field read once, everything else as a
 * JSON round trip would copy it, and each refusal with its own message.
 */
import { describe, expect, it } from "vitest";
import type { TaskState } from "../../src/machine/index.js";
import { memoryStore, type StoreResult } from "../../src/store/index.js";
import { task } from "./contract.js";

/** A result as one line: its code and message, or "accepted". */
const said = (r: StoreResult<unknown>) => (r.ok ? "accepted" : `${r.error.code}: ${r.error.message}`);
const create = (state: unknown, owner = "me") => memoryStore().create(state as TaskState, { owner });

/** A state whose statusMessage answers "read 1", "read 2", ... and the reads made so far. */
function counted(base: object = task("t-1")): { state: object; reads: () => number } {
  let reads = 0;
  const state = Object.defineProperty({ ...base }, "statusMessage", {
    get: () => `read ${++reads}`,
    enumerable: true,
    configurable: true,
  });
  return { state, reads: () => reads };
}

describe("the copy the memory store makes of a new state", () => {
  it("reads each field of a flat state once, and stores what it read", async () => {
    const { state, reads } = counted();
    const created = await create(state);
    expect(created.ok && created.value.state.statusMessage).toBe("read 1");
    expect(reads()).toBe(1);
  });

  it("reads each field once of a flat state without a prototype, too", async () => {
    const { state, reads } = counted(Object.assign(Object.create(null) as object, task("t-1")));
    const created = await create(Object.setPrototypeOf(state, null));
    expect(created.ok && created.value.state.statusMessage).toBe("read 1");
    expect(reads()).toBe(1);
  });

  it("reads each field once of a flat state with a toJSON field that is no function", async () => {
    const { state, reads } = counted({ ...task("t-1"), toJSON: "kept" });
    const created = await create(state);
    expect(created.ok && created.value.state.statusMessage).toBe("read 1");
    expect(created.ok && (created.value.state as unknown as { toJSON: string }).toJSON).toBe("kept");
    expect(reads()).toBe(1);
  });

  it("stores -0 as 0, as JSON would", async () => {
    const created = await create({ ...task("t-1"), extra: -0 });
    expect(created.ok && Object.is((created.value.state as unknown as { extra: number }).extra, 0)).toBe(true);
  });

  it("keeps an own __proto__ field as a field, as JSON would, not as the prototype", async () => {
    const state = JSON.parse(JSON.stringify(task("t-1")).replace("{", '{"__proto__":"x",')) as object;
    expect(Object.hasOwn(state, "__proto__")).toBe(true);
    const created = await create(state);
    expect(created.ok && Object.hasOwn(created.value.state, "__proto__")).toBe(true);
    expect(created.ok && Object.getPrototypeOf(created.value.state)).toBe(Object.prototype);
  });

  it("refuses what is not JSON data: a class instance, a symbol key, NaN or Infinity", async () => {
    class Held {
      constructor(fields: object) {
        Object.assign(this, fields);
      }
    }
    const refused = [
      new Held(task("t-1")),
      { ...task("t-1"), [Symbol("s")]: 1 },
      { ...task("t-1"), extra: Number.NaN },
      { ...task("t-1"), extra: Number.POSITIVE_INFINITY },
      { ...task("t-1"), result: { when: new Date(0) } },
      undefined,
    ];
    for (const state of refused)
      expect(said(await create(state))).toBe("invalid: state is not JSON data (see isTaskState)");
  });

  it("refuses JSON data that is no task state, null among it", async () => {
    for (const state of [null, {}, "t-1", [task("t-1")], 5])
      expect(said(await create(state))).toBe("invalid: state is not a task state (see isTaskState)");
  });

  it("refuses a state that throws when read", async () => {
    const state = Object.defineProperty({ ...task("t-1") }, "statusMessage", {
      get: () => {
        throw new Error("boom");
      },
      enumerable: true,
    });
    expect(said(await create(state))).toBe("invalid: state could not be read as JSON data");
  });

  it("refuses an owner or taskId PostgreSQL text could not hold", async () => {
    const message = "invalid: owner and taskId must not contain U+0000 or a lone surrogate";
    expect(said(await create(task("t-1"), "me\u0000"))).toBe(message);
    for (const taskId of ["\uD800t", "t\uDC00", "t-\u0000"]) expect(said(await create(task(taskId)))).toBe(message);
    expect(said(await create(task("t-\uD83D\uDE00")))).toBe("accepted");
  });
});
