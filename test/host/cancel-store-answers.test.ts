/**
 * tasks/cancel as the store answers it: the status message a cancelled task carries, what is acknowledged (only a
 * task that already ended), and what a clock that cannot give the time makes of a cancel or an update.
 */
import { describe, expect, it } from "vitest";
import type { TasksHost } from "../../src/host/index.js";
import { memoryStore, type StoreError, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };

async function call(host: TasksHost, method: string, params: Record<string, unknown>) {
  const request = rpc(method, params);
  const id = JSON.parse(await request.clone().text()).id;
  return { id, ...(await read(await host.fetch(request, info))) };
}

async function started(host: TasksHost): Promise<string> {
  return (await call(host, "tools/call", { name: "cancellable", arguments: {} })).body.result.taskId as string;
}

/** The memory store, answering every cancel with `error`. */
function refusingCancel(error: StoreError): TaskStore {
  const inner = memoryStore();
  return {
    ...inner,
    apply: (taskId, event, scope) =>
      event.type === "cancel" ? Promise.resolve({ ok: false, error }) : inner.apply(taskId, event, scope),
  };
}

const storeMessages = (errors: unknown[]) =>
  errors.map((e) => (e as Error).message).filter((m) => m.startsWith("task store:"));

describe("tasks/cancel", () => {
  it("leaves the task cancelled with a status message saying the client asked", async () => {
    const { host } = makeHost();
    const taskId = await started(host);
    expect((await call(host, "tasks/cancel", { taskId })).status).toBe(200);
    const task = (await call(host, "tasks/get", { taskId })).body.result;
    expect(task.status).toBe("cancelled");
    expect(task.statusMessage).toBe("Cancelled at the client's request");
  });

  const internal = { code: -32603, message: "Internal error: the task store failed" };
  const refusals: [string, StoreError][] = [
    [
      "another refusal of the machine",
      { code: "refused", message: "no", transition: { code: "invalid_state", message: "no", from: null } },
    ],
    ["a refusal without the machine's error", { code: "refused", message: "no" }],
  ];
  for (const [what, error] of refusals) {
    it(`answers ${what} with an internal error, and reports it`, async () => {
      const { host, errors } = makeHost({ store: refusingCancel(error) });
      const taskId = await started(host);
      const { id, status, body } = await call(host, "tasks/cancel", { taskId });
      expect({ status, body }).toEqual({ status: 500, body: { jsonrpc: "2.0", id, error: internal } });
      expect(storeMessages(errors)).toEqual(["task store: refused: no"]);
    });
  }

  it("answers an unavailable store as unavailable, whatever machine error it carries", async () => {
    const transition = { code: "terminal" as const, message: "ended", from: "completed" as const };
    const { host, errors } = makeHost({ store: refusingCancel({ code: "unavailable", message: "down", transition }) });
    const taskId = await started(host);
    const { status, body } = await call(host, "tasks/cancel", { taskId });
    expect(status).toBe(503);
    expect(body.error.message).toBe("Service unavailable: the task store did not answer; retry shortly");
    expect(storeMessages(errors)).toEqual(["task store: unavailable: down"]);
  });
});

describe("a clock that cannot give the time", () => {
  it("makes a cancel and an update answer as an unavailable store, and leaves the task as it was", async () => {
    let broken = false;
    const clock = () => (broken ? new Date(Number.NaN) : new Date());
    const { host, errors } = makeHost({ clock });
    const taskId = await started(host);
    broken = true;
    for (const [method, params] of [
      ["tasks/cancel", { taskId }],
      ["tasks/update", { taskId, inputResponses: { k: { action: "decline" } } }],
    ] as const) {
      const { id, status, body } = await call(host, method, params);
      expect(status).toBe(503);
      expect(body).toEqual({
        jsonrpc: "2.0",
        id,
        error: {
          code: -32603,
          message: "Service unavailable: the task store did not answer; retry shortly",
          data: { reason: "store-unavailable" },
        },
      });
    }
    expect(storeMessages(errors)).toEqual([
      "task store: unavailable: Invalid time value",
      "task store: unavailable: Invalid time value",
    ]);
    broken = false;
    expect((await call(host, "tasks/get", { taskId })).body.result.status).toBe("working");
    await call(host, "tasks/cancel", { taskId });
  });
});
