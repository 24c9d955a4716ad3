import { describe, it, expect, afterEach } from "vitest";
import { readFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readTrace, startRecorder, upstream, waitFor, type Recorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 120);
/** What the sender offers; with back-pressure, far less of it leaves while the receiver does not read. */
const OFFERED = 256 * MB;
/** The most that may pile up in socket buffers along the way (loopback buffers grow to a few MB each). */
const BOUND = 48 * MB;

/** A proxy that forwards without waiting for its destination: the broken foil these tests must catch. */
async function floodingProxy(target: URL): Promise<{ url: URL; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const up = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.on("data", (chunk: Buffer) => res.write(chunk));
        answer.on("end", () => res.end());
        answer.on("error", () => res.destroy());
      },
    );
    up.on("error", () => res.destroy());
    res.on("error", () => up.destroy());
    req.on("data", (chunk: Buffer) => up.write(chunk));
    req.on("end", () => up.end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  return { url, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

/** Writes `total` bytes to a writable as fast as it takes them (waiting on drain), counting what it took. */
function pump(
  write: (chunk: Buffer) => boolean,
  onDrain: (resume: () => void) => void,
  total: number,
  end: () => void,
): { sent: () => number } {
  let sent = 0;
  const go = (): void => {
    while (sent < total) {
      sent += CHUNK.length;
      if (!write(CHUNK)) return onDrain(go);
    }
    end();
  };
  go();
  return { sent: () => sent };
}

/** A target that streams OFFERED bytes in its response; resolves how much it managed to write so far. */
async function streamingTarget() {
  let progress: { sent: () => number } | undefined;
  const target = await upstream((req, res) => {
    req.resume();
    res.writeHead(200, { "Content-Type": "application/octet-stream" });
    progress = pump(
      (c) => res.write(c),
      (go) => res.once("drain", go),
      OFFERED,
      () => res.end(),
    );
  });
  cleanups.push(() => target.close());
  return { url: target.url, sent: () => progress?.sent() ?? 0 };
}

/** Opens a response through `via` and does not read it; returns how much the target wrote after a second. */
async function stalledResponse(
  via: URL,
  target: { sent: () => number },
): Promise<{ sent: number; response: IncomingMessage }> {
  const response = await new Promise<IncomingMessage>((resolve) =>
    request({ host: via.hostname, port: via.port, method: "POST", path: "/mcp" }, resolve).end("{}"),
  );
  response.on("error", () => undefined);
  response.pause();
  await new Promise((r) => setTimeout(r, 1000));
  return { sent: target.sent(), response };
}

async function recorder(target: URL, nodeArgs: string[] = []): Promise<Recorder> {
  const r = await startRecorder(target, ["--max-message-bytes", String(MB)], { nodeArgs });
  cleanups.push(() => r.stop("SIGKILL"));
  return r;
}

describe("mcp-tasks record honours back-pressure and keeps its memory bounded", () => {
  it("a client that does not read holds the target back (the flooding foil lets the target write everything)", async () => {
    const target = await streamingTarget();
    const rec = await recorder(target.url);
    const stalled = await stalledResponse(rec.url, target);
    expect(stalled.sent).toBeLessThan(BOUND);
    stalled.response.destroy();

    const foilTarget = await streamingTarget();
    const foil = await floodingProxy(foilTarget.url);
    cleanups.push(() => foil.close());
    const flooded = await stalledResponse(foil.url, foilTarget);
    expect(flooded.sent).toBeGreaterThan(BOUND);
    flooded.response.destroy();
  });

  it("a target that does not read holds the client back (the foil again lets the client write everything)", async () => {
    const measure = async (via: (target: URL) => Promise<URL>): Promise<number> => {
      const target = await upstream((req) => req.pause());
      cleanups.push(() => target.close());
      const url = await via(target.url);
      const req = request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: "/mcp",
        headers: { "Content-Type": "application/json" },
      });
      req.on("error", () => undefined);
      const progress = pump(
        (c) => req.write(c),
        (go) => req.once("drain", go),
        OFFERED,
        () => req.end(),
      );
      // Up to 3 s, or until more than the bound got through: a loaded machine slows the flood, not the hold.
      for (let waited = 0; waited < 3000 && progress.sent() <= BOUND; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      req.destroy();
      return progress.sent();
    };
    expect(await measure(async (t) => (await recorder(t)).url)).toBeLessThan(BOUND);
    expect(
      await measure(async (t) => {
        const foil = await floodingProxy(t);
        cleanups.push(() => foil.close());
        return foil.url;
      }),
    ).toBeGreaterThan(BOUND);
  });

  it("streams 256 MB of body and 20,000 SSE messages with a peak RSS far below either", async () => {
    const event = `data: ${JSON.stringify({ jsonrpc: "2.0", method: "notifications/tasks", params: { taskId: "t1", status: "working", statusMessage: "y".repeat(120) } })}\n\n`;
    const target = await upstream((req, res) => {
      req.resume();
      if (req.headers.accept !== "text/event-stream") {
        res.writeHead(200, { "Content-Type": "application/json" });
        return void pump(
          (c) => res.write(c),
          (go) => res.once("drain", go),
          OFFERED,
          () => res.end(),
        );
      }
      // One write per event, as a server streams them.
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      let n = 0;
      const go = (): void => {
        while (n < 20_000) {
          n++;
          if (!res.write(event)) return void res.once("drain", go);
        }
        res.end();
      };
      go();
    });
    cleanups.push(() => target.close());
    const rec = await recorder(target.url);
    // What the recorder holds before any traffic: the runtime's own footprint, which differs between Node versions.
    const rssOf = (field: string): number =>
      Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${rec.child.pid}/status`, "utf8"))![1]) *
      1024;
    const idle = rssOf("VmRSS");
    const drain = (accept: string): Promise<number> =>
      new Promise((resolve) => {
        request(
          { host: rec.url.hostname, port: rec.url.port, method: "POST", path: "/mcp", headers: { Accept: accept } },
          (res) => {
            let bytes = 0;
            res.on("data", (b: Buffer) => (bytes += b.length));
            res.on("end", () => resolve(bytes));
          },
        ).end('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x"}}');
      });
    expect(await drain("application/json")).toBe(OFFERED);
    expect(await drain("text/event-stream")).toBe(20_000 * event.length);
    await waitFor(() => readTrace(rec.out).length === 2 + 1 + 20_000, 10_000, "every envelope");
    // Growth stays far below the 256 MB body, which a recorder without back-pressure would hold.
    expect(rssOf("VmHWM") - idle).toBeLessThan(OFFERED / 2);
    const stopped = await rec.stop();
    expect(stopped.status).toBe(0);
    const trace = readTrace(rec.out);
    expect(trace[1]).toMatchObject({ dir: "s2c", http: { bytes: OFFERED, problem: "too-large" } });
    expect(
      trace.filter((e) => (e.message as { method?: string } | undefined)?.method === "notifications/tasks"),
    ).toHaveLength(20_000);
  });
});
