/**
 * routingHeaders at its edges: a request that is no keyed object, a method that cannot be a header (not a string,
 * empty, a lone surrogate), and params that hold no target for the method. Each leaves the header out rather than
 * write a value no server could match.
 */
import { describe, it, expect } from "vitest";
import { routingHeaders } from "../../src/codec/index.js";

/** Casts a value that is no request, as a careless caller may hand one over. */
const odd = (value: unknown): { method: string; params?: unknown } => value as { method: string; params?: unknown };

describe("routingHeaders at its edges", () => {
  it("writes nothing for a request that is an array or a function", () => {
    expect(routingHeaders(odd(Object.assign([], { method: "tasks/list" })))).toEqual({});
    expect(routingHeaders(odd(Object.assign(() => undefined, { method: "tasks/list" })))).toEqual({});
  });

  it("writes no Mcp-Method for a method that is not a string, empty, or holds a lone surrogate", () => {
    for (const method of [5, "", "tasks/\uD800", null]) {
      expect(routingHeaders(odd({ method, params: { taskId: "t" } }))).toEqual({});
    }
  });

  it("writes no Mcp-Name for a method without a target, nor from params that are no keyed object", () => {
    expect(routingHeaders({ method: "tasks/list", params: { undefined: "x", name: "x" } })).toEqual({
      "Mcp-Method": "tasks/list",
    });
    expect(routingHeaders({ method: "tools/call", params: Object.assign(["x"], { name: "greet" }) })).toEqual({
      "Mcp-Method": "tools/call",
    });
    expect(routingHeaders({ method: "tools/call", params: { name: "greet" } })).toEqual({
      "Mcp-Method": "tools/call",
      "Mcp-Name": "greet",
    });
  });
});
