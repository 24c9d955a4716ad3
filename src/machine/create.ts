/** `createTask`: the first state of a task, in any status the spec allows a task to be born in. */
import type { InputRequest, JSONObject, TaskStatus } from "../../generated/types.js";
import type { CreateResult, KeyedMap } from "./events.js";
import { refuse } from "./events.js";
import { readInputRequests } from "./payload.js";
import { isMilliseconds, isRpcError, type InputRequestEntry, type JSONRPCError, type TaskState } from "./state.js";
import { isTaskStatus } from "./status.js";
import { isTimestamp } from "./time/timestamp.js";
import { isJsonValue } from "./json.js";
import { isRecord } from "../shared/record.js";

/** What a new task starts with. Only `taskId` and `now` are required; the status defaults to `working`. */
export interface CreateTaskOptions {
  /** A server-generated identifier with enough entropy (see `newTaskId`). */
  readonly taskId: string;
  /** The creation time, ISO 8601; it becomes both `createdAt` and `lastUpdatedAt`. */
  readonly now: string;
  /** The initial status; `completed`, `failed` and `input_required` need their payload. */
  readonly status?: TaskStatus;
  /** Time to live in milliseconds from creation; null or absent for unlimited. */
  readonly ttlMs?: number | null;
  /** Suggested polling interval in milliseconds. */
  readonly pollIntervalMs?: number | null;
  /** Message describing the initial status. */
  readonly statusMessage?: string | null;
  /** The result of a task born completed. */
  readonly result?: JSONObject;
  /** The JSON-RPC error of a task born failed. */
  readonly error?: JSONRPCError;
  /** The input requests of a task born in input_required. */
  readonly inputRequests?: KeyedMap<InputRequest>;
}

const PAYLOAD_OF: Record<string, "result" | "error" | "inputRequests" | undefined> = {
  completed: "result",
  failed: "error",
  input_required: "inputRequests",
};

/**
 * Creates the first state of a task, or says why it cannot; never throws.
 *
 * @example
 * ```ts
 * import { createTask, newTaskId } from "mcp-tasks/machine";
 *
 * const created = createTask({ taskId: newTaskId(), now: "2026-11-22T10:00:00Z", ttlMs: 60_000, pollIntervalMs: 1_000 });
 * console.log(created.ok ? created.state.status : created.error.message); // "working"
 * ```
 */
export function createTask(options: CreateTaskOptions): CreateResult {
  try {
    return build(options);
  } catch {
    return refuse("invalid_event", "the creation options could not be read", null);
  }
}

function build(o: CreateTaskOptions): CreateResult {
  if (!isRecord(o)) return refuse("invalid_event", "createTask needs an options object", null);
  const status = o.status ?? "working";
  if (!isTaskStatus(status)) return refuse("invalid_event", "status must be a task status", null);
  if (typeof o.taskId !== "string" || o.taskId === "")
    return refuse("invalid_event", "taskId must be a non-empty string", null);
  if (!isTimestamp(o.now)) return refuse("invalid_event", "now must be an ISO 8601 timestamp with a time zone", null);
  const ttlMs = o.ttlMs ?? null;
  const pollIntervalMs = o.pollIntervalMs ?? null;
  const statusMessage = o.statusMessage ?? null;
  if (ttlMs !== null && !isMilliseconds(ttlMs))
    return refuse("invalid_event", "ttlMs must be an integer from 0 to 2^53-1, or null", null);
  if (pollIntervalMs !== null && !isMilliseconds(pollIntervalMs))
    return refuse("invalid_event", "pollIntervalMs must be an integer from 0 to 2^53-1", null);
  if (statusMessage !== null && typeof statusMessage !== "string")
    return refuse("invalid_event", "statusMessage must be a string", null);
  const wanted = PAYLOAD_OF[status];
  for (const field of ["result", "error", "inputRequests"] as const) {
    if (field !== wanted && o[field] !== undefined)
      return refuse("invalid_event", `${field} does not fit a task born ${status}`, null);
  }
  if (wanted !== undefined && o[wanted] === undefined)
    return refuse("missing_payload", `a task born ${status} needs its ${wanted}`, null);
  if (wanted === "result" && (!isRecord(o.result) || !isJsonValue(o.result)))
    return refuse("invalid_event", "result must be a JSON object holding JSON data only", null);
  if (wanted === "error" && (!isRpcError(o.error) || !isJsonValue(o.error))) {
    return refuse("invalid_event", "error must be a JSON-RPC error with an integer code and a string message", null);
  }
  let inputRequests: InputRequestEntry[] | null = null;
  if (wanted === "inputRequests") {
    const read = readInputRequests(o.inputRequests, null);
    if (!read.ok) return read;
    inputRequests = read.entries as InputRequestEntry[];
  }
  const state: TaskState = {
    taskId: o.taskId,
    status,
    statusMessage,
    createdAt: o.now,
    lastUpdatedAt: o.now,
    ttlMs,
    pollIntervalMs,
    result: wanted === "result" ? o.result! : null,
    error: wanted === "error" ? o.error! : null,
    inputRequests,
    inputResponses: null,
    retiredKeys: null,
    cancelRequested: false,
  };
  return { ok: true, state };
}
