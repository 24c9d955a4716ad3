import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { WholeBody, type BodyRecord } from "../../../src/cli/record/body.js";
import {
  endToEnd,
  rawHeader,
  recordedFromEndToEnd,
  recordedHeaders,
  REDACTED,
  type BodyHeaders,
} from "../../../src/cli/record/headers.js";

/** A copy of `bytes` in memory of its own, as Node's HTTP parser hands out body chunks. */
function owned(bytes: Uint8Array): Buffer {
  const chunk = Buffer.from(new ArrayBuffer(bytes.length));
  chunk.set(bytes);
  return chunk;
}

/** Reads `chunks` as one whole body capped at `max` bytes; returns what it recorded. */
function record(chunks: Buffer[], max = 1 << 20): BodyRecord[] {
  const records: BodyRecord[] = [];
  const body = new WholeBody({ status: 200, contentType: "application/json" }, (r) => records.push(r), max, false);
  for (const chunk of chunks) body.push(chunk);
  body.end();
  return records;
}

/** A reader that keeps every chunk it is given without copying, the foil of one that copies borrowed memory. */
class KeepingBody {
  private chunks: Buffer[] = [];
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
  }
  end(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}

describe("a whole body read from its chunks", () => {
  it("records the same message however the body is cut into chunks", () => {
    const text = '{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"héllo"}]}}';
    const bytes = Buffer.from(text);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: bytes.length }), { maxLength: 6 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks: Buffer[] = [];
        let start = 0;
        for (const p of [...points, bytes.length]) {
          chunks.push(owned(bytes.subarray(start, p)));
          start = p;
        }
        expect(record(chunks)).toEqual([{ message: text }]);
      }),
    );
  });

  it("copies a chunk that shares its memory, so a later write to that memory cannot change the record", () => {
    const text = '{"jsonrpc":"2.0","id":1,"result":{}}';
    // A chunk that is a view into a larger buffer, which its owner goes on to reuse once the chunk is handed on.
    const shared = Buffer.alloc(256);
    const chunk = shared.subarray(0, shared.write(text));
    const records: BodyRecord[] = [];
    const body = new WholeBody({ status: 200, contentType: null }, (r) => records.push(r), 1024, false);
    body.push(chunk);
    const foil = new KeepingBody();
    foil.push(chunk);
    shared.fill(0x20);
    body.end();
    expect(records).toEqual([{ message: text }]);
    expect(foil.end()).not.toBe(text);
  });

  it("still counts a body past the cap as too large, in one chunk or in many", () => {
    const big = Buffer.from(`{"a":"${"x".repeat(100)}"}`);
    const tooLarge = {
      http: { status: 200, contentType: "application/json", bytes: big.length, problem: "too-large" },
    };
    expect(record([big], 64)).toEqual([tooLarge]);
    expect(record([big.subarray(0, 10), big.subarray(10)], 64)).toEqual([tooLarge]);
    expect(record([owned(big)], 64)).toEqual([tooLarge]);
    expect(record([owned(big.subarray(0, 64)), owned(big.subarray(64))], 64)).toEqual([tooLarge]);
  });
});

describe("request headers filtered once for forwarding and recording", () => {
  it("finds the first Content-Type and Content-Encoding of the raw list while filtering, as rawHeader does", () => {
    const raw = [
      "Connection",
      "content-encoding",
      "Content-Encoding",
      "gzip",
      "content-type",
      "application/json",
      "Content-Type",
      "text/plain",
      "Content-Encoding",
      "br",
    ];
    const body: BodyHeaders = { contentType: undefined, contentEncoding: undefined };
    const kept = endToEnd(raw, body);
    expect(body).toEqual({
      contentType: rawHeader(raw, "content-type"),
      contentEncoding: rawHeader(raw, "content-encoding"),
    });
    expect(body).toEqual({ contentType: "application/json", contentEncoding: "gzip" });
    expect(kept).toEqual(["content-type", "application/json", "Content-Type", "text/plain"]);
  });

  it("joins repeated names the same way for a few headers (compared directly) and for many (looked up)", () => {
    const few = ["Accept", "a", "X-Key", "k1", "accept", "b", "x-key", "k2", "ACCEPT", "c"];
    const filler = Array.from({ length: 30 }, (_, i) => [`X-Filler-${i}`, `${i}`]).flat();
    expect(recordedHeaders(few)).toEqual({ Accept: "a, b, c", "X-Key": REDACTED });
    const many = recordedHeaders([...few, ...filler]);
    expect(many).toMatchObject({ Accept: "a, b, c", "X-Key": REDACTED });
    expect(Object.keys(many)).toHaveLength(2 + 30);
    expect(recordedFromEndToEnd(endToEnd([...filler, ...few]))).toEqual(many);
  });
});
