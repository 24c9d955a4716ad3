/**
 * Keyed maps stored as arrays of `[key, value]` entries. Keys such as `__proto__`, `constructor` and `toString`
 * behave as ordinary keys, the entries survive a JSON round trip, and `Object.prototype` is never touched.
 */
import { isRecord } from "../shared/record.js";

/** One keyed value: `[key, value]`. */
export type Entry<V> = readonly [key: string, value: V];

/**
 * The keys of a list of entries, as a set: membership tests stay constant-time however many keys a task has.
 *
 * @internal
 */
export function keySet(entries: readonly Entry<unknown>[] | null): Set<string> {
  const keys = new Set<string>();
  if (entries !== null) for (let i = 0; i < entries.length; i++) keys.add(entries[i]![0]);
  return keys;
}

/**
 * Reads a keyed map given either as an object (own enumerable keys, as JSON.parse builds it) or as an array of
 * `[key, value]` entries. Returns null when the value is neither.
 *
 * @internal
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
  if (!isRecord(value)) return null;
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
 *
 * @internal
 */
export function appended<T>(list: readonly T[], items: readonly T[]): T[] {
  const out = new Array<T>(list.length + items.length);
  for (let i = 0; i < list.length; i++) out[i] = list[i]!;
  for (let i = 0; i < items.length; i++) out[list.length + i] = items[i]!;
  return out;
}

/**
 * Finds the index of a key in a list of entries, or -1.
 *
 * @internal
 */
export function indexOfKey(entries: readonly Entry<unknown>[], key: string): number {
  for (let i = 0; i < entries.length; i++) if (entries[i]![0] === key) return i;
  return -1;
}

/** Builds a wire object from entries, defining `__proto__` as an own property instead of setting the prototype. */
export function toWireMap<V>(entries: readonly Entry<V>[]): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [key, value] of entries) {
    if (key === "__proto__")
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * Deep equality of JSON values; object key order does not matter and `__proto__` is an ordinary key. The walk keeps
 * its own stack of pairs, so a payload nested as deep as memory allows compares like a flat one.
 *
 * @internal
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const left: unknown[] = [a];
  const right: unknown[] = [b];
  while (left.length > 0) {
    const x = left.pop();
    const y = right.pop();
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) {
        left.push(x[i]);
        right.push(y[i]);
      }
      continue;
    }
    if (Array.isArray(y)) return false;
    const rx = x as Record<string, unknown>;
    const ry = y as Record<string, unknown>;
    const kx = Object.keys(rx);
    const ky = Object.keys(ry);
    if (kx.length !== ky.length) return false;
    for (let i = 0; i < kx.length; i++) {
      const key = kx[i]!;
      // Objects read from one source usually list their keys in one order, which spares the lookup.
      if (key !== ky[i] && !hasOwn.call(ry, key)) return false;
      left.push(rx[key]);
      right.push(ry[key]);
    }
  }
  return true;
}

/**
 * Tells whether a value is a dense list of strings. A hole is not a key: the walk stops at the first one, so a sparse
 * list of any length is refused at once instead of being read (or copied) as `undefined` entries.
 *
 * @internal
 */
export function isStringList(value: unknown): value is readonly string[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!(i in value) || typeof value[i] !== "string") return false;
  return true;
}
