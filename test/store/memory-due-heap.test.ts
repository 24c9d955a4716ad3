/**
 * The due index on its own: whatever the order tasks are filed in, each take returns exactly the filed ids whose
 * bucket has come due, and nothing twice. A heap that loses its order would hand out a late bucket or keep a due one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DueIndex } from "../../src/store/memory-due.js";

const ops = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("add" as const), due: fc.integer({ min: 0, max: 4000 }) }),
    fc.record({ kind: fc.constant("take" as const), at: fc.integer({ min: 0, max: 4000 }) }),
  ),
  { maxLength: 80 },
);

describe("the memory store's due index alone", () => {
  it("takes exactly the filed ids whose 100 ms bucket has come due", () => {
    fc.assert(
      fc.property(ops, (script) => {
        const index = new DueIndex();
        const filed = new Map<string, number>();
        for (const [n, op] of script.entries()) {
          if (op.kind === "add") {
            index.add(`t${n}`, op.due);
            filed.set(`t${n}`, op.due);
            continue;
          }
          const want = [...filed]
            .filter(([, due]) => Math.floor(due / 100) <= Math.floor(op.at / 100))
            .map(([id]) => id);
          const got = index.takeDue(op.at).flat();
          expect(got.sort()).toEqual(want.sort());
          for (const id of want) filed.delete(id);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("hands out buckets earliest first", () => {
    const index = new DueIndex();
    for (const due of [900, 300, 700, 100, 500, 800, 200, 600, 400, 0]) index.add(`d${due}`, due);
    expect(index.takeDue(950)).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((d) => [`d${d}`]));
    expect(index.takeDue(5000)).toEqual([]);
  });
});
