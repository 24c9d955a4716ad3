/** How JSON.stringify would size a value, counted without serialising it: the estimate inspectValue checks. */
import { isWellFormedText } from "./limits.js";

/** Past this nesting the quick pass hands over to the walk, so that its recursion always stays shallow. */
const QUICK_MAX_DEPTH = 64;

/**
 * The walk's size estimate of `value` (a member of an array when `inArray`, a container at nesting `depth`), by a
 * recursion that allocates only the key lists; -1 wherever the walk would refuse (or, past QUICK_MAX_DEPTH and on a
 * cycle, might): it checks what the walk checks and counts as it counts, so that it passes exactly what the walk does.
 *
 * @internal
 */
export function quickSize(value: unknown, inArray: boolean, depth: number, budget: number, maxDepth: number): number {
  switch (typeof value) {
    case "string":
      return isWellFormedText(value) ? jsonStringBytes(value, budget) : -1;
    case "number":
      return Number.isFinite(value) ? numberLength(value) : -1;
    case "boolean":
      return value ? 4 : 5;
    case "undefined":
      return inArray ? -1 : 0;
    case "object":
      break;
    default:
      return -1;
  }
  if (value === null) return 4;
  if (depth > maxDepth || depth > QUICK_MAX_DEPTH) return -1;
  if (Array.isArray(value)) {
    const length = value.length;
    let size = length === 0 ? 2 : 1 + length;
    if (size > budget) return -1;
    for (let i = 0; i < length; i++) {
      const child = quickSize((value as unknown[])[i], true, depth + 1, budget - size, maxDepth);
      if (child < 0) return -1;
      size += child;
      if (size > budget) return -1;
    }
    return size;
  }
  if (!hasPlainPrototype(value)) return -1;
  const keys = Object.keys(value);
  // The braces; each member written adds its key, a colon and, after the first, a comma (an undefined one is dropped).
  let size = 2;
  if (size > budget) return -1;
  let written = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) {
      if (!isWellFormedText(key)) return -1;
      size += jsonStringBytes(key, budget - size) + (written++ > 0 ? 2 : 1);
    }
    const child = quickSize(member, false, depth + 1, budget - size, maxDepth);
    if (child < 0) return -1;
    size += child;
    if (size > budget) return -1;
  }
  return size;
}

/**
 * The UTF-8 size of a string as JSON.stringify writes it: quotes, two-character escapes, `\u` escapes for the other
 * control characters and for lone surrogates, and the UTF-8 size of everything else. So a parsed value is measured as
 * its compact text is, and both get the same verdict against `maxBytes`.
 *
 * Past `budget` the count stops, so that refusing a huge string costs no more than the budget: the answer is then
 * over `budget` but may be under the exact size (at most 5 bytes over `budget`, or the length and quotes).
 *
 * @internal
 */
export function jsonStringBytes(text: string, budget = Number.POSITIVE_INFINITY): number {
  // Every UTF-16 code unit is written as at least one byte, so the length alone can already pass the budget.
  let bytes = text.length + 2;
  if (bytes > budget) return bytes;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f && c !== 0x22 && c !== 0x5c) continue;
    if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) bytes += 1;
    else if (c < 0x20) bytes += 5;
    else if (c < 0x80) continue;
    else if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // a pair: 4 bytes for 2 code units
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff)
      bytes += 5; // a lone surrogate is written as a \u escape
    else bytes += 2;
    if (bytes > budget) return bytes;
  }
  return bytes;
}

/**
 * The length of a finite number as JSON.stringify writes it, counted without building the string for integers.
 *
 * @internal
 */
export function numberLength(value: number): number {
  if (!Number.isSafeInteger(value)) return String(value).length;
  let digits = value < 0 ? 2 : 1;
  for (let n = Math.abs(value); n >= 10; n = Math.floor(n / 10)) digits++;
  return digits;
}

/**
 * True for an object literal or a null-prototype object, from this realm or another.
 *
 * @internal
 */
export function hasPlainPrototype(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null || proto === Object.prototype) return true;
  return Object.getPrototypeOf(proto) === null && Object.prototype.toString.call(value) === "[object Object]";
}
