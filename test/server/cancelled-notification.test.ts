import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { startServer, type RunningServer } from "../../examples/server/app.js";
import { isTerminal, notify, pollUntil, request, result } from "./client.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, timeScale: 0.01 });
});
afterAll(async () => {
  await server.close();
});

/** Creates a task and returns its id with the JSON-RPC id of the tools/call that created it. */
async function createTask(
  name: string,
  args: Record<string, unknown>,
): Promise<{ taskId: string; requestId: unknown }> {
  const answer = await request(server.url, "tools/call", { name, arguments: args });
  expect(answer.body.result?.resultType).toBe("task");
  return { taskId: answer.body.result!.taskId as string, requestId: answer.body.id };
}

describe("notifications/cancelled", () => {
  it("is accepted without an answer and cancels no task waiting for input; tasks/update still completes it", async () => {
    const { taskId, requestId } = await createTask("confirm_delete", { filename: "kept.txt" });
    const waiting = await pollUntil(server.url, taskId, (task) => task.status === "input_required");
    for (const target of [requestId, taskId]) {
      const posted = await notify(server.url, "notifications/cancelled", {
        requestId: target,
        reason: "changed my mind",
      });
      expect(posted).toEqual({ status: 202, text: "" });
    }
    const still = await result(server.url, "tasks/get", { taskId });
    expect(still.status).toBe("input_required");
    expect(Object.keys(still.inputRequests)).toEqual(Object.keys(waiting.inputRequests));

    const [key] = Object.keys(waiting.inputRequests);
    await result(server.url, "tasks/update", {
      taskId,
      inputResponses: { [key!]: { action: "accept", content: { confirm: true } } },
    });
    const done = await pollUntil(server.url, taskId, isTerminal);
    expect(done.status).toBe("completed");
    expect(done.result.content[0].text).toBe("Deleted kept.txt");
  });

  it("does not stop a working task, which completes normally", async () => {
    const { taskId, requestId } = await createTask("slow_compute", { seconds: 20, label: "uncancelled" });
    for (const target of [requestId, taskId]) {
      expect((await notify(server.url, "notifications/cancelled", { requestId: target })).status).toBe(202);
    }
    const done = await pollUntil(server.url, taskId, isTerminal);
    expect(done.status).toBe("completed");
    expect(done.result.content[0].text).toContain("uncancelled");
  });
});
