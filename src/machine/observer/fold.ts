/**
 * The body of `observe`: reads one snapshot, checks it against what the observer saw before (task id, createdAt,
 * terminal order, input request keys), and builds the next state, or keeps the same one when nothing changed.
 */
import { appended } from "../entries.js";
import { foldKeys } from "./keys.js";
import { NONE, outcome, type Observation } from "./observation.js";
import { toPresent } from "./present.js";
import { extendedTimeline } from "./timeline.js";
import { readSnapshot, sameView } from "./snapshot.js";
import type { ObserverState, Violation } from "./state.js";
import { changeAfterTerminal, compareTerminal } from "./terminal.js";
import type { TaskView } from "../state.js";
import { isTerminal } from "../status.js";
import { instantKey } from "../time/timestamp.js";

/**
 * Violation code: a snapshot the observer cannot use.
 *
 * @internal
 */
export const MALFORMED_SNAPSHOT = "mcp-tasks/malformed-snapshot";
/**
 * Violation code: a snapshot of another task.
 *
 * @internal
 */
export const TASK_ID_CHANGED = "mcp-tasks/task-id-changed";
/**
 * Violation code: a createdAt naming another instant than the first snapshot's.
 *
 * @internal
 */
export const CREATED_AT_CHANGED = "mcp-tasks/created-at-changed";
/**
 * Violation code: lastUpdatedAt earlier than createdAt.
 *
 * @internal
 */
export const UPDATED_BEFORE_CREATED = "mcp-tasks/updated-before-created";

/**
 * Folds one snapshot into a state `observe` has checked; may throw on a hostile snapshot, which `observe` catches.
 *
 * @internal
 */
export function fold(state: ObserverState, snapshot: unknown): Observation {
  const view = state.view;
  const read = readSnapshot(snapshot, view, state.viewAt);
  if (typeof read === "string")
    return outcome(state, false, NONE, [{ code: MALFORMED_SNAPSHOT, message: read, taskId: state.taskId }]);
  let snap = read.view;
  if (state.taskId !== null && snap.taskId !== state.taskId) {
    const message = `a snapshot of task ${JSON.stringify(snap.taskId)} arrived for task ${JSON.stringify(state.taskId)}`;
    return outcome(state, false, NONE, [violation(TASK_ID_CHANGED, message, snap)]);
  }
  let violations: Violation[] | null = null;
  // Timestamps equal to the ones already read keep their instants, so that a poll parses nothing.
  const at = read.at;
  const firstCreated = state.createdAt === null ? null : (state.createdAtKey ?? instantKey(state.createdAt));
  // A createdAt written as the lastUpdatedAt beside it (a task's first snapshot) names the instant already read.
  const created =
    firstCreated !== null && snap.createdAt === state.createdAt
      ? firstCreated
      : snap.createdAt === snap.lastUpdatedAt
        ? at
        : instantKey(snap.createdAt)!;
  if (firstCreated !== null && created !== firstCreated) {
    (violations ??= []).push(
      violation(CREATED_AT_CHANGED, `createdAt changed from ${state.createdAt} to ${snap.createdAt}`, snap),
    );
  }
  if (at < created)
    (violations ??= []).push(violation(UPDATED_BEFORE_CREATED, "lastUpdatedAt is earlier than createdAt", snap));
  const viewTerminal = view !== null && isTerminal(view.status);
  const snapTerminal = isTerminal(snap.status);
  let { terminalAt, nonTerminalAt } = state;
  let changed: Violation | null = null;
  if (snapTerminal) {
    if (nonTerminalAt !== null && at < nonTerminalAt) {
      (violations ??= []).push(
        changeAfterTerminal(snap, `a non-terminal snapshot is newer than this ${snap.status} one`),
      );
    }
    changed = viewTerminal ? compareTerminal(view, snap) : null;
    if (changed !== null) (violations ??= []).push(changed);
    if (terminalAt === null || at < terminalAt) terminalAt = at;
  } else {
    if (terminalAt !== null && at > terminalAt) {
      (violations ??= []).push(changeAfterTerminal(snap, `this ${snap.status} snapshot is newer than a terminal one`));
    }
    if (nonTerminalAt === null || at > nonTerminalAt) nonTerminalAt = at;
  }
  let { requests, timeline, reported } = state;
  if (read.keysKnown) {
    const entries = snap.inputRequests ?? NONE;
    // Most snapshots carry no keys and come in order; they only move the end of the last stretch (nothing else to fold).
    const extended = entries.length === 0 ? extendedTimeline(timeline, at) : null;
    if (extended !== null) {
      timeline = extended;
    } else {
      const folded = foldKeys(state, at, entries, snap.taskId, snap.lastUpdatedAt);
      ({ requests, timeline, reported } = folded.ledger);
      if (folded.violations.length > 0) (violations ??= []).push(...folded.violations);
      if (folded.entries !== entries) snap = { ...snap, inputRequests: folded.entries };
    }
  }
  const stale = state.viewAt !== null && at < state.viewAt;
  const fillsPayload = viewTerminal && payloadOf(view) === null && payloadOf(snap) !== null && changed === null;
  const replaces = view === null || fillsPayload || (!viewTerminal && (snapTerminal || !stale));
  const presented = replaces ? toPresent(state.presented, snap) : NONE;
  const nextView = !replaces || (view !== null && sameView(view, snap)) ? view : snap;
  const createdAt = state.createdAt ?? snap.createdAt;
  const unchanged =
    nextView === view &&
    presented.length === 0 &&
    requests === state.requests &&
    timeline === state.timeline &&
    reported === state.reported &&
    terminalAt === state.terminalAt &&
    nonTerminalAt === state.nonTerminalAt &&
    createdAt === state.createdAt &&
    snap.taskId === state.taskId;
  if (unchanged) return outcome(state, stale, NONE, violations ?? NONE);
  const next: ObserverState = {
    options: state.options,
    taskId: snap.taskId,
    createdAt,
    createdAtKey: firstCreated ?? created,
    view: nextView,
    viewAt: nextView === view ? state.viewAt : at,
    terminalAt,
    nonTerminalAt,
    requests,
    timeline,
    presented:
      presented.length === 0
        ? state.presented
        : appended(
            state.presented,
            presented.map((e) => e[0]),
          ),
    answered: state.answered,
    reported,
  };
  return outcome(next, stale, presented, violations ?? NONE);
}

function violation(code: string, message: string, snap: TaskView): Violation {
  return { code, message, taskId: snap.taskId, lastUpdatedAt: snap.lastUpdatedAt };
}

function payloadOf(view: TaskView): object | null {
  return view.result ?? view.error;
}
