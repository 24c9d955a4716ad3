import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRpcError, MAX_STATUS_MESSAGE, type HostTool } from "../../src/host/index.js";
import { isTerminal, pollUntil, request, result } from "../server/client.js";
import { sleep, startHost, type RunningHost } from "./harness.js";
import { openListen } from "./sse-client.js";

const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "?", requestedSchema: { type: "object" as const, properties: {} } },
};
const rethrow = (error: unknown): never => {
  throw error;
};
// "split failed: " is 14 characters, so the emoji's high surrogate sits at index 4095, the last one kept.
const SPLIT = `${"x".repeat(4096 - 14 - 1)}\u{1F600}tail`;
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const tools: HostTool[] = [
  {
    name: "split",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => rethrow(new Error(SPLIT)),
  },
  {
    name: "lone",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => rethrow(new Error("bad \ud800 end")),
  },
  {
    name: "lone_inline",
    taskSupport: "forbidden",
    inputSchema: { type: "object" },
    run: async () => rethrow(new Error("bad \udc00")),
  },
  {
    name: "coded",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () =>
      rethrow(
        jsonRpcError(-32050, "coded \udfff", { note: "x\ud800", "k\udc00": "\\ud800 \\\udbff", pair: "\u{1F600}" }),
      ),
  },
  {
    name: "deep_data",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => rethrow(jsonRpcError(-32050, "deep", JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`))),
  },
  {
    name: "status",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      await ctx.setStatusMessage("s \udc00");
      await sleep(60_000, ctx.signal);
      return text("never");
    },
  },
  {
    name: "long_status",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const refused = await ctx.setStatusMessage("x".repeat(MAX_STATUS_MESSAGE + 1));
      const taken = await ctx.setStatusMessage("x".repeat(MAX_STATUS_MESSAGE));
      return text(`${refused} ${taken}`);
    },
  },
  {
    name: "lone_key",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => text(JSON.stringify(await ctx.requestInput({ "k\ud800": form }))),
  },
  {
    name: "lone_request",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const refused = await ctx.requestInput({ k: { ...form, params: { ...form.params, message: "\udc00?" } } }).then(
        () => "asked",
        (error: Error) => error.message,
      );
      return text(refused);
    },
  },
  {
    name: "lone_result",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: [], structuredContent: { "a\ud800": 1 } }),
  },
  {
    name: "deep_result",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: [], structuredContent: { a: JSON.parse(`${"[".repeat(125)}${"]".repeat(125)}`) } }),
  },
  {
    name: "deep_request",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async (_a, ctx) => {
      const nested = JSON.parse(`${"[".repeat(123)}${"]".repeat(123)}`);
      return text(
        await ctx
          .requestInput({
            k: {
              ...form,
              params: { ...form.params, requestedSchema: { type: "object", properties: {}, x: nested } as never },
            },
          })
          .then(
            () => "asked",
            (error: Error) => error.message,
          ),
      );
    },
  },
  {
    name: "tool_limit",
    taskSupport: "forbidden",
    inputSchema: { type: "object" },
    run: async () => rethrow(jsonRpcError(-32000, "the tool's own quota")),
  },
];

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({ tools });
});
afterAll(async () => {
  await h.close();
});

async function ended(name: string): Promise<Record<string, any>> {
  const created = await result(h.url, "tools/call", { name, arguments: {} });
  return pollUntil(h.url, created.taskId, isTerminal);
}

describe("a status message too long for an answer", () => {
  it("is refused to the tool (false, not set), and one at the limit is set", async () => {
    const task = await ended("long_status");
    expect(task.status).toBe("completed");
    expect(task.result.content[0].text).toBe("false true");
  });
});

describe("text from a tool that has no UTF-8 encoding", () => {
  it("cuts a long thrown message on a code-point boundary, so the failed task stays readable", async () => {
    const task = await ended("split");
    expect(task.status).toBe("failed");
    expect(task.error.message).toBe(`split failed: ${"x".repeat(4081)}...`);
    expect(task.statusMessage).toBe(task.error.message);
  });

  it("replaces lone surrogates in a thrown message and its data, and drops data too deep to encode", async () => {
    expect((await ended("lone")).error).toEqual({ code: -32603, message: "lone failed: bad \ufffd end" });
    const data = { note: "x\ufffd", "k\ufffd": "\\ud800 \\\ufffd", pair: "\u{1F600}" };
    expect((await ended("coded")).error).toEqual({ code: -32050, message: "coded \ufffd", data });
    expect((await ended("deep_data")).error).toEqual({ code: -32050, message: "deep" });
    const inline = await request(h.url, "tools/call", { name: "lone_inline", arguments: {} });
    expect(inline.body.error).toEqual({ code: -32603, message: "lone_inline failed: bad \ufffd" });
    expect(h.errors).toEqual([]);
  });

  it("replaces lone surrogates in a status message, which tasks/get and listen streams then carry", async () => {
    const created = await result(h.url, "tools/call", { name: "status", arguments: {} });
    const got = await pollUntil(h.url, created.taskId, (task) => task.statusMessage !== undefined);
    expect(got.statusMessage).toBe("s \ufffd");
    const stream = await openListen(h.url, { taskIds: [created.taskId] });
    expect((await stream.next())!.method).toBe("notifications/subscriptions/acknowledged");
    expect((await stream.next())!.params.statusMessage).toBe("s \ufffd");
    stream.close();
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("refuses to the tool input requests and results that would not encode, and the task stays readable", async () => {
    const key = await ended("lone_key");
    expect(key.status).toBe("failed");
    expect(key.error.message).toMatch(/^lone_key failed: invalid input requests: /);
    expect(key.error.message).not.toMatch(LONE);
    const asked = await ended("lone_request");
    expect(asked.status).toBe("completed");
    expect(asked.result.content[0].text).toMatch(
      /^invalid input requests: \/k\/params\/message a string holds a lone surrogate/,
    );
    const returned = await ended("lone_result");
    expect(returned.status).toBe("failed");
    expect(returned.error.message).toMatch(
      /^lone_result returned an invalid tool result: \/structuredContent\/a\ufffd a string holds a lone surrogate/,
    );
  });

  it("refuses results and input requests that fit alone but would nest too deep inside a tasks/get answer", async () => {
    const returned = await ended("deep_result");
    expect(returned.status).toBe("failed");
    expect(returned.error.message).toMatch(/^deep_result returned an invalid tool result: .* deeper than the limit/);
    const asked = await ended("deep_request");
    expect(asked.result.content[0].text).toMatch(/^invalid input requests: .* deeper than the limit/);
  });
});

describe("HTTP status of a tool's own error", () => {
  it("is 400 for a tool's -32000, which is no live-task-limit refusal of the host", async () => {
    const answered = await request(h.url, "tools/call", { name: "tool_limit", arguments: {} });
    expect(answered.body.error).toEqual({ code: -32000, message: "the tool's own quota" });
    expect(answered.status).toBe(400);
  });
});
