/**
 * Which Content-Type values the host takes as JSON in UTF-8 (parameters, spacing, quoting, `+json` types) and which it
 * refuses with 415, and a body whose declared length is exactly the limit.
 */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, metaOf, read } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

const ping = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: metaOf() } });
const post = (headers: Record<string, string>, body: string = ping) =>
  new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "ping", ...headers },
    body,
  });

describe("the Content-Type of a request", () => {
  it.each([
    "application/json; charset=utf-8",
    "application/json;charset=UTF-8",
    "application/json; charset=utf8",
    "application/json; charset=UTF8",
    'application/json; charset="utf-8"',
    "application/json ; charset=utf-8 ; profile=x",
    "application/json; profile=x",
    "Application/JSON",
    "application/vnd.example+json",
    "application/vnd.example+json; charset=utf-8",
    "application/a+json",
  ])("takes %s as JSON", async (type) => {
    const { host } = makeHost();
    const { status, body } = await read(await host.fetch(post({ "Content-Type": type })));
    expect(status).toBe(200);
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 1, result: {} });
  });

  it.each([
    "application/json; charset=latin1",
    "application/json; charset=utf-16",
    "application/json; charset=",
    "application/json; charset",
    'application/json; charset=u"tf-8',
    'application/json; charset="utf"-8',
    "application/geo+json-seq",
    "text/application/vnd.example+json",
    "application/+json",
    "application/vnd example+json",
    "application/jsonx",
  ])("refuses %s with 415", async (type) => {
    const { host } = makeHost();
    const { status, body } = await read(await host.fetch(post({ "Content-Type": type })));
    expect(status).toBe(415);
    expect(body).toEqual({
      jsonrpc: "2.0",
      error: {
        code: -32600,
        message: `Unsupported Media Type: the body must be application/json in UTF-8, not ${JSON.stringify(type)}`,
      },
    });
  });
});

describe("the declared length of a body", () => {
  it("takes a body whose Content-Length is exactly the limit, and refuses one byte more with 413", async () => {
    const size = new TextEncoder().encode(ping).length;
    const { host } = makeHost({ maxBodyBytes: size });
    const headers = { "Content-Type": "application/json", "Content-Length": String(size) };
    const taken = await read(await host.fetch(post(headers)));
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ id: 1, result: {} });
    const over = await read(await host.fetch(post({ ...headers, "Content-Length": String(size + 1) })));
    expect(over.status).toBe(413);
    expect(over.body.error).toEqual({ code: -32600, message: `Payload Too Large: the body exceeds ${size} bytes` });
  });
});
