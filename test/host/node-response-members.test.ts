/**
 * A handler given to toNodeListener that looks at the host's answer before returning it: status and ok read the same
 * before and after its headers are read, and the answer is still written whole.
 */
import { expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { hostsClosedAfterEach, metaOf } from "./fetch-client.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

const makeHost = hostsClosedAfterEach();

interface Seen {
  before: [number, boolean];
  type: string | null;
  after: [number, boolean];
}

/** POSTs `message` through toNodeListener to a host behind a handler that reads the answer's members. */
async function through(message: object) {
  const { host } = makeHost();
  const seen: Seen[] = [];
  const handler = async (request: Request) => {
    const response = await host.fetch(request);
    const before: [number, boolean] = [response.status, response.ok];
    const type = response.headers.get("content-type");
    seen.push({ before, type, after: [response.status, response.ok] });
    return response;
  };
  const incoming = new FakeIncoming("POST", "/mcp", {
    host: "127.0.0.1",
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": "2026-07-28",
    "mcp-method": "ping",
  });
  const out = new FakeOutgoing();
  toNodeListener(handler)(incoming as never, out as never);
  await until(() => incoming.listenerCount("data") > 0);
  incoming.send(JSON.stringify(message));
  await out.ended;
  return { seen, status: out.status, body: out.body };
}

it("reads a success as ok, before and after its headers", async () => {
  const { seen, status, body } = await through({ jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: metaOf() } });
  expect(seen).toEqual([{ before: [200, true], type: "application/json", after: [200, true] }]);
  expect(status).toBe(200);
  expect(JSON.parse(body)).toEqual({ jsonrpc: "2.0", id: 1, result: { resultType: "complete" } });
});

it("reads an accepted notification as ok, with no content type", async () => {
  const { seen, status, body } = await through({ jsonrpc: "2.0", method: "notifications/initialized" });
  expect(seen).toEqual([{ before: [202, true], type: null, after: [202, true] }]);
  expect([status, body]).toEqual([202, ""]);
});

it("reads a refusal as not ok, before and after its headers", async () => {
  const { seen, status, body } = await through({ jsonrpc: "2.0", id: 1 });
  expect(seen).toEqual([{ before: [400, false], type: "application/json", after: [400, false] }]);
  expect(status).toBe(400);
  expect(JSON.parse(body).error.code).toBe(-32600);
});
