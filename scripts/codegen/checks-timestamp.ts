/**
 * A regex-free fast path for the schema's `Timestamp` pattern. The first test of that large regular expression in a
 * process costs about a millisecond (V8 compiles it, then tiers it up), most of a first validation. The layouts
 * Date#toISOString writes, `YYYY-MM-DDTHH:MM:SS.sssZ` (and `YYYY-MM-DDTHH:MM:SSZ`), are checked here with character
 * codes; anything else falls back to the regular expression. The fast path accepts only strings the pattern accepts,
 * so the two together accept exactly what the pattern does (test/scripts/checks-timestamp.test.ts proves it against
 * the schema's pattern, so a change to the pattern that the fast path does not follow fails there).
 */

/** The schema's `Timestamp` pattern, the only one this fast path stands in front of; undefined when there is none. */
export function timestampPattern(defs: Record<string, unknown>): string | undefined {
  const timestamp = Object.hasOwn(defs, "Timestamp") ? (defs.Timestamp as { pattern?: unknown }) : undefined;
  return typeof timestamp?.pattern === "string" ? timestamp.pattern : undefined;
}

/**
 * The source of `function name(s)`, which tells whether the string `s` matches the `Timestamp` pattern: true when
 * `nameLayout` finds a real UTC date-time in the common layout, `regex.test(s)` otherwise; and of the two functions
 * it calls. `regex` names the compiled pattern.
 */
export function renderTimestampCheck(name: string, regex: string): string {
  const [layout, digits] = [`${name}Layout`, `${name}Digits`];
  return `// The Timestamp pattern: Date#toISOString's layouts by character codes, the regular expression otherwise.
function ${name}(s) {
  return ${layout}(s) || ${regex}.test(s);
}
function ${layout}(s) {
  const n = s.length;
  if (n !== 20 && (n !== 24 || s.charCodeAt(19) !== 46 || ${digits}(s, 20) < 0 || ${digits}(s, 21) < 0)) return false;
  if (s.charCodeAt(n - 1) !== 90 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45 || s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) return false;
  const century = ${digits}(s, 0);
  const yy = ${digits}(s, 2);
  const month = ${digits}(s, 5);
  const day = ${digits}(s, 8);
  const hour = ${digits}(s, 11);
  const minute = ${digits}(s, 14);
  const second = ${digits}(s, 17);
  if (century < 0 || yy < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return false;
  if (day <= 28) return true;
  if (month === 2) return day === 29 && (yy === 0 ? century % 4 === 0 : yy % 4 === 0);
  return day <= 30 || (day === 31 && month !== 4 && month !== 6 && month !== 9 && month !== 11);
}
function ${digits}(s, i) {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}`;
}
