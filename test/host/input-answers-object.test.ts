/** The answers requestInput resolves with belong to the tool: it may change and delete their entries like any object's. */
import { expect, it } from "vitest";
import type { HostTool, TasksHost } from "../../src/host/index.js";
import { hostsClosedAfterEach, read, rpc } from "./fetch-client.js";

const makeHost = hostsClosedAfterEach();
const info = { remoteAddress: "10.0.0.1" };
const form = {
  method: "elicitation/create" as const,
  params: { mode: "form" as const, message: "Who?", requestedSchema: { type: "object" as const, properties: {} } },
};
const edits: HostTool = {
  name: "edits",
  taskSupport: "required",
  inputSchema: { type: "object" },
  run: async (_a, ctx) => {
    const answers: Record<string, unknown> = await ctx.requestInput({ a: form, b: form });
    answers.a = { action: "decline" };
    delete answers.b;
    return { content: [{ type: "text", text: JSON.stringify(answers) }] };
  },
};

async function statusOf(host: TasksHost, taskId: string) {
  return (await read(await host.fetch(rpc("tasks/get", { taskId }), info))).body.result;
}

it("lets the tool overwrite and delete entries of its answers", async () => {
  const { host, errors } = makeHost({ tools: [edits] });
  const created = await read(await host.fetch(rpc("tools/call", { name: "edits", arguments: {} }), info));
  const taskId = created.body.result.taskId as string;
  for (let i = 0; i < 200 && (await statusOf(host, taskId)).status !== "input_required"; i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  const accept = { action: "accept", content: { name: "ada" } };
  const acked = await read(
    await host.fetch(rpc("tasks/update", { taskId, inputResponses: { a: accept, b: accept } }), info),
  );
  expect(acked.status).toBe(200);
  let task = await statusOf(host, taskId);
  for (let i = 0; i < 200 && task.status !== "completed" && task.status !== "failed"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    task = await statusOf(host, taskId);
  }
  expect(task.status).toBe("completed");
  expect(task.result.content).toEqual([{ type: "text", text: '{"a":{"action":"decline"}}' }]);
  expect(errors).toEqual([]);
});
