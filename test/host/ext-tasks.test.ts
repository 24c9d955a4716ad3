import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TaskCancelledError, TaskFailedError, resultFromTaskOutcome } from "@modelcontextprotocol/ext-tasks/client";
import { openSession } from "./ext-tasks-client.js";
import { startHost, type RunningHost } from "./harness.js";
import { sdkHandler } from "./sdk-inner.js";

const configurations = [
  {
    name: "a standalone host",
    inner: false,
    immediateTool: "echo",
    immediateArgs: { a: 1 },
    immediateText: 'echo {"a":1}',
  },
  {
    name: "a host in front of the SDK",
    inner: true,
    immediateTool: "add",
    immediateArgs: { a: 20, b: 22 },
    immediateText: "42",
  },
] as const;

describe.each(configurations)("the official ext-tasks client against $name", (config) => {
  let h: RunningHost;
  let sdk: ReturnType<typeof sdkHandler> | undefined;
  beforeAll(async () => {
    sdk = config.inner ? sdkHandler() : undefined;
    h = await startHost({ pollIntervalMs: 10, ...(sdk === undefined ? {} : { inner: sdk.handler.fetch }) });
  });
  afterAll(async () => {
    await h.close();
    await sdk?.handler.close();
  });

  it("negotiates the V2 task generation from server/discover", async () => {
    const s = await openSession(h.url);
    try {
      expect(s.client.getProtocolEra()).toBe("modern");
      expect(s.session.capabilities).toBeDefined();
    } finally {
      await s.close();
    }
  });

  it("gets an immediate result", async () => {
    const s = await openSession(h.url);
    try {
      const execution = await s.session.callTool(config.immediateTool, config.immediateArgs);
      expect(execution.kind).toBe("immediate");
      const { outcome } = await execution.settle();
      expect(outcome.status).toBe("completed");
      expect((resultFromTaskOutcome(outcome) as { content: unknown }).content).toEqual([
        { type: "text", text: config.immediateText },
      ]);
    } finally {
      await s.close();
    }
  });

  it("follows a task that completes", async () => {
    const s = await openSession(h.url);
    try {
      const execution = await s.session.callTool("work", { ms: 30 });
      expect(execution.kind).toBe("task");
      const { outcome, lastTask } = await execution.settle();
      expect(outcome.status).toBe("completed");
      expect((resultFromTaskOutcome(outcome) as { content: unknown }).content).toEqual([
        { type: "text", text: "worked" },
      ]);
      expect(lastTask?.status).toBe("completed");
    } finally {
      await s.close();
    }
  });

  it("reports an isError tool result as a completed task", async () => {
    const s = await openSession(h.url);
    try {
      const { outcome } = await (await s.session.callTool("tool_error", {})).settle();
      expect(outcome.status).toBe("completed");
      expect(resultFromTaskOutcome(outcome)).toMatchObject({
        isError: true,
        content: [{ type: "text", text: "it went wrong" }],
      });
    } finally {
      await s.close();
    }
  });

  it("reports a task whose work throws as failed, with the JSON-RPC error", async () => {
    const s = await openSession(h.url);
    try {
      const { outcome } = await (await s.session.callTool("rejects_rpc", {})).settle();
      expect(outcome.status).toBe("failed");
      if (outcome.status !== "failed") return;
      expect(outcome.error).toBeInstanceOf(TaskFailedError);
      expect(outcome.error.code).toBe(-32050);
      expect(outcome.error.message).toContain("rate limited");
      expect(() => resultFromTaskOutcome(outcome)).toThrow(TaskFailedError);
    } finally {
      await s.close();
    }
  });

  it("answers one round of elicitation through its input handler", async () => {
    const asked: unknown[] = [];
    const s = await openSession(h.url, async (request) => {
      asked.push(request);
      return { action: "accept", content: { name: "Grace" } } as never;
    });
    try {
      const { outcome } = await (await s.session.callTool("ask_once", {})).settle();
      expect(outcome.status).toBe("completed");
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({ kind: "elicitation", params: { message: "Who?" } });
      expect(resultFromTaskOutcome(outcome)).toMatchObject({
        content: [{ type: "text", text: 'hello {"action":"accept","content":{"name":"Grace"}}' }],
      });
    } finally {
      await s.close();
    }
  });

  it("answers two rounds of elicitation, the first with two requests", async () => {
    const messages: string[] = [];
    const s = await openSession(h.url, async (request) => {
      const message = (request.params as { message: string }).message;
      messages.push(message);
      return { action: "accept", content: { name: message.replace("?", "!") } } as never;
    });
    try {
      const { outcome } = await (await s.session.callTool("ask_twice", {})).settle();
      expect(outcome.status).toBe("completed");
      expect(messages.sort()).toEqual(["First?", "Second?", "Third?"]);
      const text = (resultFromTaskOutcome(outcome) as { content: { text: string }[] }).content[0]!.text;
      expect(JSON.parse(text)).toEqual({
        a: { action: "accept", content: { name: "First!" } },
        b: { action: "accept", content: { name: "Second!" } },
        c: { action: "accept", content: { name: "Third!" } },
      });
    } finally {
      await s.close();
    }
  });

  it("cancels a running task, and the work's signal fires", async () => {
    const s = await openSession(h.url);
    try {
      const execution = await s.session.callTool("cancellable", {});
      expect(execution.kind).toBe("task");
      await new Promise((resolve) => setTimeout(resolve, 30));
      const workersBefore = h.host.stats().workers;
      expect(workersBefore).toBeGreaterThan(0);
      await execution.cancel();
      const { outcome } = await execution.settle();
      expect(outcome.status).toBe("cancelled");
      expect(() => resultFromTaskOutcome(outcome)).toThrow(TaskCancelledError);
      const deadline = Date.now() + 2000;
      while (h.host.stats().workers >= workersBefore && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      expect(h.host.stats().workers).toBeLessThan(workersBefore);
    } finally {
      await s.close();
    }
  });
});
