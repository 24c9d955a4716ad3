/** Text and data a tool hands the host, made valid on the wire before the host stores them in a task. */
import { DEFAULT_LIMITS, nestsDeeper, type Limits } from "../codec/index.js";

/**
 * The limits a tool's result or input requests meet, checked on their own, so that the task around them still fits a
 * tasks/get answer or a notification: those put them two levels deeper, beside a few fields of the task.
 *
 * @internal
 */
export const STORED_LIMITS: Readonly<Limits> = Object.freeze({
  maxBytes: DEFAULT_LIMITS.maxBytes - 64 * 1024,
  maxDepth: DEFAULT_LIMITS.maxDepth - 2,
});

const nativeToWellFormed = (String.prototype as { toWellFormed?: () => string }).toWellFormed;

// Here rather than beside the codec's isWellFormedText: the host's ESM file may import from the codec's file only
// what mcp-tasks/codec exports (scripts/build.ts), and this is not part of that API.
/**
 * The string with every lone surrogate replaced by U+FFFD, so that it has a UTF-8 encoding.
 *
 * @internal
 */
export function toWellFormedText(text: string): string {
  if (nativeToWellFormed !== undefined) return nativeToWellFormed.call(text);
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      i++;
      continue;
    }
    out += `${text.slice(from, i)}\ufffd`;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** The largest serialised error data kept, in UTF-16 code units, and its deepest nesting: far inside any answer's limits. */
const MAX_DATA_LENGTH = 16 * 1024;
const MAX_DATA_DEPTH = 64;

// JSON.stringify writes a lone surrogate, and only a lone one, as a \uD800-\uDFFF escape; an escape follows an even
// run of backslashes (an odd run would make its first backslash an escaped one).
const LONE_ESCAPE = /((?:^|[^\\])(?:\\\\)*)\\u[dD][89a-fA-F][0-9a-fA-F]{2}/g;

/**
 * A value as JSON data that encodes: what JSON.stringify makes of it, with lone surrogates replaced by U+FFFD; or
 * undefined when it cannot be serialised, or serialises longer than MAX_DATA_LENGTH or deeper than MAX_DATA_DEPTH.
 *
 * @internal
 */
export function toWireData(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    if (typeof text !== "string" || text.length > MAX_DATA_LENGTH || nestsDeeper(text, MAX_DATA_DEPTH))
      return undefined;
    return JSON.parse(text.replace(LONE_ESCAPE, "$1\\ufffd")) as unknown;
  } catch {
    return undefined;
  }
}
