/**
 * Builders for every message the extension defines, so that no one assembles an envelope by hand. They take values
 * the caller constructs and place them as given (encode checks the result); a wrong-typed argument may throw a TypeError.
 */
import type * as T from "../../generated/types.js";
import { withTasksDeclared } from "./capabilities.js";
import { TASKS_METHODS, TASK_STATUS_NOTIFICATION_METHOD } from "./constants.js";

/** Request `_meta`; the builders of tasks/* requests always add the extension declaration to it. */
export type RequestMetaInput = T.RequestMeta & { [key: string]: unknown };

/** A task with the payload of its status, as a tasks/get result or a notification carries it. */
export type DetailedTaskInput = T.DetailedTask;

function params<P extends object>(fields: P, meta: RequestMetaInput | undefined): P & { _meta: T.RequestMeta } {
  // A tasks/* request from a client that does not declare the extension is refused with -32021, so declare it always.
  return { ...fields, _meta: withTasksDeclared(meta) };
}

/** Strips the fields a result must not inherit from the task it was built from. */
function taskFields<X extends object>(task: X): Omit<X, "resultType" | "_meta"> {
  // A string would spread into one field per character: refuse what is not an object before copying it.
  if (typeof task !== "object" || task === null || Array.isArray(task)) throw new TypeError("a task must be an object");
  const { resultType: _r, _meta: _m, ...rest } = task as X & { resultType?: unknown; _meta?: unknown };
  return rest;
}

function withMeta<R extends object>(result: R, meta: T.MetaObject | undefined): R {
  return meta === undefined ? result : { ...result, _meta: meta };
}

/** Builds a tasks/get request; its `_meta` declares the extension. */
export function getTaskRequest(id: T.RequestId, taskId: string, meta?: RequestMetaInput): T.GetTaskRequest {
  return { jsonrpc: "2.0", id, method: TASKS_METHODS.get, params: params({ taskId }, meta) };
}

/** Builds a tasks/update request answering input requests by key; its `_meta` declares the extension. */
export function updateTaskRequest(
  id: T.RequestId,
  taskId: string,
  inputResponses: T.InputResponses,
  meta?: RequestMetaInput,
): T.UpdateTaskRequest {
  return { jsonrpc: "2.0", id, method: TASKS_METHODS.update, params: params({ taskId, inputResponses }, meta) };
}

/** Builds a tasks/cancel request; its `_meta` declares the extension. */
export function cancelTaskRequest(id: T.RequestId, taskId: string, meta?: RequestMetaInput): T.CancelTaskRequest {
  return { jsonrpc: "2.0", id, method: TASKS_METHODS.cancel, params: params({ taskId }, meta) };
}

/** Builds a CreateTaskResult (`resultType: "task"`) from the task's seed state. */
export function createTaskResult(task: T.Task | T.DetailedTask, meta?: T.MetaObject): T.CreateTaskResult {
  return withMeta({ ...taskFields(task), resultType: "task" } as T.CreateTaskResult, meta);
}

/** Builds a GetTaskResult (`resultType: "complete"`) from a task with the payload of its status. */
export function getTaskResult(task: DetailedTaskInput, meta?: T.MetaObject): T.GetTaskResult {
  return withMeta({ ...taskFields(task), resultType: "complete" } as T.GetTaskResult, meta);
}

/** Builds the empty acknowledgement of tasks/update. */
export function updateTaskResult(meta?: T.MetaObject): T.UpdateTaskResult {
  return withMeta({ resultType: "complete" }, meta);
}

/** Builds the empty acknowledgement of tasks/cancel. */
export function cancelTaskResult(meta?: T.MetaObject): T.CancelTaskResult {
  return withMeta({ resultType: "complete" }, meta);
}

/** Builds a JSON-RPC result response around a result. */
export function resultResponse<R extends T.Result>(
  id: T.RequestId,
  result: R,
): { jsonrpc: "2.0"; id: T.RequestId; result: R } {
  return { jsonrpc: "2.0", id, result };
}

/** Builds the response carrying a CreateTaskResult. */
export function createTaskResultResponse(
  id: T.RequestId,
  task: T.Task | T.DetailedTask,
  meta?: T.MetaObject,
): T.CreateTaskResultResponse {
  return resultResponse(id, createTaskResult(task, meta));
}

/** Builds the response carrying a GetTaskResult. */
export function getTaskResultResponse(
  id: T.RequestId,
  task: DetailedTaskInput,
  meta?: T.MetaObject,
): T.GetTaskResultResponse {
  return resultResponse(id, getTaskResult(task, meta));
}

/** Builds the response acknowledging tasks/update. */
export function updateTaskResultResponse(id: T.RequestId, meta?: T.MetaObject): T.UpdateTaskResultResponse {
  return resultResponse(id, updateTaskResult(meta));
}

/** Builds the response acknowledging tasks/cancel. */
export function cancelTaskResultResponse(id: T.RequestId, meta?: T.MetaObject): T.CancelTaskResultResponse {
  return resultResponse(id, cancelTaskResult(meta));
}

/** Builds a notifications/tasks notification carrying the complete task, as tasks/get would return it. */
export function taskStatusNotification(task: DetailedTaskInput, meta?: T.MetaObject): T.TaskStatusNotification {
  const fields = taskFields(task);
  return {
    jsonrpc: "2.0",
    method: TASK_STATUS_NOTIFICATION_METHOD,
    params: withMeta(fields, meta) as T.TaskStatusNotificationParams,
  };
}
