/**
 * Text from input, made safe to print on one terminal line: in linear time, with no regular expression that input
 * can make backtrack. Whitespace around line breaks collapses to one space, and every other character a terminal
 * would act on (C0 and C1 controls, DEL, line and paragraph separators, bidirectional overrides) is written as a
 * `\uXXXX` escape, so that no input can erase, rewrite or reorder what the report says.
 */
export function printable(text: string): string {
  const parts: string[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      let end = i;
      let breaks = false;
      for (; end < text.length; end++) {
        const d = text.charCodeAt(end);
        if (d === 0x0a || d === 0x0d) breaks = true;
        else if (d !== 0x20 && d !== 0x09) break;
      }
      if (breaks) {
        parts.push(text.slice(plainStart, i), " ");
        plainStart = end;
      }
      i = end;
      continue;
    }
    if (actsOnTerminal(c)) {
      parts.push(text.slice(plainStart, i), `\\u${c.toString(16).padStart(4, "0")}`);
      plainStart = i + 1;
    }
    i++;
  }
  if (plainStart === 0) return text;
  parts.push(text.slice(plainStart));
  return parts.join("");
}

/** Code units a terminal interprets rather than shows (tab and line breaks are handled by the caller). */
function actsOnTerminal(c: number): boolean {
  if (c < 0x20 || c === 0x7f) return true;
  if (c < 0x80) return false;
  return (
    c <= 0x9f ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x200e ||
    c === 0x200f ||
    c === 0x061c ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}
