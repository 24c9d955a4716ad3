/**
 * Whether every object of a value is plain data, with no prototype the input chose. The generated checks test the
 * prototypes of the objects they read; this walk words the verdict when the reference validator accepts a value the
 * check refused.
 */

const OK = 0;
const FOREIGN = 1;
const DEEP = 2;
/** Depth the allocation-free walk goes to; deeper values (or cycles) take the iterative walk. */
const QUICK_DEPTH = 64;

/**
 * True when every object under `value` is an array or has Object.prototype (or no prototype), as JSON.parse builds
 * them. An object that inherits its fields would otherwise pass a schema on fields it does not own. The usual shallow
 * message is walked without allocating; a deep one, or a cycle, iteratively, so depth cannot overflow the stack.
 *
 * @internal
 */
export function isPlainData(value: unknown): boolean {
  const quick = shallow(value, 0);
  return quick === OK || (quick === DEEP && deep(value));
}

function shallow(value: unknown, depth: number): number {
  if (typeof value !== "object" || value === null) return OK;
  if (depth > QUICK_DEPTH) return DEEP;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) return FOREIGN;
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child === "object" && child !== null) {
        const r = shallow(child, depth + 1);
        if (r !== OK) return r;
      }
    }
    return OK;
  }
  if (proto !== Object.prototype && proto !== null) return FOREIGN;
  // With Object.prototype (or none) as prototype, for-in lists own enumerable keys only.
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === "object" && child !== null) {
      const r = shallow(child, depth + 1);
      if (r !== OK) return r;
    }
  }
  return OK;
}

function deep(value: unknown): boolean {
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null || seen.has(node)) continue;
    seen.add(node);
    const proto = Object.getPrototypeOf(node) as unknown;
    if (Array.isArray(node) ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) return false;
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return true;
}
