/** The client-side observer's state, options and small helpers: plain JSON, so a client can persist it. */
import type { InputRequest } from "../../generated/types.js";
import type { InputRequestEntry, TaskView } from "./state.js";
import { isMilliseconds } from "./state.js";
import { isTerminal } from "./status.js";

/** Polling options of an observer; every field is optional when creating one. */
export interface PollOptions {
  /** Delay when the server suggests no pollIntervalMs; 1000 ms by default. */
  readonly defaultPollIntervalMs: number;
  /** Smallest delay ever returned; 100 ms by default, so a suggestion of 0 cannot make a client poll in a tight loop. */
  readonly minPollIntervalMs: number;
  /** Largest delay ever returned; 60000 ms by default. */
  readonly maxPollIntervalMs: number;
}

/** Options of `createObserver`. */
export interface ObserverOptions extends Partial<PollOptions> {
  /** The task to watch; by default, the task of the first snapshot. */
  readonly taskId?: string;
}

/** The request first seen under one input request key. */
export interface KeyRecord {
  readonly key: string;
  readonly request: InputRequest;
}

/**
 * A stretch of the key timeline: snapshots at instants `from` and `to` (instantKey strings, `from <= to`) and any
 * between them carried exactly `keys` (sorted, the union of what the snapshots of one instant carried). Only the
 * two ends are remembered as instants seen; keys already reported as reused are left out.
 */
export interface TimelineEntry {
  readonly from: string;
  readonly to: string;
  readonly keys: readonly string[];
}

/** Everything the observer has folded in about one task. */
export interface ObserverState {
  readonly options: PollOptions;
  readonly taskId: string | null;
  /** The createdAt of the first snapshot. */
  readonly createdAt: string | null;
  /** instantKey of `createdAt`. */
  readonly createdAtKey: string | null;
  /** The current view: the newest snapshot, or the first terminal one, which is final. */
  readonly view: TaskView | null;
  /** instantKey of the view's lastUpdatedAt. */
  readonly viewAt: string | null;
  /** Earliest lastUpdatedAt of any terminal snapshot. */
  readonly terminalAt: string | null;
  /** Latest lastUpdatedAt of any non-terminal snapshot. */
  readonly nonTerminalAt: string | null;
  /** Every input request key seen, in the order first seen. */
  readonly requests: readonly KeyRecord[];
  /** Stretches sorted by instant, disjoint; neighbours differ in their keys. Its length grows with key set changes only. */
  readonly timeline: readonly TimelineEntry[];
  /** Keys already handed out for presentation. */
  readonly presented: readonly string[];
  /** Keys the client marked answered. */
  readonly answered: readonly string[];
  /** Key violations already reported, as `code + " " + key`, so that each is reported once. */
  readonly reported: readonly string[];
}

/** A protocol violation by the server, with a machine-readable code. */
export interface Violation {
  /** A SEP-2663 requirement id where one applies, otherwise an `mcp-tasks/` id. */
  readonly code: string;
  readonly message: string;
  readonly taskId: string | null;
  /** The input request key at fault, if any. */
  readonly key?: string;
  /** The lastUpdatedAt of the offending snapshot, if it had one. */
  readonly lastUpdatedAt?: string;
}

const pick = (value: unknown, fallback: number): number => (isMilliseconds(value) ? value : fallback);

/** A fresh observer. Unusable option values fall back to their defaults. */
export function createObserver(options: ObserverOptions = {}): ObserverState {
  const o = typeof options === "object" && options !== null ? options : {};
  const min = pick(o.minPollIntervalMs, 100);
  const max = Math.max(min, pick(o.maxPollIntervalMs, 60_000));
  const def = Math.min(max, Math.max(min, pick(o.defaultPollIntervalMs, 1000)));
  return {
    options: pollOptions(def, min, max),
    taskId: typeof o.taskId === "string" && o.taskId !== "" ? o.taskId : null,
    createdAt: null,
    createdAtKey: null,
    view: null,
    viewAt: null,
    terminalAt: null,
    nonTerminalAt: null,
    requests: EMPTY,
    timeline: EMPTY,
    presented: EMPTY,
    answered: EMPTY,
    reported: EMPTY,
  };
}

/** The empty list every new observer starts its lists with: the state is never mutated, so one frozen list serves all. */
const EMPTY: readonly never[] = Object.freeze([]);

let lastPollOptions: PollOptions | null = null;

/** Frozen poll options, the previous object again when its values are the same (observers of one client share them). */
function pollOptions(defaultPollIntervalMs: number, minPollIntervalMs: number, maxPollIntervalMs: number): PollOptions {
  const last = lastPollOptions;
  if (last !== null && last.defaultPollIntervalMs === defaultPollIntervalMs && last.minPollIntervalMs === minPollIntervalMs && last.maxPollIntervalMs === maxPollIntervalMs) return last;
  return (lastPollOptions = Object.freeze({ defaultPollIntervalMs, minPollIntervalMs, maxPollIntervalMs }));
}

/** Tells whether the observed task has reached a terminal status. */
export function isObservedTerminal(state: ObserverState): boolean {
  return state.view !== null && isTerminal(state.view.status);
}

/**
 * The delay before the next poll: the server's pollIntervalMs within the bounds, or null once the task is terminal
 * and its result or error is known.
 */
export function nextPollDelay(state: ObserverState): number | null {
  const view = state.view;
  if (view !== null && isTerminal(view.status) && (view.status === "cancelled" || (view.result ?? view.error) !== null)) return null;
  const { defaultPollIntervalMs, minPollIntervalMs, maxPollIntervalMs } = state.options;
  const suggested = state.view?.pollIntervalMs ?? defaultPollIntervalMs;
  return Math.min(maxPollIntervalMs, Math.max(minPollIntervalMs, suggested));
}

/** Marks keys answered: they are never presented again, even when a stale snapshot still carries them. */
export function markAnswered(state: ObserverState, keys: readonly string[]): ObserverState {
  if (!Array.isArray(keys)) return state;
  const fresh = keys.filter((k, i) => typeof k === "string" && !state.answered.includes(k) && keys.indexOf(k) === i);
  if (fresh.length === 0) return state;
  const presented = state.presented.concat(fresh.filter((k) => !state.presented.includes(k)));
  return { ...state, presented, answered: state.answered.concat(fresh) };
}

/** The view's outstanding input requests that the client has not marked answered. */
export function unansweredInputRequests(state: ObserverState): InputRequestEntry[] {
  const requests = state.view?.status === "input_required" ? state.view.inputRequests : null;
  return requests === null ? [] : requests.filter((entry) => !state.answered.includes(entry[0]));
}
