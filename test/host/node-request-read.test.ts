/** toNodeListener's Request read every way: chunked bodies joined, text/arrayBuffer/bytes, the body again as a stream
 * after a direct read, failures, and the URL made from odd request lines and Host headers. */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { FakeIncoming, FakeOutgoing } from "./node-fake.js";

/** Runs `handler` on one request; resolves with what it returned (as JSON text) once the answer ended. */
async function through(incoming: FakeIncoming, handler: (request: Request) => Promise<unknown>): Promise<unknown> {
  const out = new FakeOutgoing();
  toNodeListener(async (request) => {
    try {
      return new Response(JSON.stringify({ ok: await handler(request) }));
    } catch (error) {
      return new Response(JSON.stringify({ failed: `${(error as Error).name}: ${(error as Error).message}` }));
    }
  })(incoming as never, out as never);
  await out.ended;
  return JSON.parse(out.body);
}

const post = (headers: Record<string, string> = { host: "h.example" }) => new FakeIncoming("POST", "/p", headers);
const decode = (bytes: ArrayBuffer | Uint8Array) => new TextDecoder().decode(bytes);

describe("the adapter's Request body", () => {
  it("joins a body that came in several chunks, in order", async () => {
    for (const parts of [
      ["ab", "c"],
      ["aaa", "bb", "c", "dddd"],
    ]) {
      const incoming = post();
      const seen = through(incoming, (request) => request.text());
      incoming.send(...parts);
      expect(await seen).toEqual({ ok: parts.join("") });
    }
  });

  it("reads as text, ArrayBuffer and bytes, each a copy of its own", async () => {
    for (const as of ["arrayBuffer", "bytes"] as const) {
      const incoming = post();
      const seen = through(incoming, async (request) => {
        const got = await request[as]();
        return [got instanceof (as === "bytes" ? Uint8Array : ArrayBuffer), decode(got)];
      });
      incoming.send("one ", "two");
      expect(await seen, as).toEqual({ ok: [true, "one two"] });
    }
  });

  it("rejects a read whose connection failed, with a TypeError that says so", async () => {
    const incoming = post();
    const seen = through(incoming, (request) => request.text());
    incoming.emit("data", new TextEncoder().encode("half"));
    incoming.emit("error", new Error("reset"));
    expect(await seen).toEqual({ failed: "TypeError: the request body could not be read" });
  });

  it("gives a body read directly again as the stream of the real Request, empty ones with no chunk", async () => {
    for (const parts of [["x", "yz"], []]) {
      const incoming = post();
      const seen = through(incoming, async (request) => {
        const text = await request.text();
        const reader = request.body!.getReader();
        const chunks: string[] = [];
        for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(decode(r.value));
        return [text, chunks];
      });
      incoming.send(...parts);
      expect(await seen).toEqual({ ok: [parts.join(""), parts.length === 0 ? [] : [parts.join("")]] });
    }
  });

  it("fails the real Request's stream too when the direct read failed", async () => {
    const incoming = post();
    const seen = through(incoming, async (request) => {
      await request.text().catch(() => undefined);
      return await new Response(request.body).text();
    });
    incoming.emit("close");
    expect(await seen).toEqual({ failed: "TypeError: the request body could not be read" });
  });

  it("reads through the real Request once it exists, and a GET as empty", async () => {
    const incoming = new FakeIncoming("POST", "/", {}, null, ["via ", "real"]);
    const seen = through(incoming, async (request) => {
      void request.body;
      return [await request.text()];
    });
    expect(await seen).toEqual({ ok: ["via real"] });
    const get = new FakeIncoming("GET", "/", {});
    expect(await through(get, async (r) => [await r.text(), (await r.arrayBuffer()).byteLength])).toEqual({
      ok: ["", 0],
    });
  });

  it("errors the body stream when reading the connection fails", async () => {
    const incoming = new FakeIncoming("POST", "/", {}, null, ["part", new Error("reset by peer")]);
    const seen = through(incoming, async (request) => {
      const failed = new Response(request.body).text().then(
        () => "read",
        (error: Error) => error.message,
      );
      const hung = new Promise((resolve) => setTimeout(() => resolve("hung"), 2000).unref());
      return await Promise.race([failed, hung]);
    });
    expect(await seen).toEqual({ ok: "reset by peer" });
  });
});

describe("the adapter's Request line", () => {
  it("takes a request without a method as GET", async () => {
    const seen = through(new FakeIncoming(undefined, "/", {}), async (r) => r.method);
    expect(await seen).toEqual({ ok: "GET" });
  });

  it("makes the URL from the socket's scheme, the Host header or localhost, and the path", async () => {
    const cases: [FakeIncoming, string][] = [
      [
        new FakeIncoming("GET", "/a?b=1", { host: "h.example:8443" }, { encrypted: true }),
        "https://h.example:8443/a?b=1",
      ],
      [new FakeIncoming("GET", "/a?b=1", { host: "h.example" }, { encrypted: "yes" }), "http://h.example/a?b=1"],
      [new FakeIncoming("GET", "/no/host", {}), "http://localhost/no/host"],
      [new FakeIncoming("GET", undefined, { host: "h.example" }), "http://h.example/"],
      [new FakeIncoming("GET", "/kept", { host: "bad host[" }), "http://localhost/"],
      [new FakeIncoming("GET", "/kept", { host: "bad host[" }, { encrypted: true }), "https://localhost/"],
    ];
    for (const [incoming, url] of cases) expect(await through(incoming, async (r) => r.url)).toEqual({ ok: url });
  });

  it("gives every Headers method over the raw headers", async () => {
    const incoming = new FakeIncoming("GET", "/", { "X-One": "1", "x-two": "2" });
    const seen = through(incoming, async (r) => {
      const each: string[] = [];
      r.headers.forEach((value, name) => each.push(`${name}=${value}`));
      return [
        each,
        [...(r.headers as unknown as Map<string, string>).keys()],
        [...(r.headers as unknown as Map<string, string>).entries()].length,
      ];
    });
    expect(await seen).toEqual({ ok: [["x-one=1", "x-two=2"], ["x-one", "x-two"], 2] });
  });
});
