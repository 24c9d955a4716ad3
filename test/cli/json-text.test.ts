/**
 * jsonTextKind must accept exactly what JSON.parse accepts, and say "lines" exactly when the text holds a line break:
 * the recorder embeds a body's text in the trace on that verdict alone. The same properties are run against foils
 * that accept a little too much, and must catch each of them.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { jsonTextKind, type JsonTextKind } from "../../src/cli/io/json-text.js";
import { nestsDeeper } from "../../src/codec/index.js";

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** JSON.parse's verdict, with line breaks told apart: the reference. */
function reference(text: string): JsonTextKind {
  return !parses(text) ? "invalid" : /[\r\n]/.test(text) ? "lines" : "line";
}

/** Characters that matter to JSON's grammar, and a few that do not belong in it. */
const ALPHABET = [...'{}[]":,0123456789.eE+-truefalsn \\/bfuABCDEFcd\t\n\r\u0000\u001f\u007f\u00a0\ufeffé😀x'];

/**
 * JSON texts as other implementations write them: any value, compact or indented by spaces or tabs, lines ended by
 * LF or CRLF, whitespace around it.
 */
const jsonText = fc
  .tuple(
    fc.jsonValue(),
    fc.constantFrom(0, 1, 2, "\t"),
    fc.constantFrom("\n", "\r\n"),
    fc.constantFrom("", " ", "\t", "\n", "\r\n \t"),
  )
  .map(
    ([value, indent, eol, around]) => `${around}${JSON.stringify(value, null, indent).replaceAll("\n", eol)}${around}`,
  );

/** Number-like tokens, valid and not: leading zeros, bare dots and exponents, signs. */
const numberish = fc.stringMatching(/^[+-]?[0-9]{0,3}(\.[0-9]{0,2})?([eE][+-]?[0-9]{0,2})?$/);

/** A valid text broken or bent in one place: a character inserted, removed or replaced. */
const mutant = fc
  .tuple(
    jsonText,
    fc.nat(),
    fc.oneof(fc.constantFrom(...ALPHABET), fc.constantFrom(...'{}[],:"')),
    fc.constantFrom("insert", "remove", "replace"),
  )
  .map(([text, at, c, how]) => {
    const i = text.length === 0 ? 0 : at % text.length;
    if (how === "insert") return text.slice(0, i) + c + text.slice(i);
    if (how === "remove") return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + c + text.slice(i + 1);
  });

const texts = fc.oneof(
  jsonText,
  mutant,
  mutant,
  numberish,
  fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 30 }),
);

/** Runs the property on `kind`; returns the counterexample, if any. */
function counterexample(kind: (text: string) => JsonTextKind): string | undefined {
  const run = fc.check(
    fc.property(texts, (text) => kind(text) === reference(text)),
    { numRuns: 10_000, seed: 2663 },
  );
  return run.failed ? (run.counterexample?.[0] as string) : undefined;
}

describe("jsonTextKind", () => {
  it("gives JSON.parse's verdict on generated texts, their mutants and arbitrary strings", () => {
    expect(counterexample(jsonTextKind)).toBeUndefined();
  });

  it("gives JSON.parse's verdict on the corners of the grammar", () => {
    const corners = [
      "0",
      "-0",
      "01",
      "-01",
      "1.",
      ".5",
      "1e",
      "1e+",
      "1E-2",
      "+1",
      "- 1",
      '"\\u00e9"',
      '"\\u00E9"',
      '"\\uD83D\\uDE00"',
      '"\\uDEAD"',
      '"\\u12"',
      '"\\u12',
      '"\\uABCDEF"',
      '"\\u00G9"',
      '"\\x"',
      '"\\/"',
      '"a\tb"',
      '"a\u007fb"',
      '"\ud800"',
      "[1,]",
      '{"a":1,}',
      "{,}",
      "[,1]",
      '{"a" 1}',
      "{1:2}",
      "tru",
      "truee",
      "nulls",
      "[]]",
      "[[]",
      "",
      " ",
      "\ufeff1",
      "1\u00a0",
      "\r\n[\r\n]\r\n",
      '"\\',
      '"',
    ];
    for (const text of corners) expect(jsonTextKind(text), JSON.stringify(text)).toBe(reference(text));
  });

  it("refuses containers nested deeper than maxDepth, empty ones included, as nestsDeeper counts them", () => {
    for (const depth of [1, 2, 5, 64]) {
      for (const text of [
        "[".repeat(depth) + "]".repeat(depth),
        `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`,
      ]) {
        expect(jsonTextKind(text, depth), text).toBe("line");
        expect(jsonTextKind(text, depth - 1), text).toBe("invalid");
        expect(nestsDeeper(text, depth - 1)).toBe(true);
      }
    }
    fc.assert(
      fc.property(jsonText, fc.integer({ min: 0, max: 6 }), (text, max) => {
        expect(parses(text)).toBe(true);
        expect(jsonTextKind(text, max) === "invalid").toBe(nestsDeeper(text, max));
      }),
      { numRuns: 1000, seed: 2663 },
    );
  });

  it("reads a million nested brackets without a stack overflow", () => {
    const deep = "[".repeat(1_000_000) + "]".repeat(1_000_000);
    expect(jsonTextKind(deep)).toBe("line");
    expect(jsonTextKind(deep.slice(1))).toBe("invalid");
  });

  it("catches foils that accept a trailing comma, a raw control character or a leading zero", () => {
    const trailingComma = (t: string) => jsonTextKind(t.replace(/,(\s*[}\]])/g, "$1"));
    const rawControl = (t: string) => jsonTextKind(t.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, " "));
    const leadingZero = (t: string) => jsonTextKind(t.replace(/(^|[^\d.eE+-])0(\d)/g, "$1$2"));
    expect(counterexample(trailingComma)).toBeDefined();
    expect(counterexample(rawControl)).toBeDefined();
    expect(counterexample(leadingZero)).toBeDefined();
  });
});
