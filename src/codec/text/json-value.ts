/** Checks that an already-parsed value is JSON data within the limits, with an explicit stack instead of recursion. */
import type { Issue } from "../../shared/result.js";
import { toPointer } from "../../validate/index.js";
import { ISSUE_CODES } from "../codes.js";
import { isWellFormedText, loneSurrogate, tooDeep, tooLarge, type Limits } from "./limits.js";
import { describeThrown } from "../../shared/thrown.js";
import { hasPlainPrototype, jsonStringBytes, numberLength, quickSize } from "./json-size.js";

interface Frame {
  value: object;
  keys: string[] | null; // null for an array, whose indices are walked by count
  length: number;
  index: number;
  key: string | number;
  /** Members written so far: an object's members are separated by commas, and an undefined one is not written. */
  written: number;
}

/**
 * Walks a value and returns the first problem: a cycle, a value JSON cannot carry (function, symbol, bigint,
 * non-finite number, array hole, class instance), nesting over `maxDepth`, or an estimated serialised size
 * over `maxBytes`. The estimate stops counting at `maxBytes`, which bounds the work on a huge string and on values
 * that share sub-objects; so a refusal reports the size counted so far, "at least" that many bytes.
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
 * are checked, in a pass that allocates nothing; the full walk runs only to describe a problem it found. With
 * `wellFormed` (the text was well-formed and escaped no surrogate, so no string or key can hold a lone one) strings
 * and keys are not looked at.
 *
 * @internal
 */
export function inspectParsed(root: unknown, limits: Limits, wellFormed = false): Issue | null {
  if (limits.maxDepth > PARSED_MAX_RECURSION) return inspectValue(root, limits);
  try {
    return parsedWithin(root, 0, limits.maxDepth, !wellFormed) ? null : inspectValue(root, limits);
  } catch (error) {
    return unreadable(error);
  }
}

/**
 * True when the objects and arrays under `value` (itself at `depth` levels down) nest no deeper than `maxDepth`, every
 * number is finite and, when `strings` says to look, every string and key is well-formed.
 */
function parsedWithin(value: unknown, depth: number, maxDepth: number, strings: boolean): boolean {
  if (typeof value === "string") return !strings || isWellFormedText(value);
  if (typeof value !== "object" || value === null) return typeof value !== "number" || Number.isFinite(value);
  if (depth >= maxDepth) return false;
  if (Array.isArray(value)) {
    // A hole is not JSON.parse's output: stop at the first, so that a sparse array of any length costs nothing.
    for (let i = 0; i < value.length; i++)
      if (!(i in value) || !parsedWithin(value[i], depth + 1, maxDepth, strings)) return false;
    return true;
  }
  for (const key in value) {
    if (
      (strings && !isWellFormedText(key)) ||
      !parsedWithin((value as Record<string, unknown>)[key], depth + 1, maxDepth, strings)
    )
      return false;
  }
  return true;
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
    return unreadable(error);
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
        size += jsonStringBytes(value, limits.maxBytes - size);
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
    // The brackets, and for an array the commas between its items; an object's commas are counted per member written.
    size += isArray && length > 0 ? 1 + length : 2;
    if (size > limits.maxBytes) return tooLarge(`at least ${size}`, limits, "bytes estimated");
    stack.push({ value, keys, length, index: 0, key: key ?? "", written: 0 });
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
    // A member is a comma after the first, its key, a colon and its value; an undefined member is dropped by
    // serialisation, key, comma and all.
    if (typeof key === "string" && child !== undefined) {
      if (!isWellFormedText(key)) return loneSurrogate(here(key));
      size += jsonStringBytes(key, limits.maxBytes - size) + (frame.written++ > 0 ? 2 : 1);
    }
    const issue = visit(child, key, frame.keys === null);
    if (issue) return issue;
    if (size > limits.maxBytes) return tooLarge(`at least ${size}`, limits, "bytes estimated");
  }
  return null;
}

/** The issue for a value that threw while it was read. */
function unreadable(error: unknown): Issue {
  return {
    path: "",
    keyword: "unreadable",
    message: `the value could not be read: ${describeThrown(error)}`,
    code: ISSUE_CODES.unreadable,
  };
}

function notJson(path: string, message: string): Issue {
  return { path, keyword: "json", message, code: ISSUE_CODES.notJson };
}
