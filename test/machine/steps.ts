/** Shared steps of the machine's example tests: instants of one minute, events applied in turn, observed snapshots. */
import { transition, type TaskEvent, type TaskState } from "../../src/machine/index.js";

/** The instant at second `s` of 2025-11-25T10:30, in the extended layout with `Z`. */
export const at = (s: number): string => `2025-11-25T10:30:${String(s).padStart(2, "0")}Z`;

/** The state after applying each event in turn; a refusal fails the test at once, with its message. */
export function after(state: TaskState, ...events: unknown[]): TaskState {
  let s = state;
  for (const e of events) {
    const r = transition(s, e as TaskEvent);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

/** A task snapshot as a server reports it, updated at second `s`; `extra` adds or replaces fields, in order. */
export const snapshotAt = (s: number, status: string, extra: object = {}) => ({
  taskId: "t",
  status,
  createdAt: at(0),
  lastUpdatedAt: at(s),
  ...extra,
});
