import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { LineSplitter, strictUtf8 } from "../../src/cli/io/lines.js";

/** Splits text the simple way: on "\n", one trailing "\r" dropped per line, no empty last line. */
function reference(text: string): string[] {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body === "") return [];
  const pieces = body.split("\n");
  if (pieces[pieces.length - 1] === "") pieces.pop();
  return pieces.map((p) => (p.endsWith("\r") ? p.slice(0, -1) : p));
}

/** Feeds the UTF-8 bytes of `text` cut at `cuts`, collecting lines and overflows. */
function split(
  text: string,
  cuts: number[],
  max?: number,
): { lines: [string, number][]; overflows: [number, number][] } {
  const lines: [string, number][] = [];
  const overflows: [number, number][] = [];
  const splitter = new LineSplitter(
    (t, n) => lines.push([t, n]),
    (n, p) => overflows.push([n, p.kind === "too-long" ? p.bytes : -1]),
    max,
  );
  const bytes = Buffer.from(text, "utf8");
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  for (const p of [...points, bytes.length]) {
    splitter.push(bytes.subarray(start, p));
    start = p;
  }
  splitter.end();
  return { lines, overflows };
}

const lineText = fc
  .array(fc.oneof(fc.string({ unit: "grapheme" }), fc.constantFrom("\n", "\r\n", "\r", "é", "😀", "{}")), {
    maxLength: 20,
  })
  .map((a) => a.join(""));

describe("LineSplitter", () => {
  it("yields the same numbered lines as a whole-text split, wherever the byte chunks are cut", () => {
    fc.assert(
      fc.property(lineText, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const { lines, overflows } = split(text, cuts);
        expect(overflows).toEqual([]);
        expect(lines).toEqual(reference(text).map((l, i) => [l, i + 1]));
      }),
      { numRuns: 300 },
    );
  });

  it("drops a leading byte order mark", () => {
    expect(split("\uFEFF{}\n{}", []).lines).toEqual([
      ["{}", 1],
      ["{}", 2],
    ]);
  });

  it("reports an over-long line by number, without its text, and goes on with the next", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 6 }), (cuts) => {
        const { lines, overflows } = split("ok\n" + "x".repeat(50) + "\nafter\n" + "y".repeat(40), cuts, 10);
        expect(lines).toEqual([
          ["ok", 1],
          ["after", 3],
        ]);
        expect(overflows.map((o) => o[0])).toEqual([2, 4]);
        expect(overflows[0]![1]).toBeGreaterThan(10);
      }),
      { numRuns: 100 },
    );
  });

  it("reports a line that is not UTF-8 (an invalid byte, or a CESU-8 surrogate) by number, and goes on", () => {
    const problems: Array<[number, string]> = [];
    const lines: Array<[string, number]> = [];
    const splitter = new LineSplitter(
      (t, n) => lines.push([t, n]),
      (n, p) => problems.push([n, p.kind]),
    );
    splitter.push(
      Buffer.concat([
        Buffer.from('{"a":"t'),
        Buffer.from([0xff]),
        Buffer.from('1"}\n{"b":"'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('"}\n{}\n'),
      ]),
    );
    splitter.end();
    expect(problems).toEqual([
      [1, "not-utf8"],
      [2, "not-utf8"],
    ]);
    expect(lines).toEqual([["{}", 3]]);
  });

  it("never holds more than the limit of a long line: its bytes are counted as they pass", () => {
    const problems: number[] = [];
    const splitter = new LineSplitter(
      () => undefined,
      (_n, p) => problems.push(p.kind === "too-long" ? p.bytes : -1),
      1024,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x5b);
    for (let i = 0; i < 64; i++) splitter.push(chunk);
    expect((splitter as unknown as { pending: Buffer[] }).pending).toEqual([]);
    splitter.end();
    expect(problems).toEqual([64 * 64 * 1024]);
  });
});

/** What a fatal UTF-8 TextDecoder that keeps a byte order mark reads, or undefined where it refuses the bytes. */
function fatalDecode(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Bytes biased to the edges of UTF-8: lead and continuation bytes, surrogates, overlongs, the top of the range. */
const edgyBytes = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }),
      fc.constantFrom(0x00, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff),
      fc.constantFrom([0xef, 0xbb, 0xbf], [0xed, 0xa0, 0x80], [0xf0, 0x9f, 0x98, 0x80], [0xf4, 0x90, 0x80, 0x80]),
    ),
    { maxLength: 24 },
  )
  .map((parts) => Buffer.from(parts.flat()));

describe("strictUtf8", () => {
  it("reads any bytes exactly as a fatal TextDecoder does: the same text, or a refusal", () => {
    fc.assert(
      fc.property(edgyBytes, (bytes) => {
        expect(strictUtf8(bytes)).toBe(fatalDecode(bytes));
      }),
      { numRuns: 3000 },
    );
    // Text from every plane, which the byte-level samples reach only by chance.
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const bytes = Buffer.from(text, "utf8");
        expect(strictUtf8(bytes)).toBe(fatalDecode(bytes));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a byte order mark and refuses a CESU-8 surrogate, an overlong form and a cut sequence", () => {
    expect(strictUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toBe("\uFEFF{}");
    expect(strictUtf8(Buffer.from("é 😀", "utf8"))).toBe("é 😀");
    for (const bad of [[0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0xff]])
      expect(strictUtf8(Buffer.from(bad))).toBeUndefined();
  });

  it("catches a decoder that replaces what is not UTF-8 instead of refusing it (the foil)", () => {
    const lenient = (bytes: Buffer): string | undefined => bytes.toString("utf8");
    const disagree = fc.check(
      fc.property(edgyBytes, (bytes) => lenient(bytes) === fatalDecode(bytes)),
      { numRuns: 3000 },
    );
    expect(disagree.failed).toBe(true);
  });
});
