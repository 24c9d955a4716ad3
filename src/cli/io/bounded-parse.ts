/**
 * JSON.parse behind a depth check: the brackets of a long line outside strings are counted in one linear pass first,
 * so that text nested deeper than any message may be never reaches the parser, which would build it whole. Sizes are
 * bounded before this, by the line splitter.
 */
import { DEFAULT_LIMITS, nestsDeeper } from "../../codec/index.js";

/** The deepest nesting a line may hold: a message at the codec's depth limit, inside a trace envelope. */
export const MAX_LINE_DEPTH = DEFAULT_LIMITS.maxDepth + 1;

/** A parsed line, or the reason it is not JSON (a clause such as "is not JSON (...)"). */
export type Parsed = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Lines shorter than this are parsed without the depth scan: JSON.parse is iterative, and what so short a text can
 * nest costs little memory; the codec's depth limit then applies to the value. Longer lines are scanned first, so that
 * a line of millions of brackets never becomes millions of nested arrays.
 */
export const DEPTH_SCAN_CHARS = 64 * 1024;

/** Parses JSON text unless it is long and nests deeper than `maxDepth`; never throws. */
export function parseBounded(text: string, maxDepth: number = MAX_LINE_DEPTH): Parsed {
  if (text.length > DEPTH_SCAN_CHARS && nestsDeeper(text, maxDepth))
    return { ok: false, reason: `nests deeper than the limit of ${maxDepth} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, reason: `is not JSON (${error instanceof Error ? error.message : "unreadable"})` };
  }
}
