/** Type guards for the main message types: true only for a value the canonical schema accepts. */
import * as fast from "../../generated/checks.js";
import type * as T from "../../generated/types.js";
import { validAfterRefusal } from "./validate.js";

/*
 * Each guard calls its own fast check, which answers for a valid value (and refuses an object it reads that is not
 * plain data). The call is written out in every guard rather than made by one shared helper: a call site that always
 * reaches the same function is one V8 can inline, while one shared by every guard reaches twelve. A value the check
 * refuses, or that throws while read, goes to `validAfterRefusal`.
 */

/** Tells whether a value is a valid Task. */
export function isTask(value: unknown): value is T.Task {
  try {
    if (fast.Task(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("Task", value);
}

/** Tells whether a value is a valid DetailedTask. */
export function isDetailedTask(value: unknown): value is T.DetailedTask {
  try {
    if (fast.DetailedTask(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("DetailedTask", value);
}

/** Tells whether a value is a valid CreateTaskResult. */
export function isCreateTaskResult(value: unknown): value is T.CreateTaskResult {
  try {
    if (fast.CreateTaskResult(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("CreateTaskResult", value);
}

/** Tells whether a value is a valid GetTaskResult. */
export function isGetTaskResult(value: unknown): value is T.GetTaskResult {
  try {
    if (fast.GetTaskResult(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("GetTaskResult", value);
}

/** Tells whether a value is a valid UpdateTaskResult. */
export function isUpdateTaskResult(value: unknown): value is T.UpdateTaskResult {
  try {
    if (fast.UpdateTaskResult(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("UpdateTaskResult", value);
}

/** Tells whether a value is a valid CancelTaskResult. */
export function isCancelTaskResult(value: unknown): value is T.CancelTaskResult {
  try {
    if (fast.CancelTaskResult(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("CancelTaskResult", value);
}

/** Tells whether a value is a valid GetTaskRequest. */
export function isGetTaskRequest(value: unknown): value is T.GetTaskRequest {
  try {
    if (fast.GetTaskRequest(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("GetTaskRequest", value);
}

/** Tells whether a value is a valid UpdateTaskRequest. */
export function isUpdateTaskRequest(value: unknown): value is T.UpdateTaskRequest {
  try {
    if (fast.UpdateTaskRequest(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("UpdateTaskRequest", value);
}

/** Tells whether a value is a valid CancelTaskRequest. */
export function isCancelTaskRequest(value: unknown): value is T.CancelTaskRequest {
  try {
    if (fast.CancelTaskRequest(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("CancelTaskRequest", value);
}

/** Tells whether a value is a valid TaskStatusNotification. */
export function isTaskStatusNotification(value: unknown): value is T.TaskStatusNotification {
  try {
    if (fast.TaskStatusNotification(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("TaskStatusNotification", value);
}

/** Tells whether a value is a valid InputRequest. */
export function isInputRequest(value: unknown): value is T.InputRequest {
  try {
    if (fast.InputRequest(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("InputRequest", value);
}

/** Tells whether a value is a valid InputResponse. */
export function isInputResponse(value: unknown): value is T.InputResponse {
  try {
    if (fast.InputResponse(value)) return true;
  } catch {
    // A value that throws while being read is left to the reference.
  }
  return validAfterRefusal("InputResponse", value);
}
