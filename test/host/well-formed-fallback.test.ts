/**
 * On a runtime without String.prototype.toWellFormed, the host still replaces every lone surrogate of an error
 * message with U+FFFD, and only those: the same text the native method gives.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { HostTool, TasksHost } from "../../src/host/index.js";

const proto = String.prototype as { toWellFormed?: () => string };
const native = proto.toWellFormed!;

const MESSAGES = [
  "plain text, nothing to replace",
  "a\ud800b",
  "\udc00 at the start",
  "a pair \u{1F600} kept",
  "high at the end \ud83d",
  "\ud800\ud83d\ude00 two highs, then a low",
  "low then high \udc00\ud800 and a tail",
  "\ud800",
  "the last low \udfff alone",
  "the last high \udbff\udfff in a pair",
  "\udc00\udc00 two lows",
  "past the surrogates: \ue000 \uff21 \uffff",
];

let host: TasksHost;
let loadedWithout = false;
beforeAll(async () => {
  delete proto.toWellFormed;
  vi.resetModules();
  const { createTasksHost } = await import("../../src/host/index.js");
  loadedWithout = proto.toWellFormed === undefined;
  // The host chose its fallback as it loaded: the native method goes back at once, since Node 24's Request calls it.
  proto.toWellFormed = native;
  const tools: HostTool[] = MESSAGES.map((message, i) => ({
    name: `t${i}`,
    taskSupport: "forbidden",
    inputSchema: { type: "object" },
    run: () => {
      throw new Error(message);
    },
  }));
  const made = createTasksHost({ tools, onError: () => undefined });
  if (!made.ok) throw new Error("host not made");
  host = made.value;
});
afterAll(async () => {
  proto.toWellFormed = native;
  await host.close();
});

async function call(name: string): Promise<{ code: number; message: string }> {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "fallback-tests", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  const response = await host.fetch(
    new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/call",
        "Mcp-Name": name,
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name, arguments: {}, _meta: meta },
      }),
    }),
  );
  return ((await response.json()) as { error: { code: number; message: string } }).error;
}

describe("lone surrogates without the native toWellFormed", () => {
  it("loads the host without the native method", () => {
    expect(loadedWithout).toBe(true);
  });

  it.each(MESSAGES.map((message, i) => [i, message] as const))(
    "message %i comes out as toWellFormed makes it",
    async (i, message) => {
      const error = await call(`t${i}`);
      expect(error.code).toBe(-32603);
      expect(error.message).toBe(`t${i} failed: ${native.call(message)}`);
    },
  );
});
