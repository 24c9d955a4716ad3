/**
 * What the race tests record and check: every acknowledged `apply`, and whether, task by task, the acknowledged
 * changes form a legal run of the pure machine that ends in the stored state.
 */
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { isTerminal, transition, type TaskEvent, type TaskState } from "../../src/index.js";
import type { Applied, StoreResult } from "../../src/store/index.js";

/** One acknowledged apply: the event, and what the store said it committed. */
export interface Ack {
  readonly taskId: string;
  readonly event: TaskEvent;
  readonly applied: Applied;
}

/** One racing operation: which task, what event, and how far after creation it claims to happen. */
export interface Op {
  readonly task: number;
  readonly kind: string;
  readonly keys: readonly string[];
  readonly atMs: number;
  readonly message: string;
}

const KEYS = ["a", "b", "c"];

/** Racing operations on `tasks` shared tasks: landing events, colliding input keys, updates and cancel requests. */
export function ops(tasks: number, min: number, max: number): fc.Arbitrary<Op[]> {
  const kind = fc.constantFrom(
    "complete",
    "cancel",
    "fail",
    "expire",
    "requestInput",
    "requestInput",
    "provideInput",
    "consumeInput",
    "withdrawInput",
    "update",
    "requestCancel",
  );
  const op = fc.record({
    task: fc.integer({ min: 0, max: tasks - 1 }),
    kind,
    keys: fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: 2 }),
    atMs: fc.integer({ min: 0, max: 2_000 }),
    message: fc.constantFrom("x", "y", "z"),
  });
  return fc.array(op, { minLength: min, maxLength: max });
}

/** The event an operation stands for, with `now` counted from `base` (epoch ms). */
export function eventOf(op: Op, base: number): TaskEvent {
  const now = new Date(base + op.atMs).toISOString();
  const keyed = <V>(value: V): Record<string, V> => Object.fromEntries(op.keys.map((k) => [k, value]));
  switch (op.kind) {
    case "complete":
      return { type: "complete", now, result: { content: [{ type: "text", text: op.message }] } };
    case "fail":
      return { type: "fail", now, error: { code: -32000, message: op.message } };
    case "cancel":
      return { type: "cancel", now };
    case "expire":
      return { type: "expire", now };
    case "requestInput":
      return { type: "requestInput", now, inputRequests: keyed({ method: "roots/list" as const }) };
    case "provideInput":
      return { type: "provideInput", now, inputResponses: keyed({ roots: [] }) };
    case "consumeInput":
      return { type: "consumeInput", now, keys: op.keys };
    case "withdrawInput":
      return { type: "withdrawInput", now, keys: op.keys };
    case "requestCancel":
      return { type: "requestCancel", now };
    default:
      return { type: "update", now, statusMessage: op.message };
  }
}

/** Records the acknowledged outcome of an apply, and passes the result on. */
export function record(
  acks: Ack[],
  taskId: string,
  event: TaskEvent,
  result: StoreResult<Applied>,
): StoreResult<Applied> {
  if (result.ok) acks.push({ taskId, event, applied: result.value });
  return result;
}

/**
 * Why one task's history is not a legal run ending in `final`, or undefined when it is: the acknowledged changes must
 * hold the versions 2, 3, ... each once, each the machine's outcome of its event on the state before it; exactly one
 * terminal status that never changes after; no input key requested twice; and the last one is the stored state.
 */
export function illegality(
  initial: TaskState,
  acks: readonly Ack[],
  final: { state: TaskState; version: number },
): string | undefined {
  const changes = acks.filter((a) => a.applied.changed).sort((a, b) => a.applied.version - b.applied.version);
  for (let i = 0; i < changes.length; i++) {
    const version = changes[i]!.applied.version;
    if (version !== i + 2)
      return `acknowledged versions are not 2..n, each once: ${changes.map((c) => c.applied.version).join(",")}`;
  }
  if (final.version !== changes.length + 1)
    return `stored version ${final.version}, but ${changes.length} acknowledged changes (a lost update)`;
  const requested = new Set<string>();
  let state = initial;
  let landed: string | undefined;
  for (const change of changes) {
    if (landed !== undefined) return `a change after the terminal status ${landed}`;
    const replay = transition(state, change.event);
    if (!replay.ok || !replay.changed || !isDeepStrictEqual(replay.state, change.applied.state))
      return `version ${change.applied.version} is not the machine's outcome of its event`;
    if (change.event.type === "requestInput") {
      for (const key of change.applied.accepted ?? []) {
        if (requested.has(key)) return `input key ${key} requested twice`;
        requested.add(key);
      }
    }
    state = replay.state;
    if (isTerminal(state.status)) landed = state.status;
  }
  for (const ack of acks)
    if (ack.applied.version > final.version)
      return `an acknowledged version ${ack.applied.version} beyond the stored ${final.version}`;
  if (!isDeepStrictEqual(state, final.state)) return "the stored state is not the last acknowledged one";
  if (landed === undefined) return "no terminal status";
  return undefined;
}
