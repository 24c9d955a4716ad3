/** What host.fetch answers at its entry, exactly: refusals before any JSON-RPC is read (closing, origin, method, media
 * type), which requests go to an inner handler, and the host's counts while a listen stream is open. */
import { describe, expect, it } from "vitest";
import type { FetchHandler } from "../../src/host/index.js";
import { hostsClosedAfterEach, metaOf, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const at = { remoteAddress: "10.0.0.1" };

describe("refusals at the door", () => {
  it("refuses every request after close with 503, a JSON-RPC -32603 and Connection: close", async () => {
    const { host } = makeHost();
    await host.close();
    const response = await host.fetch(rpc("tools/list"), at);
    expect(response.headers.get("connection")).toBe("close");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await read(response)).toEqual({
      status: 503,
      body: { jsonrpc: "2.0", error: { code: -32603, message: "The server is shutting down" } },
    });
  });

  it("refuses a foreign origin with 403 and a JSON-RPC -32600 naming why", async () => {
    const { host } = makeHost({ allowOrigin: () => false });
    const response = await host.fetch(rpc("tools/list", {}, { Origin: "https://evil.example" }), at);
    expect(await read(response)).toEqual({
      status: 403,
      body: { jsonrpc: "2.0", error: { code: -32600, message: "Forbidden: this origin may not call the server" } },
    });
  });

  it("answers a GET without an inner handler 405 with Allow: POST and no body", async () => {
    const { host } = makeHost();
    const response = await host.fetch(new Request("http://127.0.0.1/mcp"), at);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.text()).toBe("");
  });

  it("refuses a POST with no body and a content type other than JSON with 415", async () => {
    const { host, errors } = makeHost();
    const request = new Request("http://127.0.0.1/mcp", { method: "POST", headers: { "Content-Type": "text/plain" } });
    expect(await read(await host.fetch(request, at))).toEqual({
      status: 415,
      body: {
        jsonrpc: "2.0",
        error: {
          code: -32600,
          message: 'Unsupported Media Type: the body must be application/json in UTF-8, not "text/plain"',
        },
      },
    });
    expect(errors).toEqual([]);
  });
});

/** An inner handler answering with the method it was given, recording each message. */
function echoInner(seen: unknown[]): FetchHandler {
  return async (request) => {
    const message = (await request.json()) as { method: string };
    seen.push(message);
    return new Response(JSON.stringify({ inner: message.method }), {
      status: 202,
      headers: { "Content-Type": "application/json", "X-Inner": "yes" },
    });
  };
}

describe("with an inner handler", () => {
  it("hands a notification to it and passes its answer on", async () => {
    const seen: unknown[] = [];
    const { host } = makeHost({ inner: echoInner(seen) });
    const note = { jsonrpc: "2.0", method: "notifications/initialized", params: { _meta: metaOf() } };
    const response = await host.fetch(
      new Request("http://127.0.0.1/mcp", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "MCP-Protocol-Version": "2026-07-28",
          "Mcp-Method": "notifications/initialized",
        },
        body: JSON.stringify(note),
      }),
      at,
    );
    expect(response.headers.get("x-inner")).toBe("yes");
    expect(await read(response)).toEqual({ status: 202, body: { inner: "notifications/initialized" } });
    expect(seen).toEqual([note]);
  });

  it("hands it a request of another method whose params name taskIds, however malformed", async () => {
    const seen: unknown[] = [];
    const { host } = makeHost({ inner: echoInner(seen) });
    for (const taskIds of [["t-1"], "t-1"]) {
      const response = await host.fetch(rpc("vendor/echo", { notifications: { taskIds } }), at);
      expect(await read(response)).toEqual({ status: 202, body: { inner: "vendor/echo" } });
    }
    expect(seen).toHaveLength(2);
  });
});

describe("stats", () => {
  it("counts the worker's watch and the listen stream's watch together", async () => {
    const { host } = makeHost();
    const created = await read(await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }), at));
    const taskId = created.body.result.taskId as string;
    const listen = await host.fetch(rpc("subscriptions/listen", { notifications: { taskIds: [taskId] } }), at);
    const reader = listen.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("notifications/subscriptions/acknowledged");
    expect(host.stats()).toEqual({ workers: 1, streams: 1, watches: 2 });
    await reader.cancel();
  });
});
