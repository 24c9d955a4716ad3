/** Reads what a client sees about a task (CreateTaskResult, tasks/get result, notifications/tasks) into a view, and compares views. */
import type { InputRequest, JSONObject } from "../../../generated/types.js";
import { jsonEqual, readEntries } from "../entries.js";
import { isMilliseconds, isRpcError, type InputRequestEntry, type TaskView } from "../state.js";
import { isTaskStatus } from "../status.js";
import { instantKey, isTimestamp } from "../time/timestamp.js";
import { isRecord } from "../../shared/record.js";

/**
 * A snapshot read into a view, with whether it tells which input keys are outstanding.
 *
 * @internal
 */
export interface ReadSnapshot {
  readonly view: TaskView;
  /** False for an input_required snapshot without inputRequests (allowed on a CreateTaskResult). */
  readonly keysKnown: boolean;
  /** instantKey of the view's lastUpdatedAt. */
  readonly at: string;
}

/**
 * Unwraps a notifications/tasks message or a JSON-RPC response to the task object it carries. A value with a string
 * taskId of its own is a task, whatever other keys it carries (`jsonrpc`, `method`, `id`, `result`): a message has
 * none.
 */
function unwrap(value: unknown): unknown {
  if (!isRecord(value) || value.jsonrpc !== "2.0" || typeof value.taskId === "string") return value;
  if (value.method === "notifications/tasks") return value.params;
  if ("id" in value && isRecord(value.result)) return value.result;
  return value;
}

/**
 * Reads a snapshot, or says why it is unusable. Only what the observer relies on is checked (taskId, status,
 * timestamps); a field of the wrong type reads as absent, since schema checks belong to the validators. A timestamp
 * equal to the one in `known` (a view read before, whose lastUpdatedAt has the key `knownAt`) is not checked again.
 *
 * @internal
 */
export function readSnapshot(value: unknown, known: TaskView | null, knownAt: string | null): ReadSnapshot | string {
  const t = unwrap(value);
  if (!isRecord(t)) return "the snapshot is not a task object";
  if (typeof t.taskId !== "string" || t.taskId === "") return "the snapshot has no taskId";
  if (!isTaskStatus(t.status)) return "the snapshot has no valid status";
  const createdAt = t.createdAt;
  const lastUpdatedAt = t.lastUpdatedAt;
  const createdOk = known !== null && createdAt === known.createdAt ? true : isTimestamp(createdAt);
  // Reading a new lastUpdatedAt into its key also checks it: instantKey gives null for what is not a timestamp.
  const knownUpdate = known !== null && lastUpdatedAt === known.lastUpdatedAt;
  const at = knownUpdate ? knownAt : instantKey(lastUpdatedAt as string);
  if (!createdOk || (!knownUpdate && at === null))
    return "the snapshot's createdAt or lastUpdatedAt is not an ISO 8601 timestamp";
  let inputRequests: InputRequestEntry[] | null = null;
  if (t.status === "input_required") {
    const entries = readEntries(t.inputRequests);
    if (entries !== null && entries.length > 0 && entries.every((e) => isRecord(e[1]))) {
      inputRequests = entries as [string, InputRequest][];
    }
  }
  // Strings equal to the known view's are taken from it, so that the views of one task share a single copy.
  const view: TaskView = {
    taskId: known !== null && t.taskId === known.taskId ? known.taskId : t.taskId,
    status: t.status,
    statusMessage: typeof t.statusMessage === "string" ? t.statusMessage : null,
    createdAt: known !== null && createdAt === known.createdAt ? known.createdAt : (createdAt as string),
    lastUpdatedAt: lastUpdatedAt as string,
    ttlMs: isMilliseconds(t.ttlMs) ? t.ttlMs : null,
    pollIntervalMs: isMilliseconds(t.pollIntervalMs) ? t.pollIntervalMs : null,
    result: t.status === "completed" && isRecord(t.result) ? (t.result as JSONObject) : null,
    error: t.status === "failed" && isRpcError(t.error) ? t.error : null,
    inputRequests,
  };
  return { view, keysKnown: t.status !== "input_required" || inputRequests !== null, at: at! };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a !== null && b !== null && jsonEqual(a, b));
}

function sameEntries(a: readonly InputRequestEntry[] | null, b: readonly InputRequestEntry[] | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]![0] !== b[i]![0] || !sameValue(a[i]![1], b[i]![1])) return false;
  return true;
}

/**
 * Tells whether two views are equal field by field, so that the older object can stay.
 *
 * @internal
 */
export function sameView(a: TaskView, b: TaskView): boolean {
  return (
    a.lastUpdatedAt === b.lastUpdatedAt &&
    a.status === b.status &&
    a.statusMessage === b.statusMessage &&
    a.createdAt === b.createdAt &&
    a.ttlMs === b.ttlMs &&
    a.pollIntervalMs === b.pollIntervalMs &&
    a.taskId === b.taskId &&
    sameValue(a.result, b.result) &&
    sameValue(a.error, b.error) &&
    sameEntries(a.inputRequests, b.inputRequests)
  );
}
