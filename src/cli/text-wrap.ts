/** Word wrapping for the help pages, which list names and rule summaries in a terminal's width. */

/** Wraps words into lines no wider than `width`, each starting with `indent`. */
export function wrap(words: readonly string[], width: number, indent: string): string {
  const lines: string[] = [];
  let current = indent;
  for (const word of words) {
    if (current.length > indent.length && current.length + 1 + word.length > width) {
      lines.push(current);
      current = indent;
    }
    current += (current.length > indent.length ? " " : "") + word;
  }
  if (current.length > indent.length) lines.push(current);
  return lines.join("\n");
}
