/**
 * freezeCopy's own promises, where no store call reaches them: a primitive or the previous state itself comes back
 * as it is, a cycle is copied as a cycle, an object without a prototype is JSON data, and NaN or Infinity is not.
 */
import { describe, expect, it } from "vitest";
import { freezeCopy } from "../../src/store/frozen.js";

describe("freezeCopy", () => {
  it("hands back a primitive, and the previous state itself, as they are", () => {
    for (const value of [5, "text", true, null, undefined]) expect(freezeCopy(value)).toBe(value);
    const previous = freezeCopy({ a: { b: 1 }, c: 2 });
    expect(freezeCopy(previous, previous)).toBe(previous);
  });

  it("copies a cycle as a cycle, each container once", () => {
    const cyclic: Record<string, unknown> = { n: 1, list: [] };
    cyclic.self = cyclic;
    (cyclic.list as unknown[]).push(cyclic);
    const copy = freezeCopy(cyclic);
    expect(copy).not.toBe(cyclic);
    expect(copy.self).toBe(copy);
    expect((copy.list as unknown[])[0]).toBe(copy);
    expect(Object.isFrozen(copy)).toBe(true);
  });

  it("takes an object without a prototype as JSON data, at the top or inside", () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    expect(freezeCopy(bare)).toEqual({ a: 1 });
    expect(freezeCopy({ inner: bare, list: [bare] })).toEqual({ inner: { a: 1 }, list: [{ a: 1 }] });
  });

  it("refuses NaN and Infinity, in a flat value or a nested one", () => {
    for (const value of [{ n: Number.NaN }, { n: Number.POSITIVE_INFINITY }, { inner: { n: Number.NaN } }])
      expect(() => freezeCopy(value)).toThrow(TypeError);
  });
});
