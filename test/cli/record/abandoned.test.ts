import { describe, it, expect, afterEach } from "vitest";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { readTrace, startRecorder, upstream, waitFor, type Recorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

const MB = 1024 * 1024;
const RPC = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow"}}';

async function recorder(target: URL, args: string[] = []): Promise<Recorder> {
  const r = await startRecorder(target, args);
  cleanups.push(() => r.stop("SIGKILL"));
  return r;
}

/** Opens a raw connection to the recorder and sends a POST head announcing `length` bytes, then `body`. */
function post(url: URL, length: number, body: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`,
      );
      resolve(socket);
    });
    socket.on("error", () => undefined);
  });
}

describe("mcp-tasks record when a client stops taking part in an exchange", () => {
  it("cancels the request to the target when the client leaves before the answer, and stops without waiting for it", async () => {
    let opened = 0;
    let closed = 0;
    const target = await upstream((req) => {
      opened++;
      req.socket.on("close", () => closed++);
    });
    cleanups.push(() => target.close());
    const rec = await recorder(target.url);
    const clients = await Promise.all(Array.from({ length: 5 }, () => post(rec.url, RPC.length, RPC)));
    await waitFor(() => opened === 5, 5000, "every request at the target");
    for (const client of clients) client.destroy();
    await waitFor(() => closed === 5, 5000, `the target's connections to close (${closed} of 5 closed)`);
    const started = Date.now();
    const stopped = await rec.stop();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(stopped.status).toBe(0);
    expect(stopped.stderr).not.toMatch(/cut \d+ exchange/);
    expect(
      stopped.stderr.match(
        /a client left before the answer to its POST \/mcp came; the request to the target is cancelled/g,
      ),
    ).toHaveLength(5);
    expect(readTrace(rec.out).map((e) => e.dir)).toEqual(["c2s", "c2s", "c2s", "c2s", "c2s"]);
  });

  it("holds back an event stream while its request is still coming, then records the request first and every event", async () => {
    const event = `data: ${JSON.stringify({ jsonrpc: "2.0", method: "notifications/message", params: { data: "x".repeat(16_000) } })}\n\n`;
    const events = 6_000;
    let sent = 0;
    const target = await upstream((req, res) => {
      req.resume();
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const go = (): void => {
        while (sent < events) {
          sent++;
          if (!res.write(event)) return void res.once("drain", go);
        }
        res.end();
      };
      go();
    });
    cleanups.push(() => target.close());
    const rec = await recorder(target.url, ["--max-message-bytes", String(MB)]);
    // The request announces its whole length but sends only its start, and the stream is read as fast as it comes.
    const client = await post(rec.url, RPC.length, RPC.slice(0, 10));
    let received = 0;
    client.on("data", (chunk: Buffer) => (received += chunk.length));
    await new Promise((r) => setTimeout(r, 1000));
    const early = sent * event.length;
    await new Promise((r) => setTimeout(r, 2000));
    // Held back: the target stops writing once the socket buffers along the way are full, far short of the whole stream.
    expect(sent * event.length - early).toBeLessThan(8 * MB);
    expect(sent * event.length).toBeLessThan(48 * MB);
    expect(events * event.length).toBeGreaterThan(90 * MB);
    client.write(RPC.slice(10));
    await waitFor(() => received > events * event.length, 30_000, "the whole stream at the client");
    const lines = (): number => readFileSync(rec.out).reduce((n, byte) => (byte === 10 ? n + 1 : n), 0);
    await waitFor(() => lines() === 1 + events, 30_000, "every envelope");
    client.destroy();
    const trace = readTrace(rec.out);
    expect(trace[0]).toMatchObject({ dir: "c2s", message: JSON.parse(RPC) });
    expect(
      trace
        .slice(1)
        .every((e) => e.dir === "s2c" && (e.message as { method?: string }).method === "notifications/message"),
    ).toBe(true);
  });
});
