/** The unanswered requests of one direction: the latest held beside the Map must answer as one Map would. */
import { describe, expect, it } from "vitest";
import { pendingRequest as request } from "./trace.js";
import { PendingTable } from "../../../src/cli/lint/trace/pending-table.js";

describe("PendingTable", () => {
  it("finds every request, whether it is the latest or one that came before its answer", () => {
    const table = new PendingTable();
    const a = request(1);
    const b = request(2);
    table.add(1, a);
    table.add("1", b);
    expect(table.get(1)).toBe(a);
    expect(table.get("1")).toBe(b);
    expect(table.delete(1)).toBe(true);
    expect(table.get(1)).toBeUndefined();
    expect(table.get("1")).toBe(b);
    expect(table.delete("1")).toBe(true);
    expect(table.delete("1")).toBe(false);
    expect(table.get("1")).toBeUndefined();
  });

  it("answers as a Map over a seeded run of adds and deletes", () => {
    const table = new PendingTable();
    const map = new Map<string | number, ReturnType<typeof request>>();
    let state = 7;
    const random = (n: number): number => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return state % n;
    };
    for (let step = 0; step < 20_000; step++) {
      const n = random(12);
      const id = random(2) === 0 ? n : String(n);
      if (random(3) === 0) {
        expect(table.delete(id)).toBe(map.delete(id));
      } else if (!map.has(id)) {
        const r = request(step);
        table.add(id, r);
        map.set(id, r);
      }
      expect(table.get(id)).toBe(map.get(id));
      expect(table.get(-0)).toBe(map.get(-0));
    }
  });
});
