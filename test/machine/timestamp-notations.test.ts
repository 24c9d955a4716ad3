/**
 * Timestamps in every notation the schema allows, against two independent answers: the schema's own `Timestamp`
 * pattern for what is a timestamp (on valid renderings and on near misses one edit away), and exact integer
 * arithmetic for which instant comes first. The machine checks the common layout without its regex and compares
 * strings of one layout directly; both shortcuts must agree with these answers on every input, not only on the
 * layouts they take.
 */
import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { compareTimestamps, isTimestamp, toEpochMs } from "../../src/machine/index.js";

const schema = JSON.parse(readFileSync(new URL("../../schema/tasks.schema.json", import.meta.url), "utf8")) as {
  $defs: { Timestamp: { pattern: string } };
};
const PATTERN = new RegExp(schema.$defs.Timestamp.pattern, "u");

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

interface Instant {
  /** Seconds since the epoch. */
  seconds: number;
  /** Fraction digits, at most 9. */
  fraction: string;
}
interface Notation {
  /** Offset in minutes east of UTC; null for `Z`. */
  offset: number | null;
  basic: boolean;
  comma: boolean;
  /** Write the first second of a minute as second 60 of the one before. */
  leap: boolean;
  /** Write an offset of whole hours without minutes. */
  shortOffset: boolean;
}

/** Renders an instant in a notation the schema allows. */
function render({ seconds, fraction }: Instant, n: Notation): string {
  const offset = n.offset ?? 0;
  const local = seconds + offset * 60;
  const leap = n.leap && ((local % 60) + 60) % 60 === 0;
  const d = new Date((leap ? local - 1 : local) * 1000);
  const [y, mo, da, h, mi] = [
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  ];
  const s = leap ? 60 : d.getUTCSeconds();
  const frac = fraction === "" ? "" : `${n.comma ? "," : "."}${fraction}`;
  let zone = "Z";
  if (n.offset !== null) {
    const a = Math.abs(n.offset);
    const hours = `${n.offset < 0 ? "-" : "+"}${pad(Math.floor(a / 60))}`;
    zone = n.shortOffset && a % 60 === 0 ? hours : `${hours}${n.basic ? "" : ":"}${pad(a % 60)}`;
  }
  return n.basic
    ? `${pad(y, 4)}${pad(mo)}${pad(da)}T${pad(h)}${pad(mi)}${pad(s)}${frac}${zone}`
    : `${pad(y, 4)}-${pad(mo)}-${pad(da)}T${pad(h)}:${pad(mi)}:${pad(s)}${frac}${zone}`;
}

const exact = ({ seconds, fraction }: Instant): bigint => BigInt(seconds) * 10n ** 9n + BigInt(fraction.padEnd(9, "0"));

const instant = fc.record({
  seconds: fc.oneof(
    fc.integer({ min: -62_167_219_200 + 86_400, max: 253_402_300_799 - 86_400 }),
    fc.integer({ min: 1_764_000_000, max: 1_764_000_100 }),
  ),
  fraction: fc.oneof(
    fc.constant(""),
    fc.constantFrom("0", "5", "50", "120", "999", "0001"),
    fc.stringMatching(/^[0-9]{1,9}$/),
  ),
});
const notation = fc.record({
  offset: fc.oneof(fc.constant(null), fc.constant(0), fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 })),
  basic: fc.boolean(),
  comma: fc.boolean(),
  leap: fc.boolean(),
  shortOffset: fc.boolean(),
});
/** Pairs that often share an instant or a second, so that ties and near ties come up. */
const pair = fc.oneof(
  fc.tuple(instant, instant),
  instant.chain((a) =>
    fc.tuple(
      fc.constant(a),
      fc.record({
        seconds: fc.integer({ min: a.seconds - 2, max: a.seconds + 2 }),
        fraction: instant.map((i) => i.fraction),
      }),
    ),
  ),
);
const sign = (n: number | bigint): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

describe("timestamps in every notation", () => {
  it("are timestamps exactly when the schema's pattern says so, near misses included", () => {
    const edit = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom("replace", "delete", "insert"),
      char: fc.constantFrom(..."0123456789-:T.,+Zz /\n6"),
    });
    const verdicts = { kept: 0, broken: 0 };
    fc.assert(
      fc.property(instant, notation, fc.array(edit, { minLength: 1, maxLength: 2 }), (i, n, edits) => {
        let text = render(i, n);
        expect(isTimestamp(text), text).toBe(true);
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          if (e.kind === "insert") text = text.slice(0, at) + e.char + text.slice(at);
          else if (e.kind === "delete") text = text.slice(0, at) + text.slice(at + 1);
          else text = text.slice(0, at) + e.char + text.slice(at + 1);
        }
        const valid = PATTERN.test(text);
        verdicts[valid ? "kept" : "broken"]++;
        expect(isTimestamp(text), JSON.stringify(text)).toBe(valid);
        expect(toEpochMs(text) !== null, JSON.stringify(text)).toBe(valid);
      }),
      { numRuns: 6000 },
    );
    // The edits make both kinds: near misses the pattern refuses, and other timestamps it accepts.
    expect(verdicts.broken).toBeGreaterThan(1000);
    expect(verdicts.kept).toBeGreaterThan(500);
  });

  it("name real calendar dates only, as the schema's pattern does", () => {
    for (const year of [1900, 1996, 2000, 2023, 2024, 2100, 2400]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 28; day <= 32; day++) {
          for (const text of [
            `${year}-${pad(month)}-${pad(day)}T00:00:00Z`,
            `${year}-${pad(month)}-${pad(day)}T00:00:00.000Z`,
            `${year}${pad(month)}${pad(day)}T000000+0100`,
          ]) {
            expect(isTimestamp(text), text).toBe(PATTERN.test(text));
          }
        }
      }
    }
    for (const text of [
      "2025-00-10T00:00:00.000Z",
      "2025-01-00T00:00:00.000Z",
      "2025-01-01T24:00:00.000Z",
      "2025-01-01T00:60:00.000Z",
      "2025-01-01T00:00:61.000Z",
    ])
      expect(isTimestamp(text), text).toBe(false);
  });

  it("compare and convert like the instants they name, in any two notations", () => {
    // A foil: comparing the texts. The pairs must often tell it from comparing the instants.
    let textOrderWrong = 0;
    fc.assert(
      fc.property(pair, notation, notation, ([a, b], na, nb) => {
        const [ta, tb] = [render(a, na), render(b, nb)];
        const want = sign(exact(a) - exact(b));
        expect(sign(compareTimestamps(ta, tb)), `${ta} vs ${tb}`).toBe(want);
        if ((ta < tb ? -1 : ta > tb ? 1 : 0) !== want) textOrderWrong++;
        expect(sign(compareTimestamps(tb, ta)), `${tb} vs ${ta}`).toBe(0 - want);
        const ms = a.seconds * 1000 + Number(a.fraction.padEnd(9, "0")) / 1e6;
        expect(Math.abs(toEpochMs(ta)! - ms), ta).toBeLessThan(1e-3);
      }),
      { numRuns: 5000 },
    );
    expect(textOrderWrong).toBeGreaterThan(500);
  });

  it("compare strings of one layout as instants only when the layout is truly one", () => {
    const cases: [string, string, number][] = [
      ["2025-11-25T10:30:00,5Z", "2025-11-25T10:30:00.4Z", 1],
      ["2025-11-25T10:30:00.4Z", "2025-11-25T10:30:00,5Z", -1],
      ["2025-11-25T10:30:60Z", "2025-11-25T10:31:00Z", 0],
      ["2025-11-25T10:31:00Z", "2025-11-25T10:30:60Z", 0],
      ["2025-11-25T10:30:60Z", "2025-11-25T10:31:01Z", -1],
      ["2025-11-25T10:31:01Z", "2025-11-25T10:30:60Z", 1],
      ["20251125T103000.5Z", "2025-11-25T10:30Z", 0],
      ["20251125T103001Z", "20251125T103000Z", 1],
      ["20251125T103001.25Z", "2025-11-25T10:29:59Z", 1],
      ["2025-11-25T10:30:00+01", "2025-11-25T09:30:00Z", 0],
      ["2025-11-25T10:30:00.10Z", "2025-11-25T10:30:00.09Z", 1],
    ];
    for (const [a, b, want] of cases) {
      if (!isTimestamp(a) || !isTimestamp(b)) {
        expect(compareTimestamps(a, b), `${a} vs ${b}`).toBe(isTimestamp(a) ? 1 : isTimestamp(b) ? -1 : 0);
        continue;
      }
      expect(sign(compareTimestamps(a, b)), `${a} vs ${b}`).toBe(want);
    }
    expect(compareTimestamps(5 as never, "2025-11-25T10:30:00Z")).toBe(-1);
    expect(compareTimestamps("2025-11-25T10:30:00Z", null as never)).toBe(1);
    expect(compareTimestamps(5 as never, null as never)).toBe(0);
  });
});
