/**
 * The recorder's red-team cases, kept: event streams of millions of lines, compression bombs and connection floods.
 * Each is measured as a ratio (growth from n to 100·n, bytes held per byte counted), never as a timeout, and each
 * bound is shown catching a foil built the way the recorder used to work.
 */
import { describe, expect, it, afterEach } from "vitest";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { WholeBody, type BodyRecord } from "../../src/cli/record/body.js";
import { decodingReader } from "../../src/cli/record/encoded-body.js";
import { SseReader } from "../../src/cli/record/sse.js";
import { startRecorder, upstream, waitFor, type Recorder } from "../cli/record/harness.js";
import { MAX_GROWTH, STEP, growth } from "./growth.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const MB = 1 << 20;

/** Bytes of heap and buffers still reachable after a full collection. */
function retained(): number {
  gc();
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/** What holding `make()`'s result costs, per unit of `units`. */
function heldPer(units: number, make: () => unknown): number {
  const before = retained();
  const kept = make();
  const after = retained();
  expect(kept).toBeDefined();
  return (after - before) / units;
}

/** An event reader built the way the recorder's used to be: each data line held as strings in an array. */
class StringArrayEvent {
  readonly data: string[] = [];
  push(text: string): this {
    let start = 0;
    for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
      const value = text.slice(start + 5, end);
      if (this.data.length > 0) this.data.push("\n");
      this.data.push(value);
      start = end + 1;
    }
    return this;
  }
}

describe("an event stream of millions of empty data lines", () => {
  const LINES = 1_000_000;
  const lines = Buffer.from("data:\n".repeat(LINES));

  // Before the fix, 24 such streams exhausted the heap of record: each line cost heap it did not count.
  it("holds at most 3 bytes per line for 24 unfinished events, where a foil of strings holds 8 or more", () => {
    const ours = heldPer(24 * LINES, () =>
      Array.from({ length: 24 }, () => {
        const reader = new SseReader(() => undefined, 8 * MB);
        reader.push(lines);
        return reader;
      }),
    );
    // On one 2-core AMD EPYC machine: 1.05 bytes per line here, 23.5 for the foil.
    expect(ours).toBeLessThan(3);
    const text = lines.toString("latin1");
    const foil = heldPer(LINES, () => new StringArrayEvent().push(text));
    expect(foil).toBeGreaterThan(8);
  });

  // Before the fix, 24 such streams exhausted the heap: here the recorder runs with a 64 MiB heap, and survives them.
  it("survives 24 streams each in an unfinished event of a million empty data lines, on a 64 MiB heap", async () => {
    const chunk = Buffer.from("data:\n".repeat(100_000));
    let open = 0;
    const target = await upstream((req, res) => {
      req.resume();
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      open++;
      let sent = 0;
      const go = (): void => {
        while (sent < 10) {
          sent++;
          if (!res.write(chunk)) return void res.once("drain", go);
        }
      };
      go();
    });
    const rec = await startRecorder(target.url, [], { nodeArgs: ["--max-old-space-size=64"] });
    const streams = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const socket = connect(Number(rec.url.port), rec.url.hostname);
        let received = 0;
        socket.on("data", (b: Buffer) => (received += b.length));
        socket.on("error", () => undefined);
        socket.write(`POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
        return { socket, received: () => received };
      }),
    );
    const through = (): boolean => streams.every((s) => s.received() > 10 * chunk.length);
    // A recorder that dies of its heap ends the wait at once.
    await waitFor(() => rec.child.exitCode !== null || through(), 30_000, "every stream at its client");
    expect(open).toBe(24);
    expect(rec.child.exitCode).toBe(null);
    for (const s of streams) s.socket.destroy();
    const stopped = await rec.stop();
    expect(stopped.status).toBe(0);
    expect(stopped.stderr).not.toMatch(/heap|allocation failed/i);
    await target.close();
  });

  it(`reads n lines in time linear in n: n=10,000 → ${STEP * 10_000}`, () => {
    const make = (n: number) => {
      const stream = Buffer.from(`${"data:\n".repeat(n)}\n`);
      return () => new SseReader(() => undefined, 8 * MB).push(stream);
    };
    expect(growth(10_000, make)).toBeLessThan(MAX_GROWTH);
  });

  it(`reads n events in time linear in n: n=1,000 → ${STEP * 1_000}`, () => {
    const make = (n: number) => {
      const stream = Buffer.from('data: {"jsonrpc":"2.0","method":"m"}\n\n'.repeat(n));
      return () => new SseReader(() => undefined, 8 * MB).push(stream);
    };
    expect(growth(1_000, make)).toBeLessThan(MAX_GROWTH);
  });
});

/** `count` gzip members of 1 MiB of zeros: gunzip reads them as one body of `count` MiB. */
function gzipBomb(count: number): Buffer {
  const member = gzipSync(Buffer.alloc(MB));
  return Buffer.concat(Array.from({ length: count }, () => member));
}

/** Records a gzip body through the recorder's readers; resolves with what was recorded and how long it took. */
async function recordGzip(body: Buffer, cap: number): Promise<{ records: BodyRecord[]; ms: number }> {
  const records: BodyRecord[] = [];
  const context = { status: 200, contentType: "application/json" };
  const started = performance.now();
  const reader = decodingReader(
    "gzip",
    new WholeBody(context, (r) => records.push(r), cap, false),
    context,
    (r) => records.push(r),
    false,
    cap,
  );
  for (let i = 0; i < body.length; i += 16_384) await reader.push(body.subarray(i, i + 16_384));
  await reader.end();
  return { records, ms: performance.now() - started };
}

describe("compression bombs", () => {
  // Before the fix, a 13 KB brotli body inflated for 45 s of CPU past the cap; here 100 times the bomb costs no more
  // inflating, since inflating stops at the cap.
  it(`inflates no more than the cap however large the bomb: 20 MiB → ${STEP * 20} MiB inflated`, async () => {
    const small = gzipBomb(20);
    const large = gzipBomb(STEP * 20);
    let best = { small: Infinity, large: Infinity };
    for (let i = 0; i < 3; i++) {
      const a = await recordGzip(small, MB);
      const b = await recordGzip(large, MB);
      for (const { records } of [a, b]) {
        expect(records).toEqual([{ http: expect.objectContaining({ problem: "too-large" }) }]);
        expect((records[0] as { http: { bytes: number } }).http.bytes).toBeLessThan(4 * MB);
      }
      best = { small: Math.min(best.small, a.ms), large: Math.min(best.large, b.ms) };
    }
    // Reading 100 times the compressed bytes is linear work; inflating 100 times the bytes is not done at all.
    expect(best.large / best.small).toBeLessThan(MAX_GROWTH);
  });
});

describe("connection floods", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
  });

  /** The resident memory of a process, in bytes. */
  const rss = (pid: number): number =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

  /** Opens `count` connections that each send a POST head announcing 8 MiB and then `bytes` of it. */
  async function flood(rec: Recorder, count: number, bytes: number): Promise<Socket[]> {
    const part = Buffer.alloc(bytes, 0x20);
    const sockets = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(Number(rec.url.port), rec.url.hostname, () => {
              socket.write(
                `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${8 * MB}\r\n\r\n`,
              );
              socket.write(part, () => resolve(socket));
            });
            socket.on("error", () => resolve(socket));
          }),
      ),
    );
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
    });
    return sockets;
  }

  // Before the fix, 100 connections holding unfinished bodies reached 865 MB.
  it("holds the same memory for 40 and for 400 connections with unfinished bodies: those over the limit get 503", async () => {
    const target = await upstream((req) => req.resume());
    cleanups.push(() => target.close());
    const rec = await startRecorder(target.url, ["--max-connections", "20"]);
    cleanups.push(() => rec.stop("SIGKILL"));
    const pid = rec.child.pid!;
    const base = rss(pid);
    const growthAt = async (count: number): Promise<number> => {
      const sockets = await flood(rec, count, 2 * MB);
      await new Promise((r) => setTimeout(r, 1500));
      const grown = rss(pid) - base;
      for (const socket of sockets) socket.destroy();
      return grown;
    };
    const at40 = await growthAt(40);
    await new Promise((r) => setTimeout(r, 500));
    const at400 = await growthAt(400);
    // 20 connections × 2 MiB held, up to twice over for buffer growth, plus socket buffers and uncollected garbage.
    // On one 2-core AMD EPYC machine: 94 MiB at 40 connections, 120 MiB at 400.
    expect(at40).toBeLessThan(20 * 2 * MB * 3 + 64 * MB);
    expect(at400).toBeLessThan(20 * 2 * MB * 3 + 64 * MB);
    // Ten times the connections, the same memory: a ratio near 1, where a recorder that takes them all grows about 10x.
    expect(at400 / Math.max(at40, 8 * MB)).toBeLessThan(3);
    const stopped = await rec.stop();
    expect(stopped.stderr).toMatch(/refused \d+ connections over --max-connections/);
  });
});
