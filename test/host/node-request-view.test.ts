/** toNodeListener's Request seen as a web Request before and around its body's read: bodyUsed, one signal, a second
 * read refused, a HEAD's null body, and the host given a request whose body the handler read first. */
import { describe, expect, it } from "vitest";
import { type TasksHost, toNodeListener } from "../../src/host/index.js";
import { NO_ADDRESS_WARNING } from "../../src/host/http/share-warnings.js";
import { hostsClosedAfterEach, metaOf } from "./fetch-client.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

/** Runs `handler` on one request; resolves with what it returned (as JSON text) once the answer ended. */
async function through(
  incoming: FakeIncoming,
  handler: (request: Request) => Promise<unknown>,
  out = new FakeOutgoing(),
): Promise<unknown> {
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

const post = () => new FakeIncoming("POST", "/p", { host: "h.example" });
const failure = (error: Error) => `${error.name}: ${error.message}`;

describe("the adapter's Request around its body", () => {
  it("says bodyUsed only once the body is read, as a Request does", async () => {
    const incoming = post();
    const seen = through(incoming, async (request) => [request.bodyUsed, await request.text(), request.bodyUsed]);
    incoming.send("x");
    expect(await seen).toEqual({ ok: [false, "x", true] });
  });

  it("refuses a second read begun while the first runs, with the message of a Request", async () => {
    const incoming = post();
    const seen = through(incoming, async (request) => {
      const first = request.text();
      const second = request.text().then((text) => `read ${text}`, failure);
      return [await first, await second];
    });
    incoming.send("body");
    expect(await seen).toEqual({ ok: ["body", "TypeError: Body is unusable: Body has already been read"] });
  });

  it("gives a HEAD request a null body that reads as empty, as a Request does", async () => {
    const seen = through(new FakeIncoming("HEAD", "/", {}), async (request) => [
      request.body === null,
      await request.text(),
    ]);
    const real = new Request("http://localhost/", { method: "HEAD" });
    expect(await seen).toEqual({ ok: [real.body === null, await real.text()] });
    expect(await seen).toEqual({ ok: [true, ""] });
  });

  it("keeps one signal, not yet aborted while the client is there", async () => {
    const seen = through(post(), async (request) => {
      const first = request.signal;
      return [first === request.signal, first.aborted];
    });
    expect(await seen).toEqual({ ok: [true, false] });
  });

  it("has its signal aborted when the client had gone before the signal was asked for", async () => {
    const out = new FakeOutgoing();
    out.destroyed = true;
    const seen = through(post(), async (request) => [request.signal.aborted, String(request.signal.reason)], out);
    expect(await seen).toEqual({ ok: [true, "Error: the client went away"] });
  });
});

describe("the host given the adapter's Request", () => {
  const makeHost = hostsClosedAfterEach();
  const headers = {
    host: "h.example",
    "content-type": "application/json",
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": "tools/call",
    "mcp-name": "echo",
  };
  const call = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "echo", arguments: { text: "hi" }, _meta: metaOf() },
  });

  /** A request for the echo tool whose body the fake gives the same way to its iterator and to its events. */
  const echoCall = (socket: object | null) => new FakeIncoming("POST", "/mcp", headers, socket, [call]);

  /** Runs `handler` (given the host) on `incoming`; the body comes once someone listens for it, as over a socket. */
  async function answer(incoming: FakeIncoming, handler: (request: Request, host: TasksHost) => Promise<Response>) {
    const { host, errors } = makeHost();
    const out = new FakeOutgoing();
    toNodeListener((request) => handler(request, host))(incoming as never, out as never);
    await until(() => incoming.listenerCount("data") > 0 || out.writableEnded);
    if (!out.writableEnded) incoming.send(call);
    await out.ended;
    return {
      status: out.status,
      body: JSON.parse(out.body || "null"),
      errors: errors.map((e) => (e as Error).message),
    };
  }
  const echoed = (body: { result?: { content?: unknown } }) => JSON.stringify(body.result?.content);

  it("answers a request that came with no socket, warning once that it has no client address", async () => {
    const seen = await answer(echoCall(null), (request, host) => host.fetch(request));
    expect([seen.status, echoed(seen.body), seen.errors]).toEqual([
      200,
      expect.stringContaining("hi"),
      [NO_ADDRESS_WARNING],
    ]);
  });

  it("still reads the body a handler read before it", async () => {
    let text: unknown;
    const seen = await answer(echoCall({ remoteAddress: "10.0.0.1" }), async (request, host) => {
      text = await request.text();
      return host.fetch(request);
    });
    expect([text, seen.status, echoed(seen.body)]).toEqual([call, 200, expect.stringContaining("hi")]);
  });

  it("leaves the body it read to the handler afterwards, as the Request's body", async () => {
    let again: unknown;
    const seen = await answer(echoCall({ remoteAddress: "10.0.0.1" }), async (request, host) => {
      const response = await host.fetch(request);
      again = await request.clone().text();
      return response;
    });
    expect([seen.status, echoed(seen.body), again]).toEqual([200, expect.stringContaining("hi"), call]);
  });

  it("cannot read a body whose stream the handler holds, as with a Request", async () => {
    const peek = async (request: Request, host: TasksHost) => {
      await request.body!.getReader().read();
      return host.fetch(request);
    };
    const incoming = new FakeIncoming("POST", "/mcp", headers, { remoteAddress: "10.0.0.1" }, [" ", call]);
    const seen = await answer(incoming, peek);
    const real = new Request("http://h.example/mcp", { method: "POST", headers, body: ` ${call}` });
    const realAnswer = await peek(real, makeHost().host);
    expect([seen.status, seen.body.error?.message]).toEqual([400, "Parse error: the body could not be read"]);
    expect([realAnswer.status, ((await realAnswer.json()) as typeof seen.body).error?.message]).toEqual([
      seen.status,
      seen.body.error?.message,
    ]);
  });
});
