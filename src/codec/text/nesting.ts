/** A depth check of JSON text that runs before any parser, so that text of millions of brackets is never built. */

/**
 * Whether objects and arrays nest deeper than `maxDepth` anywhere in the JSON text, strings skipped: one linear pass
 * that allocates nothing, to run before JSON.parse on text whose depth is not yet known. False for a non-string;
 * never throws.
 */
export function nestsDeeper(text: string, maxDepth: number): boolean {
  if (typeof text !== "string") return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
