/** A static look at a regular expression's structure: which groups are quantified, and what they contain. */

/** A parenthesised group and the quantifier that follows it, if any. */
export interface GroupInfo {
  /** Source of the group, parentheses included. */
  source: string;
  /** The quantifier after the group: "", "?", "*", "+" or "{m,n}". */
  quantifier: string;
  /** Whether a quantifier appears anywhere inside the group. */
  containsQuantifier: boolean;
}

const QUANTIFIER = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??/;

/** The largest repetition count a quantifier allows (Infinity when unbounded, 1 when there is none). */
export function maxRepetitions(quantifier: string): number {
  const q = quantifier.length > 1 ? quantifier.replace(/\?$/, "") : quantifier;
  if (q === "" || q === "?") return 1;
  if (q === "*" || q === "+") return Infinity;
  const m = /^\{(\d+)(,(\d*))?\}$/.exec(q);
  if (!m) return 1;
  if (m[2] === undefined) return Number(m[1]);
  return m[3] === "" ? Infinity : Number(m[3]);
}

/** Lists the groups of a pattern with their quantifiers; escapes and character classes are skipped whole. */
export function groupsOf(pattern: string): GroupInfo[] {
  const groups: GroupInfo[] = [];
  const open: { start: number; containsQuantifier: boolean }[] = [];
  const markQuantified = (): void => {
    for (const g of open) g.containsQuantifier = true;
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === "\\") {
      i += 2;
    } else if (c === "[") {
      i++;
      while (i < pattern.length && pattern[i] !== "]") i += pattern[i] === "\\" ? 2 : 1;
      i++;
    } else if (c === "(") {
      open.push({ start: i, containsQuantifier: false });
      i++;
      continue;
    } else if (c === ")") {
      const g = open.pop();
      if (!g) throw new Error(`unbalanced ) at ${i}`);
      const q = QUANTIFIER.exec(pattern.slice(i + 1));
      const quantifier = q ? q[0] : "";
      groups.push({ source: pattern.slice(g.start, i + 1), quantifier, containsQuantifier: g.containsQuantifier });
      if (g.containsQuantifier || quantifier) markQuantified();
      i += 1 + quantifier.length;
      continue;
    } else {
      i++;
    }
    // After an atom (escape, class or plain character), a quantifier may follow.
    const q = QUANTIFIER.exec(pattern.slice(i));
    if (q && c !== "(" && c !== "|" && c !== "^") {
      markQuantified();
      i += q[0].length;
    }
  }
  if (open.length) throw new Error("unbalanced (");
  return groups;
}

/** Groups that can repeat more than once and contain a quantifier: the shape of catastrophic backtracking. */
export function nestedQuantifiers(pattern: string): GroupInfo[] {
  return groupsOf(pattern).filter((g) => g.containsQuantifier && maxRepetitions(g.quantifier) > 1);
}
