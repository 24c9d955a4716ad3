/**
 * Whose share of `maxStreamsPerOwner` a listen stream counts against: without an owner function its client's address
 * (requests with none share one share of their own), with one its owner, whatever address the owner comes from.
 */
import { describe, expect, it } from "vitest";
import type { HostOptions, TasksHost } from "../../src/host/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

/** A host that lets each share hold one listen stream, and a way to open one as a client. */
function oneStreamEach(options: Partial<HostOptions> = {}) {
  const { host } = makeHost({ maxStreamsPerOwner: 1, ...options });
  const opened: Response[] = [];
  /** Starts a task and listens to it, as the client `info` names, with these headers; the listen's status. */
  const listen = async (info?: { remoteAddress: string }, headers: Record<string, string> = {}) => {
    const created = await read(
      await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }, headers), info),
    );
    const taskId = created.body.result?.taskId as string;
    expect(typeof taskId).toBe("string");
    const response = await host.fetch(
      rpc("subscriptions/listen", { notifications: { taskIds: [taskId] } }, headers),
      info,
    );
    if (response.status === 200) opened.push(response);
    else
      expect(((await response.json()) as { error: { data: { reason: string } } }).error.data.reason).toBe(
        "stream-limit",
      );
    return response.status;
  };
  const closeAll = () => Promise.all(opened.map((response) => response.body?.cancel()));
  return { host: host as TasksHost, listen, closeAll };
}

describe("listen streams without an owner function", () => {
  it("keep each client address to its own share", async () => {
    const { listen, closeAll } = oneStreamEach();
    expect(await listen({ remoteAddress: "10.3.0.1" })).toBe(200);
    expect(await listen({ remoteAddress: "10.3.0.2" })).toBe(200);
    expect(await listen({ remoteAddress: "10.3.0.1" })).toBe(429);
    await closeAll();
  });

  it("count requests with no address against one share, apart from every address (even one spelled undefined)", async () => {
    const { listen, closeAll } = oneStreamEach();
    expect(await listen()).toBe(200);
    expect(await listen({ remoteAddress: "undefined" })).toBe(200);
    expect(await listen()).toBe(429);
    await closeAll();
  });
});

describe("listen streams with an owner function", () => {
  const owner = (request: Request) => request.headers.get("x-user") ?? "nobody";

  it("keep owners who share an address to their own shares", async () => {
    const { listen, closeAll } = oneStreamEach({ owner });
    expect(await listen({ remoteAddress: "10.3.1.1" }, { "x-user": "alice" })).toBe(200);
    expect(await listen({ remoteAddress: "10.3.1.1" }, { "x-user": "bob" })).toBe(200);
    await closeAll();
  });

  it("count an owner's streams as one share from whatever address", async () => {
    const { listen, closeAll } = oneStreamEach({ owner });
    expect(await listen({ remoteAddress: "10.3.1.1" }, { "x-user": "alice" })).toBe(200);
    expect(await listen({ remoteAddress: "10.3.1.2" }, { "x-user": "alice" })).toBe(429);
    await closeAll();
  });
});
