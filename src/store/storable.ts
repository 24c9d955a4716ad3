/**
 * What both stores hold: the same check on every state before it is written, and private, frozen copies handed out,
 * so the backends agree on what they accept and no caller or watcher can change what another sees.
 */
import { isJsonValue } from "../machine/json.js";
import { isTaskState, type TaskState } from "../machine/state.js";
import { freezeCopy } from "./frozen.js";
import { checkTaskId, failure } from "./options.js";
import type { StoreResult } from "./types.js";

/**
 * A private copy of a state a caller gave: JSON data (no class instance, function, undefined or cycle) that is a task
 * state with a usable taskId, and an owner and taskId that PostgreSQL text holds. The copy is what is checked and kept,
 * so a getter or Proxy that answers a second read differently changes nothing; a flat state is read once.
 *
 * @internal
 */
export function storableCopy(state: unknown, owner: string): StoreResult<TaskState> {
  let copy: unknown;
  try {
    copy = flatCopy(state);
    if (copy === undefined) {
      if (!isJsonValue(state)) return failure("invalid", "state is not JSON data (see isTaskState)");
      copy = JSON.parse(JSON.stringify(state));
    }
  } catch {
    return failure("invalid", "state could not be read as JSON data");
  }
  if (!isTaskState(copy)) return failure("invalid", "state is not a task state (see isTaskState)");
  const bad = checkTaskId(copy.taskId);
  if (bad !== undefined) return bad;
  if (!isStorableText(owner) || !isStorableText(copy.taskId))
    return failure("invalid", "owner and taskId must not contain U+0000 or a lone surrogate");
  return { ok: true, value: copy };
}

/**
 * The usual new state (a plain object whose fields are all strings, finite numbers, booleans or null) copied as the
 * JSON round trip would copy it, each field read once; undefined for anything else, which takes the round trip.
 */
function flatCopy(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const proto = Object.getPrototypeOf(value) as unknown;
  if ((proto !== Object.prototype && proto !== null) || Object.getOwnPropertySymbols(value).length > 0)
    return undefined;
  const keys = Object.keys(value);
  const copy: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const child = (value as Record<string, unknown>)[key];
    if (key === "__proto__") return undefined;
    if (typeof child === "number") {
      if (!Number.isFinite(child)) return undefined;
      // JSON writes -0 as 0.
      copy[key] = child === 0 ? 0 : child;
    } else if (child === null || typeof child === "string" || typeof child === "boolean") copy[key] = child;
    else return undefined;
  }
  return copy;
}

/**
 * Tells whether PostgreSQL `text` holds a string exactly: no U+0000 (text cannot contain it) and no lone surrogate
 * (a client would send U+FFFD instead, so a different string would be stored).
 *
 * @internal
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Freezes a value the store made itself (parsed from JSON, so acyclic and plain) and everything in it, in place.
 *
 * @internal
 */
export function freezeOwn<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null || Object.isFrozen(node)) continue;
    Object.freeze(node);
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Events that may carry objects or lists, cloned before the machine reads them, so that nothing in them can answer
 * two reads differently; the others carry strings and numbers, which the machine reads once each.
 */
const PAYLOAD_EVENTS = new Set<unknown>([
  "complete",
  "fail",
  "requestInput",
  "provideInput",
  "expire",
  "withdrawInput",
  "consumeInput",
]);

/**
 * The event as the memory store reads it: {@link eventCopy}'s answer, except that a payload event of plain JSON data
 * is copied with its payloads as the store's own deep-frozen copies (each property read once), handed back in
 * `owned`, so that the new state keeps them as they are rather than copy them again; undefined when it cannot be read.
 *
 * @internal
 */
export function ownEventCopy<T>(event: T): { event: T; owned?: unknown[] } | undefined {
  let type: unknown;
  try {
    type = (event as { type?: unknown } | null)?.type;
  } catch {
    return { event };
  }
  if (!PAYLOAD_EVENTS.has(type)) return { event };
  const plain = plainEventCopy(event as object, type);
  if (plain !== undefined) return plain as { event: T; owned: unknown[] };
  const cloned = cloneEvent(event);
  return cloned === undefined ? undefined : { event: cloned };
}

/** A payload event of plain JSON data, copied with frozen payloads; undefined for anything else. */
function plainEventCopy(event: object, type: unknown): { event: object; owned: unknown[] } | undefined {
  try {
    const proto = Object.getPrototypeOf(event) as unknown;
    if (Array.isArray(event) || (proto !== Object.prototype && proto !== null)) return undefined;
    const keys = Object.keys(event);
    const copy: Record<string, unknown> = {};
    const owned: unknown[] = [];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (key === "__proto__") return undefined;
      // The type was read already: a second read could answer differently.
      let value = key === "type" ? type : (event as Record<string, unknown>)[key];
      if (typeof value === "object" && value !== null) {
        value = freezeCopy(value);
        owned.push(value);
      } else if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint")
        return undefined;
      copy[key] = value;
    }
    return { event: copy, owned };
  } catch {
    return undefined;
  }
}

/** A structured clone of the event, or undefined when it cannot be cloned. */
function cloneEvent<T>(event: T): T | undefined {
  try {
    return structuredClone(event);
  } catch {
    return undefined;
  }
}

/**
 * The event as the store reads it: a structured clone of one that carries payloads (each property read once, a
 * Proxy refused), the event itself otherwise; undefined when it cannot be cloned.
 *
 * @internal
 */
export function eventCopy<T>(event: T): T | undefined {
  let type: unknown;
  try {
    type = (event as { type?: unknown } | null)?.type;
  } catch {
    return event;
  }
  if (!PAYLOAD_EVENTS.has(type)) return event;
  try {
    return structuredClone(event);
  } catch {
    return undefined;
  }
}
