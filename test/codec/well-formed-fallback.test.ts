/**
 * The check for lone surrogates on an engine without String.prototype.isWellFormed (before ES2024): the codec is
 * loaded afresh with the method removed, and must then tell every short string apart exactly as the method does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Codec = typeof import("../../src/codec/index.js");

const proto = String.prototype as { isWellFormed?: () => boolean };
const saved = Object.getOwnPropertyDescriptor(String.prototype, "isWellFormed");
const native = proto.isWellFormed;
let codec: Codec;

beforeAll(async () => {
  delete proto.isWellFormed;
  vi.resetModules();
  codec = await import("../../src/codec/index.js");
});

afterAll(() => {
  if (saved) Object.defineProperty(String.prototype, "isWellFormed", saved);
  vi.resetModules();
});

/** Each edge of both surrogate ranges, and the characters just outside them. */
const UNITS = ["a", "\ud7ff", "\ud800", "\udbff", "\udc00", "\udfff", "\ue000"];

/** Every string of up to three of the units. */
function strings(): string[] {
  let level = [""];
  const all = [""];
  for (let n = 0; n < 3; n++) {
    level = level.flatMap((s) => UNITS.map((u) => s + u));
    all.push(...level);
  }
  return all;
}

const hex = (text: string): string =>
  [...Array(text.length).keys()].map((i) => text.charCodeAt(i).toString(16)).join(" ");

describe.skipIf(native === undefined)("without String.prototype.isWellFormed", () => {
  it("runs with the method gone", () => {
    expect("isWellFormed" in String.prototype).toBe(false);
  });

  it("refuses exactly the strings with a lone surrogate in a parsed value", () => {
    const all = strings();
    expect(all).toHaveLength(1 + 7 + 49 + 343);
    for (const s of all) {
      const decoded = codec.decode({ jsonrpc: "2.0", id: 1, method: "x", params: { v: s } });
      const expected = native?.call(s) ? "ok" : codec.ISSUE_CODES.loneSurrogate;
      expect({ s: hex(s), got: decoded.ok ? "ok" : decoded.issues[0]?.code }).toEqual({ s: hex(s), got: expected });
    }
  });

  it("accepts longer text with pairs at its start, middle and end", () => {
    const s = "\ud83d\ude00 caf\u00e9 \ud800\udc00\u6c49\udbff\udfff";
    const decoded = codec.decode({ jsonrpc: "2.0", id: 1, method: "x", params: { v: s } });
    expect(decoded.ok).toBe(true);
  });
});
