/**
 * The Node adapter's lazy request headers answer `get` and `has` of any name as a real Headers does: the same value,
 * or the same TypeError for a name that is no header name, before and after the real Headers is built.
 */
import { describe, expect, it } from "vitest";
import { RawHeaders } from "../../src/host/adapters/node-headers.js";

const RAW = ["Content-Type", "application/json", "X-Twice", "a", "x-twice", "b", "Mcp-Name", "run"];

function nativeOf(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/** What a call gives: its value, or the name of the error it throws. */
function outcome(call: () => unknown): unknown {
  try {
    return { value: call() };
  } catch (error) {
    return { threw: (error as Error).name };
  }
}

const NAMES: unknown[] = [
  "content-type",
  "X-TWICE",
  "mcp-name",
  "absent",
  "bad name",
  "",
  "a:b",
  "caf\u00e9",
  "line\nbreak",
  "\u0100wide",
  5,
  null,
  undefined,
  { toString: () => "Mcp-Name" },
];

describe("RawHeaders", () => {
  it.each(NAMES.map((name) => [String(typeof name === "string" ? JSON.stringify(name) : name), name]))(
    "answers get and has of %s as a real Headers does",
    (_, name) => {
      const real = nativeOf(RAW);
      const lazy = new RawHeaders(RAW) as unknown as Headers;
      expect(outcome(() => lazy.get(name as string))).toEqual(outcome(() => real.get(name as string)));
      expect(outcome(() => new RawHeaders(RAW).has(name as string))).toEqual(outcome(() => real.has(name as string)));
    },
  );

  it("throws a TypeError for a name that is no header name, where a lookup in place would find nothing", () => {
    const lazy = new RawHeaders(RAW);
    expect(() => lazy.get("bad name")).toThrow(TypeError);
    expect(() => lazy.has("a:b")).toThrow(TypeError);
    // Still a Headers afterwards, answering from the real one it built.
    expect(lazy.get("X-Twice")).toBe("a, b");
    expect(lazy.has("mcp-name")).toBe(true);
  });
});
