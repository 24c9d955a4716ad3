import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXT, pollUntil, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
import { openListen } from "./sse-client.js";

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ maxStreamsPerOwner: 3 });
});
afterAll(async () => {
  await h.close();
});

const SUB = "io.modelcontextprotocol/subscriptionId";

describe("subscriptions/listen on a standalone host", () => {
  it("acknowledges first with the tasks it agreed to, then sends each change as tasks/get shows it, stamped", async () => {
    const created = await result(h.url, "tools/call", { name: "ask_once", arguments: {} });
    const stream = await openListen(
      h.url,
      { taskIds: [created.taskId, "not-a-task-of-mine"], toolsListChanged: true },
      { id: "sub-1" },
    );
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe("text/event-stream");
    const ack = await stream.next();
    expect(ack).toEqual({
      jsonrpc: "2.0",
      method: "notifications/subscriptions/acknowledged",
      params: { notifications: { taskIds: [created.taskId] }, _meta: { [SUB]: "sub-1" } },
    });
    const seen: Record<string, any>[] = [];
    for (;;) {
      const message = (await stream.next())!;
      expect(message.method).toBe("notifications/tasks");
      expect(message.params._meta).toEqual({ [SUB]: "sub-1" });
      seen.push(message.params);
      if (message.params.status === "input_required") break;
    }
    await result(h.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { who: { action: "accept", content: { name: "Lin" } } },
    });
    let last: Record<string, any>;
    do last = (await stream.next())!.params;
    while (last.status !== "completed");
    const { _meta, ...task } = last;
    const got = await result(h.url, "tasks/get", { taskId: created.taskId });
    expect({ ...task, resultType: "complete" }).toEqual(got);
    stream.close();
  });

  it("sends the current state right after the acknowledgement, so a late subscriber still learns the end", async () => {
    const created = await result(h.url, "tools/call", { name: "tool_error", arguments: {} });
    await pollUntil(h.url, created.taskId, (t) => t.status === "completed");
    const stream = await openListen(h.url, { taskIds: [created.taskId] });
    expect((await stream.next())!.method).toBe("notifications/subscriptions/acknowledged");
    expect((await stream.next())!.params.status).toBe("completed");
    stream.close();
  });

  it("refuses task notifications to a client that does not declare the extension, with -32021", async () => {
    const stream = await openListen(h.url, { taskIds: ["any"] }, { caps: {} });
    const body = await stream.json();
    expect(body.error.code).toBe(-32021);
    expect(body.error.data.requiredCapabilities.extensions[EXT]).toEqual({});
  });

  it("refuses malformed taskIds with -32602", async () => {
    for (const taskIds of ["one", [1], [""]]) {
      const body = await (await openListen(h.url, { taskIds })).json();
      expect(body.error.code, JSON.stringify(taskIds)).toBe(-32602);
    }
  });

  it("bounds the streams one owner holds open", async () => {
    const open = await Promise.all([0, 1, 2].map(() => openListen(h.url, { taskIds: [] })));
    for (const s of open) expect((await s.next())!.method).toBe("notifications/subscriptions/acknowledged");
    const refusal = await openListen(h.url, { taskIds: [] });
    expect(refusal.status).toBe(429);
    const refused = await refusal.json();
    expect(refused.error).toMatchObject({ code: -32000, data: { reason: "stream-limit" } });
    for (const s of open) s.close();
    const deadline = Date.now() + 2000;
    while (h.host.stats().streams > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(h.host.stats().streams).toBe(0);
  });

  it("ends every stream with the listen result when the host closes", async () => {
    const own = await startHost({});
    const stream = await openListen(own.url, { taskIds: [] }, { id: 7 });
    await stream.next();
    const closing = own.close();
    expect(await stream.next()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      result: {
        resultType: "complete",
        _meta: { [SUB]: 7, "io.modelcontextprotocol/serverInfo": { name: "mcp-tasks-host", version: "0.1.0" } },
      },
    });
    expect(await stream.next()).toBeUndefined();
    await closing;
  });
});
