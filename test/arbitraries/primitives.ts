/** Arbitraries for the scalar and free-form building blocks of task messages. */
import fc from "fast-check";
import type * as T from "../../generated/types.js";
import { daysInMonth } from "../../src/machine/time/calendar.js";

/** Plain objects only: null-prototype objects are valid JSON but make equality checks noisy. */
const PLAIN = { noNullPrototype: true } as const;

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

const dateParts = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 60 }),
    fraction: fc.option(fc.tuple(fc.constantFrom(".", ","), fc.stringMatching(/^[0-9]{1,9}$/)), { nil: undefined }),
    zone: fc.oneof(
      fc.constant<{ sign: ""; hours: 0; minutes: undefined }>({ sign: "", hours: 0, minutes: undefined }),
      fc.record({
        sign: fc.constantFrom("+" as const, "-" as const),
        hours: fc.integer({ min: 0, max: 23 }),
        minutes: fc.option(fc.integer({ min: 0, max: 59 }), { nil: undefined }),
      }),
    ),
  })
  // Days past the end of their month (29 February outside leap years among them) are no timestamps.
  .map((p) => ({ ...p, day: Math.min(p.day, daysInMonth(p.year, p.month)) }));

type Parts = typeof dateParts extends fc.Arbitrary<infer P> ? P : never;

function render(p: Parts, basic: boolean): string {
  const dateSep = basic ? "" : "-";
  const timeSep = basic ? "" : ":";
  const fraction = p.fraction ? p.fraction[0] + p.fraction[1] : "";
  const zone =
    p.zone.sign === ""
      ? "Z"
      : p.zone.sign + pad(p.zone.hours) + (p.zone.minutes === undefined ? "" : timeSep + pad(p.zone.minutes));
  return (
    pad(p.year, 4) +
    dateSep +
    pad(p.month) +
    dateSep +
    pad(p.day) +
    "T" +
    pad(p.hour) +
    timeSep +
    pad(p.minute) +
    timeSep +
    pad(p.second) +
    fraction +
    zone
  );
}

/** ISO 8601 extended-format date-times such as `2025-11-25T10:30:00.5+01:00`. */
export const extendedTimestampArb: fc.Arbitrary<string> = dateParts.map((p) => render(p, false));
/** ISO 8601 basic-format date-times such as `20251125T103000+0100`. */
export const basicTimestampArb: fc.Arbitrary<string> = dateParts.map((p) => render(p, true));
/** Any timestamp the schema accepts, mostly in the extended format. */
export const timestampArb: fc.Arbitrary<T.Timestamp> = fc.oneof(
  { weight: 4, arbitrary: extendedTimestampArb },
  { weight: 1, arbitrary: basicTimestampArb },
);

/** Non-empty task identifiers: UUID-like strings and short arbitrary strings. */
export const taskIdArb: fc.Arbitrary<T.TaskId> = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 24 }));

/** JSON-RPC request ids: strings or safe integers. */
export const requestIdArb: fc.Arbitrary<T.RequestId> = fc.oneof(fc.string({ maxLength: 16 }), fc.maxSafeInteger());

/** Durations in integer milliseconds, 0 to 2^53-1, biased to realistic values. */
export const millisecondsArb: fc.Arbitrary<T.Milliseconds> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 3_600_000 }) },
  { weight: 1, arbitrary: fc.maxSafeNat() },
);

/** A task's `ttlMs`: a duration or null for unlimited. */
export const ttlMsArb: fc.Arbitrary<number | null> = fc.oneof(
  { weight: 4, arbitrary: millisecondsArb },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Object keys: short identifiers, never `__proto__` (that case has its own explicit tests). */
export const keyArb: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,11}$/);

/** JSON leaves without -0, NaN or infinities, so values survive a JSON round trip unchanged. */
const jsonLeafArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0)),
  fc.string({ maxLength: 20 }),
);

/** Any JSON value, shallow enough to keep tests fast. */
export const jsonValueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    jsonLeafArb,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(keyArb, tie("value"), { maxKeys: 4, ...PLAIN }),
  ),
})).value;

/** Any JSON object. */
export const jsonObjectArb: fc.Arbitrary<T.JSONObject> = fc.dictionary(keyArb, jsonValueArb, { maxKeys: 5, ...PLAIN });

/** A `_meta` object. */
export const metaArb: fc.Arbitrary<T.MetaObject> = jsonObjectArb;

/** A JSON-RPC error object: integer code, string message, optional data of any type. */
export const jsonRpcErrorArb: fc.Arbitrary<T.Error> = fc.record(
  {
    code: fc.oneof(fc.constantFrom(-32603, -32602, -32601, -32600, -32700, -32000), fc.integer()),
    message: fc.string({ maxLength: 40 }),
    data: jsonValueArb,
  },
  { requiredKeys: ["code", "message"], ...PLAIN },
);

/** A tool result, the usual `result` of a completed tool-call task. */
export const callToolResultArb: fc.Arbitrary<T.JSONObject> = fc.record(
  {
    content: fc.array(fc.record({ type: fc.constant("text"), text: fc.string({ maxLength: 40 }) }, PLAIN), {
      maxLength: 3,
    }),
    isError: fc.boolean(),
    structuredContent: jsonObjectArb,
  },
  { requiredKeys: ["content"], ...PLAIN },
);

/** The `result` of a completed task: a tool result or any JSON object. */
export const taskResultArb: fc.Arbitrary<T.JSONObject> = fc.oneof(callToolResultArb, jsonObjectArb);
