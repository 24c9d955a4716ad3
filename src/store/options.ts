/** Store settings and the argument checks every backend shares, so each refuses bad input the same way. */
import type { ClientShare, LimitReached, StoreErrorCode, StoreResult } from "./types.js";

/** Settings shared by every TaskStore backend. */
export interface StoreOptions {
  /** How long a task stays readable after its TTL elapsed, in milliseconds, before `sweep` deletes it. Default 60 000. */
  readonly retentionMs?: number;
  /** Non-terminal tasks one owner may hold at once; `create` answers `limit` beyond it. Default: no limit. */
  readonly maxLiveTasksPerOwner?: number;
  /**
   * Tasks one owner may hold at once, finished ones included until `sweep` deletes them; `create` answers `limit`
   * (with `limit: "stored-tasks"`) beyond it. A task is never deleted early to make room. Default 10 000.
   */
  readonly maxTasksPerOwner?: number;
  /** How many times `apply` re-reads and retries after losing a compare-and-set. Default 16. */
  readonly maxRetries?: number;
}

/**
 * Settings with every default filled in.
 *
 * @internal
 */
export interface StoreSettings {
  readonly retentionMs: number;
  readonly maxLiveTasksPerOwner: number;
  readonly maxTasksPerOwner: number;
  readonly maxRetries: number;
}

/** The default bound on the tasks one owner may hold, finished ones included. */
export const DEFAULT_MAX_TASKS_PER_OWNER = 10_000;

/**
 * A refusal of a new task beyond one of the per-owner bounds.
 *
 * @internal
 */
export function limitFailure(limit: LimitReached, max: number): StoreResult<never> {
  const what = limit.endsWith("live-tasks") ? "live tasks" : "tasks, finished ones included";
  const who = limit.startsWith("client-") ? "this client" : "this owner";
  return { ok: false, error: { code: "limit", message: `${who} already holds ${max} ${what}`, limit } };
}

/**
 * The client share of a create's scope: undefined when there is none, else a checked copy or the failure to return.
 *
 * @internal
 */
export function checkClient(scope: unknown): ClientShare | undefined | StoreResult<never> {
  let client: unknown;
  let key: unknown;
  let maxLiveTasks: unknown;
  let maxTasks: unknown;
  try {
    client = (scope as { client?: unknown }).client;
    if (client === undefined) return undefined;
    if (typeof client !== "object" || client === null) return failure("invalid", "scope.client must be an object");
    ({ key, maxLiveTasks, maxTasks } = client as Record<string, unknown>);
  } catch {
    return failure("invalid", "scope.client could not be read");
  }
  if (typeof key !== "string" || key.length > MAX_OWNER_LENGTH)
    return failure("invalid", `scope.client.key must be a string of at most ${MAX_OWNER_LENGTH} characters`);
  const count = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
  if (!count(maxLiveTasks) || !count(maxTasks))
    return failure("invalid", "scope.client.maxLiveTasks and maxTasks must be non-negative safe integers");
  return { key, maxLiveTasks, maxTasks };
}

/** The longest owner string accepted, in UTF-16 code units. */
export const MAX_OWNER_LENGTH = 1024;
/** The longest taskId accepted, in UTF-16 code units. */
export const MAX_TASK_ID_LENGTH = 1024;
/** The most task ids one `watch` may name. */
export const MAX_WATCHED_TASKS = 1024;

/**
 * Reads store options, falling back to the defaults for absent or unusable values.
 *
 * @internal
 */
export function readStoreOptions(options: StoreOptions | undefined): StoreSettings {
  const count = (value: unknown, fallback: number): number =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
  const read = (name: keyof StoreOptions): unknown => {
    try {
      return typeof options === "object" && options !== null ? options[name] : undefined;
    } catch {
      // An option whose getter throws is unusable, like any other unusable value.
      return undefined;
    }
  };
  return {
    retentionMs: count(read("retentionMs"), 60_000),
    maxLiveTasksPerOwner: count(read("maxLiveTasksPerOwner"), Number.MAX_SAFE_INTEGER),
    maxTasksPerOwner: count(read("maxTasksPerOwner"), DEFAULT_MAX_TASKS_PER_OWNER),
    maxRetries: count(read("maxRetries"), 16),
  };
}

/**
 * Builds a failed store result.
 *
 * @internal
 */
export function failure(
  code: StoreErrorCode,
  message: string,
): { ok: false; error: { code: StoreErrorCode; message: string } } {
  return { ok: false, error: { code, message } };
}

/**
 * The owner of a scope, or the failure to return.
 *
 * @internal
 */
export function checkOwner(scope: unknown): string | StoreResult<never> {
  let owner: unknown;
  try {
    owner = typeof scope === "object" && scope !== null ? (scope as { owner?: unknown }).owner : undefined;
  } catch {
    return failure("invalid", "the scope could not be read");
  }
  if (typeof owner !== "string") return failure("invalid", "scope.owner must be a string");
  if (owner.length > MAX_OWNER_LENGTH)
    return failure("invalid", `scope.owner is longer than ${MAX_OWNER_LENGTH} characters`);
  return owner;
}

/**
 * Undefined for a usable taskId, or the failure to return.
 *
 * @internal
 */
export function checkTaskId(taskId: unknown): StoreResult<never> | undefined {
  if (typeof taskId !== "string" || taskId === "") return failure("invalid", "taskId must be a non-empty string");
  if (taskId.length > MAX_TASK_ID_LENGTH)
    return failure("invalid", `taskId is longer than ${MAX_TASK_ID_LENGTH} characters`);
  return undefined;
}

/**
 * A dense copy of a list of task ids, or the failure to return.
 *
 * @internal
 */
export function checkTaskIds(taskIds: unknown): string[] | StoreResult<never> {
  try {
    return readTaskIds(taskIds);
  } catch {
    return failure("invalid", "taskIds could not be read");
  }
}

function readTaskIds(taskIds: unknown): string[] | StoreResult<never> {
  if (!Array.isArray(taskIds)) return failure("invalid", "taskIds must be an array of strings");
  const length = taskIds.length;
  if (length > MAX_WATCHED_TASKS) return failure("invalid", `watch takes at most ${MAX_WATCHED_TASKS} task ids`);
  const out: string[] = [];
  for (let i = 0; i < length; i++) {
    if (!Object.hasOwn(taskIds, i)) return failure("invalid", `taskIds[${i}] is missing`);
    const id: unknown = taskIds[i];
    const bad = checkTaskId(id);
    if (bad !== undefined) return failure("invalid", `taskIds[${i}]: ${bad.ok ? "" : bad.error.message}`);
    out.push(id as string);
  }
  return out;
}
