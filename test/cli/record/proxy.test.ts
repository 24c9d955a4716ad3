import { describe, it, expect, afterEach } from "vitest";
import { request, type IncomingMessage, type ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { collect, endToEndPairs, readTrace, send, startRecorder, upstream, waitFor, type Recorder } from "./harness.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

/** An upstream that remembers what it received and answers from `answer`. */
async function echoing(answer: (req: IncomingMessage, body: Buffer, res: ServerResponse) => void) {
  const seen: { method: string; url: string; rawHeaders: string[]; body: Buffer }[] = [];
  const server = await upstream((req, res) => {
    void collect(req).then((body) => {
      seen.push({ method: req.method!, url: req.url!, rawHeaders: req.rawHeaders, body });
      res.sendDate = false;
      answer(req, body, res);
    });
  });
  cleanups.push(() => server.close());
  return { ...server, seen };
}

async function recorder(target: URL, args: string[] = [], nodeArgs: string[] = []): Promise<Recorder> {
  const r = await startRecorder(target, args, { nodeArgs });
  cleanups.push(() => r.stop("SIGKILL"));
  return r;
}

const RPC = '{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{}}';

describe("mcp-tasks record forwards every exchange unchanged", () => {
  it("passes status, reason, headers (spelling, order, repeats) and body bytes as a direct connection gets them", async () => {
    const target = await echoing((_req, _body, res) => {
      res.writeHead(201, "Made It", [
        "X-Answer",
        "42",
        "Set-Cookie",
        "a=1",
        "set-cookie",
        "b=2",
        "Content-Type",
        "application/json",
      ]);
      res.end('{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}');
    });
    const rec = await recorder(target.url);
    const headers = [
      "Content-Type",
      "application/json",
      "X-Custom",
      "one",
      "x-custom",
      "two",
      "Authorization",
      "Bearer t0ken",
      "Connection",
      "X-Hop",
      "X-Hop",
      "secret-hop",
      "Keep-Alive",
      "timeout=1",
    ];
    const direct = await send(target.url, { headers, body: RPC });
    const proxied = await send(rec.url, { headers, body: RPC });
    expect(proxied.status).toBe(201);
    expect(proxied.statusMessage).toBe(direct.statusMessage);
    expect(proxied.body.equals(direct.body)).toBe(true);
    expect(endToEndPairs(proxied.rawHeaders)).toEqual(endToEndPairs(direct.rawHeaders));
    // What the server received: the same but for Host (the target), Via (added, as a gateway must) and hop-by-hop headers.
    const [viaDirect, viaProxy] = target.seen;
    const strip = (raw: string[]) =>
      endToEndPairs(raw).filter(([n]) => !["host", "via", "x-hop"].includes(n.toLowerCase()));
    expect(strip(viaProxy!.rawHeaders)).toEqual(strip(viaDirect!.rawHeaders));
    expect(viaProxy!.rawHeaders).not.toContain("X-Hop");
    expect(viaProxy!.rawHeaders).toContain(target.url.host);
    expect(viaProxy!.rawHeaders.join(" ")).toMatch(/Via 1\.1 mcp-tasks-record/);
    expect(viaProxy!.body.equals(viaDirect!.body)).toBe(true);
    expect(viaProxy!.url).toBe(viaDirect!.url);
  });

  it("records the request with its headers (credentials redacted) and the response, and leaves other paths unrecorded", async () => {
    const target = await echoing((req, _body, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(req.url === "/mcp" ? '{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}' : '{"issuer":"x"}');
    });
    const rec = await recorder(target.url);
    await send(rec.url, {
      headers: ["Content-Type", "application/json", "Authorization", "Bearer t0ken", "Mcp-Method", "tools/list"],
      body: RPC,
    });
    const other = await send(rec.url, { method: "GET", path: "/.well-known/oauth-protected-resource" });
    expect(other.body.toString()).toBe('{"issuer":"x"}');
    const stopped = await rec.stop();
    expect(stopped.status).toBe(0);
    const trace = readTrace(rec.out);
    expect(trace).toHaveLength(2);
    expect(trace[0]).toMatchObject({
      dir: "c2s",
      headers: { Authorization: "[redacted]", "Mcp-Method": "tools/list" },
      message: JSON.parse(RPC),
    });
    expect(trace[1]).toMatchObject({ dir: "s2c", message: { id: 7, result: { tools: [] } } });
    expect(JSON.stringify(trace)).not.toContain("t0ken");
    for (const envelope of trace) expect(Date.parse(envelope.at as string)).not.toBeNaN();
    expect(stopped.stderr).toMatch(/recorded 2 envelopes/);
  });

  it("records each SSE message as it arrives, while the stream is still open", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const target = await echoing((_req, _body, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      // A priming event with no data, a comment, CRLF line ends, and an event cut across two writes.
      res.write("id: 0\r\ndata:\r\n\r\n: keep-alive\r\n");
      res.write(
        'data: {"jsonrpc":"2.0","method":"notifications/tasks","params":{"taskId":"t1","status":"working"}}\r\n\r\ndata: {"jsonrpc":"2.0",',
      );
      void released.then(() => {
        res.write('"id":7,"result":{"content":[],"resultType":"complete"}}\n\ndata: not json\n\n');
        res.end();
      });
    });
    const rec = await recorder(target.url);
    const response = await new Promise<IncomingMessage>((resolve) => {
      const req = request(
        {
          host: rec.url.hostname,
          port: rec.url.port,
          method: "POST",
          path: "/mcp",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        },
        resolve,
      );
      req.end(RPC);
    });
    let received = "";
    response.on("data", (b: Buffer) => (received += b.toString()));
    await waitFor(() => received.includes("notifications/tasks"), 5000, "the first event at the client");
    // The first message is in the trace while the server still holds the stream open.
    await waitFor(() => readTrace(rec.out).length === 2, 5000, "the first event in the trace");
    expect(readTrace(rec.out)[1]).toMatchObject({
      dir: "s2c",
      message: { method: "notifications/tasks", params: { taskId: "t1" } },
    });
    release();
    await new Promise((resolve) => response.on("end", resolve));
    expect(received).toContain("data: not json");
    await rec.stop();
    const trace = readTrace(rec.out);
    expect(trace.map((e) => ("message" in e ? "message" : (e.http as { problem: string }).problem))).toEqual([
      "message",
      "message",
      "message",
      "not-json",
    ]);
    expect(trace[2]).toMatchObject({ message: { id: 7, result: { resultType: "complete" } } });
    expect(trace[3]).toMatchObject({
      dir: "s2c",
      http: { status: 200, contentType: "text/event-stream", bytes: 8, text: "not json" },
    });
  });

  it("closes an open event stream on SIGTERM, flushes the trace and says so", async () => {
    const target = await echoing((_req, _body, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(
        'data: {"jsonrpc":"2.0","method":"notifications/tasks","params":{"taskId":"t1","status":"working"}}\n\ndata: {"unfinished"',
      );
    });
    const rec = await recorder(target.url);
    const response = await new Promise<IncomingMessage>((resolve) =>
      request({ host: rec.url.hostname, port: rec.url.port, method: "POST", path: "/mcp" }, resolve).end(
        '{"jsonrpc":"2.0","id":1,"method":"subscriptions/listen","params":{}}',
      ),
    );
    let received = "";
    response.on("data", (b: Buffer) => (received += b.toString()));
    response.on("error", () => undefined);
    await waitFor(() => received.includes("unfinished"), 5000, "the stream at the client");
    const started = Date.now();
    const stopped = await rec.stop("SIGTERM");
    expect(Date.now() - started).toBeLessThan(1500);
    expect(stopped.status).toBe(0);
    expect(stopped.stderr).toMatch(/closed 1 open event stream/);
    expect(stopped.stderr).toMatch(/13 bytes of messages in flight at shutdown were not recorded/);
    expect(readTrace(rec.out).map((e) => e.dir)).toEqual(["c2s", "s2c"]);
  });

  it("forwards a compressed body as sent and records it decompressed", async () => {
    const zipped = gzipSync(Buffer.from('{"jsonrpc":"2.0","id":7,"result":{"tools":[]}}'));
    const target = await echoing((_req, _body, res) => {
      res.writeHead(200, {
        "Content-Type": "application/json",
        "Content-Encoding": "gzip",
        "Content-Length": zipped.length,
      });
      res.end(zipped);
    });
    const rec = await recorder(target.url);
    const got = await send(rec.url, { headers: ["Accept-Encoding", "gzip"], body: RPC });
    expect(got.body.equals(zipped)).toBe(true);
    await rec.stop();
    expect(readTrace(rec.out)[1]).toMatchObject({ message: { id: 7, result: { tools: [] } } });
  });

  it("records what is not JSON-RPC as what it is, skips what needs no message, and forwards a body too large to record", async () => {
    const big = "x".repeat(5000);
    const target = await echoing((req, body, res) => {
      const text = body.toString();
      if (req.method === "GET") return void res.writeHead(405, { Allow: "POST" }).end();
      if (text.includes("notifications/")) return void res.writeHead(202).end();
      if (text.includes("big"))
        return void res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(`{"jsonrpc":"2.0","id":3,"result":{"big":"${big}"}}`);
      res.writeHead(502, { "Content-Type": "text/html" }).end("<h1>Bad gateway</h1>");
    });
    const rec = await recorder(target.url, ["--max-message-bytes", "1024"]);
    expect((await send(rec.url, { body: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}' })).status).toBe(502);
    expect((await send(rec.url, { body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' })).status).toBe(202);
    expect((await send(rec.url, { method: "GET" })).status).toBe(405);
    expect((await send(rec.url, { body: '{"jsonrpc":"2.0","id":3,"method":"big"}' })).body.length).toBe(5000 + 44);
    await rec.stop();
    expect(readTrace(rec.out)).toEqual([
      expect.objectContaining({ dir: "c2s", message: { jsonrpc: "2.0", id: 2, method: "tools/list" } }),
      expect.objectContaining({
        dir: "s2c",
        http: { status: 502, contentType: "text/html", bytes: 20, problem: "not-json", text: "<h1>Bad gateway</h1>" },
      }),
      expect.objectContaining({ dir: "c2s", message: { jsonrpc: "2.0", method: "notifications/initialized" } }),
      expect.objectContaining({ dir: "c2s", message: { jsonrpc: "2.0", id: 3, method: "big" } }),
      expect.objectContaining({
        dir: "s2c",
        http: { status: 200, contentType: "application/json", bytes: 5044, problem: "too-large" },
      }),
    ]);
  });

  it("answers 502 when the target is down, recording the request and the 502 the client got", async () => {
    const gone = await upstream(() => undefined);
    await gone.close();
    const rec = await recorder(gone.url);
    const got = await send(rec.url, { body: RPC });
    expect(got.status).toBe(502);
    expect(got.body.toString()).toMatch(/cannot reach .*ECONNREFUSED/);
    const stopped = await rec.stop();
    expect(stopped.stderr).toMatch(/cannot reach .*ECONNREFUSED/);
    expect(readTrace(rec.out)).toEqual([
      expect.objectContaining({ dir: "c2s", message: JSON.parse(RPC) }),
      expect.objectContaining({
        dir: "s2c",
        http: expect.objectContaining({ status: 502, text: expect.stringMatching(/cannot reach .*ECONNREFUSED/) }),
      }),
    ]);
  });

  it("records a response the server cut off in the middle", async () => {
    const target = await echoing((_req, _body, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
      res.write('{"jsonrpc":"2.0","id":7,"res');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const rec = await recorder(target.url);
    await send(rec.url, { body: RPC }).catch(() => undefined);
    await waitFor(() => readTrace(rec.out).length === 2, 5000, "the cut-off record");
    await rec.stop();
    expect(readTrace(rec.out)[1]).toMatchObject({
      dir: "s2c",
      http: { status: 200, bytes: 28, problem: "cut-off", text: '{"jsonrpc":"2.0","id":7,"res' },
    });
  });
});
