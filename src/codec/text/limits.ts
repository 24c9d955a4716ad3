/** Size and nesting limits, checked without recursion so that hostile input cannot exhaust the stack. */
import type { Issue } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";

/** The limits every decode and encode applies. */
export interface Limits {
  /** Largest accepted input in bytes (UTF-8); for an already-parsed value, an estimate of its serialised size. */
  maxBytes: number;
  /** Deepest accepted nesting of objects and arrays; a top-level object is at depth 1. */
  maxDepth: number;
}

/** The default limits: 8 MiB and 128 levels, far above what a valid Tasks message needs. */
export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({ maxBytes: 8 * 1024 * 1024, maxDepth: 128 });

/**
 * Merges caller-supplied limits over the defaults, ignoring values that are not non-negative numbers.
 *
 * @internal
 */
export function resolveLimits(options?: Partial<Limits>): Limits {
  // The common call passes no limits: share the frozen defaults instead of building a copy per message.
  if (options === undefined || (options.maxBytes === undefined && options.maxDepth === undefined))
    return DEFAULT_LIMITS;
  const pick = (value: unknown, fallback: number): number =>
    typeof value === "number" && !Number.isNaN(value) && value >= 0 ? value : fallback;
  return {
    maxBytes: pick(options?.maxBytes, DEFAULT_LIMITS.maxBytes),
    maxDepth: pick(options?.maxDepth, DEFAULT_LIMITS.maxDepth),
  };
}

/**
 * The issue for an input over the size limit.
 *
 * @internal
 */
export function tooLarge(size: number | string, limits: Limits, unit = "bytes"): Issue {
  return {
    path: "",
    keyword: "maxBytes",
    message: `the input is larger than the limit of ${limits.maxBytes} bytes (${size} ${unit})`,
    code: ISSUE_CODES.tooLarge,
  };
}

/**
 * The issue for an input over the depth limit.
 *
 * @internal
 */
export function tooDeep(limits: Limits, path = ""): Issue {
  return {
    path,
    keyword: "maxDepth",
    message: `the input nests deeper than the limit of ${limits.maxDepth} levels`,
    code: ISSUE_CODES.tooDeep,
  };
}

/**
 * The UTF-8 size of a string, as TextEncoder would encode it: a surrogate pair takes 4 bytes, and a lone surrogate
 * (which becomes U+FFFD) 3, though serialised JSON never holds one.
 *
 * @internal
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // the pair's two code units already count 2 of its 4 bytes
      i++;
    } else bytes += 2;
  }
  return bytes;
}

/**
 * The issue for serialised text over the size limit, or null; the text is measured, not estimated.
 *
 * @internal
 */
export function checkTextSize(text: string, limits: Limits): Issue | null {
  if (text.length > limits.maxBytes) return tooLarge(`at least ${text.length}`, limits);
  if (text.length * 3 <= limits.maxBytes) return null; // no UTF-16 code unit takes more than 3 bytes
  const bytes = utf8Length(text);
  return bytes > limits.maxBytes ? tooLarge(bytes, limits) : null;
}

/**
 * Scans JSON text once, before parsing: it measures the UTF-8 size and the bracket depth outside strings, and
 * refuses a number too large for a double (JSON.parse would turn it into Infinity, which JSON cannot carry back).
 * It is linear, allocation-free on ordinary input and stops at the first limit exceeded.
 *
 * @internal
 */
export function scanText(text: string, limits: Limits): Issue | null {
  // Every UTF-16 code unit becomes at least one UTF-8 byte, so the length alone can already refuse.
  if (text.length > limits.maxBytes) return tooLarge(`at least ${text.length}`, limits);
  let bytes = 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3;
    if (c >= 0xd800 && c <= 0xdfff) {
      if (c > 0xdbff || (text.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) return loneSurrogate();
      bytes += 2;
      i++;
      continue;
    }
    if (inString) {
      if (c === 0x5c) {
        const escaped = surrogateEscape(text, i);
        if (escaped < 0) return loneSurrogate();
        // The escaped character is ASCII in valid JSON; an invalid one is left for the parser to refuse.
        bytes += escaped;
        i += escaped;
      } else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limits.maxDepth) return tooDeep(limits);
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const end = numberEnd(text, i);
      if (!finiteNumber(text, i, end)) return outOfRange();
      bytes += end - i - 1;
      i = end - 1;
    }
  }
  if (bytes > limits.maxBytes) return tooLarge(bytes, limits);
  return null;
}

/** The value of four hex digits at `at`, or -1. */
function hex4(text: string, at: number): number {
  let value = 0;
  for (let i = at; i < at + 4; i++) {
    const c = text.charCodeAt(i) | 0x20;
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

/**
 * At a backslash inside a string: how many characters after it belong to the escape as far as surrogates go (1 for
 * any escape but a surrogate pair's `\uD83D\uDE00`, which is 11), or -1 for a `\u` escape of a lone surrogate.
 */
function surrogateEscape(text: string, at: number): number {
  if (text.charCodeAt(at + 1) !== 0x75) return 1;
  const unit = hex4(text, at + 2);
  if (unit < 0xd800 || unit > 0xdfff) return 1;
  if (unit > 0xdbff || text.charCodeAt(at + 6) !== 0x5c || text.charCodeAt(at + 7) !== 0x75) return -1;
  const low = hex4(text, at + 8);
  return low >= 0xdc00 && low <= 0xdfff ? 11 : -1;
}

/**
 * The issue for a lone surrogate, raw or escaped: text that has no UTF-8 encoding.
 *
 * @internal
 */
export function loneSurrogate(path = ""): Issue {
  return {
    path,
    keyword: "utf8",
    message: "a string holds a lone surrogate, which has no UTF-8 encoding",
    code: ISSUE_CODES.loneSurrogate,
  };
}

const nativeWellFormed = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed;

/**
 * Tells whether a string is well-formed UTF-16 (no lone surrogate), so that it has a UTF-8 encoding.
 *
 * @internal
 */
export function isWellFormedText(text: string): boolean {
  if (nativeWellFormed !== undefined) return nativeWellFormed.call(text);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c > 0xdbff || (text.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) return false;
    i++;
  }
  return true;
}

/** The index just past the number-like run of characters starting at `start`. */
function numberEnd(text: string, start: number): number {
  let end = start + 1;
  for (; end < text.length; end++) {
    const c = text.charCodeAt(end);
    if (!((c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d)) break;
  }
  return end;
}

/** False for a number that overflows a double; only numbers with an exponent or many digits can. */
function finiteNumber(text: string, start: number, end: number): boolean {
  if (end - start < 309 && !/[eE]/.test(text.slice(start, end))) return true;
  const value = Number(text.slice(start, end));
  return Number.isNaN(value) || Number.isFinite(value); // NaN: not a number at all, which the parser reports
}

function outOfRange(): Issue {
  return {
    path: "",
    keyword: "json",
    message: "a number is too large to be represented (it would become Infinity)",
    code: ISSUE_CODES.notJson,
  };
}
