/** Which requests are the tasks surface, which the host answers itself; everything else goes to the inner handler. */
import type { HostTool } from "./types.js";

const TASK_METHODS: ReadonlySet<string> = new Set(["tasks/get", "tasks/update", "tasks/cancel", "tasks/result", "tasks/list"]);

/** A request's method and params as far as they can be read, for routing a message the codec refused. */
export interface Peeked {
  readonly method: string | undefined;
  readonly params: unknown;
  readonly id: unknown;
}

const loose = new TextDecoder();

/** Reads the method, params and id of a body without judging it; anything unreadable comes back undefined. */
export function peek(bytes: Uint8Array): Peeked {
  try {
    const value: unknown = JSON.parse(loose.decode(bytes));
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { method: undefined, params: undefined, id: undefined };
    const { method, params, id } = value as Record<string, unknown>;
    return { method: typeof method === "string" ? method : undefined, params, id };
  } catch {
    return { method: undefined, params: undefined, id: undefined };
  }
}

/** Whether a listen request asks for task notifications (a non-empty taskIds, or one the host must refuse). */
export function asksForTasks(params: unknown): boolean {
  const notifications = typeof params === "object" && params !== null ? (params as { notifications?: unknown }).notifications : undefined;
  const taskIds = typeof notifications === "object" && notifications !== null ? (notifications as { taskIds?: unknown }).taskIds : undefined;
  return taskIds !== undefined && !(Array.isArray(taskIds) && taskIds.length === 0);
}

/** Whether a request (read loosely) belongs to the host: tasks/*, a host tool's tools/call, or a listen for tasks. */
export function isTasksSurface(method: string | undefined, params: unknown, tools: ReadonlyMap<string, HostTool>): boolean {
  if (method === undefined) return false;
  if (TASK_METHODS.has(method)) return true;
  if (method === "tools/call") {
    const name = typeof params === "object" && params !== null ? (params as { name?: unknown }).name : undefined;
    return typeof name === "string" && tools.has(name);
  }
  return method === "subscriptions/listen" && asksForTasks(params);
}
