/**
 * `observe(state, snapshot)`: the pure client-side reducer. It folds in what a client sees about one task (the
 * CreateTaskResult, tasks/get results and notifications/tasks messages or params), possibly stale, repeated or
 * out of order, and reports the view, the input requests to present, whether the task is terminal, the delay
 * before the next poll and the server's protocol violations.
 *
 * Rules. Snapshots are ordered by their lastUpdatedAt instant (offsets and fractions compared as instants), never
 * by arrival, so every rule gives the same verdict for any delivery order and any duplication:
 * - View: a snapshot replaces the view when its lastUpdatedAt is not older than the view's; an older one is stale
 *   and only checked. The first terminal snapshot becomes the view and stays it: a terminal task is final. Only
 *   its missing result or error (a CreateTaskResult may leave it out) is filled in from an identical snapshot, and
 *   polling goes on until it is known.
 * - Presentation: keys of an input_required snapshot that becomes the view are presented once; `markAnswered`
 *   keys are never presented, whatever a stale snapshot still shows. A stale snapshot presents nothing.
 * - `mcp-tasks/task-id-changed`: a snapshot of another task; it is otherwise ignored.
 * - `mcp-tasks/created-at-changed`: a createdAt naming another instant than the first snapshot's.
 * - `mcp-tasks/updated-before-created`: a lastUpdatedAt earlier than createdAt.
 * - `mcp-tasks/change-after-terminal`: a non-terminal snapshot whose lastUpdatedAt is later than that of a
 *   terminal snapshot. An equal one is not: the spec does not require lastUpdatedAt to advance when a task lands
 *   (its own example flow keeps one timestamp throughout), so snapshots sharing a timestamp are ordered by status,
 *   terminal last. A strictly older one is staleness, not a violation.
 * - `mcp-tasks/terminal-status-changed`, `mcp-tasks/terminal-payload-changed`, `mcp-tasks/terminal-task-changed`:
 *   two terminal snapshots differing in status; in result or error (compared only where both carry one, since a
 *   CreateTaskResult may leave it out); or in statusMessage, lastUpdatedAt, ttlMs or pollIntervalMs.
 * - `sep-2663-input-request-key-unique-per-task`: one key carrying two requests that are not deep-equal.
 * - `sep-2663-no-key-reuse-after-response`: a key absent from a snapshot whose lastUpdatedAt lies strictly
 *   between two snapshots carrying it. A key still shown after the client answered it is eventual consistency,
 *   not a violation. An input_required snapshot without inputRequests tells nothing about keys. Instants are
 *   remembered only where the key set changes (observer-timeline.ts): snapshots arriving in lastUpdatedAt order
 *   get the exact verdict, while a reuse hidden among forgotten instants by late arrivals may go unreported.
 * - `mcp-tasks/malformed-snapshot`: no usable taskId, status or timestamps; the snapshot is otherwise ignored.
 * Key violations are reported once per key; the others once per offending snapshot.
 *
 * Cost. The state grows with the task's input request keys, never with the number of snapshots, and a snapshot
 * that changes nothing returns the very same state object. Nothing is ever mutated.
 */
import { appended } from "../entries.js";
import { foldKeys } from "./keys.js";
import { extendedTimeline } from "./timeline.js";
import { readSnapshot, sameView } from "./snapshot.js";
import {
  createObserver,
  isObservedTerminal,
  isObserverShape,
  nextPollDelay,
  type ObserverState,
  type Violation,
} from "./state.js";
import { changeAfterTerminal, compareTerminal } from "./terminal.js";
import type { InputRequestEntry, TaskView } from "../state.js";
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

const NONE: readonly never[] = Object.freeze([]);

function outcome(
  state: ObserverState,
  stale: boolean,
  presented: readonly InputRequestEntry[],
  violations: readonly Violation[],
): Observation {
  const terminal = isObservedTerminal(state);
  return {
    state,
    view: state.view,
    stale,
    newInputRequests: presented,
    terminal,
    nextPollMs: nextPollDelay(state),
    violations,
  };
}

/**
 * Folds one snapshot into the observer; never throws.
 *
 * @example
 * ```ts
 * import { createObserver, observe } from "mcp-tasks/machine";
 *
 * const snapshot = { taskId: "t-1", status: "working", createdAt: "2026-11-22T10:00:00Z", lastUpdatedAt: "2026-11-22T10:00:00Z", ttlMs: 60000, pollIntervalMs: 1000 };
 * const seen = observe(createObserver(), snapshot);
 * console.log(seen.terminal, seen.nextPollMs, seen.violations); // false 1000 []
 * // Keep seen.state and fold the next tasks/get result into it.
 * ```
 */
export function observe(state: ObserverState, snapshot: unknown): Observation {
  if (!isObserverShape(state)) {
    const violation = {
      code: MALFORMED_SNAPSHOT,
      message: "the observer state is not one createObserver or observe made",
      taskId: null,
    };
    return {
      state: createObserver(),
      view: null,
      stale: false,
      newInputRequests: [],
      terminal: false,
      nextPollMs: null,
      violations: [violation],
    };
  }
  try {
    return fold(state, snapshot);
  } catch {
    const violation = {
      code: MALFORMED_SNAPSHOT,
      message: "the snapshot or the observer state could not be read",
      taskId: null,
    };
    return {
      state,
      view: null,
      stale: false,
      newInputRequests: [],
      terminal: false,
      nextPollMs: null,
      violations: [violation],
    };
  }
}

function fold(state: ObserverState, snapshot: unknown): Observation {
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

/** The view's input requests whose key was never presented, each key once. */
function toPresent(presented: readonly string[], view: TaskView): readonly InputRequestEntry[] {
  const requests = view.inputRequests;
  if (view.status !== "input_required" || requests === null) return NONE;
  let out: InputRequestEntry[] | null = null;
  // Few keys (most tasks): search the list; many: one set, so that presenting stays linear in the number of keys.
  const shown = presented.length + requests.length > 16 ? new Set(presented) : undefined;
  for (let i = 0; i < requests.length; i++) {
    const entry = requests[i]!;
    if (shown !== undefined ? shown.has(entry[0]) : presented.includes(entry[0]) || out?.some((e) => e[0] === entry[0]))
      continue;
    shown?.add(entry[0]);
    (out ??= []).push(entry);
  }
  return out ?? NONE;
}
