import { describe, it, expect } from "vitest";
import { Progress, formatBytes, formatProgress } from "../../src/cli/io/progress.js";

function fakeStream(isTTY: boolean): { isTTY: boolean; written: string[]; write(text: string): boolean } {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => (written.push(text), true) };
}

describe("Progress", () => {
  it("formats bytes and lines, with a percentage when the size is known", () => {
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(1_500_000)).toBe("1.5 MB");
    expect(formatBytes(2_000_000_000)).toBe("2.0 GB");
    expect(formatProgress(250_000_000, 1234567, 1_000_000_000)).toBe("250.0 MB of 1.0 GB (25%), 1,234,567 lines");
    expect(formatProgress(5000, 3, undefined)).toBe("5.0 kB, 3 lines");
  });

  it("draws on a terminal only after the first second, then at most every 250 ms, and erases itself", () => {
    let now = 0;
    const stream = fakeStream(true);
    const progress = new Progress(stream, "lint", 100, () => now);
    for (now = 0; now <= 2000; now += 10) progress.update(now, now);
    expect(stream.written).toHaveLength(5);
    expect(stream.written[0]).toContain("lint: ");
    progress.done();
    expect(stream.written.at(-1)).toBe("\r\x1b[K");
  });

  it("writes nothing when the stream is not a terminal", () => {
    let now = 0;
    const stream = fakeStream(false);
    const progress = new Progress(stream, "lint", undefined, () => now);
    for (now = 0; now <= 5000; now += 100) progress.update(now, now);
    progress.done();
    expect(stream.written).toEqual([]);
  });
});
