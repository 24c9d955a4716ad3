/**
 * routingValuesOf reads both routing headers in one pass over a record: each must come out as valuesOf reads it
 * alone, whatever the spelling, order, duplicates and odd values of the keys, and whether or not the other is there.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { routingValuesOf, valuesOf, type HeadersLike } from "../../src/codec/headers/read-header.js";

const KEYS = [
  "Mcp-Method",
  "mcp-method",
  "MCP-METHOD",
  "Mcp-Name",
  "mcp-name",
  "MCP-Name",
  "Mcp-Nama",
  "X-Other",
  "Mcp-Namé",
];
const VALUE = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer())),
  fc.integer(),
  fc.constant(null),
);

describe("routingValuesOf", () => {
  it("gives each routing header's values as valuesOf does", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUE), { maxLength: 6 }), (entries) => {
        const headers = Object.fromEntries(entries) as HeadersLike;
        expect(routingValuesOf(headers)).toEqual({
          method: valuesOf(headers, "Mcp-Method"),
          name: valuesOf(headers, "Mcp-Name"),
        });
      }),
    );
  });

  it("asks a Headers object for each by name, and skips inherited keys", () => {
    const headers = new Headers({ "mcp-method": "tasks/get", "MCP-NAME": "t-1" });
    expect(routingValuesOf(headers)).toEqual({ method: "tasks/get", name: "t-1" });
    const inherited = Object.create({ "Mcp-Name": "inherited" }) as Record<string, string>;
    inherited["Mcp-Method"] = "tasks/get";
    expect(routingValuesOf(inherited)).toEqual({ method: "tasks/get", name: undefined });
  });
});
