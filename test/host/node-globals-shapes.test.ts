/** toNodeListener's `overrideGlobalObjects`: the headers of the plain answers it makes, `instanceof Request`, and the
 * replaced globals themselves (assignable, redefinable, replaced once). */
import { afterAll, describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { FakeIncoming, FakeOutgoing } from "./node-fake.js";

const NativeResponse = globalThis.Response;
const NativeRequest = globalThis.Request;
const before = new NativeRequest("http://h.example/made-before");
afterAll(() => {
  globalThis.Response = NativeResponse;
  globalThis.Request = NativeRequest;
});

/** The status, headers and body the client gets for the handler's answer, with the globals replaced. */
async function answer(handler: (request: Request) => Promise<Response>) {
  const out = new FakeOutgoing();
  toNodeListener(handler, { overrideGlobalObjects: true })(new FakeIncoming("GET", "/", {}) as never, out as never);
  await out.ended;
  return { status: out.status, headers: out.headers, body: out.body };
}

describe("toNodeListener with overrideGlobalObjects", () => {
  it("types a text answer with other headers as text, keeping them", async () => {
    const got = await answer(async () => new Response("hi", { status: 202, headers: { "x-a": "1" } }));
    expect(got).toEqual({
      status: 202,
      headers: { "x-a": "1", "content-type": "text/plain;charset=UTF-8", "content-length": 2 },
      body: "hi",
    });
  });

  it("gives bytes and an empty body no type, as Node's own Response does", async () => {
    expect(new NativeResponse(new Uint8Array([104])).headers.get("content-type")).toBeNull();
    const bytes = await answer(async () => new Response(new TextEncoder().encode("ab"), { headers: { "x-b": "2" } }));
    expect(bytes).toEqual({ status: 200, headers: { "x-b": "2", "content-length": 2 }, body: "ab" });
    const untyped = await answer(async () => new Response(new TextEncoder().encode("c")));
    expect(untyped.headers).toEqual({ "content-length": 1 });
    const empty = await answer(async () => new Response(null, { status: 201 }));
    expect(empty).toEqual({ status: 201, headers: {}, body: "" });
  });

  it("keeps instanceof Request true for every Request: its own, Node's, and the adapter's", async () => {
    const got = await answer(async (request) => {
      const own = new Request("http://h.example/own");
      return new Response(
        JSON.stringify([own instanceof Request, before instanceof Request, request instanceof Request]),
      );
    });
    expect(globalThis.Request).not.toBe(NativeRequest);
    expect(JSON.parse(got.body)).toEqual([true, true, true]);
    expect({} instanceof Request).toBe(false);
  });

  it("leaves the globals writable and configurable, as Node's own are", () => {
    toNodeListener(async () => new Response(null), { overrideGlobalObjects: true });
    for (const name of ["Response", "Request"]) {
      expect(Object.getOwnPropertyDescriptor(globalThis, name), name).toMatchObject({
        writable: true,
        configurable: true,
      });
    }
  });

  it("replaces them once: a later listener with the option keeps what was put there since", () => {
    toNodeListener(async () => new Response(null), { overrideGlobalObjects: true });
    const replaced = globalThis.Response;
    class Mine extends NativeRequest {}
    globalThis.Request = Mine;
    toNodeListener(async () => new Response(null), { overrideGlobalObjects: true });
    expect([globalThis.Response, globalThis.Request]).toEqual([replaced, Mine]);
  });
});
