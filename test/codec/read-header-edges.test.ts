/**
 * readHeader at its edges: what it answers for input that is not headers, for getters that throw or answer
 * non-strings, for values that are neither strings nor arrays, and for header names that are the same length as the
 * wanted one, hold non-ASCII characters, or change length when lowercased. Its case-insensitive match folds ASCII in
 * place and lowercases whole only the names it must, so each of these paths has to give String#toLowerCase's answer.
 */
import { describe, it, expect } from "vitest";
import { readHeader, type HeadersLike } from "../../src/codec/index.js";

/** Casts a value that is no HeadersLike, as a peer or a careless caller may hand one over. */
const odd = (value: unknown): HeadersLike => value as HeadersLike;

describe("readHeader at its edges", () => {
  it("answers [] for headers that are not an object, or a name that is not a string", () => {
    expect(readHeader(odd(null), "Mcp-Name")).toEqual([]);
    // A string's indexes are its own enumerable keys; they are no headers.
    expect(readHeader(odd("ab"), "0")).toEqual([]);
    const fn = Object.assign(() => "x", { "mcp-name": "x", get: () => "x" });
    expect(readHeader(odd(fn), "Mcp-Name")).toEqual([]);
    // Headers#get would take the number as the name "5".
    expect(readHeader(new Headers({ "5": "five" }), 5 as unknown as string)).toEqual([]);
  });

  it("reads a Fetch Headers' value, and nothing when a getter answers a non-string or throws", () => {
    expect(readHeader(new Headers({ "Mcp-Name": "task-1" }), "mcp-name")).toEqual(["task-1"]);
    expect(readHeader({ get: () => "v" }, "Mcp-Name")).toEqual(["v"]);
    expect(readHeader(odd({ get: () => 7 }), "Mcp-Name")).toEqual([]);
    const throwing = {
      get: (): string => {
        throw new Error("getter");
      },
    };
    expect(readHeader(throwing, "Mcp-Name")).toEqual([]);
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    expect(readHeader(trap, "Mcp-Name")).toEqual([]);
  });

  it("skips a value that is neither a string nor an array, and keeps the others in order", () => {
    const headers = odd({ "Mcp-Name": "a", "mcp-name": 7, "MCP-Name": undefined, "mcp-NAME": ["b"], "Mcp-NAME": null });
    expect(readHeader(headers, "Mcp-Name")).toEqual(["a", "b"]);
  });

  it("folds every ASCII capital, A and Z included", () => {
    expect(readHeader({ "MCP-NAME": "a" }, "Mcp-Name")).toEqual(["a"]);
    expect(readHeader({ "X-ZIP": "z" }, "x-zip")).toEqual(["z"]);
  });

  it("matches no other name of the same length, ASCII or not", () => {
    const headers = { "Mcp-Nama": "x", "Mcp-Namé": "y", "mcp-namE": "z" };
    expect(readHeader(headers, "Mcp-Name")).toEqual(["z"]);
  });

  it("matches names whose non-ASCII characters lowercase as String#toLowerCase does", () => {
    expect(readHeader({ "Ä-id": "v" }, "ä-id")).toEqual(["v"]);
    // İ lowercases to two code units (i and a combining dot), so these names differ in length from their match.
    expect(readHeader({ "X-İd": "v" }, "x-i\u0307d")).toEqual(["v"]);
    expect(readHeader({ İ: "w" }, "i\u0307")).toEqual(["w"]);
    expect(readHeader({ "X-İd": "v" }, "x-id")).toEqual([]);
  });

  it("matches names that are Object.prototype members in any case", () => {
    const headers = { constructor: "a", ToString: "b", __PROTO__: "c", VALUEOF: "d" };
    expect(readHeader(headers, "constructor")).toEqual(["a"]);
    expect(readHeader(headers, "toString")).toEqual(["b"]);
    expect(readHeader(headers, "__proto__")).toEqual(["c"]);
    expect(readHeader(headers, "valueOf")).toEqual(["d"]);
  });
});
