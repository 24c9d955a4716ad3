/** What `observe` answers for one snapshot: the view, what to present, when to poll next and what was wrong. */
import { pollDelayOf, terminalOf } from "./queries.js";
import { isObserverShape, type ObserverState, type Violation } from "./state.js";
import type { InputRequestEntry } from "../state.js";

/** What one snapshot taught the observer. */
export interface Observation {
  readonly state: ObserverState;
  /** The current view of the task, or null before any usable snapshot. */
  readonly view: ObserverState["view"];
  /** True when the snapshot was older than the view and did not replace it. */
  readonly stale: boolean;
  /** Input requests to present now: never presented before, not marked answered. */
  readonly newInputRequests: readonly InputRequestEntry[];
  readonly terminal: boolean;
  /** Milliseconds to wait before the next tasks/get, or null once the task is terminal. */
  readonly nextPollMs: number | null;
  /** Violations this snapshot revealed. */
  readonly violations: readonly Violation[];
}

/**
 * The empty list every observation shares, so that an unchanged snapshot allocates nothing.
 *
 * @internal
 */
export const NONE: readonly never[] = Object.freeze([]);

/**
 * The observation of a state, with the input requests presented and the violations found on the way to it. One shape
 * check answers for both reads, and each read falls back on its own, as isObservedTerminal and nextPollDelay do.
 *
 * @internal
 */
export function outcome(
  state: ObserverState,
  stale: boolean,
  presented: readonly InputRequestEntry[],
  violations: readonly Violation[],
): Observation {
  let terminal = false;
  let nextPollMs: number | null = null;
  if (isObserverShape(state)) {
    try {
      terminal = terminalOf(state);
    } catch {
      terminal = false;
    }
    try {
      nextPollMs = pollDelayOf(state);
    } catch {
      nextPollMs = null;
    }
  }
  return { state, view: state.view, stale, newInputRequests: presented, terminal, nextPollMs, violations };
}
