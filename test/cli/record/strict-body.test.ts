import { describe, it, expect } from "vitest";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { EventStreamBody, WholeBody, type BodyRecord } from "../../../src/cli/record/body.js";
import { decodingReader } from "../../../src/cli/record/encoded-body.js";
import { firstInvalid, strictText } from "../../../src/cli/record/bytes/utf8.js";
import { GrowingBuffer } from "../../../src/cli/record/bytes/growing-buffer.js";
import { SseReader, type SseEvent } from "../../../src/cli/record/sse.js";

const JSON_CT = { status: 200, contentType: "application/json" };
const SSE_CT = { status: 200, contentType: "text/event-stream" };

describe("strict UTF-8", () => {
  it("finds the first byte that is not UTF-8: stray, overlong, surrogate, past U+10FFFF, truncated", () => {
    const at = (...bytes: number[]): number => firstInvalid(Uint8Array.from(bytes));
    expect(at(0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80)).toBe(10);
    expect(at(0x61, 0xff)).toBe(1);
    expect(at(0x61, 0x80)).toBe(1);
    expect(at(0xc0, 0xaf)).toBe(0);
    expect(at(0xe0, 0x80, 0xaf)).toBe(0);
    expect(at(0xed, 0xa0, 0x80)).toBe(0);
    expect(at(0xf4, 0x90, 0x80, 0x80)).toBe(0);
    expect(at(0x61, 0x62, 0xe2, 0x82)).toBe(2);
    expect(at(0xe2, 0x28, 0xa1)).toBe(0);
  });

  it("agrees with the platform's strict decoder on every 3-byte sequence", () => {
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const bytes = new Uint8Array(3);
    for (let a = 0x80; a < 0x100; a++)
      for (let b = 0; b < 0x100; b += 3)
        for (const c of [0x00, 0x80, 0xbf, 0xc0]) {
          bytes.set([a, b, c]);
          let valid = true;
          try {
            decoder.decode(bytes);
          } catch {
            valid = false;
          }
          expect(firstInvalid(bytes) === 3, `${a} ${b} ${c}`).toBe(valid);
        }
  });

  it("reads valid text as it is, and never repairs invalid text", () => {
    expect(strictText(Buffer.from("é€"))).toEqual({ ok: true, text: "é€" });
    expect(strictText(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toEqual({ ok: false, offset: 2, before: '{"' });
  });
});

describe("a growing buffer", () => {
  it("holds what it counts, copies what it is given, and refuses bytes past its cap", () => {
    const buffer = new GrowingBuffer(10);
    const chunk = Buffer.from("abcd");
    expect(buffer.append(chunk)).toBe(true);
    chunk[0] = 0x7a;
    expect(buffer.appendByte(0x0a)).toBe(true);
    expect(buffer.append(Buffer.from("xyzwv"))).toBe(true);
    expect(buffer.view().toString()).toBe("abcd\nxyzwv");
    expect(buffer.append(Buffer.from("!"))).toBe(false);
    expect(buffer.length).toBe(10);
  });
});

describe("recording bodies that are not UTF-8", () => {
  // Before the fix, the body was decoded with U+FFFD in place of 0xff and recorded as a valid message.
  it("records a JSON body with an invalid byte as invalid-utf8, with where it is, never as a repaired message", async () => {
    const records: BodyRecord[] = [];
    const body = new WholeBody(JSON_CT, (r) => records.push(r), 1024, false);
    body.push(
      Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"x":"a'), Buffer.from([0xff, 0x22, 0x7d, 0x7d])]),
    );
    await body.end();
    expect(records).toEqual([
      {
        http: {
          ...JSON_CT,
          bytes: 44,
          problem: "invalid-utf8",
          offset: 40,
          text: '{"jsonrpc":"2.0","id":1,"result":{"x":"a',
        },
      },
    ]);
  });

  it("leaves a quiet body (no message due) unrecorded unless it would pass for JSON once repaired", async () => {
    const records: BodyRecord[] = [];
    for (const bytes of [Buffer.from([0x3c, 0xff]), Buffer.from([0x7b, 0x22, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]) {
      const body = new WholeBody({ status: 405, contentType: null }, (r) => records.push(r), 1024, true);
      body.push(bytes);
      await body.end();
    }
    expect(records).toEqual([
      { http: { status: 405, contentType: null, bytes: 7, problem: "invalid-utf8", offset: 2, text: '{"' } },
    ]);
  });

  it("records an event whose data is not UTF-8 as invalid-utf8, and the events around it as messages", () => {
    const records: BodyRecord[] = [];
    const stream = new EventStreamBody(SSE_CT, (r) => records.push(r), 1024);
    stream.push(Buffer.from('data: {"jsonrpc":"2.0","method":"a"}\n\ndata: {"x":"'));
    stream.push(Buffer.from([0xc3]));
    stream.push(Buffer.from('"}\n\ndata: {"jsonrpc":"2.0","method":"b"}\n\n'));
    expect(records).toEqual([
      { message: '{"jsonrpc":"2.0","method":"a"}' },
      { http: { ...SSE_CT, bytes: 9, problem: "invalid-utf8", offset: 6, text: '{"x":"' } },
      { message: '{"jsonrpc":"2.0","method":"b"}' },
    ]);
  });
});

describe("an event of many empty data lines", () => {
  // Before the fix, each line held two strings in an array (about 40 bytes of heap) but counted 1 byte.
  it("counts a newline per line against the limit, and holds no more than that", () => {
    const events: SseEvent[] = [];
    const reader = new SseReader((e) => events.push(e), 1000);
    const lines = Buffer.from("data:\n".repeat(10_000));
    reader.push(lines);
    reader.push(Buffer.from("\n"));
    expect(events).toEqual([{ data: undefined, bytes: 9_999 }]);
    const under = new SseReader((e) => events.push(e), 1 << 20);
    under.push(lines);
    under.push(Buffer.from("\n"));
    expect(events[1]).toEqual({ data: "\n".repeat(9_999), bytes: 9_999 });
  });
});

/** `count` gzip members of `size` zero bytes each: gunzip reads them as one body of count·size bytes. */
function gzipBomb(size: number, count: number): Buffer {
  const member = gzipSync(Buffer.alloc(size));
  return Buffer.concat(Array.from({ length: count }, () => member));
}

describe("compression bombs", () => {
  const MB = 1 << 20;

  // Before the fix, the whole 512 MiB were inflated, and the too-large record waited for the end of inflating.
  it("stops inflating a whole body at the cap and records it as too large before the body ends", async () => {
    const records: BodyRecord[] = [];
    const plain = new WholeBody(JSON_CT, (r) => records.push(r), MB, false);
    const reader = decodingReader("gzip", plain, JSON_CT, (r) => records.push(r), false, MB);
    const bomb = gzipBomb(MB, 512);
    for (let i = 0; i < bomb.length; i += 16_384) await reader.push(bomb.subarray(i, i + 16_384));
    await until(() => records.length > 0);
    expect(records).toEqual([{ http: { ...JSON_CT, bytes: expect.any(Number), problem: "too-large" } }]);
    const inflated = (records[0] as { http: { bytes: number } }).http.bytes;
    expect(inflated).toBeGreaterThan(MB);
    expect(inflated).toBeLessThan(4 * MB);
    // The recorder stopping now loses nothing: the record is made, and the rest is neither read nor recorded.
    expect(reader.discard()).toBe(0);
    await reader.end();
    expect(records).toHaveLength(1);
  });

  it("stops inflating a brotli event stream at the first event past the cap, after recording the events before it", async () => {
    const records: BodyRecord[] = [];
    const plain = new EventStreamBody(SSE_CT, (r) => records.push(r), MB);
    const reader = decodingReader("br", plain, SSE_CT, (r) => records.push(r), false, MB);
    const text = `data: {"jsonrpc":"2.0","method":"a"}\n\ndata: ${"x".repeat(64 * MB)}\n\n`;
    const bomb = brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(bomb.length).toBeLessThan(64 * 1024);
    await reader.push(bomb);
    await reader.end();
    expect(records).toEqual([
      { message: '{"jsonrpc":"2.0","method":"a"}' },
      { http: { ...SSE_CT, bytes: expect.any(Number), problem: "too-large" } },
    ]);
    expect((records[1] as { http: { bytes: number } }).http.bytes).toBeLessThan(4 * MB);
  });
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}
