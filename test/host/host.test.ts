import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXT, pollUntil, request, result } from "../server/client.js";
import { startHost, type RunningHost } from "./harness.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";

let h: RunningHost;
beforeAll(async () => {
  h = await startHost({});
});
afterAll(async () => {
  await h.close();
});

const terminal = (task: Record<string, any>) => ["completed", "failed", "cancelled"].includes(task.status);

describe("a standalone host", () => {
  it("advertises the tasks extension and lists its tools without a task declaration per tool", async () => {
    const discovered = await result(h.url, "server/discover");
    expect(discovered.capabilities.extensions[EXT]).toEqual({});
    expect(discovered.supportedVersions).toEqual(["2026-07-28"]);
    const listed = await result(h.url, "tools/list");
    expect(listed.tools.map((t: { name: string }) => t.name)).toContain("ask_twice");
    for (const tool of listed.tools) expect(tool).not.toHaveProperty("execution");
  });

  it("answers a tool that forbids tasks inline, even for a declaring client", async () => {
    const echoed = await result(h.url, "tools/call", { name: "echo", arguments: { a: 1 } });
    expect(echoed).toEqual({ resultType: "complete", content: [{ type: "text", text: 'echo {"a":1}' }] });
  });

  it("runs an optional tool inline for a client that does not declare the extension", async () => {
    const worked = await result(h.url, "tools/call", { name: "work", arguments: { ms: 1 } }, { caps: {} });
    expect(worked).toEqual({ resultType: "complete", content: [{ type: "text", text: "worked" }] });
  });

  it("refuses a tool that needs a task to a client that does not declare the extension, with -32021", async () => {
    const answer = await request(h.url, "tools/call", { name: "tool_error", arguments: {} }, { caps: {} });
    expect(answer.body.error?.code).toBe(-32021);
    expect(answer.body.error?.data?.requiredCapabilities?.extensions?.[EXT]).toEqual({});
  });

  it("creates a task that a tasks/get right after the CreateTaskResult finds, and completes it", async () => {
    // Long enough that the get lands first on a loaded machine.
    const created = await result(h.url, "tools/call", { name: "work", arguments: { ms: 500 } });
    expect(created).toMatchObject({ resultType: "task", status: "working", ttlMs: 3_600_000, pollIntervalMs: 1000 });
    const first = await result(h.url, "tasks/get", { taskId: created.taskId });
    expect(first.status).toBe("working");
    const done = await pollUntil(h.url, created.taskId, terminal);
    expect(done).toMatchObject({
      resultType: "complete",
      status: "completed",
      result: { content: [{ type: "text", text: "worked" }] },
    });
  });

  it("completes a task whose tool result has isError: true", async () => {
    const created = await result(h.url, "tools/call", { name: "tool_error", arguments: {} });
    const done = await pollUntil(h.url, created.taskId, terminal);
    expect(done.status).toBe("completed");
    expect(done.result.isError).toBe(true);
  });

  it("fails a task whose work throws, with -32603 naming the tool, and one whose error carries a code with that code", async () => {
    const thrown = await pollUntil(
      h.url,
      (await result(h.url, "tools/call", { name: "throws", arguments: {} })).taskId,
      terminal,
    );
    expect(thrown).toMatchObject({ status: "failed", error: { code: -32603, message: "throws failed: kaboom" } });
    const coded = await pollUntil(
      h.url,
      (await result(h.url, "tools/call", { name: "rejects_rpc", arguments: {} })).taskId,
      terminal,
    );
    expect(coded).toMatchObject({
      status: "failed",
      error: { code: -32050, message: "rate limited", data: { retryAfter: 3 } },
    });
  });

  it("fails a task whose tool returns something that is no tool result, instead of storing it", async () => {
    const done = await pollUntil(
      h.url,
      (await result(h.url, "tools/call", { name: "bad_result", arguments: {} })).taskId,
      terminal,
    );
    expect(done.status).toBe("failed");
    expect(done.error.message).toContain("bad_result returned an invalid tool result");
  });

  it("fails a task whose tool asks for input that is not valid on the wire, keeping the task readable", async () => {
    const done = await pollUntil(
      h.url,
      (await result(h.url, "tools/call", { name: "bad_input", arguments: {} })).taskId,
      terminal,
    );
    expect(done.status).toBe("failed");
    expect(done.error.message).toMatch(/^bad_input failed: invalid input requests: \/x/);
  });

  it("caps the message kept from a thrown error, and fails rather than strands a task whose result cannot be stored", async () => {
    const long = await pollUntil(
      h.url,
      (await result(h.url, "tools/call", { name: "long_error", arguments: {} })).taskId,
      terminal,
    );
    expect(long.error.message.length).toBe(4096 + 3);
    const odd = await pollUntil(
      h.url,
      (await result(h.url, "tools/call", { name: "unstorable", arguments: {} })).taskId,
      terminal,
    );
    expect(odd.status).toBe("failed");
    expect(odd.error.message).toMatch(/^unstorable returned an invalid tool result/);
    // A store that refuses the completion itself: the task is failed, not left working.
    const base = memoryStore();
    const refusing: TaskStore = {
      ...base,
      apply: (taskId, event, scope) =>
        event.type === "complete"
          ? Promise.resolve({ ok: false, error: { code: "invalid", message: "no room" } })
          : base.apply(taskId, event, scope),
    };
    const other = await startHost({ store: refusing });
    try {
      const refused = await pollUntil(
        other.url,
        (await result(other.url, "tools/call", { name: "tool_error", arguments: {} })).taskId,
        terminal,
      );
      expect(refused.status).toBe("failed");
      expect(refused.error.message).toBe("the task's outcome could not be stored: no room");
    } finally {
      await other.close();
    }
  });

  it("asks for input once and resumes with the answer", async () => {
    const created = await result(h.url, "tools/call", { name: "ask_once", arguments: {} });
    const waiting = await pollUntil(h.url, created.taskId, (t) => t.status === "input_required");
    expect(Object.keys(waiting.inputRequests)).toEqual(["who"]);
    expect(
      await result(h.url, "tasks/update", {
        taskId: created.taskId,
        inputResponses: { who: { action: "accept", content: { name: "Ada" } } },
      }),
    ).toEqual({ resultType: "complete" });
    const done = await pollUntil(h.url, created.taskId, terminal);
    expect(done.result.content[0].text).toBe('hello {"action":"accept","content":{"name":"Ada"}}');
  });

  it("asks two rounds, keeps a partial answer waiting, ignores unknown keys and sets a status message between rounds", async () => {
    const created = await result(h.url, "tools/call", { name: "ask_twice", arguments: {} });
    const round1 = await pollUntil(h.url, created.taskId, (t) => t.status === "input_required");
    expect(Object.keys(round1.inputRequests)).toEqual(["a", "b"]);
    await result(h.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { a: { action: "accept", content: { name: "A" } }, nope: { action: "decline" } },
    });
    const partial = await result(h.url, "tasks/get", { taskId: created.taskId });
    expect(partial.status).toBe("input_required");
    expect(Object.keys(partial.inputRequests)).toEqual(["b"]);
    await result(h.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { b: { action: "accept", content: { name: "B" } } },
    });
    const round2 = await pollUntil(
      h.url,
      created.taskId,
      (t) => t.status === "input_required" && "c" in t.inputRequests,
    );
    expect(Object.keys(round2.inputRequests)).toEqual(["c"]);
    await result(h.url, "tasks/update", { taskId: created.taskId, inputResponses: { c: { action: "decline" } } });
    const done = await pollUntil(h.url, created.taskId, terminal);
    expect(JSON.parse(done.result.content[0].text)).toEqual({
      a: { action: "accept", content: { name: "A" } },
      b: { action: "accept", content: { name: "B" } },
      c: { action: "decline" },
    });
    expect(done.statusMessage).toBeUndefined();
  });

  it("cancels at once, aborts the work's signal, and acknowledges a cancel of a task that already ended", async () => {
    const created = await result(h.url, "tools/call", { name: "cancellable", arguments: {} });
    await pollUntil(h.url, created.taskId, (t) => t.statusMessage === "waiting to be cancelled");
    expect(h.host.stats().workers).toBeGreaterThan(0);
    expect(await result(h.url, "tasks/cancel", { taskId: created.taskId })).toEqual({ resultType: "complete" });
    expect((await result(h.url, "tasks/get", { taskId: created.taskId })).status).toBe("cancelled");
    expect(await result(h.url, "tasks/cancel", { taskId: created.taskId })).toEqual({ resultType: "complete" });
    const deadline = Date.now() + 2000;
    while (h.host.stats().workers > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(h.host.stats().workers).toBe(0);
  });

  it("answers the removed methods with -32601, unknown tasks with -32602, and undeclared tasks/* with -32021", async () => {
    for (const method of ["tasks/result", "tasks/list"])
      expect((await request(h.url, method, { taskId: "x" })).body.error?.code).toBe(-32601);
    expect((await request(h.url, "tasks/get", { taskId: "nope" })).body.error?.code).toBe(-32602);
    expect((await request(h.url, "tasks/cancel", { taskId: "nope" })).body.error?.code).toBe(-32602);
    expect((await request(h.url, "tasks/update", { taskId: "nope", inputResponses: {} })).body.error?.code).toBe(
      -32602,
    );
    expect((await request(h.url, "tasks/get", { taskId: "nope" }, { caps: {} })).body.error?.code).toBe(-32021);
  });

  it("checks the routing headers and the protocol version", async () => {
    expect((await request(h.url, "tasks/get", { taskId: "x" }, { omit: ["Mcp-Name"] })).body.error?.code).toBe(-32020);
    expect(
      (await request(h.url, "tools/call", { name: "echo", arguments: {} }, { headers: { "Mcp-Name": "work" } })).body
        .error?.code,
    ).toBe(-32020);
    expect(
      (await request(h.url, "tasks/get", { taskId: "x" }, { headers: { "MCP-Protocol-Version": "2025-11-25" } })).body
        .error?.code,
    ).toBe(-32020);
    const unsupported = await fetch(h.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "MCP-Protocol-Version": "2099-01-01",
        "Mcp-Method": "tasks/get",
        "Mcp-Name": "x",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tasks/get",
        params: {
          taskId: "x",
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2099-01-01",
            "io.modelcontextprotocol/clientCapabilities": { extensions: { [EXT]: {} } },
          },
        },
      }),
    });
    expect(((await unsupported.json()) as { error: { code: number } }).error.code).toBe(-32022);
  });

  it("acknowledges a tasks/update whose malformed responses sit under keys that are not outstanding", async () => {
    const created = await result(h.url, "tools/call", { name: "ask_once", arguments: {} });
    await pollUntil(h.url, created.taskId, (t) => t.status === "input_required");
    const ignored = await request(h.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { stranger: "not a response" },
    });
    expect(ignored.body.result).toEqual({ resultType: "complete" });
    const refused = await request(h.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { who: "not a response" },
    });
    expect(refused.body.error?.code).toBe(-32602);
    await result(h.url, "tasks/cancel", { taskId: created.taskId });
  });
});
