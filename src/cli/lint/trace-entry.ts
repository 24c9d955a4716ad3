/** One trace line: a bare JSON-RPC message, or an envelope with direction, headers and capture time. */

/** Which way a message travelled: client to server, or server to client. */
export type Direction = "c2s" | "s2c";

/** A trace line, read. */
export interface TraceEntry {
  /** The 1-based line number. */
  line: number;
  /** The JSON-RPC message (not yet checked). */
  message: unknown;
  /** The direction the envelope states, if any. */
  dir: Direction | undefined;
  /** The captured HTTP headers, as given (names are matched case-insensitively). */
  headers: Record<string, string> | undefined;
  /** The capture time in epoch milliseconds, if the envelope has one. */
  at: number | undefined;
}

/** A trace line read, or the reason it cannot be used. */
export type ReadEntry = { ok: true; entry: TraceEntry } | { ok: false; reason: "json" | "envelope"; message: string };

/** Parses one non-blank trace line; never throws. */
export function readEntry(text: string, line: number): ReadEntry {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: "json", message: `Line ${line} is not JSON (${error instanceof Error ? error.message : String(error)}).` };
  }
  if (!isEnvelope(value)) return { ok: true, entry: { line, message: value, dir: undefined, headers: undefined, at: undefined } };
  return fromEnvelope(value, line);
}

/** An envelope is an object with a `message` and no `jsonrpc` of its own. */
function isEnvelope(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && "message" in value && !("jsonrpc" in value);
}

function fromEnvelope(envelope: Record<string, unknown>, line: number): ReadEntry {
  const { dir, headers, at, message } = envelope;
  const bad = (why: string): ReadEntry => ({ ok: false, reason: "envelope", message: `The envelope on line ${line} ${why}.` });
  if (typeof message !== "object" || message === null || Array.isArray(message)) return bad('has a "message" that is not an object');
  if (dir !== undefined && dir !== "c2s" && dir !== "s2c") return bad('has a "dir" that is neither "c2s" nor "s2c"');
  if (headers !== undefined && !isStringRecord(headers)) return bad('has "headers" that are not an object of strings');
  let time: number | undefined;
  if (at !== undefined) {
    time = typeof at === "string" ? Date.parse(at) : NaN;
    if (Number.isNaN(time)) return bad('has an "at" that is not an ISO 8601 time');
  }
  return { ok: true, entry: { line, message, dir, headers: headers as Record<string, string> | undefined, at: time } };
}

function isStringRecord(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  for (const key in value) if (typeof (value as Record<string, unknown>)[key] !== "string") return false;
  return true;
}

/** Reads a header by name, ignoring case; undefined when absent. */
export function header(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (headers === undefined) return undefined;
  const wanted = name.toLowerCase();
  for (const key in headers) if (key.toLowerCase() === wanted) return headers[key];
  return undefined;
}
