import { describe, it, expect, afterEach } from "vitest";
import { request, type IncomingHttpHeaders } from "node:http";
import { rawTarget, readTrace, send, startRecorder, type Recorder } from "./harness.js";

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
