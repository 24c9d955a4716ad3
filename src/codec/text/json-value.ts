/** Checks that an already-parsed value is JSON data within the limits, with an explicit stack instead of recursion. */
import type { Issue } from "../../shared/result.js";
import { toPointer } from "../../validate/index.js";
import { ISSUE_CODES } from "../codes.js";
import { isWellFormedText, loneSurrogate, tooDeep, tooLarge, type Limits } from "./limits.js";
import { describeThrown } from "../../shared/thrown.js";

interface Frame {
  value: object;
  keys: string[] | null; // null for an array, whose indices are walked by count
  length: number;
  index: number;
  key: string | number;
}

/**
 * Walks a value and returns the first problem: a cycle, a value JSON cannot carry (function, symbol, bigint,
 * non-finite number, array hole, class instance), nesting over `maxDepth`, or an estimated serialised size
 * over `maxBytes`. The size estimate also bounds the work on values that share sub-objects.
 *
 * @internal
 */
export function inspectValue(root: unknown, limits: Limits): Issue | null {
  try {
    // The usual value passes the quick pass, which allocates no frames; the walk decides (and describes) the rest.
    if (quickSize(root, false, 1, limits.maxBytes, limits.maxDepth) >= 0) return null;
  } catch {
    // A value that throws while read: the walk reads it again and says so.
  }
  return inspectValueByWalk(root, limits);
}

/** Above this depth limit inspectParsed uses the iterative walk, so that its recursion always stays shallow. */
const PARSED_MAX_RECURSION = 1000;

/**
 * The check of a value that JSON.parse has just produced from text of at most `limits.maxBytes` UTF-8 bytes. Such a
 * value holds no cycle, no class instance and nothing larger than its text; the one value JSON cannot carry it may
 * hold is an out-of-range number, which JSON.parse turns into ±Infinity. So only the nesting depth and the numbers
 * are checked, in a pass that allocates nothing; the full walk runs only to describe a problem it found.
 *
 * @internal
 */
export function inspectParsed(root: unknown, limits: Limits): Issue | null {
  if (limits.maxDepth > PARSED_MAX_RECURSION) return inspectValue(root, limits);
  try {
    return parsedWithin(root, 0, limits.maxDepth) ? null : inspectValue(root, limits);
  } catch (error) {
    return {
      path: "",
      keyword: "unreadable",
      message: `the value could not be read: ${describeThrown(error)}`,
      code: ISSUE_CODES.unreadable,
    };
  }
}

/**
 * True when the objects and arrays under `value` (itself at `depth` levels down) nest no deeper than `maxDepth`, every
 * number is finite and every string and key is well-formed.
 */
function parsedWithin(value: unknown, depth: number, maxDepth: number): boolean {
  if (typeof value === "string") return isWellFormedText(value);
  if (typeof value !== "object" || value === null) return typeof value !== "number" || Number.isFinite(value);
  if (depth >= maxDepth) return false;
  if (Array.isArray(value)) {
    // A hole is not JSON.parse's output: stop at the first, so that a sparse array of any length costs nothing.
    for (let i = 0; i < value.length; i++)
      if (!(i in value) || !parsedWithin(value[i], depth + 1, maxDepth)) return false;
    return true;
  }
  for (const key in value) {
    if (!isWellFormedText(key) || !parsedWithin((value as Record<string, unknown>)[key], depth + 1, maxDepth))
      return false;
  }
  return true;
}

/** Past this nesting the quick pass hands over to the walk, so that its recursion always stays shallow. */
const QUICK_MAX_DEPTH = 64;

/**
 * The walk's size estimate of `value` (a member of an array when `inArray`, a container at nesting `depth`), by a
 * recursion that allocates only the key lists; -1 wherever the walk would refuse (or, past QUICK_MAX_DEPTH and on a
 * cycle, might): it checks what the walk checks and counts as it counts, so that it passes exactly what the walk does.
 */
function quickSize(value: unknown, inArray: boolean, depth: number, budget: number, maxDepth: number): number {
  switch (typeof value) {
    case "string":
      return isWellFormedText(value) ? jsonStringBytes(value) : -1;
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
  let size = keys.length === 0 ? 2 : 1 + keys.length;
  if (size > budget) return -1;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) {
      if (!isWellFormedText(key)) return -1;
      size += jsonStringBytes(key) + 1;
    }
    const child = quickSize(member, false, depth + 1, budget - size, maxDepth);
    if (child < 0) return -1;
    size += child;
    if (size > budget) return -1;
  }
  return size;
}

/**
 * The walk alone, without the quick pass: what inspectValue answers, by the one path that can describe every problem.
 *
 * @internal
 */
export function inspectValueByWalk(root: unknown, limits: Limits): Issue | null {
  try {
    return walk(root, limits);
  } catch (error) {
    return {
      path: "",
      keyword: "unreadable",
      message: `the value could not be read: ${describeThrown(error)}`,
      code: ISSUE_CODES.unreadable,
    };
  }
}

function walk(root: unknown, limits: Limits): Issue | null {
  let size = 0;
  const stack: Frame[] = [];
  const onPath = new Set<object>();
  const here = (key?: string | number): string =>
    toPointer(key === undefined ? stack.slice(1).map((f) => f.key) : [...stack.slice(1).map((f) => f.key), key]);

  const visit = (value: unknown, key: string | number | undefined, inArray: boolean): Issue | null => {
    switch (typeof value) {
      case "string":
        if (!isWellFormedText(value)) return loneSurrogate(here(key));
        size += jsonStringBytes(value);
        return null;
      case "number":
        if (!Number.isFinite(value)) return notJson(here(key), `${value} is not a JSON number`);
        size += numberLength(value);
        return null;
      case "boolean":
        size += value ? 4 : 5;
        return null;
      case "undefined":
        // An undefined property is dropped by serialisation, as optional fields are; in an array it would become null.
        return inArray ? notJson(here(key), "an array element is undefined (or a hole)") : null;
      case "object":
        break;
      default:
        return notJson(here(key), `a ${typeof value} is not JSON data`);
    }
    if (value === null) {
      size += 4;
      return null;
    }
    if (onPath.has(value)) return notJson(here(key), "the value contains a cycle");
    const isArray = Array.isArray(value);
    if (!isArray && !hasPlainPrototype(value)) return notJson(here(key), "only plain objects and arrays are JSON data");
    if (stack.length + 1 > limits.maxDepth) return tooDeep(limits, here(key));
    const keys = isArray ? null : Object.keys(value);
    const length = isArray ? (value as unknown[]).length : keys!.length;
    size += length === 0 ? 2 : 1 + length; // the brackets and the commas between members
    if (size > limits.maxBytes) return tooLarge(`about ${size}`, limits, "bytes estimated");
    stack.push({ value, keys, length, index: 0, key: key ?? "" });
    onPath.add(value);
    return null;
  };

  const first = visit(root, undefined, false);
  if (first) return first;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.length) {
      onPath.delete(frame.value);
      stack.pop();
      continue;
    }
    const i = frame.index++;
    const key = frame.keys === null ? i : frame.keys[i]!;
    const child = (frame.value as Record<string | number, unknown>)[key];
    // A member is its key, a colon and its value; an undefined member is dropped by serialisation, key and all.
    if (typeof key === "string" && child !== undefined) {
      if (!isWellFormedText(key)) return loneSurrogate(here(key));
      size += jsonStringBytes(key) + 1;
    }
    const issue = visit(child, key, frame.keys === null);
    if (issue) return issue;
    if (size > limits.maxBytes) return tooLarge(`about ${size}`, limits, "bytes estimated");
  }
  return null;
}

/**
 * The UTF-8 size of a string as JSON.stringify writes it: quotes, two-character escapes, `\u` escapes for the other
 * control characters and for lone surrogates, and the UTF-8 size of everything else. So a parsed value is measured as
 * its compact text is, and both get the same verdict against `maxBytes`.
 */
function jsonStringBytes(text: string): number {
  let bytes = text.length + 2;
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
  }
  return bytes;
}

/** The length of a finite number as JSON.stringify writes it, counted without building the string for integers. */
function numberLength(value: number): number {
  if (!Number.isSafeInteger(value)) return String(value).length;
  let digits = value < 0 ? 2 : 1;
  for (let n = Math.abs(value); n >= 10; n = Math.floor(n / 10)) digits++;
  return digits;
}

/** True for an object literal or a null-prototype object, from this realm or another. */
function hasPlainPrototype(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null || proto === Object.prototype) return true;
  return Object.getPrototypeOf(proto) === null && Object.prototype.toString.call(value) === "[object Object]";
}

function notJson(path: string, message: string): Issue {
  return { path, keyword: "json", message, code: ISSUE_CODES.notJson };
}
