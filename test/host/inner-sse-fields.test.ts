/** How the host reads the fields of an inner handler's SSE events: which lines are data, data that is JSON but not an
 * object, and an event exactly at the size limit. */
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

/** An inner handler answering with an SSE stream of the given chunks, `{id}` replaced by the request id. */
function sseInner(chunks: string[]): FetchHandler {
  return async (request) => {
    const { id } = (await request.json()) as { id: number };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk.replaceAll("{id}", String(id))));
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
  };
}

const hostToolNames = testTools.map((tool) => tool.name);

describe("an inner SSE answer to tools/list", () => {
  it("rewrites only a result carried on data lines, joining a line cut after a colon and space", async () => {
    const result = '{"jsonrpc":"2.0","id":{id},"result":{"tools":[]}}';
    // A four-letter field that is not data, and a field whose name only begins with "data": neither carries data.
    const notData = [`abcd:${result}`, `datax${result}`];
    const cut = 'data:{"jsonrpc":"2.0","id":{id},"result":{"tools": \ndata:[]}}';
    const { host } = hostBefore(sseInner([`${notData[0]}\n\n${notData[1]}\n\n${cut}\n\n`]));
    const response = await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" });
    const blocks = (await response.text()).split("\n\n");
    const id = (blocks[0] ?? "").match(/"id":(\d+)/)?.[1];
    expect(blocks.slice(0, 2)).toEqual(notData.map((block) => block.replace("{id}", String(id))));
    expect(blocks).toHaveLength(4);
    expect(blocks[3]).toBe("");
    expect(blocks[2]!.startsWith("event: message\ndata: ")).toBe(true);
    const message = JSON.parse(blocks[2]!.slice("event: message\ndata: ".length));
    expect(message).toEqual({ jsonrpc: "2.0", id: Number(id), result: { tools: expect.any(Array) } });
    expect(message.result.tools.map((tool: { name: string }) => tool.name)).toEqual(hostToolNames);
  });

  it("passes an event of exactly the size limit through", async () => {
    const big = `data: ${"x".repeat(8 * 1024 * 1024 - "data: ".length)}`;
    const { host, errors } = hostBefore(sseInner([big, "\n\n"]));
    const response = await host.fetch(rpc("tools/list"), { remoteAddress: "10.0.0.1" });
    const text = await response.text();
    expect(text.length).toBe(8 * 1024 * 1024 + 2);
    expect(text === `${big}\n\n`).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("an inner listen stream", () => {
  it("passes on events whose data is JSON null or an array unread, and ends at the result", async () => {
    const ack = '{"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"notifications":{}}}';
    const end = 'data: {"jsonrpc":"2.0","id":{id},"result":{"resultType":"complete"}}';
    const { host, errors } = hostBefore(
      sseInner([`data: ${ack}\n\n`, "data: null\n\n", 'data: [{"id":1,"result":{}}]\n\n', `${end}\n\n`]),
    );
    const response = await host.fetch(rpc("subscriptions/listen", { notifications: { taskIds: ["none"] } }), {
      remoteAddress: "10.0.0.1",
    });
    const blocks = (await response.text()).split("\n\n");
    expect(JSON.parse(blocks[0]!.slice("event: message\ndata: ".length)).params).toEqual({
      notifications: { taskIds: [] },
    });
    const id = JSON.parse(blocks[3]!.slice("data: ".length)).id;
    expect(blocks.slice(1)).toEqual(["data: null", 'data: [{"id":1,"result":{}}]', end.replace("{id}", id), ""]);
    expect(errors).toEqual([]);
  });
});
