/**
 * The whole error a standalone host answers when a request's protocol version is wrong or unreadable: another revision
 * (in _meta, in the header, or in a stateful initialize), a missing _meta field, an empty or mismatched header.
 */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, metaOf, read } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.2" };
const VERSION = "io.modelcontextprotocol/protocolVersion";
const CAPS = "io.modelcontextprotocol/clientCapabilities";
const supported = ["2026-07-28"];

/** Posts one JSON-RPC request with id 1 and the given headers (Content-Type added), answering status and body. */
async function send(method: string, params: unknown, headers: Record<string, string>) {
  const { host } = makeHost();
  const body: Record<string, unknown> = { jsonrpc: "2.0", id: 1, method };
  if (params !== undefined) body.params = params;
  const request = new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return read(await host.fetch(request, info));
}

const current = { "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "ping" };

describe("a request of another revision", () => {
  it("is told which revision is spoken, when its _meta names another", async () => {
    const meta = { ...metaOf(), [VERSION]: "2025-06-18" };
    const { status, body } = await send("ping", { _meta: meta }, current);
    expect(status).toBe(400);
    expect(body).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: {
        code: -32022,
        message: 'Unsupported protocol version: "2025-06-18" is not spoken here',
        data: { supported, requested: "2025-06-18" },
      },
    });
  });

  const stateful =
    'Unsupported protocol version: initialize of "2025-06-18" belongs to a stateful revision; this server speaks only ' +
    "2026-07-28, without initialize";

  it("is told initialize belongs to a stateful revision, reading the version from its header", async () => {
    const { status, body } = await send("initialize", {}, { "MCP-Protocol-Version": "2025-06-18" });
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: -32022, message: stateful, data: { supported, requested: "2025-06-18" } });
  });

  it("reads an initialize's version from params.protocolVersion before its header", async () => {
    const params = { protocolVersion: "2025-06-18", capabilities: {} };
    const { body } = await send("initialize", params, { "MCP-Protocol-Version": "2025-03-26" });
    expect(body.error).toEqual({ code: -32022, message: stateful, data: { supported, requested: "2025-06-18" } });
  });
});

describe("the _meta fields every request carries", () => {
  const alone = `Invalid params: params._meta["${CAPS}"] (an object) is required on every request of revision 2026-07-28`;

  it("names the one missing field with a singular verb", async () => {
    const { status, body } = await send("ping", { _meta: { [VERSION]: "2026-07-28" } }, current);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: -32602, message: alone, data: { missing: [CAPS] } });
  });

  it("counts null client capabilities as missing", async () => {
    const { body } = await send("ping", { _meta: { ...metaOf(), [CAPS]: null } }, current);
    expect(body.error).toEqual({ code: -32602, message: alone, data: { missing: [CAPS] } });
  });

  it("reads a null _meta as no _meta, without failing", async () => {
    const { status, body } = await send("ping", { _meta: null }, current);
    expect(status).toBe(400);
    expect(body.id).toBe(1);
    expect(body.error.code).toBe(-32602);
  });
});

describe("the MCP-Protocol-Version header", () => {
  it("is missing when it is empty", async () => {
    const { status, body } = await send("ping", { _meta: metaOf() }, { ...current, "MCP-Protocol-Version": "" });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: -32020,
      message: "Header mismatch: the MCP-Protocol-Version header is missing",
    });
  });

  it("must agree with _meta, and the mismatch names both", async () => {
    const headers = { ...current, "MCP-Protocol-Version": "2025-06-18" };
    const { status, body } = await send("ping", { _meta: metaOf() }, headers);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: -32020,
      message: 'Header mismatch: MCP-Protocol-Version "2025-06-18" does not match _meta "2026-07-28"',
    });
  });
});
