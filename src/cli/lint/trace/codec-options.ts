/** The options lint passes to the codec: a message from a short enough line is marked as JSON.parse's fresh output. */
import { DEFAULT_LIMITS, type DecodeOptions, type ResultContext } from "../../../codec/index.js";

/**
 * The longest line whose message is within the codec's size limit whatever its characters: a UTF-16 code unit is at
 * most 3 UTF-8 bytes. Longer lines (rare) get the codec's full check of the value, as any caller's would.
 */
export const BOUNDED_LINE_CHARS = Math.floor(DEFAULT_LIMITS.maxBytes / 3);

const PARSED: DecodeOptions = Object.freeze({ parsed: true });
const PARSED_WELL_FORMED: DecodeOptions = Object.freeze({ parsed: true, wellFormed: true });
const RESULT_CONTEXTS = {
  wellFormed: {
    none: Object.freeze({ parsed: true, wellFormed: true }),
    declared: Object.freeze({ parsed: true, wellFormed: true, declaresTasks: true }),
    undeclared: Object.freeze({ parsed: true, wellFormed: true, declaresTasks: false }),
  },
  parsed: {
    none: Object.freeze({ parsed: true }),
    declared: Object.freeze({ parsed: true, declaresTasks: true }),
    undeclared: Object.freeze({ parsed: true, declaresTasks: false }),
  },
  full: {
    none: Object.freeze({}),
    declared: Object.freeze({ declaresTasks: true }),
    undeclared: Object.freeze({ declaresTasks: false }),
  },
} as const;

/**
 * What the options depend on: whether the entry's line was short enough to be read by JSON.parse as it stands, and
 * whether its text was well-formed without surrogate escapes, so that its strings need no check for lone surrogates.
 */
interface LineBound {
  readonly bounded: boolean;
  readonly wellFormed: boolean;
}

/** The decode options for an entry's message. */
export function decodeOptions(entry: LineBound): DecodeOptions | undefined {
  return entry.bounded ? (entry.wellFormed ? PARSED_WELL_FORMED : PARSED) : undefined;
}

/** The decodeResult context for a result in an entry, with the answered request's declaration when it matters. */
export function resultContext(entry: LineBound, declaresTasks?: boolean): ResultContext {
  const contexts = entry.bounded
    ? entry.wellFormed
      ? RESULT_CONTEXTS.wellFormed
      : RESULT_CONTEXTS.parsed
    : RESULT_CONTEXTS.full;
  return declaresTasks === undefined ? contexts.none : declaresTasks ? contexts.declared : contexts.undeclared;
}
