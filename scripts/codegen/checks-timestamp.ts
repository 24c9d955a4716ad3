/**
 * A regex-free check for the schema's `Timestamp` pattern. The pattern is a large regular expression: its first test
 * in a process costs about a millisecond (V8 compiles it, then tiers it up), and every later test several times a
 * scan of the characters. The scanner below decides the whole language of the pattern (the extended and the basic
 * layout, any fraction, `Z` or an offset) by character codes, so the checks never run the regular expression. It
 * stands in only for the exact pattern it was written for: a schema whose pattern differs gets the regular
 * expression. test/scripts/checks-timestamp.test.ts proves the scanner against the pattern, through Ajv.
 */

/** The `Timestamp` pattern the scanner implements, character for character. */
export const SCANNED_TIMESTAMP_PATTERN =
  "^(?:(?:[0-9]{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)(?:[.,][0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3])(?::[0-5][0-9])?)|(?:[0-9]{4}(?:(?:0[1-9]|1[0-2])(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])(?:29|30)|(?:0[13578]|1[02])31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)0229)T(?:[01][0-9]|2[0-3])[0-5][0-9](?:[0-5][0-9]|60)(?:[.,][0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3])(?:[0-5][0-9])?))(?!\\n)$";

/** The schema's `Timestamp` pattern when it is the one the scanner implements; undefined otherwise. */
export function timestampPattern(defs: Record<string, unknown>): string | undefined {
  const timestamp = Object.hasOwn(defs, "Timestamp") ? (defs.Timestamp as { pattern?: unknown }) : undefined;
  return timestamp?.pattern === SCANNED_TIMESTAMP_PATTERN ? SCANNED_TIMESTAMP_PATTERN : undefined;
}

/**
 * The source of `function name(s)`, which tells whether the string `s` matches the `Timestamp` pattern: one function,
 * straight-line reads of the fixed positions first. Its bytecode (1,339 bytes on Node 20) is over V8's inlining limit
 * (460), so each use is a call, measured at about 4 ns per message of the bench corpus; its cost is the reads
 * (`charCodeAt`, about 1 ns each), and neither a fixed-layout fast path nor a table-driven loop measured faster. Every
 * character read is at an index below the length checked first (a read past the end gives NaN, which `>>> 0` would
 * turn into the digit 0).
 */
export function renderTimestampScanner(name: string): string {
  return `// The Timestamp pattern by character codes: YYYY-MM-DDTHH:MM:SS (extended) or YYYYMMDDTHHMMSS (basic), an
// optional fraction ("." or "," and digits), then "Z" or an offset: ±HH, or ±HH:MM (extended) or ±HHMM (basic).
// A digit d is (code - 48) >>> 0 <= 9: a code below "0" wraps around to a large number.
function ${name}(s) {
  const n = s.length;
  // e is 1 in the extended layout, whose separators shift every later field: the month starts at 4 + e.
  const e = s.charCodeAt(4) === 45 ? 1 : 0;
  if (n < 16 + 4 * e) return false;
  const y0 = s.charCodeAt(0) - 48;
  const y1 = s.charCodeAt(1) - 48;
  const y2 = s.charCodeAt(2) - 48;
  const y3 = s.charCodeAt(3) - 48;
  const month0 = s.charCodeAt(4 + e) - 48;
  const month1 = s.charCodeAt(5 + e) - 48;
  const day0 = s.charCodeAt(6 + 2 * e) - 48;
  const day1 = s.charCodeAt(7 + 2 * e) - 48;
  const hour0 = s.charCodeAt(9 + 2 * e) - 48;
  const hour1 = s.charCodeAt(10 + 2 * e) - 48;
  const minute0 = s.charCodeAt(11 + 3 * e) - 48;
  const minute1 = s.charCodeAt(12 + 3 * e) - 48;
  const second0 = s.charCodeAt(13 + 4 * e) - 48;
  const second1 = s.charCodeAt(14 + 4 * e) - 48;
  if (y0 >>> 0 > 9 || y1 >>> 0 > 9 || y2 >>> 0 > 9 || y3 >>> 0 > 9) return false;
  if (month0 >>> 0 > 1 || month1 >>> 0 > 9 || day0 >>> 0 > 3 || day1 >>> 0 > 9) return false;
  if (hour0 >>> 0 > 2 || hour1 >>> 0 > 9 || minute0 >>> 0 > 5 || minute1 >>> 0 > 9) return false;
  if (second0 >>> 0 > 6 || second1 >>> 0 > 9 || s.charCodeAt(8 + 2 * e) !== 84) return false;
  if (e === 1 && (s.charCodeAt(7) !== 45 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58)) return false;
  const month = month0 * 10 + month1;
  const day = day0 * 10 + day1;
  if (month < 1 || month > 12 || day < 1 || hour0 * 10 + hour1 > 23 || second0 * 10 + second1 > 60) return false;
  if (day > 28) {
    if (month === 2) {
      // February 29 only in a leap year: a year divisible by 4, a century year (yy = 00) only every 400 years.
      const yy = y2 * 10 + y3;
      if (day !== 29 || (yy === 0 ? y0 * 10 + y1 : yy) % 4 !== 0) return false;
    } else if (day > 31 || (day === 31 && (month === 4 || month === 6 || month === 9 || month === 11))) return false;
  }
  let i = 15 + 4 * e;
  let c = s.charCodeAt(i);
  if (c === 46 || c === 44) {
    const first = ++i;
    while (i < n && (s.charCodeAt(i) - 48) >>> 0 <= 9) i++;
    if (i === first) return false;
    c = s.charCodeAt(i);
  }
  if (c === 90) return i + 1 === n;
  if ((c !== 43 && c !== 45) || i + 3 > n) return false;
  const zoneHour0 = s.charCodeAt(i + 1) - 48;
  const zoneHour1 = s.charCodeAt(i + 2) - 48;
  if (zoneHour0 >>> 0 > 2 || zoneHour1 >>> 0 > 9 || zoneHour0 * 10 + zoneHour1 > 23) return false;
  i += 3;
  if (i === n) return true;
  // The offset's minutes: after a colon in the extended layout, directly in the basic one.
  if (e === 1 && s.charCodeAt(i++) !== 58) return false;
  if (i + 2 !== n) return false;
  const zoneMinute0 = s.charCodeAt(i) - 48;
  const zoneMinute1 = s.charCodeAt(i + 1) - 48;
  return zoneMinute0 >>> 0 <= 5 && zoneMinute1 >>> 0 <= 9;
}`;
}
