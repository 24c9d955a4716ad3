/**
 * Which requests a host in front of an inner handler keeps and which it passes on, judged on bodies as sent (also
 * ones the codec refuses): listens with and without task filters, tools/call without usable params, look-alikes.
 */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, metaOf, read } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.3" };
const inner = async () => new Response("inner", { status: 299 });
/** The host asks the owner only of requests it keeps; this one refuses them all, so a kept request answers 401. */
const owner = () => new Response("no owner", { status: 401 });

/** Posts a body (params left out when undefined) to a host with or without the inner handler. */
async function send(
  method: unknown,
  params: unknown,
  options: { inner?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { host } = makeHost(options.inner === false ? {} : { inner, owner });
  const body: Record<string, unknown> = { jsonrpc: "2.0", id: 1, method };
  if (params !== undefined) body.params = params;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "MCP-Protocol-Version": "2026-07-28",
    ...(typeof method === "string" ? { "Mcp-Method": method } : {}),
    ...options.headers,
  };
  return host.fetch(new Request("http://127.0.0.1/mcp", { method: "POST", headers, body: JSON.stringify(body) }), info);
}

/** The host's answer to a listen for tasks whose _meta the codec refuses, before any owner is asked. */
const MALFORMED_META = {
  status: 400,
  body: {
    jsonrpc: "2.0",
    id: 1,
    error: {
      code: -32021,
      message: "Missing required client capability: io.modelcontextprotocol/tasks",
      data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } },
    },
  },
};

async function expectInner(response: Response): Promise<void> {
  expect(response.status).toBe(299);
  expect(await response.text()).toBe("inner");
}

async function expectKept(response: Response): Promise<void> {
  expect(response.status).toBe(401);
  expect(await response.text()).toBe("no owner");
}

describe("subscriptions/listen in front of an inner handler", () => {
  it("goes to the inner handler without params, with null params, or without notifications", async () => {
    await expectInner(await send("subscriptions/listen", undefined));
    await expectInner(await send("subscriptions/listen", null));
    await expectInner(await send("subscriptions/listen", { _meta: metaOf() }));
    await expectInner(await send("subscriptions/listen", { _meta: metaOf(), notifications: null }));
  });

  it("goes to the inner handler when it asks for no task (an empty taskIds)", async () => {
    await expectInner(await send("subscriptions/listen", { _meta: metaOf(), notifications: { taskIds: [] } }));
  });

  it("is kept by the host when it names tasks", async () => {
    await expectKept(await send("subscriptions/listen", { _meta: metaOf(), notifications: { taskIds: ["t-1"] } }));
  });

  it("is kept by the host when its taskIds is not a list, for the host to refuse", async () => {
    await expectKept(await send("subscriptions/listen", { _meta: metaOf(), notifications: { taskIds: "x" } }));
  });

  it("is answered by the host when it names tasks, even with a malformed _meta the codec refuses", async () => {
    const response = await send("subscriptions/listen", { _meta: 5, notifications: { taskIds: ["t-1"] } });
    expect({ status: response.status, body: await response.json() }).toEqual(MALFORMED_META);
  });
});

describe("other requests in front of an inner handler", () => {
  it("passes on a request of another method that carries task filters", async () => {
    await expectInner(await send("ping", { _meta: metaOf(), notifications: { taskIds: ["t-1"] } }));
  });

  it("passes on a request of another method that names a host tool", async () => {
    await expectInner(
      await send("prompts/get", { _meta: metaOf(), name: "work" }, { headers: { "Mcp-Name": "work" } }),
    );
  });

  it("passes on a tools/call without params or with null params", async () => {
    await expectInner(await send("tools/call", undefined));
    await expectInner(await send("tools/call", null));
  });
});

describe("a standalone host given a method that is not a string", () => {
  it("answers the codec's refusal, not a version refusal, whatever revision the header names", async () => {
    const response = await send(5, {}, { inner: false, headers: { "MCP-Protocol-Version": "2025-06-18" } });
    expect((await read(response)).body).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32600, message: "Invalid Request: /method must be a non-empty string" },
    });
  });
});
