import {
  createTask,
  transition,
  toGetTaskResult,
  newTaskId,
  getTaskRequest,
  admitRequest,
  getTaskResultResponse,
  encode,
} from "mcp-tasks";

const created = createTask({ taskId: newTaskId(), now: "2026-11-22T10:00:00Z", ttlMs: 60_000, pollIntervalMs: 1_000 });
if (!created.ok) throw new Error(created.error.message);
const done = transition(created.state, {
  type: "complete",
  now: "2026-11-22T10:00:05Z",
  result: { content: [], isError: false },
});
if (!done.ok) throw new Error(done.error.message);

// A client's tasks/get (the builder declares the extension), admitted by the server: a refusal carries its error `response`.
const admitted = admitRequest(JSON.stringify(getTaskRequest(7, done.state.taskId)));
if (!admitted.ok) throw new Error(JSON.stringify(admitted.response));
// Every function answers with a Result rather than throwing: `value` is the wire line, `issues` say why there is none.
const line = encode(getTaskResultResponse(7, toGetTaskResult(done.state)));
console.log(line.ok ? line.value : line.issues);
// {"jsonrpc":"2.0","id":7,"result":{"taskId":"…","status":"completed",…,"resultType":"complete"}}
