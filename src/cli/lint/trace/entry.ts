/** One trace line: a bare JSON-RPC message, or an envelope with direction, headers and capture time. */
import { parseBounded } from "../../io/bounded-parse.js";
import { readHttpBody, type HttpBody } from "../../http-body.js";
import { captureTime } from "./capture-time.js";
import { BOUNDED_LINE_CHARS } from "./codec-options.js";
import { isWellFormedText } from "../../../codec/text/limits.js";

/** Which way a message travelled: client to server, or server to client. */
export type Direction = "c2s" | "s2c";

/** A trace line, read. */
export interface TraceEntry {
  /** The 1-based line number. */
  line: number;
  /** The JSON-RPC message (not yet checked; not necessarily an object). */
  message: unknown;
  /** The direction the envelope states, if any. */
  dir: Direction | undefined;
  /** The captured HTTP headers, as given (names are matched case-insensitively). */
  headers: Record<string, string> | undefined;
  /** The capture time in epoch milliseconds, if the envelope has one. */
  at: number | undefined;
  /** Instead of a message, an HTTP body that carried none (the envelope's "http"; message is then undefined). */
  http: HttpBody | undefined;
  /** Whether the line is short enough that the codec may take its message's size as checked (see codec-options). */
  bounded: boolean;
  /**
   * Whether the line's text is well-formed and escapes no surrogate, so that no string JSON.parse gave for it can hold
   * a lone surrogate (false when the text is not at hand).
   */
  wellFormed: boolean;
}

/** Why a trace line cannot be used: it is not JSON, or its envelope is malformed. */
export interface EntryProblem {
  /** "json" or "envelope". */
  problem: "json" | "envelope";
  /** The 1-based line number. */
  line: number;
  /** One sentence for the finding. */
  message: string;
}

/** A trace line read, or the reason it cannot be used (one object either way, as lint reads one per line). */
export type ReadEntry = TraceEntry | EntryProblem;

/** Tells a problem from an entry. */
export function isProblem(read: ReadEntry): read is EntryProblem {
  return (read as Partial<EntryProblem>).problem !== undefined;
}

/** Parses one non-blank trace line; never throws. */
export function readEntry(text: string, line: number): ReadEntry {
  const parsed = parseBounded(text);
  if (!parsed.ok) return { problem: "json", line, message: `Line ${line} ${parsed.reason}.` };
  const value = parsed.value;
  const bounded = text.length <= BOUNDED_LINE_CHARS;
  const wellFormed = isWellFormedText(text) && (text.indexOf("\\u") === -1 || !SURROGATE_ESCAPE.test(text));
  if (!isEnvelope(value))
    return {
      line,
      message: value,
      dir: undefined,
      headers: undefined,
      at: undefined,
      http: undefined,
      bounded,
      wellFormed,
    };
  return fromEnvelope(value, line, bounded, wellFormed);
}

/** A `\u` escape of a surrogate code unit (one that might be lone); a match may also be an escaped backslash's tail. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** An envelope is an object with a `message` (or, for a body without one, an `http`) and no `jsonrpc` of its own. */
function isEnvelope(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    ("message" in value || "http" in value) &&
    !("jsonrpc" in value)
  );
}

function fromEnvelope(
  envelope: Record<string, unknown>,
  line: number,
  bounded: boolean,
  wellFormed: boolean,
): ReadEntry {
  const { dir, headers, at, message } = envelope;
  if (dir !== undefined && dir !== "c2s" && dir !== "s2c")
    return badEnvelope(line, 'has a "dir" that is neither "c2s" nor "s2c"');
  let http: HttpBody | undefined;
  if (!("message" in envelope)) {
    if (dir === undefined) return badEnvelope(line, 'has an "http" body record but no "dir"');
    http = readHttpBody(envelope.http);
    if (http === undefined)
      return badEnvelope(line, 'has an "http" that is not a body record (contentType, bytes and a known problem)');
  } else if (dir === undefined && (typeof message !== "object" || message === null || Array.isArray(message))) {
    // With a direction, a message that is not an object (a batch, null, a number) is what its sender sent, and is
    // linted as that sender's malformed message; without one, nobody can be blamed for it.
    return badEnvelope(line, 'has no "dir" and a "message" that is not an object');
  }
  if (headers !== undefined && !isStringRecord(headers))
    return badEnvelope(line, 'has "headers" that are not an object of strings');
  let time: number | undefined;
  if (at !== undefined) {
    time = typeof at === "string" ? captureTime(at) : NaN;
    if (Number.isNaN(time)) return badEnvelope(line, 'has an "at" that is not an ISO 8601 time');
  }
  return {
    line,
    message,
    dir,
    headers: headers as Record<string, string> | undefined,
    at: time,
    http,
    bounded,
    wellFormed,
  };
}

function badEnvelope(line: number, why: string): EntryProblem {
  return { problem: "envelope", line, message: `The envelope on line ${line} ${why}.` };
}

function isStringRecord(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  for (const key in value) if (typeof (value as Record<string, unknown>)[key] !== "string") return false;
  return true;
}
