import { createTask, transition, toGetTaskResult, newTaskId, decode, getTaskResultResponse, encode } from "mcp-tasks";

const created = createTask({ taskId: newTaskId(), now: "2026-11-22T10:00:00Z", ttlMs: 60_000, pollIntervalMs: 1_000 });
if (!created.ok) throw new Error(created.error.message);
const done = transition(created.state, { type: "complete", now: "2026-11-22T10:00:05Z", result: { content: [], isError: false } });
if (!done.ok) throw new Error(done.error.message);

const request = decode(`{"jsonrpc":"2.0","id":7,"method":"tasks/get","params":{"taskId":"${done.state.taskId}"}}`);
if (request.ok && request.value.kind === "GetTaskRequest") {
  console.log(encode(getTaskResultResponse(7, toGetTaskResult(done.state))));
}
