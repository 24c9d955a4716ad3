/**
 * Keyed maps stored as arrays of `[key, value]` entries. Keys such as `__proto__`, `constructor` and `toString`
 * behave as ordinary keys, the entries survive a JSON round trip, and `Object.prototype` is never touched.
 */

/** One keyed value: `[key, value]`. */
export type Entry<V> = readonly [key: string, value: V];

/** Tells whether a value is a non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a keyed map given either as an object (own enumerable keys, as JSON.parse builds it) or as an array of
 * `[key, value]` entries. Returns null when the value is neither.
 */
export function readEntries(value: unknown): Entry<unknown>[] | null {
  if (Array.isArray(value)) {
    const out: Entry<unknown>[] = [];
    for (const item of value as unknown[]) {
      if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== "string") return null;
      out.push([item[0], item[1]]);
    }
    return out;
  }
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  const out: Entry<unknown>[] = new Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    out[i] = [key, value[key]];
  }
  return out;
}

/**
 * A new array of `list` followed by `items`, allocated at its exact length: an observer keeps a finished task's arrays
 * for long, and concat (which also sizes exactly) runs in C++, slowly.
 */
export function appended<T>(list: readonly T[], items: readonly T[]): T[] {
  const out = new Array<T>(list.length + items.length);
  for (let i = 0; i < list.length; i++) out[i] = list[i]!;
  for (let i = 0; i < items.length; i++) out[list.length + i] = items[i]!;
  return out;
}

/** Finds the index of a key in a list of entries, or -1. */
export function indexOfKey(entries: readonly Entry<unknown>[] | null, key: string): number {
  if (entries === null) return -1;
  for (let i = 0; i < entries.length; i++) if (entries[i]![0] === key) return i;
  return -1;
}

/** The value stored under a key, or undefined. */
export function valueOf<V>(entries: readonly Entry<V>[] | null, key: string): V | undefined {
  const i = indexOfKey(entries, key);
  return i < 0 ? undefined : entries![i]![1];
}

/** Builds a wire object from entries, defining `__proto__` as an own property instead of setting the prototype. */
export function toWireMap<V>(entries: readonly Entry<V>[]): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [key, value] of entries) {
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}

const hasOwn = Object.prototype.hasOwnProperty;

/** Deep equality of JSON values; object key order does not matter and `__proto__` is an ordinary key. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  const kb = Object.keys(rb);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const key = ka[i]!;
    // Objects read from one source usually list their keys in one order, which spares the lookup.
    if (key !== kb[i] && !hasOwn.call(rb, key)) return false;
    if (!jsonEqual(ra[key], rb[key])) return false;
  }
  return true;
}
