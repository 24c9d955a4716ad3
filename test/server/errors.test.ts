import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { startServer, type RunningServer } from "../../examples/server/app.js";
import { memoryStore, type TaskStore } from "mcp-tasks/store";
import { EXT, pollUntil, request, result } from "./client.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, timeScale: 0.01 });
});
afterAll(async () => {
  await server.close();
});

const taskMethods = ["tasks/get", "tasks/update", "tasks/cancel"] as const;
const paramsFor = (method: string, taskId: string) =>
  method === "tasks/update" ? { taskId, inputResponses: {} } : { taskId };

describe("protocol errors", () => {
  it("answers an unknown task with -32602 on every tasks method", async () => {
    for (const method of taskMethods) {
      const answer = await request(server.url, method, paramsFor(method, "no-such-task"));
      expect(answer.body.error?.code, method).toBe(-32602);
    }
  });

  it("answers a non-declaring client with -32021 before looking the task up", async () => {
    const created = await result(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 60 } });
    for (const method of taskMethods) {
      for (const taskId of ["gate-test", created.taskId as string]) {
        const answer = await request(server.url, method, paramsFor(method, taskId), { caps: {} });
        expect(answer.body.error?.code, `${method} ${taskId}`).toBe(-32021);
        expect(answer.body.error?.data?.requiredCapabilities?.extensions?.[EXT]).toEqual({});
      }
    }
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("answers the removed tasks/result and tasks/list, and unknown methods, with -32601", async () => {
    for (const method of ["tasks/result", "tasks/list", "no/such/method"]) {
      const params = method === "tasks/result" ? { taskId: "tasks-conformance-isolation-probe" } : {};
      const answer = await request(server.url, method, params);
      expect(answer.body.error?.code, method).toBe(-32601);
      expect(answer.status).toBe(404);
    }
  });

  it("answers a mismatched Mcp-Method with -32020", async () => {
    const answer = await request(
      server.url,
      "tools/call",
      { name: "greet", arguments: { name: "x" } },
      { headers: { "Mcp-Method": "tasks/get" } },
    );
    expect(answer.body.error?.code).toBe(-32020);
  });

  it("answers a missing Mcp-Method with -32020", async () => {
    const answer = await request(server.url, "server/discover", {}, { omit: ["Mcp-Method"] });
    expect(answer.body.error?.code).toBe(-32020);
  });

  it("answers a missing Mcp-Name with -32020 on tasks/get, tasks/update and tasks/cancel, before touching the task", async () => {
    const created = await result(server.url, "tools/call", {
      name: "confirm_delete",
      arguments: { filename: "headers.txt" },
    });
    const waiting = await pollUntil(server.url, created.taskId, (task) => task.status === "input_required");
    const [key] = Object.keys(waiting.inputRequests);
    const params = {
      "tasks/get": { taskId: created.taskId },
      "tasks/update": {
        taskId: created.taskId,
        inputResponses: { [key!]: { action: "accept", content: { confirm: true } } },
      },
      "tasks/cancel": { taskId: created.taskId },
    };
    for (const method of taskMethods) {
      const answer = await request(server.url, method, params[method], { omit: ["Mcp-Name"] });
      expect(answer.body.error?.code, method).toBe(-32020);
      expect(answer.body.error?.message, method).toContain("Mcp-Name");
      const unknown = await request(server.url, method, paramsFor(method, "no-such-task"), { omit: ["Mcp-Name"] });
      expect(unknown.body.error?.code, `${method} on an unknown task`).toBe(-32020);
    }
    const still = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(still.status).toBe("input_required");
    expect(Object.keys(still.inputRequests)).toEqual([key]);
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("requires Mcp-Name only of methods that name a target", async () => {
    for (const method of ["tasks/result", "tasks/list"]) {
      const params = method === "tasks/result" ? { taskId: "tasks-conformance-isolation-probe" } : {};
      const answer = await request(server.url, method, params, { omit: ["Mcp-Name"] });
      expect(answer.body.error?.code, method).toBe(-32601);
    }
    expect((await result(server.url, "tools/list", {}, { omit: ["Mcp-Name"] })).tools).toBeDefined();
    const call = await request(
      server.url,
      "tools/call",
      { name: "greet", arguments: { name: "x" } },
      { omit: ["Mcp-Name"] },
    );
    expect(call.body.error?.code).toBe(-32020);
  });

  it("answers a mismatched Mcp-Name with -32020, on tasks/get and on tools/call", async () => {
    const created = await result(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 60 } });
    const onGet = await request(
      server.url,
      "tasks/get",
      { taskId: created.taskId },
      { headers: { "Mcp-Name": "another-task" } },
    );
    expect(onGet.body.error?.code).toBe(-32020);
    const onCall = await request(
      server.url,
      "tools/call",
      { name: "greet", arguments: { name: "x" } },
      { headers: { "Mcp-Name": "slow_compute" } },
    );
    expect(onCall.body.error?.code).toBe(-32020);
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("accepts matching routing headers, whatever their case and padding", async () => {
    const created = await result(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 60 } });
    const got = await result(
      server.url,
      "tasks/get",
      { taskId: created.taskId },
      { headers: { "Mcp-Method": " tasks/get ", "Mcp-Name": created.taskId } },
    );
    expect(got.taskId).toBe(created.taskId);
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
  });

  it("answers a protocol version header that disagrees with _meta with -32020", async () => {
    const answer = await request(
      server.url,
      "server/discover",
      {},
      { headers: { "MCP-Protocol-Version": "2025-11-25" } },
    );
    expect(answer.body.error?.code).toBe(-32020);
  });

  it("echoes the request id on errors", async () => {
    const answer = await request(server.url, "tasks/get", { taskId: "no-such-task" });
    expect(answer.body.id).toEqual(expect.any(Number));
  });
});

describe("internal errors", () => {
  it("answers -32603 when the store fails a new task, reports it, and sends no task", async () => {
    const store = memoryStore();
    const broken: TaskStore = {
      ...store,
      create: async () => ({ ok: false, error: { code: "unavailable", message: "disk full" } }),
    };
    const logged: string[] = [];
    const server = await startServer({
      port: 0,
      timeScale: 0.01,
      store: broken,
      log: (message) => logged.push(message),
    });
    try {
      const answer = await request(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 1 } });
      expect(answer.body.error?.code).toBe(-32603);
      expect(answer.body.result).toBeUndefined();
      expect(logged.join("\n")).toContain("disk full");
    } finally {
      await server.close();
    }
  });

  it("reports a store that throws in background work instead of crashing, and the task does not end as if it had", async () => {
    const store = memoryStore();
    const failing: TaskStore = {
      ...store,
      apply: async () => {
        throw new Error("disk full");
      },
    };
    const logged: string[] = [];
    const server = await startServer({
      port: 0,
      timeScale: 0.01,
      store: failing,
      log: (message) => logged.push(message),
    });
    try {
      const created = await result(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 0 } });
      expect(created.resultType).toBe("task");
      const deadline = Date.now() + 10_000;
      while (!logged.join("\n").includes("disk full") && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(logged.join("\n")).toContain("disk full");
      expect((await result(server.url, "tasks/get", { taskId: created.taskId })).status).toBe("working");
    } finally {
      await server.close();
    }
  });
});
