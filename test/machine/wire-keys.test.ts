/**
 * A projected map of input requests holds `__proto__` as JSON.parse would: an own property like any other key,
 * enumerable, writable and configurable, so that a caller who edits or deletes it before sending sees an ordinary key.
 */
import { describe, it, expect } from "vitest";
import { createTask, toDetailedTask, toWireMap } from "../../src/machine/index.js";

const roots = { method: "roots/list" } as const;

describe("__proto__ on the wire", () => {
  it("is an ordinary own property of the projected map", () => {
    const created = createTask({
      taskId: "t",
      now: "2025-11-25T10:30:00Z",
      status: "input_required",
      inputRequests: [
        ["__proto__", roots],
        ["plain", roots],
      ] as const,
    });
    if (!created.ok) throw new Error(created.error.message);
    const wire = toDetailedTask(created.state) as unknown as { inputRequests: Record<string, unknown> };
    const parsed = JSON.parse('{"__proto__": {"method": "roots/list"}, "plain": {"method": "roots/list"}}') as object;
    for (const map of [wire.inputRequests, toWireMap([["__proto__", roots]])]) {
      expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(map, "__proto__")).toEqual(
        Object.getOwnPropertyDescriptor(parsed, "__proto__"),
      );
    }
    expect(Object.getOwnPropertyDescriptor(wire.inputRequests, "plain")).toEqual(
      Object.getOwnPropertyDescriptor(parsed, "plain"),
    );
    expect(JSON.stringify(wire.inputRequests)).toBe(JSON.stringify(parsed));
  });
});
