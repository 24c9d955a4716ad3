/**
 * How a task ends when its tool's return cannot be read as JSON data (what the thrown error adds to the message), when
 * a tool returns nothing at once, and when the store refuses the outcome with text that has no UTF-8 encoding.
 */
import { describe, expect, it } from "vitest";
import type { HostTool, TasksHost } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };

/** A tool returning an object whose content getter throws `thrown`. */
const throwing = (name: string, thrown: () => unknown): HostTool => ({
  name,
  taskSupport: "required",
  inputSchema: { type: "object" },
  run: async () =>
    ({
      get content() {
        throw thrown();
      },
    }) as never,
});
const arrayMessage = () => Object.assign(new Error("unused"), { message: ["a", "b"] });
const tools: HostTool[] = [
  throwing("plain_object", () => ({ message: "not an Error" })),
  throwing("array_message", arrayMessage),
  throwing("long_message", () => new Error(`${"y".repeat(200)}${"z".repeat(100)}`)),
  { name: "nothing", taskSupport: "required", inputSchema: { type: "object" }, run: () => undefined as never },
  {
    name: "done",
    taskSupport: "required",
    inputSchema: { type: "object" },
    run: async () => ({ content: [{ type: "text", text: "done" }] }),
  },
];

/** Calls `tool` and waits until its task has ended. */
async function ended(host: TasksHost, tool: string) {
  const created = await read(await host.fetch(rpc("tools/call", { name: tool, arguments: {} }), info));
  const taskId = created.body.result.taskId as string;
  for (let i = 0; i < 400; i++) {
    const task = (await read(await host.fetch(rpc("tasks/get", { taskId }), info))).body.result;
    if (task.status !== "working") return task;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`task ${taskId} never ended`);
}

describe("a return that cannot be read as JSON data", () => {
  const invalid = (tool: string, why = "") =>
    `${tool} returned an invalid tool result: it could not be read as JSON data${why}`;

  it("names only the message of an Error, cut to 200 characters", async () => {
    const { host, errors } = makeHost({ tools });
    expect((await ended(host, "plain_object")).error).toEqual({ code: -32603, message: invalid("plain_object") });
    expect((await ended(host, "array_message")).error).toEqual({ code: -32603, message: invalid("array_message") });
    expect((await ended(host, "long_message")).error).toEqual({
      code: -32603,
      message: invalid("long_message", ` (${"y".repeat(200)})`),
    });
    expect(errors).toEqual([]);
  });
});

describe("a tool that returns undefined at once", () => {
  it("fails its task without watching it", async () => {
    const inner = memoryStore();
    let watches = 0;
    const store: TaskStore = { ...inner, watch: (...args) => (watches++, inner.watch(...args)) };
    const { host, errors } = makeHost({ tools, store });
    const task = await ended(host, "nothing");
    expect(task.status).toBe("failed");
    expect(task.error).toEqual({
      code: -32603,
      message: "nothing returned an invalid tool result: it is not JSON data",
    });
    expect(watches).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("an outcome the store refuses as invalid", () => {
  it("fails the task with the store's reason, lone surrogates replaced", async () => {
    const inner = memoryStore();
    const store: TaskStore = {
      ...inner,
      apply: (taskId, event, scope) =>
        event.type === "complete"
          ? Promise.resolve({ ok: false, error: { code: "invalid", message: "bad \ud800 result" } })
          : inner.apply(taskId, event, scope),
    };
    const { host, errors } = makeHost({ tools, store });
    const task = await ended(host, "done");
    expect(task.status).toBe("failed");
    expect(task.error).toEqual({
      code: -32603,
      message: "the task's outcome could not be stored: bad \ufffd result",
    });
    expect(errors).toEqual([]);
  });
});
