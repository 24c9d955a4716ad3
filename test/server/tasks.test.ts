import { afterAll, beforeAll, describe, it, expect } from "vitest";
import { startServer, type RunningServer } from "../../examples/server/app.js";
import { memoryStore } from "mcp-tasks/store";
import { isTerminal, pollUntil, request, result } from "./client.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, timeScale: 0.01 });
});
afterAll(async () => {
  await server.close();
});

const envelopeKeys = ["taskId", "status", "result", "error", "inputRequests"];
const call = (name: string, args: Record<string, unknown> = {}) =>
  result(server.url, "tools/call", { name, arguments: args });

describe("task creation and polling", () => {
  it("returns a CreateTaskResult at once, readable through tasks/get, and completes", async () => {
    const created = await call("slow_compute", { seconds: 1, label: "poll" });
    expect(created.resultType).toBe("task");
    expect(created.status).toBe("working");
    expect(typeof created.taskId).toBe("string");
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    expect(Date.parse(created.lastUpdatedAt)).not.toBeNaN();
    expect(Number.isInteger(created.ttlMs)).toBe(true);
    for (const key of ["task", "result", "error", "inputRequests", "content", "ttl", "pollInterval", "requestState"]) {
      expect(created).not.toHaveProperty(key);
    }

    const first = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(first.resultType).toBe("complete");
    expect(first.taskId).toBe(created.taskId);

    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("completed");
    expect(done.resultType).toBe("complete");
    expect(done.result.content[0].text).toContain("poll");
    expect(done.result._meta?.["io.modelcontextprotocol/related-task"]).toBeUndefined();
  });

  it("ends failing_job completed with isError: true", async () => {
    const created = await call("failing_job");
    expect(created.resultType).toBe("task");
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("completed");
    expect(done.result.isError).toBe(true);
  });

  it("ends protocol_error_job failed with a JSON-RPC error and no result", async () => {
    const created = await call("protocol_error_job");
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("failed");
    expect(typeof done.error.code).toBe("number");
    expect(done.error.message).toContain("protocol_error_job");
    expect(done).not.toHaveProperty("result");
    // The diagnostic statusMessage (a SHOULD) travels alongside the error (a MUST).
    expect(typeof done.statusMessage).toBe("string");
    expect(done.statusMessage).toContain("internal error");
  });
});

describe("input_required and tasks/update", () => {
  it("confirm_delete asks one input and completes once answered", async () => {
    const created = await call("confirm_delete", { filename: "notes.txt" });
    const waiting = await pollUntil(server.url, created.taskId, (task) => task.status === "input_required");
    const keys = Object.keys(waiting.inputRequests);
    expect(keys).toHaveLength(1);
    expect(waiting.inputRequests[keys[0]!].method).toBe("elicitation/create");

    const ack = await result(server.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { [keys[0]!]: { action: "accept", content: { confirm: true } } },
    });
    expect(ack).toEqual({ resultType: "complete" });
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("completed");
    expect(done.result.content[0].text).toBe("Deleted notes.txt");
  });

  it("multi_input keeps the task input_required after a partial answer, then completes", async () => {
    const created = await call("multi_input");
    const waiting = await pollUntil(server.url, created.taskId, (task) => task.status === "input_required");
    const [k1, k2] = Object.keys(waiting.inputRequests);
    expect(k2).toBeDefined();

    const ack = await result(server.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { [k1!]: { action: "accept", content: { name: "one" } } },
    });
    expect(ack).toEqual({ resultType: "complete" });
    const partial = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(partial.status).toBe("input_required");
    expect(Object.keys(partial.inputRequests)).toEqual([k2]);

    // The key already answered is no longer outstanding: its new response is ignored.
    const second = await result(server.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: {
        [k1!]: { action: "accept", content: { name: "again" } },
        [k2!]: { action: "accept", content: { name: "two" } },
      },
    });
    expect(second).toEqual({ resultType: "complete" });
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("completed");
    expect(done.result.content[0].text).toBe("Received one and two");
  });

  it("acknowledges and ignores responses to keys that are not outstanding", async () => {
    const created = await call("confirm_delete", { filename: "keep.txt" });
    const waiting = await pollUntil(server.url, created.taskId, (task) => task.status === "input_required");
    const ack = await result(server.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { "unknown-key": { ignored: true } },
    });
    expect(ack).toEqual({ resultType: "complete" });
    const still = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(still.status).toBe("input_required");
    expect(Object.keys(still.inputRequests)).toEqual(Object.keys(waiting.inputRequests));
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
  });
});

describe("tasks/update on a terminal task", () => {
  it("acknowledges and ignores responses sent after the task ended", async () => {
    const created = await call("slow_compute", { seconds: 0, label: "ended" });
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    const ack = await result(server.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { late: { action: "accept", content: {} } },
    });
    expect(ack).toEqual({ resultType: "complete" });
    const after = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(after).toEqual(done);
  });
});

describe("tasks/cancel", () => {
  it("acknowledges with a bare result and the task ends cancelled", async () => {
    const created = await call("slow_compute", { seconds: 60, label: "cancel-me" });
    const ack = await result(server.url, "tasks/cancel", { taskId: created.taskId });
    expect(ack).toEqual({ resultType: "complete" });
    for (const key of envelopeKeys) expect(ack).not.toHaveProperty(key);
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("cancelled");
  });

  it("cancels a task waiting for input", async () => {
    const created = await call("confirm_delete", { filename: "x" });
    await pollUntil(server.url, created.taskId, (task) => task.status === "input_required");
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    expect(done.status).toBe("cancelled");
  });

  it("acknowledges cancelling a terminal task and leaves it as it was", async () => {
    const created = await call("slow_compute", { seconds: 0, label: "quick" });
    const done = await pollUntil(server.url, created.taskId, isTerminal);
    const ack = await result(server.url, "tasks/cancel", { taskId: created.taskId });
    expect(ack).toEqual({ resultType: "complete" });
    const after = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(after.status).toBe(done.status);
    expect(after.result).toEqual(done.result);
  });
});

describe("malformed responses", () => {
  it("refuses a malformed response to an outstanding key with -32602, and the task keeps waiting", async () => {
    const created = await call("confirm_delete", { filename: "bad.txt" });
    const waiting = await pollUntil(server.url, created.taskId, (task) => task.status === "input_required");
    const [key] = Object.keys(waiting.inputRequests);
    const answer = await request(server.url, "tasks/update", {
      taskId: created.taskId,
      inputResponses: { [key!]: { ignored: true } },
    });
    expect(answer.body.error?.code).toBe(-32602);
    const still = await result(server.url, "tasks/get", { taskId: created.taskId });
    expect(still.status).toBe("input_required");
    await result(server.url, "tasks/cancel", { taskId: created.taskId });
  });
});

describe("task expiry", () => {
  it("fails a task once its TTL has elapsed, then forgets it after the store's retention (-32602 afterwards)", async () => {
    const shortLived = await startServer({
      port: 0,
      timeScale: 0.01,
      ttlMs: 20,
      sweepIntervalMs: 10,
      store: memoryStore({ retentionMs: 200 }),
    });
    try {
      const created = await result(shortLived.url, "tools/call", { name: "slow_compute", arguments: { seconds: 60 } });
      expect(created.ttlMs).toBe(20);
      const failed = await pollUntil(shortLived.url, created.taskId, (task) => task.status !== "working");
      expect(failed.status).toBe("failed");
      expect(failed.error.code).toBe(-32603);
      const deadline = Date.now() + 5000;
      let answer = await request(shortLived.url, "tasks/get", { taskId: created.taskId });
      while (answer.body.error === undefined && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        answer = await request(shortLived.url, "tasks/get", { taskId: created.taskId });
      }
      expect(answer.body.error?.code).toBe(-32602);
    } finally {
      await shortLived.close();
    }
  });
});
