import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FLUSH_MS, Recording } from "../../../src/cli/record/recording.js";

/** A stream that keeps each write's text, and can be made to report itself full. */
function sink(highWaterMark = 1 << 20): { stream: Writable; writes: string[] } {
  const writes: string[] = [];
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString("utf8"));
      setTimeout(done, 5);
    },
  });
  return { stream, writes };
}

const record = (n: number) => ({ message: `{"jsonrpc":"2.0","id":${n},"result":{}}` });

describe("Recording", () => {
  it("hands the lines of one moment to the stream in one write, in order, each to the live linter at once", async () => {
    const { stream, writes } = sink();
    const seen: number[] = [];
    const recording = new Recording(stream, (_text, line) => seen.push(line));
    for (let i = 1; i <= 50; i++) recording.write("s2c", undefined, record(i));
    expect(seen).toHaveLength(50);
    expect(writes).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.map((l) => (JSON.parse(l) as { message: { id: number } }).message.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await recording.close()).toBeUndefined();
  });

  it("writes what it holds on close, and tells writers to wait while the stream is full", async () => {
    const { stream, writes } = sink(16);
    const recording = new Recording(stream, undefined, () => new Date(0));
    recording.write("c2s", { "Mcp-Method": "tools/call" }, record(1));
    expect(recording.ready()).toBeUndefined();
    // Past the batch size a flush happens at once, and the small stream is then full.
    for (let i = 2; i < 2000; i++) recording.write("s2c", undefined, record(i));
    expect(recording.ready()).toBeInstanceOf(Promise);
    await recording.ready();
    await recording.close();
    const text = writes.join("");
    expect(text.split("\n")).toHaveLength(2000);
    expect(text.startsWith('{"dir":"c2s","headers":{"Mcp-Method":"tools/call"},"at":"1970-01-01T00:00:00.000Z"')).toBe(
      true,
    );
    expect(recording.lines).toBe(1999);
  });
});
