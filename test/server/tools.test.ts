import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { startServer, type RunningServer } from "../../examples/server/app.js";
import { EXT, pollUntil, request, result } from "./client.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, timeScale: 0.01 });
});
afterAll(async () => {
  await server.close();
});

describe("server/discover", () => {
  it("advertises the tasks extension under extensions, not the legacy capabilities.tasks", async () => {
    const discovered = await result(server.url, "server/discover");
    expect(discovered.resultType).toBe("complete");
    expect(discovered.supportedVersions).toContain("2026-07-28");
    expect(discovered.capabilities.extensions[EXT]).toEqual({});
    expect(discovered.capabilities).not.toHaveProperty("tasks");
    expect(discovered.capabilities.tools).toBeDefined();
  });
});

describe("tools/list", () => {
  it("lists every tool the suite drives, with object input schemas", async () => {
    const listed = await result(server.url, "tools/list");
    expect(listed.resultType).toBe("complete");
    const names = (listed.tools as { name: string; inputSchema: { type: string } }[]).map((tool) => tool.name);
    expect(names).toEqual([
      "greet",
      "slow_compute",
      "failing_job",
      "protocol_error_job",
      "confirm_delete",
      "multi_input",
      "test_tool_with_task",
    ]);
    for (const tool of listed.tools) expect(tool.inputSchema.type).toBe("object");
  });
});

describe("synchronous tools/call", () => {
  it("greets synchronously even for a client declaring tasks", async () => {
    const greeted = await result(server.url, "tools/call", { name: "greet", arguments: { name: "Ada" } });
    expect(greeted).toEqual({ resultType: "complete", content: [{ type: "text", text: "Hello, Ada!" }] });
  });

  it("ignores the legacy task param", async () => {
    const greeted = await result(server.url, "tools/call", {
      name: "greet",
      arguments: { name: "legacy" },
      task: { ttl: 60000 },
    });
    expect(greeted.resultType).toBe("complete");
    expect(greeted).not.toHaveProperty("taskId");
  });

  it("runs slow_compute synchronously for a client that does not declare tasks", async () => {
    const computed = await result(
      server.url,
      "tools/call",
      { name: "slow_compute", arguments: { seconds: 1, label: "sync" } },
      { caps: {} },
    );
    expect(computed.resultType).toBe("complete");
    expect(computed).not.toHaveProperty("taskId");
    expect(computed.content[0].text).toContain("sync");
  });

  it("refuses a task-only tool to a non-declaring client with -32021 and the required capability", async () => {
    const answer = await request(server.url, "tools/call", { name: "failing_job", arguments: {} }, { caps: {} });
    expect(answer.body.error?.code).toBe(-32021);
    expect(answer.body.error?.data?.requiredCapabilities?.extensions?.[EXT]).toEqual({});
  });

  it("answers an unknown tool with -32602", async () => {
    const answer = await request(server.url, "tools/call", { name: "no_such_tool", arguments: {} });
    expect(answer.body.error?.code).toBe(-32602);
  });

  it("takes a per-request capability override as the opt-in", async () => {
    const created = await result(
      server.url,
      "tools/call",
      { name: "slow_compute", arguments: { seconds: 1 } },
      { caps: { extensions: { [EXT]: {} } } },
    );
    expect(created.resultType).toBe("task");
  });
});

describe("test_tool_with_task (multi round-trip before task creation)", () => {
  it("asks for a name synchronously, then creates a task whose result contains it", async () => {
    const round1 = await result(server.url, "tools/call", { name: "test_tool_with_task", arguments: {} });
    expect(round1.resultType).toBe("input_required");
    expect(round1).not.toHaveProperty("taskId");
    const [key] = Object.keys(round1.inputRequests);
    expect(round1.inputRequests[key!].method).toBe("elicitation/create");

    const round2 = await result(server.url, "tools/call", {
      name: "test_tool_with_task",
      arguments: {},
      inputResponses: { [key!]: { action: "accept", content: { name: "Alice" } } },
      ...(round1.requestState === undefined ? {} : { requestState: round1.requestState }),
    });
    expect(round2.resultType).toBe("task");
    expect(round2).not.toHaveProperty("requestState");
    expect(round2).not.toHaveProperty("inputRequests");
    const done = await pollUntil(server.url, round2.taskId, (task) => task.status === "completed");
    expect(done.result.content[0].text).toMatch(/Alice/);
  });

  it("ends with a tool error instead of asking again when the name is declined", async () => {
    const round1 = await result(server.url, "tools/call", { name: "test_tool_with_task", arguments: {} });
    const [key] = Object.keys(round1.inputRequests);
    const round2 = await result(server.url, "tools/call", {
      name: "test_tool_with_task",
      arguments: {},
      inputResponses: { [key!]: { action: "decline" } },
    });
    expect(round2.resultType).toBe("complete");
    expect(round2.isError).toBe(true);
    expect(round2).not.toHaveProperty("taskId");
    expect(round2).not.toHaveProperty("inputRequests");
  });
});

describe("tools/list wire shape", () => {
  it("carries no 2025-11-25 per-tool task support", async () => {
    const listed = await result(server.url, "tools/list");
    for (const tool of listed.tools) expect(tool).not.toHaveProperty("execution");
  });
});
