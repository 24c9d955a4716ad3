/** The shape of a task as the machine stores it: plain JSON, one fixed set of keys, `null` for what is absent. */
import type { Error as RpcError, InputRequest, InputResponse, JSONObject, TaskStatus } from "../../generated/types.js";
import type { Entry } from "./entries.js";
import { isStringList } from "./entries.js";
import { isTaskStatus, isTerminal } from "./status.js";
import { isTimestamp } from "./time/timestamp.js";
import { isRecord } from "../shared/record.js";

/** A JSON-RPC error object as a failed task carries it. */
export type JSONRPCError = RpcError;

/** One outstanding input request: `[key, request]`. */
export type InputRequestEntry = Entry<InputRequest>;

/** One accepted input response: `[key, response]`. */
export type InputResponseEntry = Entry<InputResponse>;

/** The wire-visible part of a task: what a DetailedTask shows, with `null` for every absent field. */
export interface TaskView {
  /** Stable identifier; never changes. */
  readonly taskId: string;
  /** Current status. */
  readonly status: TaskStatus;
  /** Message describing the current status, or null. */
  readonly statusMessage: string | null;
  /** ISO 8601 creation time; never changes. */
  readonly createdAt: string;
  /** ISO 8601 time of the last change; never moves backwards. */
  readonly lastUpdatedAt: string;
  /** Time to live from `createdAt` in milliseconds, null for unlimited. */
  readonly ttlMs: number | null;
  /** Suggested polling interval in milliseconds, or null. */
  readonly pollIntervalMs: number | null;
  /** The final result; set exactly when completed. */
  readonly result: JSONObject | null;
  /** The JSON-RPC error; set exactly when failed. */
  readonly error: JSONRPCError | null;
  /** Outstanding input requests in issue order; non-empty exactly when input_required. */
  readonly inputRequests: readonly InputRequestEntry[] | null;
}

/** The server-side state of one task: its view plus the key ledger and the cancellation intent. */
export interface TaskState extends TaskView {
  /** Accepted input responses the server has not consumed yet, in acceptance order; null when none. */
  readonly inputResponses: readonly InputResponseEntry[] | null;
  /** Keys issued earlier that are no longer outstanding (answered or withdrawn); null when none. */
  readonly retiredKeys: readonly string[] | null;
  /** Whether a client asked to cancel (tasks/cancel); the server decides whether to honour it. */
  readonly cancelRequested: boolean;
}

const isNullableString = (v: unknown): boolean => v === null || typeof v === "string";

/** Tells whether a value is an integer number of milliseconds the schema accepts (0 to 2^53-1). */
export function isMilliseconds(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** Tells whether a value is a JSON-RPC error object: an integer `code` and a string `message`. */
export function isRpcError(value: unknown): value is JSONRPCError {
  try {
    return isRecord(value) && Number.isInteger(value.code) && typeof value.message === "string";
  } catch {
    return false;
  }
}

function isEntryList(value: unknown, nonEmpty: boolean): boolean {
  if (value === null) return !nonEmpty;
  if (!Array.isArray(value) || (nonEmpty && value.length === 0)) return false;
  for (let i = 0; i < value.length; i++) {
    const e: unknown = value[i];
    if (!Array.isArray(e) || e.length !== 2 || typeof e[0] !== "string" || !isRecord(e[1])) return false;
  }
  return true;
}

/**
 * Checks a stored state in depth, for example after loading it from a store: every field has its type, the
 * payload fields fit the status, and no key is both outstanding and retired or listed twice.
 */
export function isTaskState(value: unknown): value is TaskState {
  try {
    return readsAsTaskState(value);
  } catch {
    // A getter or a Proxy trap that throws: not a state.
    return false;
  }
}

function readsAsTaskState(value: unknown): value is TaskState {
  if (!isRecord(value)) return false;
  const s = value;
  if (typeof s.taskId !== "string" || s.taskId === "" || !isTaskStatus(s.status)) return false;
  if (!isNullableString(s.statusMessage) || !isTimestamp(s.createdAt) || !isTimestamp(s.lastUpdatedAt)) return false;
  if (
    !(s.ttlMs === null || isMilliseconds(s.ttlMs)) ||
    !(s.pollIntervalMs === null || isMilliseconds(s.pollIntervalMs))
  )
    return false;
  if ((s.status === "completed") !== isRecord(s.result) || (s.status !== "completed" && s.result !== null))
    return false;
  if ((s.status === "failed") !== isRpcError(s.error) || (s.status !== "failed" && s.error !== null)) return false;
  if (!isEntryList(s.inputRequests, s.status === "input_required")) return false;
  if (s.status !== "input_required" && s.inputRequests !== null) return false;
  if (!isEntryList(s.inputResponses, false) || typeof s.cancelRequested !== "boolean") return false;
  if (isTerminal(s.status) && (s.inputResponses !== null || s.retiredKeys !== null)) return false;
  const retired = s.retiredKeys;
  if (!(retired === null || isStringList(retired))) return false;
  const requests = (s.inputRequests ?? []) as unknown[][];
  // No key can repeat among fewer than two; the usual state has none, and is answered without allocating.
  if (requests.length + (retired?.length ?? 0) < 2) return true;
  const keys = requests.map((e) => e[0]).concat(retired ?? []);
  return new Set(keys).size === keys.length;
}
