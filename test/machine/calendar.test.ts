import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { civilFromDays, daysFromCivil, daysInMonth } from "../../src/machine/time/calendar.js";

describe("calendar", () => {
  it("civilFromDays inverts daysFromCivil, and agrees with Date", () => {
    fc.assert(
      fc.property(fc.integer({ min: -800_000, max: 3_000_000 }), (days) => {
        const { year, month, day } = civilFromDays(days);
        expect(daysFromCivil(year, month, day)).toBe(days);
        expect(day).toBeGreaterThanOrEqual(1);
        expect(day).toBeLessThanOrEqual(daysInMonth(year, month));
        const date = new Date(days * 86_400_000);
        expect([date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]).toEqual([year, month, day]);
      }),
      { numRuns: 3000 },
    );
  });

  it("knows month lengths and leap years", () => {
    expect([2023, 2024, 1900, 2000, 0].map((y) => daysInMonth(y, 2))).toEqual([28, 29, 28, 29, 29]);
    expect([1, 3, 4, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([
      31, 31, 30, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(civilFromDays(-1)).toEqual({ year: 1969, month: 12, day: 31 });
    expect(civilFromDays(daysFromCivil(-1, 12, 31))).toEqual({ year: -1, month: 12, day: 31 });
  });
});
