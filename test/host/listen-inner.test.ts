/** A listen stream merged with an inner handler's own: its events read in every data form, its result ending the
 * stream, its failures reported; and the keep-alive comments of a stream without one. */
import { afterEach, describe, expect, it } from "vitest";
import { createTasksHost, type HostOptions, type TasksHost } from "../../src/host/index.js";
import { EXT } from "../server/client.js";
import { testTools } from "./harness.js";
import { innerStream } from "./listen-fetch.js";

let host: TasksHost | undefined;
afterEach(async () => {
  await host?.close();
  host = undefined;
});

function make(options: Partial<HostOptions>): { host: TasksHost; errors: unknown[] } {
  const errors: unknown[] = [];
  const made = createTasksHost({ tools: testTools, onError: (e) => errors.push(e), ...options } as HostOptions);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  host = made.value;
  return { host: made.value, errors };
}

/** Sends subscriptions/listen through host.fetch; returns the response and a reader of its raw event blocks. */
async function listen(h: TasksHost, notifications: object) {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientInfo": { name: "inner-tests", version: "1.0.0" },
    "io.modelcontextprotocol/clientCapabilities": { extensions: { [EXT]: {} } },
  };
  const response = await h.fetch(
    new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "subscriptions/listen",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "subscriptions/listen",
        params: { notifications, _meta: meta },
      }),
    }),
  );
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const decoder = new TextDecoder();
  let buffer = "";
  /** The next raw event block, or undefined at the end of the stream. */
  const next = async (): Promise<string | undefined> => {
    for (;;) {
      const at = buffer.indexOf("\n\n");
      if (at >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        return block;
      }
      reader ??= response.body!.getReader();
      const chunk = await reader.read();
      if (chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  const message = async () => {
    const block = await next();
    return block === undefined ? undefined : JSON.parse(block.slice(block.indexOf("data: ") + 6));
  };
  return { response, next, message, cancel: () => reader?.cancel() };
}

const ACK = { jsonrpc: "2.0", method: "notifications/subscriptions/acknowledged", params: { notifications: { x: 1 } } };

describe("a listen stream with an inner handler", () => {
  it("reads the inner acknowledgement from data lines without a space or split in two, adding its filter", async () => {
    const inner = innerStream();
    const { host } = make({ inner: inner.inner });
    const stream = await listen(host, { taskIds: ["none"] });
    const [head, tail] = ['{"jsonrpc":"2.0",', JSON.stringify(ACK).slice(17)];
    inner.write(`event: message\ndata:${head}\ndata:${tail}\n\n`);
    expect(await stream.message()).toEqual({
      ...ACK,
      params: { notifications: { x: 1, taskIds: [] } },
    });
    inner.write('data: {"jsonrpc":"2.0","id":"s1","method":"ping"}\n\n');
    expect(await stream.message()).toEqual({ jsonrpc: "2.0", id: "s1", method: "ping" });
    // A result ends the stream although the inner one stays open.
    inner.write('data: {"jsonrpc":"2.0","id":1,"result":{"resultType":"complete"}}\n\n');
    expect(await stream.message()).toEqual({ jsonrpc: "2.0", id: 1, result: { resultType: "complete" } });
    expect(await stream.next()).toBeUndefined();
  });

  it("ends with an inner error answer although the inner stream stays open", async () => {
    const inner = innerStream();
    const { host } = make({ inner: inner.inner });
    const stream = await listen(host, { taskIds: ["none"] });
    inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
    expect((await stream.message()).method).toBe(ACK.method);
    inner.write('data: {"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"gone"}}\n\n');
    expect((await stream.message()).error.message).toBe("gone");
    expect(await stream.next()).toBeUndefined();
  });

  it("passes on an inner answer that is not a stream as it is", async () => {
    const { host } = make({
      inner: async () => new Response('{"jsonrpc":"2.0","id":1,"result":{}}', { status: 202 }),
    });
    const stream = await listen(host, { taskIds: ["none"] });
    expect(stream.response.status).toBe(202);
    expect(await stream.response.text()).toBe('{"jsonrpc":"2.0","id":1,"result":{}}');
  });

  it("ends, reporting why, when the inner stream fails or sends an event over the limit", async () => {
    for (const how of ["fail", "huge"] as const) {
      const inner = innerStream();
      const { host, errors } = make({ inner: inner.inner });
      const stream = await listen(host, { taskIds: ["none"] });
      inner.write(`data: ${JSON.stringify(ACK)}\n\n`);
      expect((await stream.message()).method).toBe(ACK.method);
      if (how === "fail") inner.fail(new Error("inner broke"));
      else inner.write(`data: ${"x".repeat(8 * 1024 * 1024 + 1)}`);
      expect(await stream.next(), how).toBeUndefined();
      expect(
        errors.map((e) => (e as Error).message).filter((m) => !m.startsWith("mcp-tasks host: a request came")),
        how,
      ).toEqual([how === "fail" ? "inner broke" : "an inner SSE event exceeded the size limit"]);
      await host.close();
    }
  });
});

describe("a listen stream of the host alone", () => {
  it("sends keep-alive comments while idle", async () => {
    const { host } = make({ keepAliveMs: 5 });
    const stream = await listen(host, {});
    expect((await stream.message()).method).toBe(ACK.method);
    expect(await stream.next()).toBe(": keep-alive");
    await stream.cancel();
  });
});
