/**
 * What a socket behind toNodeListener tells a host without an owner function: a peer address that is empty or not a
 * string is no address (the no-address warning), and a local IPv6 loopback address is not "beyond loopback".
 */
import { describe, expect, it } from "vitest";
import { toNodeListener } from "../../src/host/index.js";
import { EXPOSED_WARNING, NO_ADDRESS_WARNING } from "../../src/host/http/share-warnings.js";
import { hostsClosedAfterEach, metaOf } from "./fetch-client.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

const makeHost = hostsClosedAfterEach();
const ECHO = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "echo", arguments: {}, _meta: metaOf() },
});

/** The onError messages of a fresh host after it answered one echo call over a socket with these addresses. */
async function warningsFor(socket: { remoteAddress?: unknown; localAddress?: unknown }): Promise<string[]> {
  const { host, errors } = makeHost();
  const incoming = new FakeIncoming(
    "POST",
    "/mcp",
    {
      host: "127.0.0.1",
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": "echo",
    },
    socket,
  );
  const out = new FakeOutgoing();
  toNodeListener(host.fetch)(incoming as never, out as never);
  await until(() => incoming.listenerCount("data") > 0);
  incoming.send(ECHO);
  await out.ended;
  expect(out.status).toBe(200);
  expect(JSON.parse(out.body).result?.content).toBeDefined();
  return errors.map((e) => (e as Error).message);
}

describe("the peer address a socket tells", () => {
  it("counts when it is a non-empty string (foil: no warning)", async () => {
    expect(await warningsFor({ remoteAddress: "10.4.0.1", localAddress: "127.0.0.1" })).toEqual([]);
  });

  it("is no address when it is empty, missing or not a string", async () => {
    for (const remoteAddress of ["", undefined, 42, { address: "10.4.0.2" }]) {
      expect(await warningsFor({ remoteAddress, localAddress: "127.0.0.1" }), String(remoteAddress)).toEqual([
        NO_ADDRESS_WARNING,
      ]);
    }
  });
});

describe("the local address a socket tells", () => {
  it("is loopback for ::1 and for 127.x, plain or IPv4-mapped", async () => {
    for (const localAddress of ["::1", "127.0.0.1", "127.1.2.3", "::ffff:127.0.0.1"]) {
      expect(await warningsFor({ remoteAddress: localAddress, localAddress }), localAddress).toEqual([]);
    }
  });

  it("is beyond loopback for any other address (foil: the warning is given)", async () => {
    for (const localAddress of ["10.4.0.3", "::ffff:10.4.0.3", "fe80::1", "::2", "::"]) {
      expect(await warningsFor({ remoteAddress: "10.4.0.4", localAddress }), localAddress).toEqual([EXPOSED_WARNING]);
    }
  });
});
