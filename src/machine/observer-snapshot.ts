/** Reads what a client sees about a task (CreateTaskResult, tasks/get result, notifications/tasks) into a view. */
import type { InputRequest, JSONObject } from "../../generated/types.js";
import { isPlainObject, readEntries } from "./entries.js";
import { isMilliseconds, isRpcError, type InputRequestEntry, type TaskView } from "./state.js";
import { isTaskStatus } from "./status.js";
import { instantKey, isTimestamp } from "./timestamp.js";

/** A snapshot read into a view, with its instant and whether it tells which input keys are outstanding. */
export interface ReadSnapshot {
  readonly view: TaskView;
  /** instantKey of lastUpdatedAt. */
  readonly at: string;
  /** False for an input_required snapshot without inputRequests (allowed on a CreateTaskResult). */
  readonly keysKnown: boolean;
}

/** Unwraps a notifications/tasks message or a JSON-RPC response to the task object it carries. */
function unwrap(value: unknown): unknown {
  if (!isPlainObject(value) || value.jsonrpc !== "2.0") return value;
  if (value.method === "notifications/tasks") return value.params;
  if ("id" in value && isPlainObject(value.result)) return value.result;
  return value;
}

/**
 * Reads a snapshot, or says why it is unusable. Only what the observer relies on is checked (taskId, status,
 * timestamps); a field of the wrong type reads as absent, since schema checks belong to the validators.
 */
export function readSnapshot(value: unknown): { ok: true; snapshot: ReadSnapshot } | { ok: false; message: string } {
  const t = unwrap(value);
  if (!isPlainObject(t)) return { ok: false, message: "the snapshot is not a task object" };
  if (typeof t.taskId !== "string" || t.taskId === "") return { ok: false, message: "the snapshot has no taskId" };
  if (!isTaskStatus(t.status)) return { ok: false, message: "the snapshot has no valid status" };
  if (!isTimestamp(t.createdAt) || !isTimestamp(t.lastUpdatedAt)) {
    return { ok: false, message: "the snapshot's createdAt or lastUpdatedAt is not an ISO 8601 timestamp" };
  }
  let inputRequests: InputRequestEntry[] | null = null;
  if (t.status === "input_required") {
    const entries = readEntries(t.inputRequests);
    if (entries !== null && entries.length > 0 && entries.every((e) => isPlainObject(e[1]))) {
      inputRequests = entries as [string, InputRequest][];
    }
  }
  const view: TaskView = {
    taskId: t.taskId,
    status: t.status,
    statusMessage: typeof t.statusMessage === "string" ? t.statusMessage : null,
    createdAt: t.createdAt,
    lastUpdatedAt: t.lastUpdatedAt,
    ttlMs: isMilliseconds(t.ttlMs) ? t.ttlMs : null,
    pollIntervalMs: isMilliseconds(t.pollIntervalMs) ? t.pollIntervalMs : null,
    result: t.status === "completed" && isPlainObject(t.result) ? (t.result as JSONObject) : null,
    error: t.status === "failed" && isRpcError(t.error) ? t.error : null,
    inputRequests,
  };
  return { ok: true, snapshot: { view, at: instantKey(t.lastUpdatedAt)!, keysKnown: t.status !== "input_required" || inputRequests !== null } };
}
