/** The client-side observer's state, options and small helpers: plain JSON, so a client can persist it. */
import type { InputRequest } from "../../../generated/types.js";
import type { TaskView } from "../state.js";
import { isMilliseconds } from "../state.js";

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
  let o: ObserverOptions = {};
  try {
    if (typeof options === "object" && options !== null) {
      const { taskId, defaultPollIntervalMs, minPollIntervalMs, maxPollIntervalMs } = options;
      o = { taskId, defaultPollIntervalMs, minPollIntervalMs, maxPollIntervalMs };
    }
  } catch {
    // Options that throw while read are unusable, and fall back to the defaults like any unusable value.
  }
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
  if (
    last !== null &&
    last.defaultPollIntervalMs === defaultPollIntervalMs &&
    last.minPollIntervalMs === minPollIntervalMs &&
    last.maxPollIntervalMs === maxPollIntervalMs
  )
    return last;
  return (lastPollOptions = Object.freeze({ defaultPollIntervalMs, minPollIntervalMs, maxPollIntervalMs }));
}

/**
 * Tells whether a value can be an observer's state: a plain object (its prototype Object's, or none, as JSON.parse or
 * a spread builds it) with the observer's lists. Anything else, a Proxy or an object inheriting from one the input
 * chose, is never read or handed back.
 *
 * @internal
 */
export function isObserverShape(value: unknown): value is ObserverState {
  try {
    if (typeof value !== "object" || value === null) return false;
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return false;
    const s = value as Record<string, unknown>;
    return (
      typeof s.options === "object" &&
      s.options !== null &&
      Array.isArray(s.requests) &&
      Array.isArray(s.timeline) &&
      Array.isArray(s.presented) &&
      Array.isArray(s.answered) &&
      Array.isArray(s.reported)
    );
  } catch {
    return false;
  }
}
