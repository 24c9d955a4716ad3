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
 * - `mcp-tasks/change-after-terminal`: a non-terminal snapshot whose lastUpdatedAt is equal to or later than that
 *   of any terminal snapshot. Equal counts: two snapshots with one timestamp cannot be ordered, so a server must
 *   advance lastUpdatedAt when a task lands. A strictly older one is staleness, not a violation.
 * - `mcp-tasks/terminal-status-changed`, `mcp-tasks/terminal-payload-changed`, `mcp-tasks/terminal-task-changed`:
 *   two terminal snapshots differing in status; in result or error (compared only where both carry one, since a
 *   CreateTaskResult may leave it out); or in statusMessage, lastUpdatedAt, ttlMs or pollIntervalMs.
 * - `sep-2663-input-request-key-unique-per-task`: one key carrying two requests that are not deep-equal.
 * - `sep-2663-no-key-reuse-after-response`: a key absent from a snapshot whose lastUpdatedAt lies strictly
 *   between two snapshots carrying it. A key still shown after the client answered it is eventual consistency,
 *   not a violation. An input_required snapshot without inputRequests tells nothing about keys.
 * - `mcp-tasks/malformed-snapshot`: no usable taskId, status or timestamps; the snapshot is otherwise ignored.
 * Key violations are reported once per key; the others once per offending snapshot.
 */
import type { TaskStatus } from "../../generated/types.js";
import { foldKeys } from "./observer-keys.js";
import { readSnapshot } from "./observer-snapshot.js";
import { isObservedTerminal, nextPollDelay, type ObserverState, type Violation } from "./observer-state.js";
import { changeAfterTerminal, compareTerminal } from "./observer-terminal.js";
import type { InputRequestEntry, TaskView } from "./state.js";
import { isTerminal } from "./status.js";
import { instantKey } from "./timestamp.js";

/** Violation code: a snapshot the observer cannot use. */
export const MALFORMED_SNAPSHOT = "mcp-tasks/malformed-snapshot";
/** Violation code: a snapshot of another task. */
export const TASK_ID_CHANGED = "mcp-tasks/task-id-changed";
/** Violation code: a createdAt naming another instant than the first snapshot's. */
export const CREATED_AT_CHANGED = "mcp-tasks/created-at-changed";
/** Violation code: lastUpdatedAt earlier than createdAt. */
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

function outcome(state: ObserverState, stale: boolean, presented: InputRequestEntry[], violations: Violation[]): Observation {
  const terminal = isObservedTerminal(state);
  return { state, view: state.view, stale, newInputRequests: presented, terminal, nextPollMs: nextPollDelay(state), violations };
}

/** Folds one snapshot into the observer; never throws. */
export function observe(state: ObserverState, snapshot: unknown): Observation {
  try {
    return fold(state, snapshot);
  } catch {
    const violation = { code: MALFORMED_SNAPSHOT, message: "the snapshot or the observer state could not be read", taskId: null };
    return { state, view: null, stale: false, newInputRequests: [], terminal: false, nextPollMs: null, violations: [violation] };
  }
}

function fold(state: ObserverState, snapshot: unknown): Observation {
  const read = readSnapshot(snapshot);
  if (!read.ok) return outcome(state, false, [], [{ code: MALFORMED_SNAPSHOT, message: read.message, taskId: state.taskId }]);
  const { view: snap, at, keysKnown } = read.snapshot;
  const where = { taskId: snap.taskId, lastUpdatedAt: snap.lastUpdatedAt };
  if (state.taskId !== null && snap.taskId !== state.taskId) {
    const message = `a snapshot of task ${JSON.stringify(snap.taskId)} arrived for task ${JSON.stringify(state.taskId)}`;
    return outcome(state, false, [], [{ code: TASK_ID_CHANGED, message, ...where }]);
  }
  const violations: Violation[] = [];
  const created = instantKey(snap.createdAt)!;
  if (state.createdAt !== null && instantKey(state.createdAt) !== created) {
    violations.push({ code: CREATED_AT_CHANGED, message: `createdAt changed from ${state.createdAt} to ${snap.createdAt}`, ...where });
  }
  if (at < created) violations.push({ code: UPDATED_BEFORE_CREATED, message: "lastUpdatedAt is earlier than createdAt", ...where });
  const view = state.view;
  const viewTerminal = view !== null && isTerminal(view.status);
  let { terminalAt, nonTerminalAt } = state;
  if (isTerminal(snap.status)) {
    if (nonTerminalAt !== null && at <= nonTerminalAt) {
      violations.push(changeAfterTerminal(snap, `a non-terminal snapshot is not older than this ${snap.status} one`));
    }
    const changed = viewTerminal ? compareTerminal(view, snap) : null;
    if (changed !== null) violations.push(changed);
    if (terminalAt === null || at < terminalAt) terminalAt = at;
  } else {
    if (terminalAt !== null && at >= terminalAt) {
      violations.push(changeAfterTerminal(snap, `this ${snap.status} snapshot is not older than a terminal one`));
    }
    if (nonTerminalAt === null || at > nonTerminalAt) nonTerminalAt = at;
  }
  let ledger: Pick<ObserverState, "requests" | "timeline" | "reported"> = state;
  if (keysKnown) {
    const folded = foldKeys(state, at, snap.inputRequests ?? [], snap.taskId, snap.lastUpdatedAt);
    ledger = folded.ledger;
    violations.push(...folded.violations);
  }
  const stale = state.viewAt !== null && at < state.viewAt;
  const fillsPayload = viewTerminal && payloadOf(view) === null && payloadOf(snap) !== null && compareTerminal(view, snap) === null;
  const replaces = view === null || fillsPayload || (!viewTerminal && (isTerminal(snap.status) || !stale));
  const presented = replaces ? toPresent(state, snap.status, snap.inputRequests) : [];
  const next: ObserverState = {
    ...state,
    taskId: snap.taskId,
    createdAt: state.createdAt ?? snap.createdAt,
    view: replaces ? snap : view,
    viewAt: replaces ? at : state.viewAt,
    terminalAt,
    nonTerminalAt,
    requests: ledger.requests,
    timeline: ledger.timeline,
    reported: ledger.reported,
    presented: presented.length === 0 ? state.presented : state.presented.concat(presented.map((e) => e[0])),
  };
  return outcome(next, stale, presented, violations);
}

function payloadOf(view: TaskView): object | null {
  return view.result ?? view.error;
}

function toPresent(state: ObserverState, status: TaskStatus, requests: readonly InputRequestEntry[] | null): InputRequestEntry[] {
  if (status !== "input_required" || requests === null) return [];
  return requests.filter((entry, i) => !state.presented.includes(entry[0]) && requests.findIndex((e) => e[0] === entry[0]) === i);
}
