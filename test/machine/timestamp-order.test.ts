/**
 * Timestamps at the edges of the fast paths: the toISOString layout is read without the regex and two timestamps of
 * one layout are compared as strings, so each case here is one such a shortcut must hand over, or refuse, correctly.
 */
import { describe, it, expect } from "vitest";
import { compareTimestamps, createObserver, isTimestamp, observe, toEpochMs } from "../../src/machine/index.js";

const sign = (a: string, b: string): number => Math.sign(compareTimestamps(a, b));

describe("isTimestamp on the toISOString layout", () => {
  it("refuses a separator with no fraction digits after it", () => {
    for (const bare of ["2025-11-25T10:30:00.Z", "2025-11-25T10:30:00,Z"]) {
      expect(isTimestamp(bare)).toBe(false);
      expect(toEpochMs(bare)).toBeNull();
    }
    expect(isTimestamp("2025-11-25T10:30:00.5Z")).toBe(true);
  });
});

describe("compareTimestamps across layouts", () => {
  it("orders a timestamp without a fraction against one with a fraction by instant", () => {
    expect(sign("2025-11-25T10:30:00Z", "2025-11-25T10:30:00.5Z")).toBe(-1);
    expect(sign("2025-11-25T10:30:00.5Z", "2025-11-25T10:30:00Z")).toBe(1);
  });

  it("orders timestamps of one length but different offsets by instant, not as text", () => {
    // 11:30Z against 12:30Z: as text, "12" sorts after "10".
    expect(sign("2025-11-25T12:30:00+01:00", "2025-11-25T10:30:00-02:00")).toBe(-1);
    // An offset against a Z of the same length and the same separator at 19: 09:30:00.5Z against 10:30:00.123Z.
    expect(sign("2025-11-25T10:30:00.5+01", "2025-11-25T10:30:00.123Z")).toBe(-1);
    expect(sign("2025-11-25T10:30:00.900Z", "2025-11-25T11:30:00.5+02")).toBe(1);
  });

  it("sorts what is not a timestamp before every timestamp, and never throws on a non-string", () => {
    expect(sign("not a timestamp", "2025-11-25T10:30:00Z")).toBe(-1);
    expect(sign("2025-11-25T10:30:00Z", "not a timestamp")).toBe(1);
    // Laid out like the first up to its "Z", and one character longer.
    expect(sign("2025-11-25T10:30:00Z", "2025-11-25T10:30:00ZZ")).toBe(1);
    // Laid out exactly like a timestamp of the same length, but naming no date or time: still not a timestamp.
    const layoutOnly: [string, string][] = [
      ["2025-13-45T10:30:00Z", "2000-01-01T00:00:00Z"],
      ["2025-11-31T10:30:00.000Z", "2000-01-01T00:00:00.000Z"],
      ["2025-11-25T25:61:00Z", "2000-01-01T00:00:00Z"],
    ];
    for (const [odd, valid] of layoutOnly) {
      expect(sign(odd, valid), odd).toBe(-1);
      expect(sign(valid, odd), odd).toBe(1);
    }
    for (const odd of [null, undefined, 5, {}]) {
      expect(sign(odd as unknown as string, "2025-11-25T10:30:00Z")).toBe(-1);
      expect(sign("2025-11-25T10:30:00Z", odd as unknown as string)).toBe(1);
    }
  });

  it("tells the last day of a 400-year era from the day after it, in any notation", () => {
    // 2000-02-29 is the last day of the era that began 1600-03-01: the calendar's one boundary case.
    expect(sign("2000-02-29T12:00:00+00:00", "2000-03-01T12:00:00Z")).toBe(-1);
    expect(sign("2000-02-29T23:59:59+00:00", "2000-02-29T23:59:59.000Z")).toBe(0);
    expect(sign("1600-02-29T12:00:00+00:00", "1600-03-01T00:00:00+00:00")).toBe(-1);
  });
});

describe("the instant keys an observer state holds", () => {
  // A client persists its observer state and a later version reads it back: the keys in it must keep their layout.
  const keysOf = (createdAt: string, lastUpdatedAt: string) => {
    const state = observe(createObserver(), { taskId: "t", status: "working", createdAt, lastUpdatedAt }).state;
    return [state.createdAtKey, state.viewAt];
  };

  it("writes digits finer than a millisecond as letters in place of the Z", () => {
    expect(keysOf("2025-11-25T10:30:00Z", "2025-11-25T11:30:00.1234+01:00")).toEqual([
      "2025-11-25T10:30:00.000Z",
      "2025-11-25T10:30:00.123e",
    ]);
  });

  it("writes year -1, reached through an offset, with a leading minus", () => {
    expect(keysOf("0000-01-01T00:30:00+01:00", "0000-01-01T00:30:00+01:00")).toEqual([
      "-0001-12-31T23:30:00.000Z",
      "-0001-12-31T23:30:00.000Z",
    ]);
  });
});
