/** toNodeListener framing whole answers: Node's own response is told the length through its length field with the
 * headers handed over as they are; claimed lengths are replaced, and a transfer coding goes out without a length. */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { plainResponse } from "../../src/host/http/plain-response.js";
import { FakeIncoming, FakeOutgoing } from "./node-fake.js";

/** A response with Node's length field, which records the very headers object writeHead got. */
class NodeLikeOutgoing extends FakeOutgoing {
  _contentLength: number | null = null;
  given: unknown;
  override writeHead(status: number, headers: Record<string, unknown>): void {
    this.given = headers;
    super.writeHead(status, headers);
  }
}

async function write(response: Response, out: FakeOutgoing): Promise<void> {
  toNodeListener(async () => response)(new FakeIncoming("GET", "/", {}) as never, out as never);
  await out.ended;
}

describe("toNodeListener writing a whole answer to Node's own response", () => {
  it("hands over the headers uncopied and tells the length through the length field", async () => {
    // Names as long as content-length, transfer-encoding and trailer, which touch no framing.
    const headers = { "x-fourteen-chr": "a", "x-seventeen-chars": "b", "x-thing": "c", "content-type": "text/plain" };
    const out = new NodeLikeOutgoing();
    await write(plainResponse("héllo", 201, headers), out);
    expect(out.given).toBe(headers);
    expect([out.status, out._contentLength, out.body]).toEqual([201, 6, "héllo"]);
  });

  it("replaces a claimed length, in any case, keeping every other header", async () => {
    for (const claimed of ["content-length", "Content-Length"]) {
      // A name as long as transfer-encoding is no transfer coding: the length stays.
      const headers = { [claimed]: "99", "x-fourteen-chr": "a", "x-seventeen-chars": "b", "x-thing": "c" };
      const out = new NodeLikeOutgoing();
      await write(plainResponse("four", 200, headers), out);
      expect(out.headers, claimed).toEqual({
        "x-fourteen-chr": "a",
        "x-seventeen-chars": "b",
        "x-thing": "c",
        "content-length": 4,
      });
      expect(out._contentLength).toBe(null);
    }
  });

  it("gives a response without the length field a length header, keeping every other header", async () => {
    for (const extra of [{}, { "CONTENT-LENGTH": "1" }] as Record<string, string>[]) {
      const out = new FakeOutgoing();
      await write(plainResponse("four", 200, { "x-fourteen-chr": "a", ...extra }), out);
      expect(out.headers).toEqual({ "x-fourteen-chr": "a", "content-length": 4 });
      expect("_contentLength" in out).toBe(false);
    }
  });
});

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

/** Serves `answer` once and reads it back with Node's own client. */
async function fetchOnce(answer: () => Response): Promise<{ headers: Record<string, unknown>; body: string }> {
  server = createServer(toNodeListener(async () => answer()));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`http://127.0.0.1:${port}/`, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("toNodeListener writing a whole answer with a transfer coding", () => {
  const cases: [string, () => Response][] = [
    ["plain", () => plainResponse("four", 200, { "Transfer-Encoding": "chunked" })],
    [
      "plain claiming a length",
      () => plainResponse("four", 200, { "transfer-encoding": "chunked", "content-length": "9" }),
    ],
    ["real", () => new Response("four", { headers: { "transfer-encoding": "chunked" } })],
    [
      "real claiming a length",
      () => new Response("four", { headers: { "transfer-encoding": "chunked", "content-length": "9" } }),
    ],
  ];
  for (const [name, answer] of cases)
    it(`frames a ${name} one by the coding alone, so that Node's client reads it`, async () => {
      const { headers, body } = await fetchOnce(answer);
      expect([body, headers["transfer-encoding"], headers["content-length"]]).toEqual(["four", "chunked", undefined]);
    });
});
