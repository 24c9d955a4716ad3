/** Type guards for the main message types: true only for a value the canonical schema accepts. */
import type { DefinitionTypes } from "../../generated/validators.js";
import type { DefinitionName } from "../../generated/schema.js";
import type * as T from "../../generated/types.js";
import { checkOf, confirms, passes, readsAsPlainData } from "./validate.js";

/**
 * The guard of a definition: its fast check answers for a valid value (and refuses an object it reads that is not
 * plain data); a value it refuses is confirmed by the Ajv validator, the reference, and then must be plain data
 * throughout, exactly as `validate` decides, so the two never disagree.
 */
function guard<N extends DefinitionName>(name: N): (value: unknown) => value is DefinitionTypes[N] {
  const check = checkOf(name)!;
  return (value: unknown): value is DefinitionTypes[N] =>
    passes(check, value) || (confirms(name, value) && readsAsPlainData(value));
}

/** Tells whether a value is a valid Task. */
export const isTask: (value: unknown) => value is T.Task = guard("Task");
/** Tells whether a value is a valid DetailedTask. */
export const isDetailedTask: (value: unknown) => value is T.DetailedTask = guard("DetailedTask");
/** Tells whether a value is a valid CreateTaskResult. */
export const isCreateTaskResult: (value: unknown) => value is T.CreateTaskResult = guard("CreateTaskResult");
/** Tells whether a value is a valid GetTaskResult. */
export const isGetTaskResult: (value: unknown) => value is T.GetTaskResult = guard("GetTaskResult");
/** Tells whether a value is a valid UpdateTaskResult. */
export const isUpdateTaskResult: (value: unknown) => value is T.UpdateTaskResult = guard("UpdateTaskResult");
/** Tells whether a value is a valid CancelTaskResult. */
export const isCancelTaskResult: (value: unknown) => value is T.CancelTaskResult = guard("CancelTaskResult");
/** Tells whether a value is a valid GetTaskRequest. */
export const isGetTaskRequest: (value: unknown) => value is T.GetTaskRequest = guard("GetTaskRequest");
/** Tells whether a value is a valid UpdateTaskRequest. */
export const isUpdateTaskRequest: (value: unknown) => value is T.UpdateTaskRequest = guard("UpdateTaskRequest");
/** Tells whether a value is a valid CancelTaskRequest. */
export const isCancelTaskRequest: (value: unknown) => value is T.CancelTaskRequest = guard("CancelTaskRequest");
/** Tells whether a value is a valid TaskStatusNotification. */
export const isTaskStatusNotification: (value: unknown) => value is T.TaskStatusNotification =
  guard("TaskStatusNotification");
/** Tells whether a value is a valid InputRequest. */
export const isInputRequest: (value: unknown) => value is T.InputRequest = guard("InputRequest");
/** Tells whether a value is a valid InputResponse. */
export const isInputResponse: (value: unknown) => value is T.InputResponse = guard("InputResponse");
