/**
 * A value refused for its limits (depth, size, a number or object JSON cannot carry) is still an object whose own id
 * can be read, so the failure carries it and a server can answer with that id. Text and bytes refused before parsing
 * have no id to read, and an id that cannot be read safely is left out without losing the issues.
 */
import { describe, expect, it } from "vitest";
import { decode, ISSUE_CODES } from "../../src/codec/index.js";
import { decodeParsed } from "../../src/codec/decode/decode.js";

const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { v: value };
  return value;
};

const request = (id: unknown, params: unknown): Record<string, unknown> => ({
  jsonrpc: "2.0",
  id,
  method: "tasks/get",
  params,
});

describe("decode of a value refused for its limits", () => {
  it("carries a numeric or string id for depth, size and numbers, parsed or not", () => {
    for (const parsed of [false, true]) {
      const deep = decode(request(7, { taskId: "t", extra: nested(10) }), { maxDepth: 4, parsed });
      expect(deep).toMatchObject({ ok: false, id: 7, issues: [{ keyword: "maxDepth" }] });
      const infinite = decode(request(0, { taskId: "t", n: Number.POSITIVE_INFINITY }), { parsed });
      expect(infinite).toMatchObject({ ok: false, id: 0, issues: [{ code: ISSUE_CODES.notJson }] });
    }
  });

  it("carries the id of a value over maxBytes (a parsed value is taken as within its text's size)", () => {
    const big = decode(request("req-1", { taskId: "x".repeat(200) }), { maxBytes: 100 });
    expect(big).toMatchObject({ ok: false, id: "req-1", issues: [{ keyword: "maxBytes" }] });
  });

  it("carries the id through lint's entry point too", () => {
    const refused = decodeParsed(request(3, { taskId: "t", extra: nested(10) }), { maxDepth: 4, parsed: true });
    expect(refused).toMatchObject({ ok: false, id: 3, issues: [{ keyword: "maxDepth" }] });
  });

  it("carries no id that is not a request id", () => {
    for (const id of [null, 1.5, { n: 1 }, true]) {
      const refused = decode(request(id, { n: Number.NaN }));
      expect(refused.ok).toBe(false);
      expect(refused).not.toHaveProperty("id");
    }
    const notification = decode({ jsonrpc: "2.0", method: "notifications/tasks", params: { n: Number.NaN } });
    expect(notification).not.toHaveProperty("id");
  });

  it("carries no id for text or bytes refused before parsing", () => {
    const text = JSON.stringify(request(5, { taskId: "t", extra: nested(10) }));
    expect(decode(text, { maxDepth: 4 })).toMatchObject({ ok: false, issues: [{ keyword: "maxDepth" }] });
    expect(decode(text, { maxDepth: 4 })).not.toHaveProperty("id");
    const bytes = new TextEncoder().encode(text);
    expect(decode(bytes, { maxBytes: 10 })).toMatchObject({ ok: false, issues: [{ keyword: "maxBytes" }] });
    expect(decode(bytes, { maxBytes: 10 })).not.toHaveProperty("id");
  });

  it("echoes only an id it checked, from a getter that answers differently on each read", () => {
    for (const later of [{ not: "an id" }, 1.5, null]) {
      let reads = 0;
      const flipping = Object.defineProperty(request(1, { n: Number.NaN }), "id", {
        enumerable: true,
        get: () => (++reads % 2 === 1 ? 1 : later),
      });
      const refused = decode(flipping);
      expect(refused.ok).toBe(false);
      if (!refused.ok && refused.id !== undefined) expect([1]).toContain(refused.id);
      expect(reads).toBeGreaterThan(1);
    }
  });

  it("keeps the walk's issue, with no id, when reading the id throws", () => {
    const hostile = Object.defineProperty(request(1, { taskId: "t" }), "id", {
      enumerable: true,
      get() {
        throw new Error("no id here");
      },
    });
    const refused = decode(hostile);
    expect(refused).toStrictEqual({
      ok: false,
      issues: [
        {
          path: "",
          keyword: "unreadable",
          message: expect.stringContaining("no id here"),
          code: ISSUE_CODES.unreadable,
        },
      ],
    });
  });
});
