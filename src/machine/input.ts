/** Input events: requesting input, providing it (tasks/update), withdrawing requests and consuming responses. */
import type { InputRequest, InputResponse } from "../../generated/types.js";
import { indexOfKey, isStringList, keySet, readEntries } from "./entries.js";
import type {
  ConsumeInputEvent,
  ProvideInputEvent,
  RequestInputEvent,
  TransitionResult,
  WithdrawInputEvent,
} from "./events.js";
import { refuse, unchanged } from "./events.js";
import { evolve } from "./evolve.js";
import { isOptionalMessage, nextMessage, readInputRequests } from "./payload.js";
import type { InputRequestEntry, InputResponseEntry, TaskState } from "./state.js";
import { laterOf } from "./time/timestamp.js";
import { isJsonValue } from "./json.js";
import { isRecord } from "../shared/record.js";

/**
 * Adds requests under keys never used before by this task; the status becomes `input_required`.
 *
 * @internal
 */
export function requestInput(s: TaskState, e: RequestInputEvent): TransitionResult {
  const read = readInputRequests(e.inputRequests, s.status);
  if (!read.ok) return read;
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  const added = read.entries as InputRequestEntry[];
  const keys: string[] = new Array(added.length);
  const used = keySet(s.inputRequests);
  if (s.retiredKeys !== null) for (const key of s.retiredKeys) used.add(key);
  for (let i = 0; i < added.length; i++) {
    const key = added[i]![0];
    if (used.has(key)) {
      return refuse(
        "duplicate_input_key",
        `input request key ${JSON.stringify(key)} was already used by this task`,
        s.status,
        key,
      );
    }
    keys[i] = key;
  }
  const state = evolve(s, {
    status: "input_required",
    statusMessage: nextMessage(s, e.statusMessage, s.status !== "input_required"),
    lastUpdatedAt: laterOf(s.lastUpdatedAt, e.now),
    inputRequests: s.inputRequests === null ? added : s.inputRequests.concat(added),
  });
  return { ok: true, state, changed: true, accepted: keys, ignored: [] };
}

/** Removes the given keys from the outstanding requests and retires them; returns to `working` when none remain. */
function retire(
  s: TaskState,
  now: string,
  keys: string[],
  responses: InputResponseEntry[] | null,
  message?: string,
): TaskState {
  const retiring = new Set(keys);
  const remaining = s.inputRequests!.filter((entry) => !retiring.has(entry[0]));
  const done = remaining.length === 0;
  const stored =
    responses === null || responses.length === 0 ? s.inputResponses : (s.inputResponses ?? []).concat(responses);
  return evolve(s, {
    status: done ? "working" : s.status,
    statusMessage: nextMessage(s, message, done),
    lastUpdatedAt: laterOf(s.lastUpdatedAt, now),
    inputRequests: done ? null : remaining,
    inputResponses: stored,
    retiredKeys: s.retiredKeys === null ? keys : s.retiredKeys.concat(keys),
  });
}

/**
 * Records responses for outstanding keys. Keys never issued, already answered or withdrawn are ignored and
 * reported, never refused; on a terminal task every key is ignored and the update is still acknowledged.
 *
 * @internal
 */
export function provideInput(s: TaskState, e: ProvideInputEvent): TransitionResult {
  const entries = readEntries(e.inputResponses);
  if (entries === null)
    return refuse("invalid_event", "inputResponses must be a map of key to input response", s.status);
  const accepted: string[] = [];
  const ignored: string[] = [];
  const responses: InputResponseEntry[] = [];
  const outstanding = keySet(s.inputRequests);
  for (const [key, response] of entries) {
    if (!outstanding.delete(key)) {
      ignored.push(key);
      continue;
    }
    if (!isRecord(response) || !isJsonValue(response)) {
      return refuse("invalid_event", `inputResponses[${JSON.stringify(key)}] is not an input response`, s.status, key);
    }
    accepted.push(key);
    responses.push([key, response as unknown as InputResponse]);
  }
  if (accepted.length === 0) return { ok: true, state: s, changed: false, accepted, ignored };
  return { ok: true, state: retire(s, e.now, accepted, responses), changed: true, accepted, ignored };
}

/**
 * Withdraws outstanding requests (superseded); later responses to them are ignored and their keys stay used.
 *
 * @internal
 */
export function withdrawInput(s: TaskState, e: WithdrawInputEvent): TransitionResult {
  if (!isStringList(e.keys)) return refuse("invalid_event", "keys must be a list of strings", s.status);
  if (!isOptionalMessage(e.statusMessage)) return refuse("invalid_event", "statusMessage must be a string", s.status);
  const accepted: string[] = [];
  const ignored: string[] = [];
  const outstanding = keySet(s.inputRequests);
  for (const key of e.keys) {
    if (outstanding.delete(key)) accepted.push(key);
    else ignored.push(key);
  }
  if (accepted.length === 0) return { ok: true, state: s, changed: false, accepted, ignored };
  return { ok: true, state: retire(s, e.now, accepted, null, e.statusMessage), changed: true, accepted, ignored };
}

/**
 * Forgets accepted responses the server has read, so that the state stays small; the keys stay used.
 *
 * @internal
 */
export function consumeInput(s: TaskState, e: ConsumeInputEvent): TransitionResult {
  if (e.keys !== undefined && !isStringList(e.keys))
    return refuse("invalid_event", "keys must be a list of strings", s.status);
  const held = s.inputResponses;
  if (held === null) return unchanged(s);
  const keys = e.keys;
  const consumed = new Set(keys);
  const kept = keys === undefined ? [] : held.filter((entry) => !consumed.has(entry[0]));
  if (kept.length === held.length) return unchanged(s);
  return {
    ok: true,
    state: evolve(s, {
      lastUpdatedAt: laterOf(s.lastUpdatedAt, e.now),
      inputResponses: kept.length === 0 ? null : kept,
    }),
    changed: true,
  };
}

/** The accepted response stored under a key, or undefined. */
export function inputResponseFor(state: TaskState, key: string): InputResponse | undefined {
  return lookUp(state, "inputResponses", key) as InputResponse | undefined;
}

/** The outstanding request under a key, or undefined. */
export function inputRequestFor(state: TaskState, key: string): InputRequest | undefined {
  return lookUp(state, "inputRequests", key) as InputRequest | undefined;
}

/** The value under a key in one of a state's entry lists; undefined for anything unreadable, never a throw. */
function lookUp(state: TaskState, field: "inputRequests" | "inputResponses", key: string): unknown {
  if (!isRecord(state) || typeof key !== "string") return undefined;
  try {
    const entries = state[field];
    if (!Array.isArray(entries)) return undefined;
    const i = indexOfKey(entries, key);
    return i < 0 ? undefined : entries[i]![1];
  } catch {
    return undefined;
  }
}
