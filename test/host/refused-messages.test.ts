/**
 * Messages the codec refuses, as a standalone host answers them: another revision's header does not turn a message
 * that is no request into a version error, and a refused tasks/update is answered with the codec's refusal.
 */
import { describe, expect, it } from "vitest";
import { hostsClosedAfterEach, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };
const OLD_REVISION = { "MCP-Protocol-Version": "2025-11-25" };

const post = (message: object, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", ...headers },
    body: JSON.stringify(message),
  });

/** Status, Content-Type and body text of the answer to `request`, and what went to onError. */
async function answered(request: Request) {
  const { host, errors } = makeHost();
  const response = await host.fetch(request, info);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
    errors,
  };
}

describe("a message of another revision that is no request", () => {
  it("with an id and no method is an invalid request carrying the id", async () => {
    const { status, type, text, errors } = await answered(post({ jsonrpc: "2.0", id: 1 }, OLD_REVISION));
    expect(status).toBe(400);
    expect(type).toBe("application/json");
    expect(JSON.parse(text)).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32600, message: "Invalid Request: / a JSON-RPC message needs a method, a result or an error" },
    });
    expect(errors).toEqual([]);
  });

  it("carrying a result beside its method and id is not answered", async () => {
    const message = { jsonrpc: "2.0", id: 1, method: "ping", result: {} };
    const { status, type, text, errors } = await answered(post(message, OLD_REVISION));
    expect({ status, type, text }).toEqual({ status: 202, type: null, text: "" });
    expect(errors).toEqual([]);
  });

  it("as a malformed notification is not answered", async () => {
    for (const headers of [OLD_REVISION, {}]) {
      const { status, type, text, errors } = await answered(
        post({ jsonrpc: "1.0", method: "notifications/x" }, headers),
      );
      expect({ status, type, text }).toEqual({ status: 202, type: null, text: "" });
      expect(errors).toEqual([]);
    }
  });

  it("with an id that is neither a string nor an integer is refused without the id", async () => {
    for (const id of [1.5, null, { n: 1 }]) {
      const { status, text, errors } = await answered(post({ jsonrpc: "2.0", id, method: "ping" }, OLD_REVISION));
      expect(status, JSON.stringify(id)).toBe(400);
      expect(JSON.parse(text)).toEqual({
        jsonrpc: "2.0",
        error: { code: -32600, message: "Invalid Request: /id must be a string or an integer" },
      });
      expect(errors).toEqual([]);
    }
  });
});

describe("a request refused for its params", () => {
  it("is a tasks/update without inputResponses, named in the refusal", async () => {
    const { status, text, errors } = await answered(rpc("tasks/update", { taskId: "t" }));
    expect(status).toBe(400);
    const issue = {
      path: "/params/inputResponses",
      keyword: "required",
      message: "is required",
      code: "mcp-tasks/schema",
    };
    expect(JSON.parse(text).error).toEqual({
      code: -32602,
      message: "Invalid params: /params/inputResponses is required",
      data: { issues: [issue] },
    });
    expect(errors).toEqual([]);
  });

  it("is a tools/call with a malformed input response, even one naming a taskId", async () => {
    const params = { name: "echo", arguments: {}, taskId: "t", inputResponses: { k: 5 } };
    const { status, text, errors } = await answered(rpc("tools/call", params));
    expect(status).toBe(400);
    const issue = {
      path: "/params/inputResponses/k",
      keyword: "type",
      message: "must be an object",
      code: "mcp-tasks/schema",
    };
    expect(JSON.parse(text).error).toEqual({
      code: -32602,
      message: "Invalid params: /params/inputResponses/k must be an object",
      data: { issues: [issue] },
    });
    expect(errors).toEqual([]);
  });
});
