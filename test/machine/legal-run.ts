/** Legal server runs and their delivery to an observer, for the observer property tests. */
import fc from "fast-check";
import {
  createTask,
  transition,
  createObserver,
  observe,
  markAnswered,
  toCreateTaskResult,
  toDetailedTask,
  toGetTaskResult,
  toTaskStatusNotification,
  type TaskState,
  type Violation,
} from "../../src/machine/index.js";
import { iso, rawEvent, render, roundTrip, type RawEvent } from "./arbitraries.js";

/** The notation a generated timestamp is written in. */
export type Style = "z" | "offset" | "basic";
const LANDING = new Set(["complete", "fail", "cancel", "expire"]);
/** The input key the planted violations are built around. */
export const PLANTED_KEY = "planted";

/**
 * A legal server run: events applied through the machine with a clock that may stand still (several changes in one
 * millisecond) but advances before a task lands, as a server's clock does between its last update and the end.
 */
export function legalRun(
  raws: readonly RawEvent[],
  ticks: readonly number[],
  styles: readonly Style[],
  ttlMs: number | null,
): TaskState[] {
  const created = createTask({ taskId: "task-1", now: iso(0), ttlMs, pollIntervalMs: 100 });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const states = [state];
  let clock = 0;
  raws.forEach((raw, i) => {
    clock += (ticks[i] ?? 0) + (LANDING.has(raw.type) ? 1 : 0);
    const r = transition(state, render({ ...raw, at: clock }, styles[i] ?? "z"));
    if (r.ok && r.changed) {
      state = r.state;
      states.push(state);
    }
  });
  return states;
}

/** What the client receives for state `i` in one of the wire forms, through JSON. */
function wire(state: TaskState, form: number): unknown {
  if (form === 0) return roundTrip(toGetTaskResult(state));
  if (form === 1) return roundTrip(toTaskStatusNotification(state));
  return roundTrip(toDetailedTask(state));
}

const ttl = fc.constantFrom(null, 0, 20, 100_000);
const run = fc
  .tuple(fc.array(rawEvent, { maxLength: 30 }), ttl)
  .chain(([raws, ttlMs]) =>
    fc.tuple(
      fc.constant(raws),
      fc.constant(ttlMs),
      fc.array(fc.nat(2), { minLength: raws.length, maxLength: raws.length }),
      fc.array(fc.constantFrom<Style>("z", "offset", "basic"), { minLength: raws.length, maxLength: raws.length }),
    ),
  );

/** A legal run plus a delivery: the CreateTaskResult first, then every state at least once, shuffled and repeated. */
export function delivered(prefix: RawEvent[]) {
  return run.chain(([raws, ttlMs, ticks, styles]) => {
    const states = legalRun([...prefix, ...raws], [1, 1, ...ticks], ["z", "z", ...styles], ttlMs);
    const indices = states.map((_, i) => i);
    return fc.tuple(
      fc.constant(states),
      fc.shuffledSubarray(indices, { minLength: indices.length, maxLength: indices.length }),
      fc.array(fc.nat(states.length - 1), { maxLength: 10 }),
      fc.array(fc.nat(2), { minLength: 64, maxLength: 64 }),
      fc.boolean(),
      fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
    );
  });
}

/** Feeds a delivery to an observer; the client answers some presented keys at once. Returns every violation. */
export function observeAll(
  states: TaskState[],
  order: number[],
  forms: number[],
  inline: boolean,
  answers: boolean[],
  planted: unknown[] = [],
  at = 0,
) {
  let observer = createObserver();
  const violations: Violation[] = [];
  const presented: string[] = [];
  const snapshots: unknown[] = [
    roundTrip(toCreateTaskResult(states[0]!, { inline })),
    ...order.map((i, n) => wire(states[i]!, forms[n % forms.length]!)),
  ];
  snapshots.splice(Math.min(1 + at, snapshots.length), 0, ...planted);
  snapshots.forEach((snapshot, n) => {
    const o = observe(observer, snapshot);
    violations.push(...o.violations);
    observer = o.state;
    const keys = o.newInputRequests.map((e) => e[0]);
    presented.push(...keys);
    if (answers[n % answers.length]) observer = markAnswered(observer, keys);
  });
  return { violations, presented, observer };
}

/** Continues a run with more events, the clock advancing past the last update. */
export function legalRunFrom(states: TaskState[], more: RawEvent[]): TaskState[] {
  let state = states[states.length - 1]!;
  const out = states.slice();
  for (const raw of more) {
    const r = transition(state, render({ ...raw, at: 9_000 }));
    if (r.ok && r.changed) out.push((state = r.state));
  }
  return out;
}
