/**
 * ISO 8601 timestamps as the wire carries them, compared as instants. Offsets, basic format, comma fractions and
 * fractions finer than a millisecond are all ordered correctly; nothing here reads the clock.
 */
import { civilFromDays, daysFromCivil, daysInMonth } from "./calendar.js";

const PATTERN =
  /^(?:([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(?:[.,]([0-9]+))?(?:(Z)|([+-])([01][0-9]|2[0-3])(?::([0-5][0-9]))?)|([0-9]{4})(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3])([0-5][0-9])([0-5][0-9]|60)(?:[.,]([0-9]+))?(?:(Z)|([+-])([01][0-9]|2[0-3])([0-5][0-9])?))$/;

/** Reads two decimal digits at `i`, or -1. */
function two(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** The common layout (`2025-11-25T10:30:00.000Z`, as Date#toISOString writes it), checked without the regex. */
function isExtendedUtc(s: string): boolean {
  const n = s.length;
  if (
    n < 20 ||
    s.charCodeAt(n - 1) !== 90 ||
    s.charCodeAt(4) !== 45 ||
    s.charCodeAt(7) !== 45 ||
    s.charCodeAt(10) !== 84
  )
    return false;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || two(s, 0) < 0 || two(s, 2) < 0) return false;
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 60
  )
    return false;
  if (day > 28 && day > daysInMonth(two(s, 0) * 100 + two(s, 2), month)) return false;
  if (n === 20) return true;
  const dot = s.charCodeAt(19);
  if ((dot !== 46 && dot !== 44) || n === 21) return false;
  for (let i = 20; i < n - 1; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * The groups of a timestamp PATTERN matched, when they name a real calendar date; null otherwise. PATTERN checks the
 * shape and the schema's `Timestamp` pattern spells the month lengths out; here they come from the calendar.
 */
function match(value: string): RegExpExecArray | null {
  const m = PATTERN.exec(value);
  if (m === null) return null;
  const o = m[1] !== undefined ? 1 : 12;
  const day = Number(m[o + 2]);
  return day > 28 && day > daysInMonth(Number(m[o]), Number(m[o + 1])) ? null : m;
}

/** Tells whether a value is a timestamp the schema accepts (the `Timestamp` pattern). */
export function isTimestamp(value: unknown): value is string {
  return typeof value === "string" && (isExtendedUtc(value) || match(value) !== null);
}

interface Instant {
  seconds: number;
  fraction: string;
}

function parse(value: string): Instant | null {
  if (typeof value !== "string") return null;
  if (isExtendedUtc(value)) return { seconds: utcSeconds(value), fraction: utcFraction(value) };
  const m = match(value);
  if (m === null) return null;
  const o = m[1] !== undefined ? 1 : 12;
  const num = (i: number): number => Number(m[o + i] ?? 0);
  const days = daysFromCivil(num(0), num(1), num(2));
  let seconds = days * 86400 + num(3) * 3600 + num(4) * 60 + num(5);
  if (m[o + 7] === undefined) {
    const sign = m[o + 8] === "-" ? -1 : 1;
    seconds -= sign * (num(9) * 3600 + num(10) * 60);
  }
  return { seconds, fraction: (m[o + 6] ?? "").replace(/0+$/, "") };
}

/** Seconds since the epoch of a timestamp `isExtendedUtc` accepted, read without the regex. */
function utcSeconds(s: string): number {
  const days = daysFromCivil(two(s, 0) * 100 + two(s, 2), two(s, 5), two(s, 8));
  return days * 86400 + two(s, 11) * 3600 + two(s, 14) * 60 + two(s, 17);
}

/** The fraction digits of a timestamp `isExtendedUtc` accepted, without trailing zeros. */
function utcFraction(s: string): string {
  let end = s.length - 1;
  while (end > 20 && s.charCodeAt(end - 1) === 48) end--;
  return end <= 20 ? "" : s.slice(20, end);
}

/**
 * A string that sorts like the instant it names: equal instants give equal keys whatever their notation. The key of
 * a timestamp in the toISOString layout (`2025-11-25T10:30:00.120Z`) is the timestamp itself; every other notation
 * gets the key of its instant written in that layout. Returns null for a value that is not a timestamp.
 *
 * @internal
 */
export function instantKey(value: string): string | null {
  return millisecondKey(value) ?? generalInstantKey(value);
}

/**
 * instantKey for any notation: the instant in the toISOString layout, with any digits finer than milliseconds added.
 *
 * @internal
 */
export function generalInstantKey(value: string): string | null {
  const instant = parse(value);
  return instant === null ? null : layoutKey(instant);
}

/** Zero-padded decimal digits of a non-negative integer. */
const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/**
 * Writes an instant in the toISOString layout. Digits finer than a millisecond replace the "Z" and are written as the
 * letters a–j, which sort after it: a key with more precision sorts after the millisecond it begins with, and before
 * the next one. Years outside 0000–9999 (only -1 and 10000 are reachable, through an offset) get a first character
 * that keeps them in order.
 */
function layoutKey({ seconds, fraction }: Instant): string {
  const days = Math.floor(seconds / 86400);
  const rest = seconds - days * 86400;
  const { year, month, day } = civilFromDays(days);
  const yearText = year < 0 ? `-${pad(-year, 4)}` : year > 9999 ? `~${year}` : pad(year, 4);
  const time = `${pad(Math.floor(rest / 3600), 2)}:${pad(Math.floor(rest / 60) % 60, 2)}:${pad(rest % 60, 2)}`;
  const ms = fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, "0");
  const finer =
    fraction.length > 3 ? fraction.slice(3).replace(/[0-9]/g, (d) => String.fromCharCode(49 + d.charCodeAt(0))) : "Z";
  return `${yearText}-${pad(month, 2)}-${pad(day, 2)}T${time}.${ms}${finer}`;
}

/**
 * instantKey of a timestamp in the toISOString layout (`2025-11-25T10:30:00.120Z`) without a leap second: the text
 * itself, which is already its key, so that the usual key costs nothing. Null for anything else.
 *
 * @internal
 */
export function millisecondKey(value: string): string | null {
  if (typeof value !== "string" || value.length !== 24 || value.charCodeAt(19) !== 46 || !isExtendedUtc(value))
    return null;
  // Second 60 is the next minute's first, so it needs normalising.
  return value.charCodeAt(17) === 54 ? null : value;
}

/** The instant of a timestamp in epoch milliseconds (fractions below a millisecond kept as a fraction), or null. */
export function toEpochMs(value: string): number | null {
  const instant = parse(value);
  if (instant === null) return null;
  return instant.seconds * 1000 + (instant.fraction === "" ? 0 : Number(`0.${instant.fraction}`) * 1000);
}

/**
 * True when both strings are laid out alike as extended UTC timestamps, so that comparing the strings compares the
 * instants once both are known to be timestamps.
 */
function sameLayout(a: string, b: string): boolean {
  const n = a.length;
  return (
    n === b.length &&
    a.charCodeAt(n - 1) === 90 &&
    b.charCodeAt(n - 1) === 90 &&
    a.charCodeAt(4) === 45 &&
    b.charCodeAt(4) === 45 &&
    a.charCodeAt(17) !== 54 &&
    b.charCodeAt(17) !== 54 &&
    (n === 20 || a.charCodeAt(19) === b.charCodeAt(19))
  );
}

/** Compares two valid timestamps as instants: negative, zero or positive. Anything else sorts before every timestamp. */
export function compareTimestamps(a: string, b: string): number {
  if (a === b) return 0;
  if (typeof a !== "string" || typeof b !== "string") return typeof a === "string" ? 1 : typeof b === "string" ? -1 : 0;
  // The layout alone does not make a timestamp: "2025-13-45T10:30:00Z" sorts first, as anything else does.
  if (sameLayout(a, b) && isExtendedUtc(a) && isExtendedUtc(b)) return a < b ? -1 : 1;
  const ka = instantKey(a) ?? "";
  const kb = instantKey(b) ?? "";
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The later of two valid timestamps; the first one when they name the same instant, so that nothing moves needlessly.
 *
 * @internal
 */
export function laterOf(current: string, candidate: string): string {
  return compareTimestamps(candidate, current) > 0 ? candidate : current;
}
