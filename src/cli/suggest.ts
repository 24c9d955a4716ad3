/** "Did you mean …?": the closest known name to a mistyped one. */

/** Returns the known name closest to `wanted`, or undefined when none is close enough to be a likely typo. */
export function closest(wanted: string, known: readonly string[]): string | undefined {
  const lower = wanted.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const d = distance(lower, name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  return bestDistance <= limit ? best : undefined;
}

/** Levenshtein edit distance between two strings. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}
