/**
 * Attack: a tool whose result, or input requests, answer valid text on the first read and invalid text afterwards.
 * The host reads them once, checks that copy and stores that copy, so the task stays readable on every store.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostTool } from "../../src/host/index.js";
import { startHost, type RunningHost } from "../host/harness.js";
import { pollUntil, request } from "../server/client.js";
import { attackStores } from "./host-stores.js";

/** An object whose `field` reads `first` once and `later` on every read after. */
function twoFaced<T extends object>(base: T, field: string, first: string, later: string): T {
  let reads = 0;
  return Object.defineProperty(base, field, { enumerable: true, get: () => (++reads === 1 ? first : later) });
}

const tools: HostTool[] = [
  {
    name: "two_faced_result",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: [twoFaced({ type: "text" as const }, "text", "fine", "bad \ud800")] }) as never,
  },
  {
    name: "two_faced_input",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_args, context) => {
      const params = twoFaced(
        { mode: "form", requestedSchema: { type: "object", properties: {} } },
        "message",
        "Which one?",
        "bad \udc00",
      );
      await context.requestInput({ pick: { method: "elicitation/create", params } as never });
      return { content: [] };
    },
  },
];

describe.each(attackStores)("a tool's values are read once, on the $name store", (backend) => {
  let host: RunningHost;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await backend.open();
    close = opened.close;
    host = await startHost({ store: opened.stores[0], tools, sweepIntervalMs: 0 });
  });
  afterAll(async () => {
    await host.close();
    await close();
  });

  it("stores the result it checked: the task completes with the first read and stays readable", async () => {
    const created = await request(host.url, "tools/call", { name: "two_faced_result", arguments: {} });
    const taskId = created.body.result!.taskId as string;
    const done = await pollUntil(host.url, taskId, (t) => t.status !== "working");
    expect(done.status).toBe("completed");
    expect(done.result.content[0].text).toBe("fine");
    const again = await request(host.url, "tasks/get", { taskId });
    expect(again.status).toBe(200);
    expect(again.body.result!.result.content[0].text).toBe("fine");
  });

  it("stores the input requests it checked: the task waits for input and stays readable", async () => {
    const created = await request(host.url, "tools/call", { name: "two_faced_input", arguments: {} });
    const taskId = created.body.result!.taskId as string;
    const waiting = await pollUntil(host.url, taskId, (t) => t.status !== "working");
    expect(waiting.status).toBe("input_required");
    expect(waiting.inputRequests.pick.params.message).toBe("Which one?");
    expect((await request(host.url, "tasks/get", { taskId })).status).toBe(200);
    expect(host.errors).toEqual([]);
  });
});
