/**
 * How `host.fetch(request, info)` tells clients apart without an owner function: the address given by hand or by
 * Deno's `remoteAddr`, each client's share of the live tasks, and the one warning for requests with no address.
 */
import { describe, expect, it } from "vitest";
import type { TasksHost } from "../../src/host/index.js";
import { NO_ADDRESS_WARNING } from "../../src/host/http/share-warnings.js";
import { memoryStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

/** Starts a live task (one that waits to be cancelled) as the client the info names. */
async function start(host: TasksHost, info?: unknown) {
  return read(await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }), info as never));
}

/** Each client may run one live task: a first client and a second both start one, the first's second is refused. */
async function expectSeparateShares(first: unknown, second: unknown, again: unknown = first) {
  const { host, errors } = makeHost({ maxLiveTasksPerClient: 1 });
  expect((await start(host, first)).body.result?.resultType).toBe("task");
  expect((await start(host, second)).body.result?.resultType).toBe("task");
  const refused = await start(host, again);
  expect(refused.status).toBe(429);
  expect(refused.body.error.message).toContain("this client runs as many tasks as it may");
  // Every request named its address, and none reached the host over a socket: nothing to warn about.
  expect(errors).toEqual([]);
}

describe("the client address passed to host.fetch", () => {
  it("keeps each remoteAddress to its own share of the live tasks", async () => {
    await expectSeparateShares({ remoteAddress: "10.0.0.1" }, { remoteAddress: "10.0.0.2" });
  });

  it("reads Deno's remoteAddr.hostname", async () => {
    await expectSeparateShares({ remoteAddr: { hostname: "10.0.0.3" } }, { remoteAddr: { hostname: "10.0.0.4" } });
  });

  it("prefers remoteAddress over remoteAddr, and takes it beside a null remoteAddr", async () => {
    await expectSeparateShares(
      { remoteAddress: "10.0.0.5", remoteAddr: null },
      { remoteAddress: "10.0.0.6", remoteAddr: { hostname: "10.0.0.5" } },
      { remoteAddress: "10.0.0.5", remoteAddr: { hostname: "10.0.0.9" } },
    );
  });

  it("counts requests with no usable address against one share they all hold", async () => {
    const { host } = makeHost({ maxLiveTasksPerClient: 1 });
    expect((await start(host, { remoteAddress: "" })).body.result?.resultType).toBe("task");
    expect((await start(host, { remoteAddr: { hostname: 42 } })).status).toBe(429);
    expect((await start(host, null)).status).toBe(429);
    expect((await start(host, "10.0.0.7")).status).toBe(429);
    expect((await start(host)).status).toBe(429);
    expect((await start(host, { remoteAddress: "10.0.0.8" })).body.result?.resultType).toBe("task");
  });

  it("serves a request whose info throws when read as one with no address", async () => {
    const { host } = makeHost({ maxLiveTasksPerClient: 1 });
    const hostile = {
      get remoteAddress(): string {
        throw new Error("no address here");
      },
    };
    expect((await start(host, hostile)).body.result?.resultType).toBe("task");
    expect((await start(host)).status).toBe(429);
  });
});

describe("the warning for a request with no client address", () => {
  async function warningsFor(...infos: unknown[]): Promise<unknown[]> {
    const { host, errors } = makeHost();
    for (const info of infos) {
      const echoed = await read(await host.fetch(rpc("tools/call", { name: "echo", arguments: {} }), info as never));
      expect(echoed.body.result?.content).toBeDefined();
    }
    return errors.map((e) => (e as Error).message);
  }

  it("is given once, however many such requests come", async () => {
    expect(await warningsFor(undefined, undefined, {})).toEqual([NO_ADDRESS_WARNING]);
  });

  it("is given for an empty address and for a hostname that is not a string", async () => {
    expect(await warningsFor({ remoteAddress: "" })).toEqual([NO_ADDRESS_WARNING]);
    expect(await warningsFor({ remoteAddr: { hostname: 42 } })).toEqual([NO_ADDRESS_WARNING]);
  });

  it("is not given when every request names its address", async () => {
    expect(await warningsFor({ remoteAddress: "10.1.0.1" }, { remoteAddr: { hostname: "10.1.0.2" } })).toEqual([]);
  });

  it("is not given with an owner function", async () => {
    const { host, errors } = makeHost({ owner: () => "alice" });
    await host.fetch(rpc("tools/call", { name: "echo", arguments: {} }));
    expect(errors).toEqual([]);
  });
});

describe("the client share handed to the store", () => {
  it("names the address, or the empty key that no address can take", async () => {
    const inner = memoryStore();
    const keys: unknown[] = [];
    const store = new Proxy(inner, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (name !== "create" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          keys.push((args[1] as { client?: { key?: unknown } } | undefined)?.client?.key);
          return value.apply(target, args);
        };
      },
    });
    const { host } = makeHost({ store });
    await start(host, { remoteAddress: "10.2.0.1" });
    await start(host);
    expect(keys).toEqual(["10.2.0.1", ""]);
    await store.close();
  });
});
