import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { arbitraries, arbitraryNames } from "./messages.js";
import { REMOVE, edit, nodePointers, readAt } from "./edit.js";

describe("the message arbitraries", () => {
  it.each(arbitraryNames)("make %s values that survive a JSON round trip unchanged", (name) => {
    fc.assert(
      fc.property(arbitraries[name] as fc.Arbitrary<unknown>, (value) => {
        expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);
      }),
      { numRuns: 50 },
    );
  });

  it("cover every task status, and tasks born terminal in CreateTaskResult", () => {
    const statuses = new Set(fc.sample(arbitraries.DetailedTask, { numRuns: 300, seed: 3 }).map((t) => t.status));
    expect([...statuses].sort()).toEqual(["cancelled", "completed", "failed", "input_required", "working"]);
    const created = fc.sample(arbitraries.CreateTaskResult, { numRuns: 300, seed: 3 }) as unknown as Record<
      string,
      unknown
    >[];
    expect(created.some((c) => c.status === "completed" && "result" in c)).toBe(true);
    expect(created.some((c) => c.status === "failed" && "error" in c)).toBe(true);
  });

  it("cover every input request kind, including url and form elicitation", () => {
    const requests = fc.sample(arbitraries.InputRequest, { numRuns: 300, seed: 3 }) as unknown as {
      method: string;
      params?: { mode?: string };
    }[];
    const kinds = new Set(
      requests.map((r) => (r.method === "elicitation/create" ? `elicit-${r.params?.mode ?? "form"}` : r.method)),
    );
    expect([...kinds].sort()).toEqual(["elicit-form", "elicit-url", "roots/list", "sampling/createMessage"]);
  });
});

describe("edit", () => {
  const value = { a: { b: [1, 2, 3] }, c: "x" };

  it("replaces, adds and removes nodes without touching the original", () => {
    expect(edit(value, "/a/b/1", 9)).toEqual({ a: { b: [1, 9, 3] }, c: "x" });
    expect(edit(value, "/d", true)).toEqual({ a: { b: [1, 2, 3] }, c: "x", d: true });
    expect(edit(value, "/a/b/0", REMOVE)).toEqual({ a: { b: [2, 3] }, c: "x" });
    expect(edit(value, "/c", REMOVE)).toEqual({ a: { b: [1, 2, 3] } });
    expect(value).toEqual({ a: { b: [1, 2, 3] }, c: "x" });
  });

  it("keeps key order and handles escaped tokens and __proto__ keys", () => {
    expect(Object.keys(edit(value, "/a", 1) as object)).toEqual(["a", "c"]);
    expect(edit({ "a/b": 1 }, "/a~1b", 2)).toEqual({ "a/b": 2 });
    const withProto = edit({}, "/__proto__", { polluted: true }) as Record<string, unknown>;
    expect(Object.hasOwn(withProto, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(withProto)).toBe(Object.prototype);
  });

  it("lists and reads every node", () => {
    expect(nodePointers(value)).toEqual(["/a", "/a/b", "/a/b/0", "/a/b/1", "/a/b/2", "/c"]);
    expect(readAt(value, "/a/b/2")).toBe(3);
    expect(readAt(value, "/nope/x")).toBeUndefined();
  });
});
