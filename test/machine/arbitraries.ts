/** Shared generators and helpers for the machine tests. */
import fc from "fast-check";
import type { InputRequest, InputResponse } from "../../generated/types.js";
import type { TaskEvent } from "../../src/machine/index.js";

/** Creation time of every generated task. */
export const T0 = Date.parse("2025-11-25T10:30:00.000Z");

/** Input keys, including the ones that misbehave as plain object keys. */
export const KEYS = ["a", "b", "c", "__proto__", "constructor", "toString", "hasOwnProperty", ""] as const;

const elicit: InputRequest = {
  method: "elicitation/create",
  params: {
    message: "Name?",
    requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  },
};
const sampling: InputRequest = {
  method: "sampling/createMessage",
  params: { messages: [{ role: "user", content: { type: "text", text: "hi" } }], maxTokens: 10 },
};
const roots: InputRequest = { method: "roots/list" };
/** A few valid input requests. */
export const REQUESTS: readonly InputRequest[] = [elicit, sampling, roots];
/** A few valid input responses. */
export const RESPONSES: readonly InputResponse[] = [
  { action: "accept", content: { name: "Luca" } },
  { action: "decline" },
  { roots: [] },
];

/** An ISO timestamp `ms` after T0, in one of several notations naming the same instant. */
export function iso(ms: number, style: "z" | "offset" | "basic" = "z"): string {
  const d = new Date(T0 + ms);
  const z = d.toISOString();
  if (style === "basic") return z.replace(/[-:]/g, "");
  if (style !== "offset") return z;
  const local = new Date(T0 + ms + 2 * 3600_000).toISOString();
  return `${local.slice(0, -1)}+02:00`;
}

/** Builds an object map the way JSON.parse does: `__proto__` becomes an own key. */
export function mapOf<V>(entries: readonly (readonly [string, V])[]): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

/** A generated event before its time is rendered: `at` is milliseconds after T0. */
export type RawEvent =
  | { type: "requestInput"; at: number; keys: string[]; request: number; asEntries: boolean; statusMessage?: string }
  | { type: "provideInput"; at: number; keys: string[]; response: number; asEntries: boolean }
  | { type: "withdrawInput"; at: number; keys: string[] }
  | { type: "consumeInput"; at: number; keys?: string[] }
  | { type: "complete"; at: number; isError: boolean; statusMessage?: string }
  | { type: "fail"; at: number; code: number; statusMessage?: string }
  | { type: "requestCancel"; at: number }
  | { type: "cancel"; at: number; statusMessage?: string }
  | { type: "expire"; at: number }
  | {
      type: "update";
      at: number;
      statusMessage?: string | null;
      pollIntervalMs?: number | null;
      ttlMs?: number | null;
    };

const at = fc.integer({ min: 0, max: 200_000 });
const key = fc.constantFrom(...KEYS);
const message = fc.option(fc.constantFrom("progress", "almost", ""), { nil: undefined });

/** Any raw event, valid in shape. */
export const rawEvent: fc.Arbitrary<RawEvent> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        type: fc.constant("requestInput" as const),
        at,
        keys: fc.uniqueArray(key, { minLength: 1, maxLength: 3 }),
        request: fc.nat(2),
        asEntries: fc.boolean(),
        statusMessage: message,
      },
      { requiredKeys: ["type", "at", "keys", "request", "asEntries"] },
    ),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("provideInput" as const),
      at,
      keys: fc.array(key, { maxLength: 4 }),
      response: fc.nat(2),
      asEntries: fc.boolean(),
    }),
  },
  fc.record({ type: fc.constant("withdrawInput" as const), at, keys: fc.array(key, { maxLength: 3 }) }),
  {
    weight: 2,
    arbitrary: fc.record(
      {
        type: fc.constant("consumeInput" as const),
        at,
        keys: fc.option(fc.array(key, { maxLength: 3 }), { nil: undefined }),
      },
      { requiredKeys: ["type", "at"] },
    ),
  },
  fc.record(
    { type: fc.constant("complete" as const), at, isError: fc.boolean(), statusMessage: message },
    { requiredKeys: ["type", "at", "isError"] },
  ),
  fc.record(
    { type: fc.constant("fail" as const), at, code: fc.integer({ min: -32768, max: 32767 }), statusMessage: message },
    { requiredKeys: ["type", "at", "code"] },
  ),
  fc.record({ type: fc.constant("requestCancel" as const), at }),
  fc.record({ type: fc.constant("cancel" as const), at, statusMessage: message }, { requiredKeys: ["type", "at"] }),
  fc.record({ type: fc.constant("expire" as const), at }),
  fc.record(
    {
      type: fc.constant("update" as const),
      at,
      statusMessage: fc.option(fc.constantFrom("a", "b"), { nil: undefined }),
      pollIntervalMs: fc.option(fc.option(fc.constantFrom(0, 500, 5000)), { nil: undefined }),
      ttlMs: fc.option(fc.option(fc.constantFrom(0, 1000, 100_000)), { nil: undefined }),
    },
    { requiredKeys: ["type", "at"] },
  ),
);

/** The keys a raw provideInput event really sends: an object map holds each key once. */
export function sentKeys(raw: { keys: string[]; asEntries: boolean }): string[] {
  return raw.asEntries ? raw.keys : [...new Set(raw.keys)];
}

/** Renders a raw event into a machine event, with `now` in the given notation. */
export function render(raw: RawEvent, style: "z" | "offset" | "basic" = "z"): TaskEvent {
  const now = iso(raw.at, style);
  switch (raw.type) {
    case "requestInput": {
      const entries = raw.keys.map((k) => [k, REQUESTS[raw.request]!] as const);
      const inputRequests = raw.asEntries ? entries : mapOf(entries);
      return raw.statusMessage === undefined
        ? { type: raw.type, now, inputRequests }
        : { type: raw.type, now, inputRequests, statusMessage: raw.statusMessage };
    }
    case "provideInput": {
      const entries = sentKeys(raw).map((k) => [k, RESPONSES[raw.response]!] as const);
      return { type: raw.type, now, inputResponses: raw.asEntries ? entries : mapOf(entries) };
    }
    case "withdrawInput":
      return { type: raw.type, now, keys: raw.keys };
    case "consumeInput":
      return raw.keys === undefined ? { type: raw.type, now } : { type: raw.type, now, keys: raw.keys };
    case "complete": {
      const result = { resultType: "complete", content: [{ type: "text", text: "done" }], isError: raw.isError };
      return raw.statusMessage === undefined
        ? { type: raw.type, now, result }
        : { type: raw.type, now, result, statusMessage: raw.statusMessage };
    }
    case "fail": {
      const error = { code: raw.code, message: "boom" };
      return raw.statusMessage === undefined
        ? { type: raw.type, now, error }
        : { type: raw.type, now, error, statusMessage: raw.statusMessage };
    }
    case "cancel":
      return raw.statusMessage === undefined
        ? { type: raw.type, now }
        : { type: raw.type, now, statusMessage: raw.statusMessage };
    case "requestCancel":
    case "expire":
      return { type: raw.type, now };
    case "update": {
      const e: {
        type: "update";
        now: string;
        statusMessage?: string | null;
        pollIntervalMs?: number | null;
        ttlMs?: number | null;
      } = { type: raw.type, now };
      if (raw.statusMessage !== undefined) e.statusMessage = raw.statusMessage;
      if (raw.pollIntervalMs !== undefined) e.pollIntervalMs = raw.pollIntervalMs;
      if (raw.ttlMs !== undefined) e.ttlMs = raw.ttlMs;
      return e;
    }
  }
}

/** Events of any shape at all, for the never-throws properties. */
export const garbageEvent: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.record(
    {
      type: fc.constantFrom("requestInput", "provideInput", "complete", "fail", "update", "expire", "nope"),
      now: fc.oneof(fc.string(), fc.constant(iso(5))),
      inputRequests: fc.anything(),
      inputResponses: fc.anything(),
      result: fc.anything(),
      error: fc.anything(),
      keys: fc.anything(),
      ttlMs: fc.anything(),
      statusMessage: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

/** Freezes a value and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const k of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[k]);
  }
  return value;
}

/** A structured copy through JSON. */
export function roundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
