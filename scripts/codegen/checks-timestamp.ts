/**
 * A regex-free fast path for the schema's `Timestamp` pattern. The first test of that large regular expression in a
 * process costs about a millisecond (V8 compiles it, then tiers it up), most of a first validation. The common layout
 * `YYYY-MM-DDTHH:MM:SS[.fraction]Z`, which Date#toISOString writes, is checked here with character codes; anything
 * else falls back to the regular expression. The fast path accepts only strings the pattern accepts, so the two
 * together accept exactly what the pattern does (test/scripts/checks-timestamp.test.ts proves it against the schema's
 * pattern, so a change to the pattern that the fast path does not follow fails there).
 */

/** The schema's `Timestamp` pattern, the only one this fast path stands in front of; undefined when there is none. */
export function timestampPattern(defs: Record<string, unknown>): string | undefined {
  const timestamp = Object.hasOwn(defs, "Timestamp") ? (defs.Timestamp as { pattern?: unknown }) : undefined;
  return typeof timestamp?.pattern === "string" ? timestamp.pattern : undefined;
}

/**
 * The source of `function name(s)`, which tells whether the string `s` matches the `Timestamp` pattern: true when it
 * is a real UTC date-time in the common layout, `regex.test(s)` otherwise; and of `nameDigits`, which it calls.
 * `regex` names the compiled pattern.
 */
export function renderTimestampCheck(name: string, regex: string): string {
  const other = `return ${regex}.test(s);`;
  const digits = `${name}Digits`;
  return `function ${name}(s) {
  const n = s.length;
  if (n < 20 || n === 21 || s.charCodeAt(n - 1) !== 90 || s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) ${other}
  if (s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58) ${other}
  const century = ${digits}(s, 0);
  const yy = ${digits}(s, 2);
  const month = ${digits}(s, 5);
  const day = ${digits}(s, 8);
  const hour = ${digits}(s, 11);
  const minute = ${digits}(s, 14);
  const second = ${digits}(s, 17);
  if (century < 0 || yy < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59) ${other}
  if (second < 0 || second > 60) ${other}
  if (n > 20) {
    const separator = s.charCodeAt(19);
    if (separator !== 46 && separator !== 44) ${other}
    for (let i = 20; i < n - 1; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) ${other}
    }
  }
  if (day <= 28) return true;
  if (month === 2) {
    if (day === 29 && (yy === 0 ? century % 4 === 0 : yy % 4 === 0)) return true;
    ${other}
  }
  if (day <= 30 || (day === 31 && month !== 4 && month !== 6 && month !== 9 && month !== 11)) return true;
  ${other}
}
function ${digits}(s, i) {
  const a = s.charCodeAt(i) - 48;
  const b = s.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}`;
}
