/**
 * ISO 8601 timestamps as the wire carries them, compared as instants. Offsets, basic format, comma fractions and
 * fractions finer than a millisecond are all ordered correctly; nothing here reads the clock.
 */

const PATTERN =
  /^(?:([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(?:[.,]([0-9]+))?(?:(Z)|([+-])([01][0-9]|2[0-3])(?::([0-5][0-9]))?)|([0-9]{4})(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3])([0-5][0-9])([0-5][0-9]|60)(?:[.,]([0-9]+))?(?:(Z)|([+-])([01][0-9]|2[0-3])([0-5][0-9])?))$/;

/** Seconds added before padding so that every year from 0000 to 9999 gives a positive, 12-digit count. */
const BIAS = 100_000_000_000;

/** Reads two decimal digits at `i`, or -1. */
function two(s: string, i: number): number {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** The common layout (`2025-11-25T10:30:00.000Z`, as Date#toISOString writes it), checked without the regex. */
function isExtendedUtc(s: string): boolean {
  const n = s.length;
  if (n < 20 || s.charCodeAt(n - 1) !== 90 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84) return false;
  if (s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || two(s, 0) < 0 || two(s, 2) < 0) return false;
  const month = two(s, 5);
  const day = two(s, 8);
  const hour = two(s, 11);
  const minute = two(s, 14);
  const second = two(s, 17);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return false;
  if (n === 20) return true;
  const dot = s.charCodeAt(19);
  if ((dot !== 46 && dot !== 44) || n === 21) return false;
  for (let i = 20; i < n - 1; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Tells whether a value is a timestamp the schema accepts (the `Timestamp` pattern). */
export function isTimestamp(value: unknown): value is string {
  return typeof value === "string" && (isExtendedUtc(value) || PATTERN.test(value));
}

interface Instant {
  seconds: number;
  fraction: string;
}

/** Days from 1970-01-01 to a proleptic Gregorian date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function parse(value: string): Instant | null {
  if (typeof value !== "string") return null;
  if (isExtendedUtc(value)) return { seconds: utcSeconds(value), fraction: utcFraction(value) };
  const m = PATTERN.exec(value);
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
 * A string that sorts like the instant it names: equal instants give equal keys whatever their notation.
 * Returns null for a value that is not a timestamp.
 */
export function instantKey(value: string): string | null {
  return millisecondKey(value) ?? generalInstantKey(value);
}

/** instantKey for any notation: the biased seconds padded to 12 digits, then the fraction without trailing zeros. */
export function generalInstantKey(value: string): string | null {
  const instant = parse(value);
  if (instant === null) return null;
  const whole = String(instant.seconds + BIAS).padStart(12, "0");
  return instant.fraction === "" ? whole : `${whole}.${instant.fraction}`;
}

/** The character code of one decimal digit of a non-negative integer: `place` is 1 for units, 10 for tens... */
const digitCode = (n: number, place: number): number => 48 + (Math.floor(n / place) % 10);

/**
 * instantKey of the toISOString layout (`2025-11-25T10:30:00.120Z`) from 1970 on, or null for anything else. The key
 * is written as character codes in one call: joining its parts would build a rope, which every comparison of the new
 * key (the observer makes several) has to flatten first.
 */
export function millisecondKey(value: string): string | null {
  if (typeof value !== "string" || value.length !== 24 || !isExtendedUtc(value)) return null;
  const seconds = utcSeconds(value) + BIAS;
  // Before 1970 the biased seconds have fewer than 12 digits and need padding: left to generalInstantKey.
  if (seconds < 1e11) return null;
  const high = Math.floor(seconds / 1e6);
  const low = seconds - high * 1e6;
  const key = String.fromCharCode(
    digitCode(high, 1e5), digitCode(high, 1e4), digitCode(high, 1e3), digitCode(high, 100), digitCode(high, 10), digitCode(high, 1),
    digitCode(low, 1e5), digitCode(low, 1e4), digitCode(low, 1e3), digitCode(low, 100), digitCode(low, 10), digitCode(low, 1),
    46, value.charCodeAt(20), value.charCodeAt(21), value.charCodeAt(22),
  );
  // The fraction drops its trailing zeros, and the point goes with the last of them.
  const end = value.charCodeAt(22) !== 48 ? 16 : value.charCodeAt(21) !== 48 ? 15 : value.charCodeAt(20) !== 48 ? 14 : 12;
  return end === 16 ? key : key.slice(0, end);
}

/** The instant of a timestamp in epoch milliseconds (fractions below a millisecond kept as a fraction), or null. */
export function toEpochMs(value: string): number | null {
  const instant = parse(value);
  if (instant === null) return null;
  return instant.seconds * 1000 + (instant.fraction === "" ? 0 : Number(`0.${instant.fraction}`) * 1000);
}

/** True when both are extended UTC timestamps laid out alike, so that comparing the strings compares the instants. */
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

/** Compares two valid timestamps as instants: negative, zero or positive. */
export function compareTimestamps(a: string, b: string): number {
  if (a === b) return 0;
  if (sameLayout(a, b)) return a < b ? -1 : 1;
  const ka = instantKey(a) ?? "";
  const kb = instantKey(b) ?? "";
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The later of two valid timestamps; the first one when they name the same instant, so that nothing moves needlessly. */
export function laterOf(current: string, candidate: string): string {
  return compareTimestamps(candidate, current) > 0 ? candidate : current;
}
