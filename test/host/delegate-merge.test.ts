/**
 * A host in front of an inner handler answering JSON: which inner discover and tools/list answers get merged with the
 * host's own, and which odd ones reach the client unchanged.
 */
import { describe, expect, it } from "vitest";
import type { FetchHandler } from "../../src/host/index.js";
import { testTools } from "./harness.js";
import { hostsClosedAfterEach, rpc } from "./fetch-client.js";

const hostBefore = hostsClosedAfterEach();
const hostToolNames = testTools.map((tool) => tool.name);
const tasksExtension = { "io.modelcontextprotocol/tasks": {} };

/** An inner handler answering every POST with JSON text made from the request id. */
function jsonInner(body: (id: number) => string): FetchHandler {
  return async (request) => {
    const { id } = (await request.json()) as { id: number };
    return new Response(body(id), { status: 200, headers: { "Content-Type": "application/json" } });
  };
}

/** The inner handler's result, answered as a JSON-RPC response to the request. */
const resulting = (result: unknown) => jsonInner((id) => JSON.stringify({ jsonrpc: "2.0", id, result }));

/** What a client gets for `method` from a host in front of `inner`: status and body text. */
async function ask(inner: FetchHandler, method: string): Promise<{ status: number; text: string }> {
  const { host } = hostBefore({ inner });
  const response = await host.fetch(rpc(method), { remoteAddress: "10.0.0.1" });
  return { status: response.status, text: await response.text() };
}

describe("an inner JSON answer that is no result object", () => {
  it.each([
    ["null", () => "null"],
    ["a number", () => "42"],
    ["a string", () => '"hello"'],
    ["text that is not JSON", () => "{not json"],
    ["a result that is a string", (id: number) => `{"jsonrpc":"2.0","id":${id},"result":"done"}`],
    ["a result that is a number", (id: number) => `{"jsonrpc":"2.0","id":${id},"result":7}`],
    ["a result that is null", (id: number) => `{"jsonrpc":"2.0","id":${id},"result":null}`],
    ["a result that is an array", (id: number) => `{"jsonrpc":"2.0","id":${id},"result":[1]}`],
  ])("passes %s through unchanged, for discover and tools/list", async (_, body) => {
    for (const method of ["server/discover", "tools/list"]) {
      let sent = "";
      const answer = await ask(async (request) => {
        sent = body(((await request.json()) as { id: number }).id);
        return new Response(sent, { status: 200, headers: { "Content-Type": "application/json" } });
      }, method);
      expect(answer).toEqual({ status: 200, text: sent });
    }
  });
});

describe("an inner discover result", () => {
  it.each([
    ["no capabilities", undefined],
    ["null capabilities", null],
    ["capabilities that are a string", "tools"],
    ["capabilities that are an array", ["tools"]],
  ])("with %s advertises the tasks extension alone", async (_, capabilities) => {
    const answer = await ask(resulting({ resultType: "complete", capabilities }), "server/discover");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).result).toEqual({
      resultType: "complete",
      capabilities: { extensions: tasksExtension },
    });
  });

  it("keeps the inner capabilities and extensions beside the tasks extension, dropping the legacy tasks one", async () => {
    const capabilities = { tools: { listChanged: true }, tasks: { list: {} }, extensions: { "x.example/y": { a: 1 } } };
    const answer = await ask(resulting({ resultType: "complete", capabilities }), "server/discover");
    expect(JSON.parse(answer.text).result.capabilities).toEqual({
      tools: { listChanged: true },
      extensions: { "x.example/y": { a: 1 }, ...tasksExtension },
    });
  });
});

describe("an inner tools/list result", () => {
  const innerTool = { name: "inner_tool", inputSchema: { type: "object" } };

  it("loses an inner tool named like a host tool, whose calls reach the host", async () => {
    const shadowed = { name: "echo", description: "the inner echo", inputSchema: { type: "object" } };
    const answer = await ask(resulting({ tools: [shadowed, innerTool] }), "tools/list");
    const tools = JSON.parse(answer.text).result.tools as { name: string; description?: string }[];
    expect(tools.map((tool) => tool.name)).toEqual(["inner_tool", ...hostToolNames]);
    expect(tools.find((tool) => tool.name === "echo")!.description).toBeUndefined();
  });

  it("keeps entries that are not tool objects, and still adds the host's tools", async () => {
    const answer = await ask(resulting({ tools: [null, "echo", 3, innerTool] }), "tools/list");
    const tools = JSON.parse(answer.text).result.tools as unknown[];
    expect(tools.slice(0, 4)).toEqual([null, "echo", 3, innerTool]);
    expect(tools.slice(4).map((tool) => (tool as { name: string }).name)).toEqual(hostToolNames);
  });

  it("gets the host's tools on its last page only", async () => {
    const page = await ask(resulting({ tools: [innerTool], nextCursor: "page-2" }), "tools/list");
    expect(JSON.parse(page.text).result).toEqual({ tools: [innerTool], nextCursor: "page-2" });
    const last = await ask(resulting({ tools: [innerTool] }), "tools/list");
    const names = JSON.parse(last.text).result.tools.map((tool: { name: string }) => tool.name);
    expect(names).toEqual(["inner_tool", ...hostToolNames]);
  });
});
