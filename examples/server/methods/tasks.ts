/**
 * `tasks/get`, `tasks/update` and `tasks/cancel`, after the capability gate. Reads come straight from the store;
 * writes go through the machine (`applyEvent`), and then wake the task's worker.
 */
import {
  cancelTaskResult,
  invalidParamsError,
  resultResponse,
  taskNotFoundError,
  toGetTaskResult,
  updateTaskResult,
  type InputResponses,
  type RequestId,
  type TaskState,
} from "mcp-tasks";
import { applyEvent } from "../apply.js";
import type { TaskRunner } from "../runner.js";
import type { TaskStore } from "../store.js";

/** What the task methods work with. */
export interface TaskMethodsContext {
  store: TaskStore<TaskState>;
  runner: TaskRunner;
  clock: () => Date;
}

/** tasks/get: the DetailedTask of the current status, or -32602 for an unknown task. */
export async function getTask(id: RequestId, taskId: string, context: TaskMethodsContext): Promise<object> {
  const current = await context.store.get(taskId);
  if (current === undefined) return taskNotFoundError(id);
  return resultResponse(id, toGetTaskResult(current.value));
}

/**
 * tasks/update: records responses to outstanding input requests (a partial set is fine; responses to keys that are
 * not outstanding are ignored), then acknowledges with an empty result.
 */
export async function updateTask(id: RequestId, taskId: string, inputResponses: InputResponses, context: TaskMethodsContext): Promise<object> {
  const applied = await applyEvent(context.store, taskId, (now) => ({ type: "provideInput", now, inputResponses }), context.clock);
  if (!applied.ok) {
    return "missing" in applied ? taskNotFoundError(id) : invalidParamsError(id, `Invalid inputResponses: ${applied.refused.message}`);
  }
  if (applied.changed) context.runner.wake(taskId);
  return resultResponse(id, updateTaskResult());
}

/**
 * tasks/cancel: records the client's intent and wakes the worker, which stops and lands the task in `cancelled`.
 * Cancelling a terminal task changes nothing and is still acknowledged.
 */
export async function cancelTask(id: RequestId, taskId: string, context: TaskMethodsContext): Promise<object> {
  const applied = await applyEvent(context.store, taskId, (now) => ({ type: "requestCancel", now }), context.clock);
  if (!applied.ok) return "missing" in applied ? taskNotFoundError(id) : invalidParamsError(id, applied.refused.message);
  if (applied.changed) context.runner.wake(taskId);
  return resultResponse(id, cancelTaskResult());
}

/** The keys of a task's outstanding input requests (empty when it is not waiting for input or is unknown). */
export async function outstandingKeys(taskId: string, store: TaskStore<TaskState>): Promise<Set<string>> {
  const current = await store.get(taskId);
  return new Set((current?.value.inputRequests ?? []).map((entry) => entry[0]));
}
