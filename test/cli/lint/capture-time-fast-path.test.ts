/** The capture-time fast path: only 24-character toISOString() times, and a remembered date keyed by all its fields. */
import { describe, expect, it } from "vitest";
import { captureTime } from "../../../src/cli/lint/trace/capture-time.js";

const same = (text: string): void => expect(Object.is(captureTime(text), Date.parse(text))).toBe(true);

describe("captureTime's fast path", () => {
  it("reads a toISOString() time with characters after its Z as Date.parse does (not a time)", () => {
    for (const text of ["2026-08-21T10:00:00.000Zx", "2026-08-21T10:00:00.000Z0", "2026-08-21T10:00:00.000Z "]) {
      same(text);
      expect(captureTime(text)).toBeNaN();
    }
  });

  it("tells apart dates whose year differs by 512 and day by one, read one after the other", () => {
    const texts = ["2026-08-21T10:00:00.000Z", "2538-08-20T10:00:00.000Z", "1514-08-22T10:00:00.000Z"];
    for (const text of texts) same(text);
    expect(captureTime(texts[1] as string)).toBe(Date.UTC(2538, 7, 20, 10));
  });

  it("tells apart the days of one month, and one day of two months, read one after the other", () => {
    const texts = ["2026-08-21T10:00:00.000Z", "2026-08-22T10:00:00.000Z", "2026-09-22T10:00:00.000Z"];
    for (const text of texts) same(text);
    expect(captureTime(texts[1] as string) - captureTime(texts[0] as string)).toBe(86_400_000);
    expect(captureTime(texts[2] as string)).toBe(Date.UTC(2026, 8, 22, 10));
  });

  it("refuses fields of non-digits whose character codes would add up to a time in range", () => {
    // "0" followed by U+2741 or U+2740: a digit and a non-digit, which must not count as 1 or 0 between them.
    const one = "0\u2741";
    const zero = "0\u2740";
    const text = `::::-${one}-${one}T${zero}:${zero}:${zero}.:::Z`;
    expect(text).toHaveLength(24);
    same(text);
    expect(captureTime(text)).toBeNaN();
  });
});
