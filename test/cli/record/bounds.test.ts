import { describe, it, expect, afterEach } from "vitest";
import { connect, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { readTrace, send, startRecorder, upstream, waitFor, type Recorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

const RPC = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const ANSWER = '{"jsonrpc":"2.0","id":1,"result":{}}';

async function recorder(target: URL, args: string[] = []): Promise<Recorder> {
  const r = await startRecorder(target, args);
  cleanups.push(() => r.stop("SIGKILL"));
  return r;
}

async function answering(): Promise<URL> {
  const target = await upstream((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end(ANSWER));
  });
  cleanups.push(() => target.close());
  return target.url;
}

/** A raw connection to the recorder, with everything it receives. */
function open(url: URL, head = ""): Promise<{ socket: Socket; received: () => string }> {
  return new Promise((resolve) => {
    let received = "";
    const socket = connect(Number(url.port), url.hostname, () => {
      if (head !== "") socket.write(head);
      resolve({ socket, received: () => received });
    });
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", () => undefined);
    cleanups.push(async () => socket.destroy());
  });
}

/** A POST head announcing `length` bytes of body, followed by `body`. */
const unfinished = (length: number, body: string): string =>
  `POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`;

describe("mcp-tasks record keeps credentials out of what it prints", () => {
  // Before the fix, stderr read "forwarding to http://alice:hunter2@127.0.0.1:.../mcp?api_key=k1".
  it("never prints a password or a query given in --target", async () => {
    const target = await answering();
    const withSecrets = new URL(target.href);
    withSecrets.username = "alice";
    withSecrets.password = "hunter2";
    withSecrets.search = "?api_key=k1";
    const rec = await recorder(withSecrets);
    expect((await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC })).status).toBe(200);
    const stopped = await rec.stop();
    expect(stopped.stderr).toMatch(/forwarding to http:\/\/\[redacted\]@127\.0\.0\.1:\d+\/mcp\?\[redacted\]/);
    expect(stopped.stderr).not.toMatch(/hunter2|alice|k1/);
  });

  it("records the values of credential headers as redacted, unless kept by name", async () => {
    const target = await answering();
    const rec = await recorder(target, ["--keep-header", "x-trace"]);
    const headers = ["Content-Type", "application/json", "Mcp-Session-Id", "s-123", "DPoP", "proof", "X-Trace", "t-9"];
    expect((await send(rec.url, { headers, body: RPC })).status).toBe(200);
    await rec.stop();
    const [request] = readTrace(rec.out);
    expect(request!.headers).toMatchObject({ "Mcp-Session-Id": "[redacted]", DPoP: "[redacted]", "X-Trace": "t-9" });
  });
});

describe("mcp-tasks record bounds client connections and the time to send a request", () => {
  // Before the fix, every connection was taken: 100 connections holding unfinished 8 MiB bodies reached 865 MB.
  it("answers a connection over --max-connections 503 with Retry-After, and takes new ones once others close", async () => {
    const rec = await recorder(await answering(), ["--max-connections", "3"]);
    const held = await Promise.all([1, 2, 3].map(() => open(rec.url, unfinished(1000, "{"))));
    const over = await open(rec.url, unfinished(RPC.length, RPC));
    await waitFor(() => over.received().includes("\r\n\r\n"), 5000, "the answer to the connection over the limit");
    expect(over.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(over.received()).toMatch(/\r\nRetry-After: 1\r\n/);
    held[0]!.socket.destroy();
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = (await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
    const stopped = await rec.stop();
    expect(stopped.stderr).toMatch(/refused a connection: 3 are open \(--max-connections\)/);
    expect(stopped.stderr).toMatch(/refused \d+ connections? over --max-connections/);
  });

  // Before the fix, a client trickling a body held it (and its connection) for ever.
  it("answers 408 to a request not whole within --request-timeout and records its body as cut off", async () => {
    const rec = await recorder(await answering(), ["--request-timeout", "1"]);
    const slow = await open(rec.url, unfinished(1000, '{"jsonrpc":'));
    await waitFor(() => slow.received().length > 0, 10_000, "the recorder to answer the slow request");
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    await rec.stop();
    expect(readTrace(rec.out)).toEqual([
      expect.objectContaining({ dir: "c2s", http: expect.objectContaining({ problem: "cut-off", bytes: 11 }) }),
    ]);
  });

  it("closes a connection that sends nothing within --request-timeout, freeing its place", async () => {
    const rec = await recorder(await answering(), ["--request-timeout", "1", "--max-connections", "1"]);
    const silent = await open(rec.url);
    let closed = false;
    silent.socket.on("close", () => (closed = true));
    await waitFor(() => closed, 10_000, "the silent connection to be closed");
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
    // The client can see the close a moment before the recorder counts the connection gone; a refused client is told
    // to retry, and does, as a client honouring Retry-After would.
    let status = 0;
    for (let tries = 0; tries < 20 && status !== 200; tries++) {
      if (tries > 0) await new Promise((r) => setTimeout(r, 100));
      status = (await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC })).status;
      if (status !== 503) break;
    }
    expect(status).toBe(200);
    await rec.stop();
  });

  it("leaves an event stream open past --request-timeout: only requests have a deadline", async () => {
    const target = await upstream((req, res) => {
      req.resume();
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      let n = 0;
      const timer = setInterval(() => {
        res.write(`data: {"jsonrpc":"2.0","method":"notifications/message","params":{"n":${n++}}}\n\n`);
        if (n === 5) {
          clearInterval(timer);
          res.end();
        }
      }, 600);
    });
    cleanups.push(() => target.close());
    const rec = await recorder(target.url, ["--request-timeout", "1"]);
    const got = await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC });
    expect(got.status).toBe(200);
    expect(got.body.toString().match(/^data: /gm)).toHaveLength(5);
    await rec.stop();
    expect(readTrace(rec.out)).toHaveLength(6);
  });
});

describe("mcp-tasks record and a compression bomb", () => {
  // Before the fix, the whole gigabyte was inflated before the too-large record, which a stop right after lost.
  it("records a request body that inflates past the cap as too large at once, so a stop right after loses nothing", async () => {
    const member = gzipSync(Buffer.alloc(1 << 20));
    const bomb = Buffer.concat(Array.from({ length: 1024 }, () => member));
    const rec = await recorder(await answering(), ["--max-message-bytes", String(1 << 20)]);
    const got = await send(rec.url, {
      headers: ["Content-Type", "application/json", "Content-Encoding", "gzip"],
      body: bomb,
    });
    expect(got.status).toBe(200);
    expect((await rec.stop()).status).toBe(0);
    const [request] = readTrace(rec.out);
    expect(request).toMatchObject({ dir: "c2s", http: { method: "POST", problem: "too-large" } });
    expect((request!.http as { bytes: number }).bytes).toBeLessThan(4 << 20);
  });
});
