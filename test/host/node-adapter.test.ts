import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTasksHost, toNodeListener } from "../../src/host/index.js";
import { plainResponse } from "../../src/host/http/plain-response.js";

/**
 * toNodeListener with any fetch handler: the Request it hands over behaves as a Request (read directly or through
 * the web API), each kind of answer arrives whole and framed by length, failures are answered, and the plain answers
 * the host makes for the adapter never reach another caller.
 */
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

async function serve(handler: (request: Request) => Promise<Response>): Promise<string> {
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request with repeated headers; resolves with the status, headers and body. */
function send(url: string, headers: Record<string, string | string[]>, body: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(`${url}/p?q=1`, { method: "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("toNodeListener", () => {
  it("hands over a Request: method, URL, headers as Headers joins them, the body read once", async () => {
    const url = await serve(async (request) => {
      const first = await request.json();
      const again = await request.text().then(
        () => "read twice",
        (error: unknown) => (error instanceof TypeError ? "refused" : "other"),
      );
      const seen = {
        isRequest: request instanceof Request,
        method: request.method,
        url: request.url,
        accept: request.headers.get("X-Many"),
        absent: request.headers.get("x-absent"),
        has: request.headers.has("x-many"),
        all: [...(request.headers as unknown as Iterable<[string, string]>)].filter(([name]) => name === "x-many"),
        first,
        again,
        used: request.bodyUsed,
      };
      return new Response(JSON.stringify(seen), { headers: { "content-type": "application/json" } });
    });
    const answer = await send(url, { "X-Many": ["a", "b"], "content-type": "application/json" }, '{"n":1}');
    expect(answer.status).toBe(200);
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(answer.body)));
    expect(JSON.parse(answer.body)).toEqual({
      isRequest: true,
      method: "POST",
      url: `${url}/p?q=1`,
      accept: "a, b",
      absent: null,
      has: true,
      all: [["x-many", "a, b"]],
      first: { n: 1 },
      again: "refused",
      used: true,
    });
  });

  it("gives the body through the web API too: body stream, clone, signal", async () => {
    const url = await serve(async (request) => {
      const copy = request.clone();
      const viaStream = await new Response(request.body).text();
      const viaClone = await copy.text();
      return new Response(`${viaStream}|${viaClone}|${request.signal.aborted}`);
    });
    const answer = await send(url, {}, "x".repeat(100_000));
    expect(answer.body).toBe(`${"x".repeat(100_000)}|${"x".repeat(100_000)}|false`);
  });

  it("is copied by Node's Request given its URL and itself as init", async () => {
    const url = await serve(async (request) => {
      const copy = new Request(request.url, request);
      return new Response(`${copy.method} ${copy.headers.get("x-one")} ${await copy.text()}`);
    });
    expect((await send(url, { "x-one": "1" }, "copied")).body).toBe("POST 1 copied");
  });

  it("writes bytes, streams and plain answers whole, and answers a handler that throws or rejects with 500", async () => {
    const url = await serve(async (request) => {
      const kind = new URL(request.url).searchParams.get("kind") ?? request.headers.get("x-kind");
      if (kind === "bytes") return new Response(new TextEncoder().encode("bytes é"), { status: 201 });
      if (kind === "plain") return plainResponse("plain é", 202, { "content-type": "text/plain" });
      if (kind === "reject") throw new Error("rejected");
      const chunks = ["one ", "two ", "three"];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      return new Response(body, { headers: { "x-streamed": "yes" } });
    });
    const bytes = await send(url, { "x-kind": "bytes" }, "");
    expect([bytes.status, bytes.body, bytes.headers["content-length"]]).toEqual([201, "bytes é", "8"]);
    const plain = await send(url, { "x-kind": "plain" }, "");
    expect([plain.status, plain.body, plain.headers["content-length"]]).toEqual([202, "plain é", "8"]);
    const streamed = await send(url, { "x-kind": "stream" }, "");
    expect([streamed.status, streamed.body, streamed.headers["x-streamed"]]).toEqual([200, "one two three", "yes"]);
    expect((await send(url, { "x-kind": "reject" }, "")).status).toBe(500);
    server!.close();
    const throwing = await serve(() => {
      throw new Error("thrown before any promise");
    });
    expect((await send(throwing, {}, "")).status).toBe(500);
  });

  it("aborts the request's signal when the client goes away before the answer", async () => {
    let aborted: (reason: unknown) => void = () => undefined;
    const seen = new Promise<unknown>((resolve) => (aborted = resolve));
    const url = await serve(
      (request) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener("abort", () => {
            aborted(request.signal.reason);
            resolve(new Response(null));
          });
        }),
    );
    const req = httpRequest(`${url}/`, { method: "POST" });
    req.on("error", () => undefined);
    req.end("{}");
    await new Promise((resolve) => setTimeout(resolve, 100));
    req.destroy();
    expect(String(await seen)).toContain("the client went away");
  });
});

describe("the host's plain answers", () => {
  const made = createTasksHost({ tools: [] });
  if (!made.ok) throw new Error("host");
  const host = made.value;
  const ping = () =>
    new Request("http://localhost/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });

  it("reach a caller other than the node adapter as real Responses", async () => {
    const response = await host.fetch(ping());
    expect(Object.getPrototypeOf(response) === Response.prototype).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(((await response.json()) as { jsonrpc?: unknown }).jsonrpc).toBe("2.0");
  });

  it("are told apart from real ones by the same check (foil: a plain answer is not a real Response)", async () => {
    const plain = plainResponse('{"a":1}', 200, { "content-type": "application/json" });
    expect(Object.getPrototypeOf(plain) === Response.prototype).toBe(false);
    // Yet it behaves as one for whoever reads it.
    expect(plain instanceof Response).toBe(true);
    expect([plain.status, plain.ok, plain.headers.get("content-type"), await plain.json()]).toEqual([
      200,
      true,
      "application/json",
      { a: 1 },
    ]);
  });
});

describe("toNodeListener writing whole answers", () => {
  it("answers 500, framed, when Node refuses an answer's headers, rather than leave a rejection unhandled", async () => {
    const url = await serve(async (request) => {
      const kind = request.headers.get("x-kind");
      if (kind === "bad-value") return plainResponse("body", 200, { "x-bad": "a\nb" });
      if (kind === "bad-trailer") return plainResponse("body", 200, { trailer: "x-sum" });
      return plainResponse("fine", 200, {});
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      for (const kind of ["bad-value", "bad-trailer"]) {
        const answer = await send(url, { "x-kind": kind }, "");
        expect([kind, answer.status, answer.body]).toEqual([kind, 500, ""]);
      }
      // The connection still serves the next request.
      expect((await send(url, {}, "")).body).toBe("fine");
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  it("frames a whole answer by its true length, whatever length its headers claim", async () => {
    const url = await serve(async (request) =>
      plainResponse("four", 200, JSON.parse(request.headers.get("x-headers") ?? "{}") as Record<string, string>),
    );
    for (const headers of [{}, { "content-length": "99" }, { "Content-Length": "99" }, { "x-other": "1" }]) {
      const answer = await send(url, { "x-headers": JSON.stringify(headers) }, "");
      expect([answer.status, answer.body, answer.headers["content-length"]]).toEqual([200, "four", "4"]);
    }
    server!.close();
    // The same for Node's own Response, read back whole.
    const real = await serve(async () => new Response("four", { headers: { "Content-Length": "99" } }));
    const answer = await send(real, {}, "");
    expect([answer.status, answer.body, answer.headers["content-length"]]).toEqual([200, "four", "4"]);
  });
});
