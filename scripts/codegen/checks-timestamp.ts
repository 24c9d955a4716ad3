/**
 * A regex-free fast path for the schema's `Timestamp` pattern. The first test of that large regular expression in a
 * process costs about a millisecond (V8 compiles it, then tiers it up), most of a first validation, and every later
 * test costs several times the fast path. The extended layout, which Date#toISOString writes and peers send (with a
 * fraction of any length, `Z` or an offset), is decided here with character codes; anything else falls back to the
 * regular expression. On the extended layout the fast path gives the pattern's verdict exactly, so the two together
 * accept exactly what the pattern does (test/scripts/checks-timestamp.test.ts proves it against the schema's
 * pattern, so a change to the pattern that the fast path does not follow fails there).
 */

/** The schema's `Timestamp` pattern, the only one this fast path stands in front of; undefined when there is none. */
export function timestampPattern(defs: Record<string, unknown>): string | undefined {
  const timestamp = Object.hasOwn(defs, "Timestamp") ? (defs.Timestamp as { pattern?: unknown }) : undefined;
  return typeof timestamp?.pattern === "string" ? timestamp.pattern : undefined;
}

/**
 * The source of `function name(s)`, which tells whether the string `s` matches the `Timestamp` pattern, and of the
 * two functions it calls. `nameLayout` decides every string in the extended layout (`YYYY-MM-DDTHH:MM:SS`, any
 * fraction, `Z` or an offset `±HH` or `±HH:MM`) by character codes, and leaves anything else (the basic layout
 * `YYYYMMDDTHHMMSS...`, or no date at all) to `regex.test(s)`. `regex` names the compiled pattern.
 */
export function renderTimestampCheck(name: string, regex: string): string {
  const [layout, digits] = [`${name}Layout`, `${name}Digits`];
  return `// The Timestamp pattern: the extended layout by character codes, any other string by the regular expression.
function ${name}(s) {
  const verdict = ${layout}(s);
  return verdict === 1 || (verdict < 0 && ${regex}.test(s));
}
// 1: the pattern matches; 0: it does not; -1: not the extended layout, which only the regular expression decides.
function ${layout}(s) {
  const century = ${digits}(s, 0);
  const yy = ${digits}(s, 2);
  if (century < 0 || yy < 0 || s.charCodeAt(4) !== 45) return -1;
  const n = s.length;
  if (n < 20 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return 0;
  const month = ${digits}(s, 5);
  const day = ${digits}(s, 8);
  const hour = ${digits}(s, 11);
  const minute = ${digits}(s, 14);
  const second = ${digits}(s, 17);
  if (month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return 0;
  if (day > 28) {
    // February 29 only in a leap year (a century only every 400 years); the 31st only in a month that has one.
    if (month === 2) {
      if (day !== 29 || !(yy === 0 ? century % 4 === 0 : yy % 4 === 0)) return 0;
    } else if (day > 31 || (day === 31 && (month === 4 || month === 6 || month === 9 || month === 11))) return 0;
  }
  let i = 19;
  let c = s.charCodeAt(19);
  if (c === 46 || c === 44) {
    // A fraction: "." or "," and at least one digit.
    for (i = 20; i < n; i++) {
      const d = s.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
    }
    if (i === 20) return 0;
    c = s.charCodeAt(i);
  }
  if (c === 90) return i + 1 === n ? 1 : 0;
  if (c !== 43 && c !== 45) return 0;
  const zoneHour = ${digits}(s, i + 1);
  if (zoneHour < 0 || zoneHour > 23) return 0;
  if (i + 3 === n) return 1;
  if (i + 6 !== n || s.charCodeAt(i + 3) !== 58) return 0;
  const zoneMinute = ${digits}(s, i + 4);
  return zoneMinute >= 0 && zoneMinute <= 59 ? 1 : 0;
}
// The two-digit number at i, or -1 when either character is not a digit (or is past the end).
function ${digits}(s, i) {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}`;
}
