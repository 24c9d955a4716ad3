/** A host behind toNodeListener reading a Node request's body: the limit at and over its edge, declared or grown,
 * string chunks, requests already gone, and the listeners the read leaves behind once it is done. */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { hostsClosedAfterEach, metaOf } from "./fetch-client.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

const makeHost = hostsClosedAfterEach();
const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: metaOf() } });
const SIZE = new TextEncoder().encode(PING).byteLength;
const EVENTS = ["data", "end", "error", "close"] as const;

/** A ping POST to a host whose body limit is `limit`, with these extra headers. */
function start(limit: number, headers: Record<string, string> = {}, gone?: "destroyed" | "readableEnded") {
  const { host } = makeHost({ maxBodyBytes: limit });
  const incoming = new FakeIncoming("POST", "/mcp", {
    host: "127.0.0.1",
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": "ping",
    ...headers,
  });
  if (gone !== undefined) incoming[gone] = true;
  const out = new FakeOutgoing();
  toNodeListener((request) => host.fetch(request))(incoming as never, out as never);
  return { incoming, out };
}

const listeners = (incoming: FakeIncoming) => EVENTS.map((name) => incoming.listenerCount(name));

describe("a Node request's body read by the host", () => {
  it("takes a body of exactly the limit, declared and sent, and leaves no listener behind", async () => {
    const { incoming, out } = start(SIZE, { "content-length": String(SIZE) });
    await until(() => incoming.listenerCount("data") > 0);
    incoming.send(PING.slice(0, 10), PING.slice(10));
    await out.ended;
    expect(out.status).toBe(200);
    expect(JSON.parse(out.body)).toMatchObject({ jsonrpc: "2.0", id: 1, result: {} });
    expect(listeners(incoming)).toEqual([0, 0, 0, 0]);
  });

  it("takes a body that grows to exactly the limit with no declared length", async () => {
    const { incoming, out } = start(SIZE);
    await until(() => incoming.listenerCount("data") > 0);
    incoming.send(PING.slice(0, 7), PING.slice(7));
    await out.ended;
    expect(out.status).toBe(200);
  });

  it("refuses a declared length one over the limit at once, without reading a byte", async () => {
    const { incoming, out } = start(SIZE - 1, { "content-length": String(SIZE) });
    await until(() => out.writableEnded);
    expect(out.status).toBe(413);
    expect(listeners(incoming)).toEqual([0, 0, 0, 0]);
  });

  it("stops reading a body that grows one byte over the limit and removes its listeners", async () => {
    const { incoming, out } = start(SIZE - 1);
    await until(() => incoming.listenerCount("data") > 0);
    incoming.emit("data", new TextEncoder().encode(PING));
    await until(() => out.writableEnded);
    expect(out.status).toBe(413);
    expect(listeners(incoming)).toEqual([0, 0, 0, 0]);
  });

  it("joins string chunks as their UTF-8 bytes, counted against the limit", async () => {
    const { incoming, out } = start(SIZE);
    await until(() => incoming.listenerCount("data") > 0);
    incoming.emit("data", PING.slice(0, 5));
    incoming.emit("data", PING.slice(5));
    incoming.readableEnded = true;
    incoming.emit("end");
    await out.ended;
    expect(out.status).toBe(200);
    const over = start(4);
    await until(() => over.incoming.listenerCount("data") > 0);
    over.incoming.emit("data", "ééé");
    await until(() => over.out.writableEnded);
    expect(over.out.status).toBe(413);
  });

  it("answers a request already destroyed, or already ended, as unreadable at once", async () => {
    for (const gone of ["destroyed", "readableEnded"] as const) {
      const { incoming, out } = start(SIZE, { "content-length": String(SIZE) }, gone);
      await until(() => out.writableEnded);
      expect(out.status, gone).toBe(400);
      expect(JSON.parse(out.body).error, gone).toMatchObject({ code: -32700 });
      expect(listeners(incoming), gone).toEqual([0, 0, 0, 0]);
    }
  });

  it("removes its listeners when the connection fails mid-body", async () => {
    const { incoming, out } = start(SIZE);
    await until(() => incoming.listenerCount("data") > 0);
    incoming.emit("data", new TextEncoder().encode(PING.slice(0, 5)));
    incoming.emit("error", new Error("reset"));
    await until(() => out.writableEnded);
    expect(out.status).toBe(400);
    expect(listeners(incoming)).toEqual([0, 0, 0, 0]);
  });
});
