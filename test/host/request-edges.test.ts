/**
 * What a client of a standalone host sees at the edges of a request: a declared length over the limit, no
 * Content-Type, a body that is not JSON, missing version markers, an unknown tool, and owner functions that settle late.
 */
import { describe, expect, it } from "vitest";
import type { HostOptions } from "../../src/host/index.js";
import { MAX_OWNER_LENGTH } from "../../src/store/index.js";
import { hostsClosedAfterEach, metaOf, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();

const info = { remoteAddress: "10.0.0.1" };
const post = (body: BodyInit | null, headers: Record<string, string>) =>
  new Request("http://127.0.0.1/mcp", { method: "POST", headers, body });

describe("the body of a request", () => {
  it("is refused with 413 when its declared length is over the limit, before it is read", async () => {
    const { host } = makeHost({ maxBodyBytes: 1000 });
    const small = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: metaOf() } });
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": "5000",
      "MCP-Protocol-Version": "2026-07-28",
    };
    for (const body of [small, null]) {
      const { status, body: answer } = await read(await host.fetch(post(body, headers), info));
      expect(status).toBe(413);
      expect(answer).toEqual({
        jsonrpc: "2.0",
        error: { code: -32600, message: "Payload Too Large: the body exceeds 1000 bytes" },
      });
    }
  });

  it("is refused with 415 when no Content-Type names it", async () => {
    const { host } = makeHost();
    const body = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }));
    const { status, body: answer } = await read(await host.fetch(post(body, {}), info));
    expect(status).toBe(415);
    expect(answer.error).toEqual({
      code: -32600,
      message: 'Unsupported Media Type: the body must be application/json in UTF-8, not "(none)"',
    });
  });

  it("is answered with a parse error when it is not JSON", async () => {
    const { host } = makeHost();
    const response = await host.fetch(post("{not json", { "Content-Type": "application/json" }), info);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});

describe("the version markers of a request", () => {
  it("names both _meta fields when both are missing", async () => {
    const { host } = makeHost();
    const { body } = await read(await host.fetch(rpc("ping", { _meta: {} }), info));
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toBe(
      'Invalid params: params._meta["io.modelcontextprotocol/protocolVersion"] (a string) and ' +
        'params._meta["io.modelcontextprotocol/clientCapabilities"] (an object) are required on every request of ' +
        "revision 2026-07-28",
    );
  });

  it("says the MCP-Protocol-Version header is missing", async () => {
    const { host } = makeHost();
    const request = rpc("ping");
    request.headers.delete("MCP-Protocol-Version");
    const { body } = await read(await host.fetch(request, info));
    expect(body.error).toMatchObject({
      code: -32020,
      message: "Header mismatch: the MCP-Protocol-Version header is missing",
    });
  });
});

describe("tools/call of a tool the standalone host does not have", () => {
  it("is invalid params naming the tool", async () => {
    const { host } = makeHost();
    const { body } = await read(await host.fetch(rpc("tools/call", { name: "nope", arguments: {} }), info));
    expect(body.error).toMatchObject({ code: -32602, message: "Unknown tool: nope" });
  });
});

describe("an owner function that answers a promise", () => {
  const owned = (owner: () => unknown) => makeHost({ owner: owner as HostOptions["owner"] });

  it("acts for the owner it resolves to, up to the longest owner allowed", async () => {
    for (const name of ["alice", "a".repeat(MAX_OWNER_LENGTH)]) {
      const { host, errors } = owned(async () => name);
      const created = await read(await host.fetch(rpc("tools/call", { name: "work", arguments: { ms: 1 } }), info));
      expect(created.body.result?.resultType).toBe("task");
      const got = await read(await host.fetch(rpc("tasks/get", { taskId: created.body.result!.taskId }), info));
      expect(got.body.result?.taskId).toBe(created.body.result!.taskId);
      expect(errors).toEqual([]);
    }
  });

  const cannot = "Internal error: the owner of the request could not be determined";

  it("refuses a request whose owner is longer than allowed, and says why", async () => {
    const { host, errors } = owned(async () => "a".repeat(MAX_OWNER_LENGTH + 1));
    const { status, body } = await read(await host.fetch(rpc("tasks/get", { taskId: "t" }), info));
    expect(status).toBe(500);
    expect(body.error).toMatchObject({ code: -32603, message: cannot });
    expect(errors.map((e) => (e as Error).message)).toEqual([
      `the owner function returned a string longer than ${MAX_OWNER_LENGTH}; expected a string or a Response`,
    ]);
  });

  it("refuses a request whose owner promise rejects, and reports the rejection", async () => {
    const reason = new Error("token service down");
    const { host, errors } = owned(() => Promise.reject(reason));
    const { status, body } = await read(await host.fetch(rpc("tasks/get", { taskId: "t" }), info));
    expect(status).toBe(500);
    expect(body).toEqual({ jsonrpc: "2.0", error: { code: -32603, message: cannot } });
    expect(errors).toEqual([reason]);
  });
});
