import { postRequest } from "mcp-tasks/client";
import { cancelTaskRequest, getTaskRequest, updateTaskRequest } from "mcp-tasks/codec";

const endpoint = {
  url: process.argv[2] ?? "http://127.0.0.1:4000/mcp",
  clientInfo: { name: "my-client", version: "1.0.0" },
};
/** What this client reads of a CreateTaskResult or a tasks/get result. */
type TaskView = { taskId: string; status: string; pollIntervalMs?: number; inputRequests?: object; result?: object };

const call = async (request: Parameters<typeof postRequest>[1]) => {
  const answer = await postRequest(endpoint, request); // never rejects: a failure is { ok: false, issues }
  if (!answer.ok || !("result" in answer.value))
    throw new Error(JSON.stringify(answer.ok ? answer.value : answer.issues));
  return answer.value.result as TaskView;
};
const poll = async (taskId: string, until: (task: TaskView) => boolean) => {
  for (;;) {
    const task = await call(getTaskRequest(1, taskId));
    if (until(task)) return task;
    await new Promise((resolve) => setTimeout(resolve, task.pollIntervalMs ?? 1000));
  }
};

const created = await call({
  method: "tools/call",
  params: { name: "confirm_delete", arguments: { filename: "notes.txt" } },
});
const waiting = await poll(created.taskId, (t) => t.status === "input_required");
console.log("asked:", Object.keys(waiting.inputRequests ?? {}));
await call(updateTaskRequest(2, created.taskId, { confirm: { action: "accept", content: { confirm: true } } }));
console.log(JSON.stringify((await poll(created.taskId, (t) => t.status === "completed")).result));

const slow = await call({ method: "tools/call", params: { name: "slow_compute", arguments: { seconds: 60 } } });
await call(cancelTaskRequest(3, slow.taskId));
console.log((await call(getTaskRequest(4, slow.taskId))).status);
