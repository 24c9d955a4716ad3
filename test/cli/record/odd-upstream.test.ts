import { describe, it, expect, afterEach } from "vitest";
import { request, type IncomingHttpHeaders } from "node:http";
import { rawTarget, readTrace, send, startRecorder, type Recorder } from "./harness.js";
import { runCli } from "../run-cli.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
});

const RPC = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
const ANSWER = '{"jsonrpc":"2.0","id":1,"result":{}}';

/** A raw target, closed after the test. */
async function answering(answer: (path: string) => string): Promise<URL> {
  const t = await rawTarget(answer);
  cleanups.push(() => t.close());
  return t.url;
}

async function recorder(target: URL): Promise<Recorder> {
  const r = await startRecorder(target);
  cleanups.push(() => r.stop("SIGKILL"));
  return r;
}

const json = (head: string, body = ANSWER): string =>
  `${head}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;

describe("mcp-tasks record with response heads a server should not send", () => {
  it("answers 502 to a status below 100, records that answer, and keeps serving", async () => {
    const target = await answering((path) => (path === "/mcp" ? json("HTTP/1.1 099 Odd") : json("HTTP/1.1 200 OK")));
    const rec = await recorder(target);
    const odd = await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC });
    expect(odd.status).toBe(502);
    expect(odd.body.toString()).toMatch(/cannot be forwarded: its status 99 is not an HTTP status code/);
    const next = await send(rec.url, { method: "GET", path: "/other" });
    expect(next.status).toBe(200);
    const stopped = await rec.stop();
    expect(stopped.status).toBe(0);
    expect(stopped.stderr).not.toMatch(/internal error/);
    expect(readTrace(rec.out)).toEqual([
      expect.objectContaining({ dir: "c2s", message: JSON.parse(RPC) }),
      expect.objectContaining({
        dir: "s2c",
        http: expect.objectContaining({ status: 502, problem: "not-json", text: expect.stringMatching(/status 99/) }),
      }),
    ]);
  });

  it("forwards a response whose reason phrase holds a control character with the standard reason phrase", async () => {
    const target = await answering(() => json("HTTP/1.1 200 O\x01K"));
    const rec = await recorder(target);
    const got = await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC });
    expect(got.status).toBe(200);
    expect(got.statusMessage).toBe("OK");
    expect(got.body.toString()).toBe(ANSWER);
    expect((await rec.stop()).status).toBe(0);
    expect(readTrace(rec.out)[1]).toMatchObject({ dir: "s2c", message: JSON.parse(ANSWER) });
  });

  it("passes a 103 Early Hints on to the client before the response", async () => {
    const target = await answering(
      () => "HTTP/1.1 103 Early Hints\r\nLink: </style.css>; rel=preload\r\n\r\n" + json("HTTP/1.1 200 OK"),
    );
    const rec = await recorder(target);
    const hints: { status: number; headers: IncomingHttpHeaders }[] = [];
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: rec.url.hostname,
          port: rec.url.port,
          method: "POST",
          path: "/mcp",
          headers: { "Content-Type": "application/json" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode!));
        },
      );
      req.on("information", (info) => hints.push({ status: info.statusCode, headers: info.headers }));
      req.on("error", reject);
      req.end(RPC);
    });
    expect(status).toBe(200);
    expect(hints).toEqual([{ status: 103, headers: expect.objectContaining({ link: "</style.css>; rel=preload" }) }]);
  });
});

describe("mcp-tasks record records what the client got when a response cannot be forwarded", () => {
  // Before the fix, the client got a 502 but the trace held only the request.
  it.each([
    ["garbage", "hello, this is not HTTP\r\n\r\n"],
    [
      "both Content-Length and Transfer-Encoding",
      `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${ANSWER.length}\r\nTransfer-Encoding: chunked\r\n\r\n${ANSWER.length.toString(16)}\r\n${ANSWER}\r\n0\r\n\r\n`,
    ],
    ["a bare CR in a header", json("HTTP/1.1 200 OK\r\nX-Odd: a\rb")],
  ])("records the 502 answered to %s, and why", async (_name, answer) => {
    const rec = await recorder(await answering(() => answer));
    const got = await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC });
    expect(got.status).toBe(502);
    expect(got.body.toString()).toMatch(/cannot be forwarded: it is not valid HTTP \(HPE_/);
    expect((await rec.stop()).status).toBe(0);
    expect(readTrace(rec.out)).toEqual([
      expect.objectContaining({ dir: "c2s", message: JSON.parse(RPC) }),
      expect.objectContaining({
        dir: "s2c",
        http: expect.objectContaining({
          status: 502,
          problem: "not-json",
          text: expect.stringMatching(/not valid HTTP/),
        }),
      }),
    ]);
  });

  // Before the fix, the client waited for ever and the trace held only the request.
  it("answers 502 to a 101 Switching Protocols that no request asked for, and records it", async () => {
    const rec = await recorder(
      await answering(() => "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\nhi"),
    );
    const got = await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC });
    expect(got.status).toBe(502);
    expect(got.body.toString()).toMatch(/101 Switching Protocols to a request that asked for no upgrade/);
    expect((await rec.stop()).status).toBe(0);
    expect(readTrace(rec.out)[1]).toMatchObject({
      dir: "s2c",
      http: { status: 502, text: expect.stringMatching(/101/) },
    });
  });

  // Before the fix, the exchange was forwarded but not recorded, its path being "http://x/mcp", not "/mcp".
  it("records a request sent with an absolute-form target, and forwards it in origin-form", async () => {
    const paths: string[] = [];
    const rec = await recorder(
      await answering((path) => {
        paths.push(path);
        return json("HTTP/1.1 200 OK");
      }),
    );
    const got = await send(rec.url, {
      path: `http://elsewhere.test:81/mcp?x=1`,
      headers: ["Content-Type", "application/json"],
      body: RPC,
    });
    expect(got.status).toBe(200);
    expect(paths).toEqual(["/mcp?x=1"]);
    expect((await rec.stop()).status).toBe(0);
    expect(readTrace(rec.out)).toEqual([
      expect.objectContaining({ dir: "c2s", message: JSON.parse(RPC) }),
      expect.objectContaining({ dir: "s2c", message: JSON.parse(ANSWER) }),
    ]);
  });

  // Before the fix, the invalid byte became U+FFFD and the trace held a valid message that lint passed.
  it("records a response that is not UTF-8 as such, and lint flags it against the server", async () => {
    const body = '{"jsonrpc":"2.0","id":1,"result":{"x":"\xff"}}';
    const rec = await recorder(await answering(() => json("HTTP/1.1 200 OK", body)));
    const got = await send(rec.url, { headers: ["Content-Type", "application/json"], body: RPC });
    expect(got.body).toEqual(Buffer.from(body, "latin1"));
    expect((await rec.stop()).status).toBe(0);
    expect(readTrace(rec.out)[1]).toMatchObject({
      dir: "s2c",
      http: { status: 200, problem: "invalid-utf8", offset: 39, bytes: body.length },
    });
    const lint = await runCli(["lint", "--json", rec.out]);
    expect(lint.status).toBe(1);
    expect(lint.stdout).toMatch(/"rule":"mcp-tasks\/non-json-rpc-body".*"party":"server"/);
  });
});
