/**
 * The bare answers of a standalone host (405 with Allow, 202 to a notification) and its refusal to send a result
 * that is no valid answer to the request it answers (a gather result that is no CallToolResult).
 */
import { describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { hostsClosedAfterEach, metaOf, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.4" };

function headersOf(response: Response): string[][] {
  const all: string[][] = [];
  response.headers.forEach((value, name) => all.push([name, value]));
  return all;
}

describe("bare answers", () => {
  it("answers a GET 405 naming POST in Allow, with no body", async () => {
    const { host } = makeHost();
    const response = await host.fetch(new Request("http://127.0.0.1/mcp"), info);
    expect(response.status).toBe(405);
    expect(headersOf(response)).toEqual([["allow", "POST"]]);
    expect(await response.text()).toBe("");
  });

  it("answers a notification 202 with no headers and no body", async () => {
    const { host } = makeHost();
    const body = { jsonrpc: "2.0", method: "notifications/initialized", params: { _meta: metaOf() } };
    const request = new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "notifications/initialized",
      },
      body: JSON.stringify(body),
    });
    const response = await host.fetch(request, info);
    expect(response.status).toBe(202);
    expect(headersOf(response)).toEqual([]);
    expect(await response.text()).toBe("");
  });
});

describe("an answer that does not fit its request", () => {
  const oddly: HostTool = {
    name: "oddly",
    inputSchema: { type: "object" },
    // A result with a resultType but content that is no list: no valid CallToolResult.
    gather: () => ({ result: { content: 42 } }) as never,
    run: async () => ({ content: [] }),
  };

  it("is never sent: the client gets an internal error and the refusal is reported", async () => {
    const { host, errors } = makeHost({ tools: [oddly] });
    const request = rpc("tools/call", { name: "oddly", arguments: {} });
    const id = JSON.parse(await request.clone().text()).id;
    const { status, body } = await read(await host.fetch(request, info));
    expect(status).toBe(500);
    expect(body).toEqual({
      jsonrpc: "2.0",
      id,
      error: { code: -32603, message: "Internal error: the server produced an invalid answer" },
    });
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toMatch(/^the host refused to send an invalid answer: \[.*content/);
  });
});
