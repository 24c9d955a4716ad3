/** With toNodeListener's `overrideGlobalObjects`, a handler's own `new Response` reads `ok` as Node's own does: true
 * for 200 to 299 only, before and after its headers are read. */
import { afterAll, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { FakeIncoming, FakeOutgoing } from "./node-fake.js";

const NativeResponse = globalThis.Response;
const NativeRequest = globalThis.Request;
afterAll(() => {
  globalThis.Response = NativeResponse;
  globalThis.Request = NativeRequest;
});

it("reads ok true from 200 to 299 and false beyond, as the written status says", async () => {
  for (const status of [200, 201, 299, 300, 404, 599]) {
    const seen: boolean[] = [];
    const out = new FakeOutgoing();
    const handler = async () => {
      const response = new Response("x", { status });
      seen.push(response.ok);
      response.headers.get("content-type");
      seen.push(response.ok, response.status === status);
      return response;
    };
    toNodeListener(handler, { overrideGlobalObjects: true })(new FakeIncoming("GET", "/", {}) as never, out as never);
    await out.ended;
    const ok = new NativeResponse("x", { status }).ok;
    expect([out.status, ...seen], String(status)).toEqual([status, ok, ok, true]);
    expect(ok).toBe(status <= 299);
  }
});
