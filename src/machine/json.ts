/** Tells whether a payload survives a JSON round trip unchanged, so a stored state never loses data silently. */

/**
 * True for JSON data only: null, booleans, finite numbers, strings, dense arrays and plain objects of them, without
 * cycles. Dates, class instances, `undefined`, NaN, Infinity, functions, symbols and bigints are refused, since
 * `JSON.stringify` would drop or change them, and so is anything that throws while read. The walk is iterative, so
 * depth cannot overflow the stack.
 */
export function isJsonValue(value: unknown): boolean {
  try {
    const quick = shallowCheck(value, 0);
    return quick === DEEP ? deepCheck(value) : quick === OK;
  } catch {
    // A getter or a Proxy trap that throws: what cannot be read cannot be serialised either.
    return false;
  }
}

const OK = 0;
const BAD = 1;
const DEEP = 2;
const MAX_QUICK_DEPTH = 64;

/** The common case: a recursive check without allocations; it gives up (DEEP) past a small depth, or on a cycle. */
function shallowCheck(v: unknown, depth: number): number {
  if (v === null || typeof v === "string" || typeof v === "boolean") return OK;
  if (typeof v === "number") return Number.isFinite(v) ? OK : BAD;
  if (typeof v !== "object") return BAD;
  if (depth >= MAX_QUICK_DEPTH) return DEEP;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) return BAD;
      const r = shallowCheck(v[i], depth + 1);
      if (r !== OK) return r;
    }
    return OK;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return BAD;
  if (Object.getOwnPropertySymbols(v).length > 0) return BAD;
  const keys = Object.keys(v);
  for (let i = 0; i < keys.length; i++) {
    const child = (v as Record<string, unknown>)[keys[i]!];
    if (child === undefined) return BAD;
    const r = shallowCheck(child, depth + 1);
    if (r !== OK) return r;
  }
  return OK;
}

/** The general case: an iterative walk that tracks the objects on the current path, so it detects cycles. */
function deepCheck(value: unknown): boolean {
  const onPath = new Set<object>();
  // Each frame is a value to check, or the marker that its container's children are all checked.
  const stack: Array<{ value: unknown; leave?: object }> = [{ value }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.leave !== undefined) {
      onPath.delete(frame.leave);
      continue;
    }
    const v = frame.value;
    if (v === null || typeof v === "string" || typeof v === "boolean") continue;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) return false;
      continue;
    }
    if (typeof v !== "object" || onPath.has(v)) return false;
    let children: unknown[];
    if (Array.isArray(v)) {
      children = [];
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) return false;
        children.push(v[i]);
      }
    } else {
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      children = Object.values(v);
      if (Object.getOwnPropertySymbols(v).length > 0) return false;
    }
    onPath.add(v);
    stack.push({ value: undefined, leave: v });
    for (const child of children) {
      if (child === undefined) return false;
      stack.push({ value: child });
    }
  }
  return true;
}
