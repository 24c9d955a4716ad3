/**
 * Limits a caller passes that are not non-negative numbers (`null`, numeric strings, from untyped callers) are
 * ignored for the defaults, as for a negative number or NaN: decode and encode then accept an ordinary message.
 */
import { describe, it, expect } from "vitest";
import { decode, encode } from "../../src/codec/index.js";
import { valueOf } from "./helpers.js";

const TEXT = '{"jsonrpc":"2.0","id":1,"method":"x","params":{"a":[1]}}';

describe("limits that are not non-negative numbers", () => {
  it("are ignored by decode and encode, each limit on its own", () => {
    for (const bad of [null, "0", "1", true, -1, Number.NaN]) {
      const value = bad as unknown as number;
      for (const options of [{ maxBytes: value }, { maxDepth: value }, { maxBytes: value, maxDepth: value }]) {
        expect({ options, kind: valueOf(decode(TEXT, options)).kind }).toEqual({ options, kind: "JSONRPCRequest" });
        expect({ options, text: valueOf(encode(JSON.parse(TEXT) as object, options)) }).toEqual({
          options,
          text: TEXT,
        });
      }
    }
  });
});
