import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { startServer, type RunningServer } from "../../examples/server/app.js";
import { EXT, request, result } from "./client.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, timeScale: 0.01 });
});
afterAll(async () => {
  await server.close();
});

/** The 2025-11-25 capability: tasks declared under `capabilities.tasks`, not under the extension. */
const legacyCaps = { elicitation: {}, tasks: { requests: { tools: { call: {} } } } };
/** The removed per-call opt-in of 2025-11-25. */
const legacyTaskParam = { ttl: 1000 };

describe("a client declaring only the legacy tasks capability", () => {
  it("gets a synchronous result for a tool that may run either way", async () => {
    const computed = await result(
      server.url,
      "tools/call",
      { name: "slow_compute", arguments: { seconds: 1, label: "legacy-caps" } },
      { caps: legacyCaps },
    );
    expect(computed.resultType).toBe("complete");
    expect(computed).not.toHaveProperty("taskId");
    expect(computed.content[0].text).toContain("legacy-caps");
  });

  it("gets -32021 for a tool that needs a task", async () => {
    const answer = await request(
      server.url,
      "tools/call",
      { name: "failing_job", arguments: {} },
      { caps: legacyCaps },
    );
    expect(answer.body.error?.code).toBe(-32021);
    expect(answer.body.error?.data?.requiredCapabilities?.extensions?.[EXT]).toEqual({});
    expect(answer.body.result).toBeUndefined();
  });

  it("gets -32021 for tasks/get, tasks/update and tasks/cancel, even on an existing task", async () => {
    const created = await result(server.url, "tools/call", { name: "slow_compute", arguments: { seconds: 60 } });
    const params = { taskId: created.taskId };
    for (const method of ["tasks/get", "tasks/update", "tasks/cancel"]) {
      const body = method === "tasks/update" ? { ...params, inputResponses: {} } : params;
      const answer = await request(server.url, method, body, { caps: legacyCaps });
      expect(answer.body.error?.code, method).toBe(-32021);
    }
    const still = await result(server.url, "tasks/get", params);
    expect(still.status).toBe("working");
    await result(server.url, "tasks/cancel", params);
  });
});

describe("the legacy task param of tools/call", () => {
  it("is no opt-in for a client that does not declare the extension", async () => {
    for (const caps of [{}, legacyCaps]) {
      const computed = await result(
        server.url,
        "tools/call",
        { name: "slow_compute", arguments: { seconds: 1, label: "param" }, task: legacyTaskParam },
        { caps },
      );
      expect(computed.resultType, JSON.stringify(caps)).toBe("complete");
      expect(computed).not.toHaveProperty("taskId");
      expect(computed.content[0].text).toContain("param");
    }
  });

  it("does not stop a tool that needs a task from refusing a non-declaring client", async () => {
    const answer = await request(
      server.url,
      "tools/call",
      { name: "protocol_error_job", arguments: {}, task: legacyTaskParam },
      { caps: {} },
    );
    expect(answer.body.error?.code).toBe(-32021);
  });
});
