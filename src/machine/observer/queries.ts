/**
 * What a client asks of an observer state: is the task terminal, when to poll next, which input requests are still
 * unanswered; and marking keys answered. Each answers a value that is not an observer state with a safe fallback.
 */
import type { InputRequestEntry } from "../state.js";
import { isStringList } from "../entries.js";
import { isTerminal } from "../status.js";
import { createObserver, isObserverShape, type ObserverState } from "./state.js";

/** Runs a read of an observer state; a state that is not one, or throws while read, gives the fallback. */
function reading<T>(state: ObserverState, fallback: T, read: (state: ObserverState) => T): T {
  if (!isObserverShape(state)) return fallback;
  try {
    return read(state);
  } catch {
    return fallback;
  }
}

/** Tells whether the observed task has reached a terminal status; false for a value that is not an observer state. */
export function isObservedTerminal(state: ObserverState): boolean {
  return reading(state, false, terminalOf);
}

/**
 * isObservedTerminal of a state already known to have the observer's shape; may throw on a hostile one.
 *
 * @internal
 */
export function terminalOf(s: ObserverState): boolean {
  return s.view !== null && isTerminal(s.view.status);
}

/**
 * The delay before the next poll: the server's pollIntervalMs within the bounds, or null once the task is terminal
 * and its result or error is known (and for a value that is not an observer state).
 */
export function nextPollDelay(state: ObserverState): number | null {
  return reading(state, null, pollDelayOf);
}

/**
 * nextPollDelay of a state already known to have the observer's shape; may throw on a hostile one.
 *
 * @internal
 */
export function pollDelayOf(s: ObserverState): number | null {
  const view = s.view;
  if (view !== null && isTerminal(view.status) && (view.status === "cancelled" || (view.result ?? view.error) !== null))
    return null;
  const { defaultPollIntervalMs, minPollIntervalMs, maxPollIntervalMs } = s.options;
  const suggested = s.view?.pollIntervalMs ?? defaultPollIntervalMs;
  return Math.min(maxPollIntervalMs, Math.max(minPollIntervalMs, suggested));
}

/**
 * Marks keys answered: they are never presented again, even when a stale snapshot still carries them. Keys that are
 * not a dense list of strings change nothing; a value that is not an observer state gives a fresh observer.
 */
export function markAnswered(state: ObserverState, keys: readonly string[]): ObserverState {
  return reading(state, createObserver(), (s) => {
    if (!isStringList(keys)) return s;
    const answered = new Set(s.answered);
    const fresh: string[] = [];
    for (const key of keys) {
      if (answered.has(key)) continue;
      answered.add(key);
      fresh.push(key);
    }
    if (fresh.length === 0) return s;
    const shown = new Set(s.presented);
    const presented = s.presented.concat(fresh.filter((k) => !shown.has(k)));
    return { ...s, presented, answered: s.answered.concat(fresh) };
  });
}

/** The view's outstanding input requests that the client has not marked answered. */
export function unansweredInputRequests(state: ObserverState): InputRequestEntry[] {
  return reading(state, [], (s) => {
    const requests = s.view?.status === "input_required" ? s.view.inputRequests : null;
    if (requests === null) return [];
    const answered = new Set(s.answered);
    return requests.filter((entry) => !answered.has(entry[0]));
  });
}
