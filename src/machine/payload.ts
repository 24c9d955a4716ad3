/**
 * Envelope checks on event payloads. The machine checks what it owns (types, keys, status fit); checking the
 * content of requests and results against the schema is the codec's job at the boundary.
 */
import type { TaskStatus } from "../../generated/types.js";
import type { Entry } from "./entries.js";
import { readEntries } from "./entries.js";
import type { TaskState } from "./state.js";
import { refuse, type TransitionError } from "./events.js";
import { isJsonValue } from "./json.js";
import { isRecord } from "../shared/record.js";

/**
 * Tells whether a value looks like an input request: a known `method`, with the params object it needs.
 *
 * @internal
 */
export function isInputRequestLike(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { method, params } = value;
  if (method === "roots/list") return params === undefined || isRecord(params);
  return (method === "elicitation/create" || method === "sampling/createMessage") && isRecord(params);
}

/**
 * Reads a non-empty map of input requests, or says why it cannot.
 *
 * @internal
 */
export function readInputRequests(
  value: unknown,
  from: TaskStatus | null,
): { ok: true; entries: Entry<unknown>[] } | { ok: false; error: TransitionError } {
  const entries = readEntries(value);
  if (entries === null || entries.length === 0) {
    return refuse("invalid_event", "inputRequests must be a non-empty map of key to input request", from);
  }
  const seen = new Set<string>();
  for (let i = 0; i < entries.length; i++) {
    const [key, request] = entries[i]!;
    if (!isInputRequestLike(request) || !isJsonValue(request)) {
      return refuse("invalid_event", `inputRequests[${JSON.stringify(key)}] is not an input request`, from, key);
    }
    if (seen.has(key))
      return refuse("duplicate_input_key", `input request key ${JSON.stringify(key)} is given twice`, from, key);
    seen.add(key);
  }
  return { ok: true, entries };
}

/**
 * Tells whether an optional statusMessage field is absent or a string.
 *
 * @internal
 */
export function isOptionalMessage(value: unknown): boolean {
  return value === undefined || typeof value === "string";
}

/**
 * The statusMessage after an event: the event's own when it gives one; otherwise the old one is kept while the
 * status stays, and dropped when the status changes, since it described the old status.
 *
 * @internal
 */
export function nextMessage(state: TaskState, given: string | undefined, statusChanges: boolean): string | null {
  if (given !== undefined) return given;
  return statusChanges ? null : state.statusMessage;
}
