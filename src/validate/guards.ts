/** Type guards for the main message types: true only for a value the canonical schema accepts. */
import * as checks from "../../generated/checks.js";
import * as explainers from "../../generated/validators.js";
import type { CompiledValidator } from "../../generated/validators.js";
import type * as T from "../../generated/types.js";
import { passes } from "./validate.js";

/**
 * A guard: the fast check answers for a valid value; a value it refuses is confirmed by the Ajv validator, the
 * reference, so a guard and `validate` can never disagree.
 */
function guard<V>(check: (value: unknown) => value is V, explain: CompiledValidator<V>): (value: unknown) => value is V {
  return (value: unknown): value is V => passes(check, value) || passes(explain, value);
}

/** Tells whether a value is a valid Task. */
export const isTask: (value: unknown) => value is T.Task = guard(checks.Task, explainers.Task);
/** Tells whether a value is a valid DetailedTask. */
export const isDetailedTask: (value: unknown) => value is T.DetailedTask = guard(checks.DetailedTask, explainers.DetailedTask);
/** Tells whether a value is a valid CreateTaskResult. */
export const isCreateTaskResult: (value: unknown) => value is T.CreateTaskResult = guard(checks.CreateTaskResult, explainers.CreateTaskResult);
/** Tells whether a value is a valid GetTaskResult. */
export const isGetTaskResult: (value: unknown) => value is T.GetTaskResult = guard(checks.GetTaskResult, explainers.GetTaskResult);
/** Tells whether a value is a valid UpdateTaskResult. */
export const isUpdateTaskResult: (value: unknown) => value is T.UpdateTaskResult = guard(checks.UpdateTaskResult, explainers.UpdateTaskResult);
/** Tells whether a value is a valid CancelTaskResult. */
export const isCancelTaskResult: (value: unknown) => value is T.CancelTaskResult = guard(checks.CancelTaskResult, explainers.CancelTaskResult);
/** Tells whether a value is a valid GetTaskRequest. */
export const isGetTaskRequest: (value: unknown) => value is T.GetTaskRequest = guard(checks.GetTaskRequest, explainers.GetTaskRequest);
/** Tells whether a value is a valid UpdateTaskRequest. */
export const isUpdateTaskRequest: (value: unknown) => value is T.UpdateTaskRequest = guard(checks.UpdateTaskRequest, explainers.UpdateTaskRequest);
/** Tells whether a value is a valid CancelTaskRequest. */
export const isCancelTaskRequest: (value: unknown) => value is T.CancelTaskRequest = guard(checks.CancelTaskRequest, explainers.CancelTaskRequest);
/** Tells whether a value is a valid TaskStatusNotification. */
export const isTaskStatusNotification: (value: unknown) => value is T.TaskStatusNotification = guard(checks.TaskStatusNotification, explainers.TaskStatusNotification);
/** Tells whether a value is a valid InputRequest. */
export const isInputRequest: (value: unknown) => value is T.InputRequest = guard(checks.InputRequest, explainers.InputRequest);
/** Tells whether a value is a valid InputResponse. */
export const isInputResponse: (value: unknown) => value is T.InputResponse = guard(checks.InputResponse, explainers.InputResponse);
