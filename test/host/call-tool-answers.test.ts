/**
 * tools/call answers read by code: a task-only tool called without the extension, and a store refusal that is no
 * limit although it names one (the code decides, not the stray field).
 */
import { describe, expect, it } from "vitest";
import { createTasksHost, type HostOptions, type HostTool, type TasksHost } from "../../src/host/index.js";
import { memoryStore, type TaskStore } from "../../src/store/index.js";
import { metaOf, read, rpc } from "./fetch-client.js";

const onlyTask: HostTool = {
  name: "only_task",
  taskSupport: "required",
  inputSchema: { type: "object" },
  run: () => ({ content: [] }),
};

function hostOf(options: Partial<HostOptions>): TasksHost {
  const made = createTasksHost({ tools: [onlyTask], onError: () => undefined, ...options } as HostOptions);
  if (!made.ok) throw new Error(JSON.stringify(made.issues));
  return made.value;
}

describe("a task-only tool called without the tasks extension", () => {
  it("answers -32021 naming the tool", async () => {
    const host = hostOf({ owner: () => "alice" });
    const answer = await read(
      await host.fetch(rpc("tools/call", { name: "only_task", arguments: {}, _meta: metaOf({}) })),
    );
    expect(answer.body.error).toEqual({
      code: -32021,
      message: "Missing required client capability: only_task runs only as a task (io.modelcontextprotocol/tasks)",
      data: { requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } } },
    });
    await host.close();
  });
});

describe("a store refusal that is no limit but names one", () => {
  it.each(["client-stored-tasks", "client-live-tasks"])("is answered by its code (limit %s ignored)", async (limit) => {
    const base = memoryStore();
    const store: TaskStore = {
      ...base,
      create: async () => ({ ok: false, error: { code: "unavailable", message: "down", limit } as never }),
    };
    const errors: unknown[] = [];
    const host = hostOf({ store, owner: () => "alice", onError: (e) => errors.push(e) });
    const answer = await read(await host.fetch(rpc("tools/call", { name: "only_task", arguments: {} })));
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: -32603,
      message: "Service unavailable: the task store did not answer; retry shortly",
      data: { reason: "store-unavailable" },
    });
    expect(errors.map((e) => (e as Error).message)).toEqual(["task store refused a new task: unavailable: down"]);
    await host.close();
    await base.close();
  });
});
