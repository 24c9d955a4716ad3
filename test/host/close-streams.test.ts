/**
 * How close ends listen streams: a reader that is still reading gets the closing result, and a reader that takes
 * nothing does not keep close waiting past its short grace.
 */
import { describe, expect, it } from "vitest";
import { createTasksHost, type HostOptions, type HostTool, type TasksHost } from "../../src/host/index.js";
import { toNodeListener } from "../../src/host/index.js";
import { metaOf, read, rpc } from "./fetch-client.js";
import { FakeIncoming, FakeOutgoing, until } from "./node-fake.js";

const stubborn: HostTool = {
  name: "stubborn",
  taskSupport: "required",
  inputSchema: { type: "object" },
  run: () => new Promise(() => {}),
};

function hostOf(options: Partial<HostOptions> = {}): TasksHost {
  const made = createTasksHost({
    tools: [stubborn],
    owner: () => "alice",
    keepAliveMs: 0,
    closeGraceMs: 200,
    onError: () => undefined,
    ...options,
  } as HostOptions);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  return made.value;
}

/** Opens a listen stream on one new task; `next` gives its messages in order, undefined once it ended. */
async function listen(host: TasksHost): Promise<() => Promise<Record<string, any> | undefined>> {
  const { body } = await read(await host.fetch(rpc("tools/call", { name: "stubborn", arguments: {} })));
  const taskId = (body.result?.task?.taskId ?? body.result?.taskId) as string;
  const response = await host.fetch(rpc("subscriptions/listen", { notifications: { taskIds: [taskId] } }));
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: string[] = [];
  return async () => {
    for (;;) {
      const event = queue.shift();
      if (event !== undefined) {
        const data = event
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (data !== "") return JSON.parse(data) as Record<string, any>;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
      const parts = buffer.split("\n\n");
      buffer = parts.pop()!;
      queue.push(...parts);
    }
  };
}

describe("close with a listen stream open", () => {
  it("lets a slow reader take the task's failure and the closing result", async () => {
    const host = hostOf();
    const next = await listen(host);
    expect((await next())?.method).toBe("notifications/subscriptions/acknowledged");
    const closed = host.close();
    // The reader comes back only after the tasks failed (closeGraceMs 200), within the streams' grace of 1 s.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const seen: Record<string, any>[] = [];
    for (let message = await next(); message !== undefined; message = await next()) seen.push(message);
    await closed;
    expect(seen.at(-2)?.params?.status).toBe("failed");
    expect(seen.at(-1)).toMatchObject({ result: {} });
  });

  it("does not wait long for a reader that takes nothing", async () => {
    const host = hostOf();
    await listen(host);
    const started = performance.now();
    const outcome = await Promise.race([
      host.close().then(() => "closed"),
      new Promise((resolve) => setTimeout(() => resolve("still waiting"), 3000)),
    ]);
    expect(outcome).toBe("closed");
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it("waits for a Node response held back by back-pressure to take the closing result", async () => {
    const host = hostOf();
    const { body } = await read(await host.fetch(rpc("tools/call", { name: "stubborn", arguments: {} })));
    const taskId = (body.result?.task?.taskId ?? body.result?.taskId) as string;
    const listenBody = JSON.stringify({
      jsonrpc: "2.0",
      id: 7,
      method: "subscriptions/listen",
      params: { notifications: { taskIds: [taskId] }, _meta: metaOf() },
    });
    const incoming = new FakeIncoming("POST", "/mcp", {
      host: "127.0.0.1",
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "subscriptions/listen",
    });
    const out = new FakeOutgoing();
    out.accept = false;
    toNodeListener((request) => host.fetch(request))(incoming as never, out as never);
    await until(() => incoming.listenerCount("data") > 0);
    incoming.send(listenBody);
    await until(() => out.body.includes("notifications/subscriptions/acknowledged"));
    const closed = host.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    out.accept = true;
    out.emit("drain");
    await closed;
    await out.ended;
    expect(out.body).toContain('"status":"failed"');
    expect(out.body).toMatch(/"id":7,"result":\{/);
  });
});
