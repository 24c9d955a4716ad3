import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { appended } from "../../src/machine/entries.js";

describe("appended", () => {
  it("builds what concat builds, without touching its inputs", () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), fc.array(fc.anything()), (list, items) => {
        const before = [list.slice(), items.slice()];
        const out = appended(list, items);
        expect(out).toEqual(list.concat(items));
        expect(out.length).toBe(list.length + items.length);
        expect(out).not.toBe(list);
        expect([list, items]).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });
});
