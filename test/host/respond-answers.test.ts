/**
 * The bare answers of a standalone host (405 with Allow, 202 to a notification) and its refusal to send a result
 * that is no valid answer to the request it answers.
 */
import { describe, expect, it } from "vitest";
import { answer } from "../../src/host/http/respond.js";
import { hostsClosedAfterEach, metaOf, read } from "./fetch-client.js";

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
  // Every producer in the host checks what it answers first; this is the last guard, reached here directly.
  it("is never sent: the client gets an internal error and the refusal is reported", async () => {
    const errors: unknown[] = [];
    const reply = { jsonrpc: "2.0", id: 7, result: { content: 42, resultType: "complete" } };
    const { status, body } = await read(answer(reply, { method: "tools/call" }, (e) => errors.push(e)));
    expect(status).toBe(500);
    expect(body).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32603, message: "Internal error: the server produced an invalid answer" },
    });
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toMatch(/^the host refused to send an invalid answer: \[.*content/);
  });

  it("sends a valid one as it is", async () => {
    const errors: unknown[] = [];
    const reply = { jsonrpc: "2.0", id: 8, result: { content: [], resultType: "complete" } };
    const { status, body } = await read(answer(reply, { method: "tools/call" }, (e) => errors.push(e)));
    expect(status).toBe(200);
    expect(body).toEqual(reply);
    expect(errors).toEqual([]);
  });
});
