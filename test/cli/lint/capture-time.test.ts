import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { captureTime } from "../../../src/cli/lint/trace/capture-time.js";

const iso = fc
  .date({ min: new Date(Date.UTC(-5000, 0, 1)), max: new Date(Date.UTC(12000, 0, 1)), noInvalidDate: true })
  .map((d) => d.toISOString());
const same = (text: string): void => expect(Object.is(captureTime(text), Date.parse(text))).toBe(true);

describe("captureTime", () => {
  it("reads what Date.parse reads, to the millisecond, for any toISOString() output", () => {
    fc.assert(
      fc.property(iso, (text) => {
        same(text);
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees with Date.parse when any character of such a time is changed", () => {
    const chars = fc.constantFrom(..."0123456789-+:.TZtz /x\u0660");
    fc.assert(
      fc.property(iso, fc.nat(), chars, (text, at, c) => {
        const i = at % text.length;
        same(text.slice(0, i) + c + text.slice(i + 1));
      }),
      { numRuns: 3000 },
    );
  });

  it("computes every day it reads itself as Date.parse does, across century and leap years", () => {
    for (const year of [1000, 1582, 1600, 1700, 1899, 1900, 1969, 1970, 2000, 2024, 2025, 2100, 2400, 9999]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 28; day++) {
          same(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T23:59:59.999Z`);
        }
      }
    }
  });

  it("leaves rollovers, leap seconds, short years and other forms to Date.parse", () => {
    for (const text of [
      "2026-02-29T10:00:00.000Z",
      "2026-02-30T10:00:00.000Z",
      "2026-04-31T10:00:00.000Z",
      "2026-08-21T24:00:00.000Z",
      "2026-08-21T23:59:60.000Z",
      "0099-08-21T10:00:00.000Z",
      "0999-08-21T10:00:00.000Z",
      "2026-08-21T10:00:00.000+01:00",
      "2026-08-21T10:00:00Z",
      "2026-08-21T10:00:00.1234Z",
      "+002026-08-21T10:00:00.000Z",
      "2026-08-21",
      "",
      "not a time",
    ]) {
      same(text);
    }
    expect(captureTime("2026-08-21T10:00:01.100Z")).toBe(Date.UTC(2026, 7, 21, 10, 0, 1, 100));
    expect(captureTime("2026-13-01T10:00:00.000Z")).toBeNaN();
  });
});

describe("captureTime in sequence", () => {
  /** The first time in `texts`, read in order, whose reading differs from Date.parse's; -1 if none. */
  const firstWrong = (read: (text: string) => number, texts: readonly string[]): number =>
    texts.findIndex((text) => !Object.is(read(text), Date.parse(text)));

  it("reads every time as Date.parse does, whatever time it read before (its last date is remembered)", () => {
    fc.assert(
      fc.property(fc.array(iso, { minLength: 2, maxLength: 20 }), (texts) => {
        // Each time twice and in between others, so that dates are both reused and replaced.
        expect(firstWrong(captureTime, [...texts, ...texts.slice().reverse(), ...texts])).toBe(-1);
      }),
      { numRuns: 500 },
    );
    const dates = ["2026-08-21T10:00:00.000Z", "2026-08-22T10:00:00.000Z", "2026-09-21T10:00:00.000Z"];
    expect(firstWrong(captureTime, [...dates, "2027-08-21T10:00:00.000Z", ...dates])).toBe(-1);
  });

  it("catches a reader that remembers the date by too little of it (foil)", () => {
    // Broken on purpose: a reader that takes its day from the last time with the same year and month.
    let last = "";
    let lastDay = 0;
    const broken = (text: string): number => {
      if (text.slice(0, 7) !== last) {
        last = text.slice(0, 7);
        lastDay = Date.parse(`${text.slice(0, 10)}T00:00:00.000Z`);
      }
      return lastDay + (Date.parse(text) - Date.parse(`${text.slice(0, 10)}T00:00:00.000Z`));
    };
    const dates = ["2026-08-21T10:00:00.000Z", "2026-08-22T10:00:00.000Z"];
    expect(firstWrong(captureTime, dates)).toBe(-1);
    expect(firstWrong(broken, dates)).toBe(1);
  });
});
