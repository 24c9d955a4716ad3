/**
 * An answer the codec refuses never leaves the host: a store of one's own that hands back a malformed task gets the
 * client a 500 internal error instead, and the refusal is reported through onError.
 */
import { afterEach, expect, it } from "vitest";
import { createTasksHost, type TasksHost } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { testTools } from "./harness.js";
import { read, rpc } from "./fetch-client.js";

let host: TasksHost | undefined;
let store: TaskStore | undefined;
afterEach(async () => {
  await host?.close();
  await store?.close();
});

it("answers a malformed task with an internal error, and reports what was refused", async () => {
  const inner = memoryStore();
  store = new Proxy(inner, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (name !== "get" || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const got = await value.apply(target, args);
        return got.ok ? { ...got, value: { ...got.value, state: { ...got.value.state, statusMessage: 42 } } } : got;
      };
    },
  });
  const errors: unknown[] = [];
  const made = createTasksHost({ tools: testTools, store, onError: (e) => errors.push(e) });
  if (!made.ok) throw new Error("host");
  host = made.value;
  const info = { remoteAddress: "10.0.0.1" };
  const created = await read(await host.fetch(rpc("tools/call", { name: "cancellable", arguments: {} }), info));
  const taskId = created.body.result!.taskId as string;
  const request = rpc("tasks/get", { taskId });
  const id = JSON.parse(await request.clone().text()).id;
  const { status, body } = await read(await host.fetch(request, info));
  expect(status).toBe(500);
  expect(body).toEqual({
    jsonrpc: "2.0",
    id,
    error: { code: -32603, message: "Internal error: the server produced an invalid answer" },
  });
  const reported = errors.map((e) => (e as Error).message).filter((m) => m.includes("invalid answer"));
  expect(reported).toHaveLength(1);
  expect(reported[0]).toMatch(/^the host refused to send an invalid answer: \[.*statusMessage/);
});
