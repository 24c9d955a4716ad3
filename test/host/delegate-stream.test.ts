/**
 * A host in front of an inner handler of our own: what a client sees when the inner handler throws, answers an SSE
 * stream (rewritten event by event), answers something that is neither JSON nor SSE, or lists no tools at all.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTasksHost, type FetchHandler, type TasksHost } from "../../src/host/index.js";
import { testTools } from "./harness.js";
import { rpc } from "./fetch-client.js";

const hosts: TasksHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

function hostBefore(inner: FetchHandler): { host: TasksHost; errors: unknown[] } {
  const errors: unknown[] = [];
  const made = createTasksHost({ tools: testTools, inner, onError: (e) => errors.push(e) });
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  hosts.push(made.value);
  return { host: made.value, errors };
}

const encoder = new TextEncoder();
const hostToolNames = testTools.map((tool) => tool.name);

/** An inner handler answering every POST with an SSE stream of the given chunks, `{id}` replaced by the request id. */
function sseInner(chunks: (string | Uint8Array)[], init: ResponseInit = {}): FetchHandler {
  return async (request) => {
    const { id } = (await request.json()) as { id: number };
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks)
          controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk.replaceAll("{id}", String(id))) : chunk);
        controller.close();
      },
    });
    return new Response(stream, {
      status: 200,
      statusText: "Streaming",
      ...init,
      headers: { "Content-Type": "text/event-stream", "X-Inner": "kept", ...init.headers },
    });
  };
}

/** The event blocks of an SSE text. */
function events(text: string): string[] {
  return text.split("\n\n").filter((block) => block !== "");
}

describe("an inner handler that throws", () => {
  it("answers 500 with a JSON-RPC internal error and reports the throw", async () => {
    const broke = new Error("inner broke");
    const { host, errors } = hostBefore(() => {
      throw broke;
    });
    for (const request of [
      new Request("http://127.0.0.1/mcp"),
      rpc("tools/call", { name: "not_ours", arguments: {} }),
    ]) {
      const response = await host.fetch(request, { remoteAddress: "10.0.0.1" });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" } });
    }
    expect(errors).toEqual([broke, broke]);
  });
});

describe("an inner SSE answer to tools/list", () => {
  it("gets the host's tools in the result event, and keeps the other events, the status and headers", async () => {
    const note = 'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info"}}';
    const other = 'data: {"jsonrpc":"2.0","id":"someone-else","result":{"tools":[]}}';
    const comment = ": keep alive";
    const result =
      'data: {"jsonrpc":"2.0","id":{id},"result":{"tools":[{"name":"inner_tool","inputSchema":{"type":"object"}}]}}';
    const { host } = hostBefore(sseInner([`${note}\n\n${comment}\n\n`, `${other}\n\n`, `${result}\n\n`]));
    const response = await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" });
    expect(response.status).toBe(200);
    expect(response.statusText).toBe("Streaming");
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("x-inner")).toBe("kept");
    const blocks = events(await response.text());
    expect(blocks.slice(0, 3)).toEqual([note, comment, other]);
    expect(blocks).toHaveLength(4);
    expect(blocks[3]!.startsWith("event: message\ndata: ")).toBe(true);
    const message = JSON.parse(blocks[3]!.slice("event: message\ndata: ".length));
    expect(message.result.tools.map((tool: { name: string }) => tool.name)).toEqual(["inner_tool", ...hostToolNames]);
  });

  it("decodes a character split between two chunks", async () => {
    const text =
      'data: {"jsonrpc":"2.0","id":{id},"result":{"tools":[{"name":"café","inputSchema":{"type":"object"}}]}}\n\n';
    const inner: FetchHandler = async (request) => {
      const { id } = (await request.json()) as { id: number };
      const whole = encoder.encode(text.replace("{id}", String(id)));
      const at = whole.indexOf(0xc3) + 1; // between the two bytes of "é"
      return sseInner([whole.slice(0, at), whole.slice(at)])(
        new Request("http://inner/", { method: "POST", body: JSON.stringify({ id }) }),
      );
    };
    const { host } = hostBefore(inner);
    const body = await (await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" })).text();
    expect(body).toContain('"name":"café"');
    expect(body).not.toContain("\ufffd");
  });

  it("passes an SSE answer with no body through", async () => {
    const { host } = hostBefore(
      async () => new Response(null, { status: 200, headers: { "Content-Type": "text/event-stream" } }),
    );
    const response = await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("fails the stream when one inner event outgrows the limit", async () => {
    const { host } = hostBefore(sseInner([`data: ${"x".repeat(8 * 1024 * 1024 + 1)}`]));
    const response = await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow("an inner SSE event exceeded the size limit");
  });
});

describe("an inner answer that is neither JSON nor SSE", () => {
  it("passes through unchanged, with or without a body", async () => {
    const { host } = hostBefore(async (request) => {
      const { method } = (await request.json()) as { method: string };
      return method === "server/discover"
        ? new Response("plain words, no blank line", { status: 200, headers: { "Content-Type": "text/plain" } })
        : new Response(null, { status: 204 });
    });
    const plain = await host.fetch(rpc("server/discover"), { remoteAddress: "10.0.0.1" });
    expect(plain.headers.get("content-type")).toBe("text/plain");
    expect(await plain.text()).toBe("plain words, no blank line");
    const empty = await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" });
    expect(empty.status).toBe(204);
  });
});

describe("an inner tools/list result with no tools array", () => {
  it("lists the host's tools alone", async () => {
    const { host } = hostBefore(async (request) => {
      const { id } = (await request.json()) as { id: number };
      return Response.json({ jsonrpc: "2.0", id, result: { tools: "none" } });
    });
    const answer = (await (await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" })).json()) as {
      result: { tools: { name: string }[] };
    };
    expect(answer.result.tools.map((tool) => tool.name)).toEqual(hostToolNames);
  });
});
