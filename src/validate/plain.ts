/** The shape check validation adds to the schema's: every object is plain data, with no prototype the input chose. */

/**
 * True when every object under `value` is an array or has Object.prototype (or no prototype), as JSON.parse builds
 * them. An object that inherits its fields would otherwise pass a schema on fields it does not own. Iterative, so
 * depth cannot overflow the stack; cycles end the walk as soon as they are met again.
 */
export function isPlainData(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  const stack: object[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    const proto = Object.getPrototypeOf(node) as unknown;
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(node)) {
      const child = record[key];
      if (typeof child === "object" && child !== null) stack.push(child);
    }
  }
  return true;
}
