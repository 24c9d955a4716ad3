import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { plainOf } from "../../src/host/http/plain-response.js";

/**
 * toNodeListener's `overrideGlobalObjects`: the handler's own `new Response(text)` becomes a plain answer written in
 * one call, every other Response is Node's own, and `new Request(request)` copies the adapter's request. The tests
 * run in order: the first shows what fails without the option (the foil), the rest run with the globals replaced.
 */
const NativeResponse = globalThis.Response;
let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server = undefined;
});

async function serve(handler: (request: Request) => Promise<Response>, override: boolean): Promise<string> {
  server = createServer(toNodeListener(handler, { overrideGlobalObjects: override }));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function send(url: string, kind: string, body = "") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpRequest(`${url}/${kind}`, { method: "POST" }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const copyHandler = async (request: Request): Promise<Response> => {
  try {
    const copy = new Request(request);
    return new Response(`${copy.method} ${new URL(copy.url).pathname} ${await copy.text()}`);
  } catch {
    return new Response("no copy", { status: 500 });
  }
};

describe("toNodeListener with overrideGlobalObjects", () => {
  it("without it, Node's Request cannot copy the adapter's request (foil)", async () => {
    const url = await serve(copyHandler, false);
    expect(globalThis.Response).toBe(NativeResponse);
    expect((await send(url, "copy", "body")).body).toBe("no copy");
  });

  it("with it, copies the adapter's request", async () => {
    const url = await serve(copyHandler, true);
    expect(globalThis.Response).not.toBe(NativeResponse);
    expect(await send(url, "copy", "body")).toMatchObject({ status: 200, body: "POST /copy body" });
  });

  it("keeps a text answer plain and writes it with its length and Node's default type", async () => {
    const made = new Response("héllo");
    expect(plainOf(made)).toBeDefined();
    expect(made instanceof Response && made instanceof NativeResponse).toBe(true);
    const url = await serve(async (request) => {
      const kind = new URL(request.url).pathname;
      if (kind === "/text") return new Response("héllo", { status: 201 });
      if (kind === "/json") return Response.json({ a: 1 });
      if (kind === "/typed") return new Response("{}", { headers: { "Content-Type": "application/json" } });
      if (kind === "/sub") {
        class Tagged extends Response {}
        const tagged = new Tagged("sub");
        return new Response(`${tagged instanceof Tagged} ${await tagged.text()}`);
      }
      return new Response(new Blob(["blob"]));
    }, true);
    expect(await send(url, "text")).toMatchObject({
      status: 201,
      body: "héllo",
      headers: { "content-length": "6", "content-type": "text/plain;charset=UTF-8" },
    });
    expect(await send(url, "json")).toMatchObject({ body: '{"a":1}', headers: { "content-type": "application/json" } });
    expect((await send(url, "typed")).headers["content-type"]).toBe("application/json");
    expect((await send(url, "sub")).body).toBe("true sub");
    expect((await send(url, "blob")).body).toBe("blob");
  });

  it("leaves a Response with a stream, a status text or Headers to Node", () => {
    expect(plainOf(new Response(new ReadableStream()))).toBeUndefined();
    expect(plainOf(new Response("x", { statusText: "Fine" }))).toBeUndefined();
    expect(plainOf(new Response("x", { headers: new Headers({ a: "b" }) }))).toBeUndefined();
    expect(() => new Response("x", { status: 99 })).toThrow(RangeError);
    expect(() => new Response("x", { status: 204 })).toThrow(TypeError);
    expect(new Response(null, { status: 204 }).status).toBe(204);
  });
});
