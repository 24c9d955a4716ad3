import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { SseReader, type SseEvent } from "../../../src/cli/record/sse.js";
import { EventStreamBody, WholeBody, type BodyRecord } from "../../../src/cli/record/body.js";

/** Feeds the UTF-8 bytes of `text` to a reader, cut at `cuts`. */
function read(text: string, cuts: number[] = [], max = 1 << 20): { events: SseEvent[]; unfinished: number } {
  const events: SseEvent[] = [];
  const reader = new SseReader((e) => events.push(e), max);
  const bytes = Buffer.from(text, "utf8");
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  for (const p of [...points, bytes.length]) {
    reader.push(bytes.subarray(start, p));
    start = p;
  }
  return { events, unfinished: reader.end() };
}

describe("SseReader", () => {
  it("dispatches each event's data at its blank line, joining data lines with newlines", () => {
    const { events } = read('data: {"a":1}\n\ndata: first\ndata:second\n\n');
    expect(events).toEqual([
      { data: '{"a":1}', bytes: 7 },
      { data: "first\nsecond", bytes: 12 },
    ]);
  });

  it("takes \\r\\n, \\r and \\n as line ends, skips comments, other fields and a leading byte order mark", () => {
    const { events } = read("\uFEFF: keep-alive\r\nid: 7\revent: message\ndata: x\r\n\r\nretry: 10\n\n");
    expect(events).toEqual([{ data: "x", bytes: 1 }]);
  });

  it("does not dispatch an event without data (a priming event), and drops an event the stream ends inside", () => {
    const { events, unfinished } = read("id: 1\n\ndata: done\n\ndata: half");
    expect(events).toEqual([{ data: "done", bytes: 4 }]);
    expect(unfinished).toBe(4);
  });

  it("gives the same events however the bytes are cut, even inside a \\r\\n or a multi-byte character", () => {
    const lineEnd = fc.constantFrom("\n", "\r\n", "\r");
    const line = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 12 }).map((s) => `data: ${s.replace(/[\r\n]/g, "")}`),
      fc.constantFrom(": ping", "id: 3", "event: message", "data", "data:é😀"),
    );
    const stream = fc
      .array(fc.tuple(line, lineEnd, fc.boolean()), { maxLength: 12 })
      .map((parts) => parts.map(([l, e, blank]) => `${l}${e}${blank ? e : ""}`).join(""));
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        expect(read(text, cuts)).toEqual(read(text));
      }),
    );
  });

  it("keeps no more than the limit of one event's data, but still counts its bytes", () => {
    const big = "x".repeat(5000);
    const { events } = read(`data: ${big}\ndata: ${big}\n\ndata: small\n\n`, [100, 3000, 7000], 4096);
    expect(events).toEqual([
      { data: undefined, bytes: 10001 },
      { data: "small", bytes: 5 },
    ]);
  });
});

describe("body readers", () => {
  it("an event stream records each message when its event ends, before the stream does (a whole-body reader, the foil, records nothing yet)", () => {
    const streamed: BodyRecord[] = [];
    const whole: BodyRecord[] = [];
    const context = { status: 200, contentType: "text/event-stream" };
    const stream = new EventStreamBody(context, (r) => streamed.push(r), 1 << 20);
    const foil = new WholeBody(context, (r) => whole.push(r), 1 << 20, false);
    const chunk = Buffer.from('data: {"jsonrpc":"2.0","method":"notifications/tasks","params":{}}\n\n');
    stream.push(chunk);
    foil.push(chunk);
    expect(streamed).toEqual([{ message: '{"jsonrpc":"2.0","method":"notifications/tasks","params":{}}' }]);
    expect(whole).toEqual([]);
  });

  it("records an event that is not JSON, or too large, as an http record, and a stream cut inside an event as cut off", async () => {
    const records: BodyRecord[] = [];
    const stream = new EventStreamBody({ status: 200, contentType: "text/event-stream" }, (r) => records.push(r), 16);
    stream.push(Buffer.from('data: <b>hello</b>\n\ndata: 12345678901234567890\n\ndata: {"jsonrpc"'));
    await stream.end();
    expect(records).toEqual([
      { http: { status: 200, contentType: "text/event-stream", bytes: 12, problem: "not-json", text: "<b>hello</b>" } },
      { http: { status: 200, contentType: "text/event-stream", bytes: 20, problem: "too-large" } },
      { http: { status: 200, contentType: "text/event-stream", bytes: 10, problem: "cut-off" } },
    ]);
  });

  it("a whole body is its JSON message as sent, its line breaks taken out, or an http record", async () => {
    const records: BodyRecord[] = [];
    const make = (quiet: boolean) =>
      new WholeBody({ status: 200, contentType: "application/json" }, (r) => records.push(r), 64, quiet);
    for (const [text, quiet] of [
      ['{ "a" : 1.0 }', false],
      ['{\n  "a": 1\n}', false],
      ["", false],
      ["oops", false],
      ["oops", true],
      ["x".repeat(65), false],
    ] as const) {
      const body = make(quiet);
      body.push(Buffer.from(text));
      await body.end();
    }
    expect(records).toEqual([
      { message: '{ "a" : 1.0 }' },
      { message: '{"a": 1}' },
      { http: { status: 200, contentType: "application/json", bytes: 0, problem: "empty" } },
      { http: { status: 200, contentType: "application/json", bytes: 4, problem: "not-json", text: "oops" } },
      { http: { status: 200, contentType: "application/json", bytes: 65, problem: "too-large" } },
    ]);
  });

  it("records a deeply nested body spread over lines as sent, without building it", async () => {
    // 30,000 levels in under 64 KiB: re-serialising the parsed value would overflow the stack.
    const text = `${"[".repeat(30_000)}\r\n  ${"]".repeat(30_000)}\n`;
    const records: BodyRecord[] = [];
    const body = new WholeBody(
      { status: 200, contentType: "application/json" },
      (r) => records.push(r),
      1 << 20,
      false,
    );
    body.push(Buffer.from(text));
    await body.end();
    expect(records).toEqual([{ message: "[".repeat(30_000) + "]".repeat(30_000) }]);
  });
});
