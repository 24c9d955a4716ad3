import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { compareTimestamps, instantKey, isTimestamp, laterOf, toEpochMs } from "../../src/machine/time/timestamp.js";
import { generalInstantKey, millisecondKey } from "../../src/machine/time/timestamp.js";

describe("timestamps", () => {
  it("accepts the notations of the schema and rejects others", () => {
    for (const t of [
      "2025-11-25T10:30:00Z",
      "2025-11-25T10:30:00.5+01:00",
      "20251125T103000Z",
      "20251125T103000+0100",
      "2025-11-25T10:30:00,25-05",
    ]) {
      expect(isTimestamp(t), t).toBe(true);
    }
    for (const t of [
      "2025-11-25",
      "2025-11-25T10:30:00",
      "2025-13-25T10:30:00Z",
      "yesterday",
      "2025-11-25T10:30:00Z\n",
      5,
    ]) {
      expect(isTimestamp(t), String(t)).toBe(false);
    }
  });

  it("compares instants, not strings", () => {
    expect(compareTimestamps("2025-11-25T10:30:00+01:00", "2025-11-25T10:00:00Z")).toBeLessThan(0);
    expect(compareTimestamps("2025-11-25T11:30:00+01:00", "2025-11-25T10:30:00Z")).toBe(0);
    expect(compareTimestamps("20251125T103000Z", "2025-11-25T10:30:00.000Z")).toBe(0);
    expect(compareTimestamps("2025-11-25T10:30:00.0001Z", "2025-11-25T10:30:00.0002Z")).toBeLessThan(0);
    expect(compareTimestamps("2025-11-25T10:30:00,5Z", "2025-11-25T10:30:00.4Z")).toBeGreaterThan(0);
    expect(compareTimestamps("2025-11-25T10:30:00.5Z", "2025-11-25T10:30:00.50Z")).toBe(0);
    expect(compareTimestamps("2025-11-25T23:59:60Z", "2025-11-26T00:00:00Z")).toBe(0);
    expect(compareTimestamps("0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z")).toBeLessThan(0);
  });

  it("keeps the current value when the candidate names the same instant", () => {
    expect(laterOf("2025-11-25T10:30:00Z", "2025-11-25T11:30:00+01:00")).toBe("2025-11-25T10:30:00Z");
    expect(laterOf("2025-11-25T10:30:00Z", "2025-11-25T10:30:01+00:00")).toBe("2025-11-25T10:30:01+00:00");
  });

  it("orders like Date for millisecond timestamps in any offset", () => {
    const ms = fc.integer({ min: -62_000_000_000_000, max: 253_000_000_000_000 });
    const offset = fc.integer({ min: -23 * 60, max: 23 * 60 });
    const render = (t: number, off: number): string => {
      const local = new Date(t + off * 60_000).toISOString().slice(0, -1);
      const sign = off < 0 ? "-" : "+";
      const a = Math.abs(off);
      return `${local}${sign}${String(Math.floor(a / 60)).padStart(2, "0")}:${String(a % 60).padStart(2, "0")}`;
    };
    fc.assert(
      fc.property(ms, ms, offset, offset, (a, b, oa, ob) => {
        const ta = render(a, oa);
        const tb = render(b, ob);
        expect(Math.sign(compareTimestamps(ta, tb))).toBe(Math.sign(a - b));
        expect(toEpochMs(ta)).toBe(a);
        const z = new Date(a).toISOString();
        expect(instantKey(z)).toBe(instantKey(ta));
      }),
      { numRuns: 2000 },
    );
  });

  it("gives the common UTC layout the key its other notations get", () => {
    const pairs = [
      ["2025-11-25T10:30:00Z", "2025-11-25T10:30:00+00:00"],
      ["2025-11-25T10:30:00.000Z", "20251125T103000Z"],
      ["2025-11-25T10:30:00.120Z", "2025-11-25T11:30:00.12+01:00"],
      ["2025-11-25T10:30:00,5Z", "2025-11-25T10:30:00.5+00:00"],
      ["2025-11-25T10:30:00.000100Z", "2025-11-25T10:30:00.0001-00:00"],
      ["2016-12-31T23:59:60Z", "2017-01-01T00:00:00+00:00"],
      ["0000-03-01T00:00:00Z", "00000301T000000Z"],
    ];
    for (const [utc, other] of pairs) expect(instantKey(utc!), utc).toBe(instantKey(other!));
    expect(instantKey("2025-11-25T10:30:00.5Z")! < instantKey("2025-11-25T10:30:00.51Z")!).toBe(true);
  });

  it("gives the toISOString layout the same key through its fast path as through the general one", () => {
    const pad = (n: number, width: number): string => String(n).padStart(width, "0");
    const layout = fc
      .record({
        year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1968, max: 1972 })),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        second: fc.integer({ min: 0, max: 60 }),
        ms: fc.oneof(fc.integer({ min: 0, max: 999 }), fc.constantFrom(0, 1, 10, 100, 120, 125, 500, 990, 999)),
        comma: fc.boolean(),
      })
      .map(
        (t) =>
          `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)}T${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}${t.comma ? "," : "."}${pad(t.ms, 3)}Z`,
      );
    let fast = 0;
    fc.assert(
      fc.property(layout, (text) => {
        const key = millisecondKey(text);
        if (key !== null) fast++;
        expect(instantKey(text)).toBe(generalInstantKey(text));
        if (key !== null) expect(key).toBe(generalInstantKey(text));
      }),
      { numRuns: 5000 },
    );
    expect(fast).toBeGreaterThan(1000);
    for (let ms = 0; ms < 1000; ms++) {
      for (const day of ["1970-01-01T00:00:00", "2026-08-21T10:00:59", "9999-12-31T23:59:59"]) {
        const text = `${day}.${pad(ms, 3)}Z`;
        expect(millisecondKey(text), text).toBe(generalInstantKey(text));
      }
      const leap = `9999-12-31T23:59:60.${pad(ms, 3)}Z`;
      expect(millisecondKey(leap)).toBeNull();
      expect(instantKey(leap)).toBe(`~10000-01-01T00:00:00.${pad(ms, 3)}Z`);
    }
    for (const other of [
      "2025-02-29T10:30:00.000Z",
      "2016-12-31T23:59:60.000Z",
      "2025-11-25T10:30:00,120Z",
      "2025-11-25T10:30:00Z",
      "2025-11-25T10:30:00.5Z",
      "2025-11-25T10:30:00.1200Z",
      "2025-11-25T10:30:00.120+00:00",
      "nope",
      5,
    ]) {
      expect(millisecondKey(other as string)).toBeNull();
      expect(instantKey(other as string)).toBe(generalInstantKey(other as string));
    }
  });

  it("keys the toISOString layout by the text itself, normalises what names another instant, and keys no impossible date", () => {
    for (const text of [
      "2025-11-25T10:30:00.120Z",
      "1969-12-31T23:59:59.999Z",
      "0000-01-01T00:00:00.000Z",
      "2024-02-29T00:00:00.000Z",
    ]) {
      expect(instantKey(text)).toBe(text);
    }
    for (const text of [
      "2025-02-29T00:00:00.000Z",
      "2100-02-29T12:00:00.000Z",
      "2025-04-31T00:00:00.000Z",
      "20250229T000000Z",
      "2025-06-31T00:00:00+01:00",
    ]) {
      expect(instantKey(text), text).toBeNull();
      expect(isTimestamp(text), text).toBe(false);
      expect(toEpochMs(text), text).toBeNull();
    }
    expect(instantKey("2016-12-31T23:59:60.500Z")).toBe("2017-01-01T00:00:00.500Z");
    expect(instantKey("2025-11-25T11:30:00,12+01:00")).toBe("2025-11-25T10:30:00.120Z");
  });

  it("orders sub-millisecond fractions and the years an offset reaches beyond 0000-9999", () => {
    const ordered = [
      "0000-01-01T00:30:00+01:00",
      "0000-01-01T00:00:00Z",
      "2025-11-25T10:30:00.123Z",
      "2025-11-25T10:30:00.12300001Z",
      "2025-11-25T10:30:00.1231Z",
      "2025-11-25T11:30:00.1239+01:00",
      "2025-11-25T10:30:00.124Z",
      "9999-12-31T23:59:59.999Z",
      "9999-12-31T23:59:59.9999Z",
      "9999-12-31T23:30:00-01:00",
    ];
    for (let i = 1; i < ordered.length; i++) {
      expect(instantKey(ordered[i - 1]!)! < instantKey(ordered[i]!)!, `${ordered[i - 1]} < ${ordered[i]}`).toBe(true);
      expect(compareTimestamps(ordered[i - 1]!, ordered[i]!)).toBeLessThan(0);
    }
  });

  it("orders any precision and offset exactly like the instants (exact arithmetic)", () => {
    const instant = fc.record({
      seconds: fc.integer({ min: -62_167_219_200 + 86_400, max: 253_402_300_799 - 86_400 }),
      fraction: fc.stringMatching(/^[0-9]{0,9}$/),
      offset: fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
    });
    const render = (t: { seconds: number; fraction: string; offset: number }): string => {
      const local = new Date((t.seconds + t.offset * 60) * 1000).toISOString().slice(0, 19);
      const a = Math.abs(t.offset);
      const zone =
        t.offset === 0
          ? "Z"
          : `${t.offset < 0 ? "-" : "+"}${String(Math.floor(a / 60)).padStart(2, "0")}:${String(a % 60).padStart(2, "0")}`;
      return `${local}${t.fraction === "" ? "" : `.${t.fraction}`}${zone}`;
    };
    const exact = (t: { seconds: number; fraction: string }): bigint =>
      BigInt(t.seconds) * 10n ** 9n + BigInt(t.fraction.padEnd(9, "0"));
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const ka = instantKey(render(a))!;
        const kb = instantKey(render(b))!;
        const want = exact(a) < exact(b) ? -1 : exact(a) > exact(b) ? 1 : 0;
        expect(ka < kb ? -1 : ka > kb ? 1 : 0).toBe(want);
        expect(instantKey(render({ ...a, offset: 0 }))).toBe(ka);
      }),
      { numRuns: 3000 },
    );
  });

  it("returns null for what is not a timestamp", () => {
    expect(instantKey("nope")).toBeNull();
    expect(toEpochMs("nope")).toBeNull();
  });
});
