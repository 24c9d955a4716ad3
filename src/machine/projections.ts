/** Projections of a task to the wire: Task, DetailedTask, CreateTaskResult, GetTaskResult and notifications/tasks. */
import type {
  CreateTaskResult,
  DetailedTask,
  GetTaskResult,
  NonEmptyInputRequests,
  Task,
  TaskStatusNotification,
} from "../../generated/types.js";
import { toWireMap } from "./entries.js";
import type { TaskView } from "./state.js";

/** The metadata every projection shares, in the spec's field order; absent optional fields are left out. */
export function toTask(view: TaskView): Task {
  const task: Task = {
    taskId: view.taskId,
    status: view.status,
    createdAt: view.createdAt,
    lastUpdatedAt: view.lastUpdatedAt,
    ttlMs: view.ttlMs,
  };
  if (view.statusMessage !== null) task.statusMessage = view.statusMessage;
  if (view.pollIntervalMs !== null) task.pollIntervalMs = view.pollIntervalMs;
  return task;
}

/** Adds the payload of the status (result, error or inputRequests) to a wire object. */
function withPayload<T extends object>(view: TaskView, target: T): T {
  const out = target as T & { result?: unknown; error?: unknown; inputRequests?: unknown };
  if (view.status === "completed" && view.result !== null) out.result = view.result;
  else if (view.status === "failed" && view.error !== null) out.error = view.error;
  else if (view.status === "input_required" && view.inputRequests !== null) {
    out.inputRequests = toWireMap(view.inputRequests) as NonEmptyInputRequests;
  }
  return target;
}

/** The task with the payload of its status inlined, as tasks/get and notifications/tasks carry it. */
export function toDetailedTask(view: TaskView): DetailedTask {
  return withPayload(view, toTask(view)) as DetailedTask;
}

/** Options of `toCreateTaskResult`. */
export interface CreateTaskResultOptions {
  /** Inline the payload of the status (for a task born terminal or awaiting input); true by default. */
  readonly inline?: boolean;
}

/** The CreateTaskResult (`resultType: "task"`) that answers the augmented request. */
export function toCreateTaskResult(view: TaskView, options?: CreateTaskResultOptions): CreateTaskResult {
  const out = { resultType: "task" as const, ...toTask(view) };
  return options?.inline === false ? out : withPayload(view, out);
}

/** The result of tasks/get (`resultType: "complete"`): the DetailedTask of the current status. */
export function toGetTaskResult(view: TaskView): GetTaskResult {
  return withPayload(view, { resultType: "complete" as const, ...toTask(view) }) as GetTaskResult;
}

/** The full notifications/tasks JSON-RPC notification for the current status. */
export function toTaskStatusNotification(view: TaskView): TaskStatusNotification {
  return { jsonrpc: "2.0", method: "notifications/tasks", params: toDetailedTask(view) };
}
