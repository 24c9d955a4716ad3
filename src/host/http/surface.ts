/** Which requests are the tasks surface, which the host answers itself; everything else goes to the inner handler. */
import { DEFAULT_LIMITS, nestsDeeper } from "../../codec/index.js";
import type { HostTool } from "../types.js";

const TASK_METHODS: ReadonlySet<string> = new Set([
  "tasks/get",
  "tasks/update",
  "tasks/cancel",
  "tasks/result",
  "tasks/list",
]);

/**
 * A request's method and params as far as they can be read, for routing a message the codec refused.
 *
 * @internal
 */
export interface Peeked {
  readonly method: string | undefined;
  readonly params: unknown;
  readonly id: unknown;
}

const loose = new TextDecoder();
const NOTHING: Peeked = { method: undefined, params: undefined, id: undefined };

/**
 * Reads the method, params and id of a body without judging it; anything unreadable comes back undefined. The body
 * is parsed only when it nests no deeper than the codec's limit, so a body refused for its depth costs one linear scan.
 *
 * @internal
 */
export function peek(bytes: Uint8Array): Peeked {
  try {
    const text = loose.decode(bytes);
    if (nestsDeeper(text, DEFAULT_LIMITS.maxDepth)) return NOTHING;
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return NOTHING;
    const { method, params, id } = value as Record<string, unknown>;
    return { method: typeof method === "string" ? method : undefined, params, id };
  } catch {
    return NOTHING;
  }
}

/**
 * Whether a listen request asks for task notifications (a non-empty taskIds, or one the host must refuse).
 *
 * @internal
 */
export function asksForTasks(params: unknown): boolean {
  const notifications =
    typeof params === "object" && params !== null ? (params as { notifications?: unknown }).notifications : undefined;
  const taskIds =
    typeof notifications === "object" && notifications !== null
      ? (notifications as { taskIds?: unknown }).taskIds
      : undefined;
  return taskIds !== undefined && !(Array.isArray(taskIds) && taskIds.length === 0);
}

/**
 * Whether a request (read loosely) belongs to the host: tasks/*, a host tool's tools/call, or a listen for tasks.
 *
 * @internal
 */
export function isTasksSurface(
  method: string | undefined,
  params: unknown,
  tools: ReadonlyMap<string, HostTool>,
): boolean {
  if (method === undefined) return false;
  if (TASK_METHODS.has(method)) return true;
  if (method === "tools/call") {
    const name = typeof params === "object" && params !== null ? (params as { name?: unknown }).name : undefined;
    return typeof name === "string" && tools.has(name);
  }
  return method === "subscriptions/listen" && asksForTasks(params);
}
