/** Turns wire input (JSON text, UTF-8 bytes or an already-parsed value) into a JSON value within the limits. */
import { fail, ok, type Issue, type Result } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";
import { inspectParsed, inspectValue } from "./json-value.js";
import { scanText, tooLarge, type Limits } from "./limits.js";
import { describeThrown } from "../../shared/thrown.js";

/** What decode accepts: JSON text, UTF-8 bytes, or a value that has already been parsed. */
export type WireInput = string | Uint8Array | unknown;

let utf8: TextDecoder | undefined;

/**
 * Parses and checks input against the limits; never throws. Strings are always read as JSON text. `parsed` says that
 * a value is JSON.parse's output for text within the size limit, so that the lighter inspectParsed suffices;
 * `wellFormed`, that this text was also well-formed and escaped no surrogate (see DecodeOptions).
 *
 * @internal
 */
export function parseInput(input: WireInput, limits: Limits, parsed = false, wellFormed = false): Result<unknown> {
  try {
    if (typeof input === "string") return parseText(input, limits);
    if (isBytes(input)) return parseBytes(input, limits);
    const issue = inspectInput(input, limits, parsed, wellFormed);
    return issue ? fail([issue]) : ok(input);
  } catch (error) {
    return fail([unreadable(error)]);
  }
}

/**
 * What parseInput finds wrong with a value that is neither text nor bytes, or null for none: its answer without the
 * Result around the value. Never throws.
 *
 * @internal
 */
export function inspectInput(value: unknown, limits: Limits, parsed = false, wellFormed = false): Issue | null {
  try {
    return parsed ? inspectParsed(value, limits, wellFormed) : inspectValue(value, limits);
  } catch (error) {
    return unreadable(error);
  }
}

function unreadable(error: unknown): Issue {
  return {
    path: "",
    keyword: "unreadable",
    message: `the input could not be read: ${describeThrown(error)}`,
    code: ISSUE_CODES.unreadable,
  };
}

/**
 * Whether parseInput reads an input as UTF-8 bytes (a Uint8Array, from any realm) rather than as a value.
 *
 * @internal
 */
export function isBytes(input: unknown): input is Uint8Array {
  return (
    input instanceof Uint8Array ||
    (ArrayBuffer.isView(input) && Object.prototype.toString.call(input) === "[object Uint8Array]")
  );
}

function parseBytes(bytes: Uint8Array, limits: Limits): Result<unknown> {
  if (bytes.byteLength > limits.maxBytes) return fail([tooLarge(bytes.byteLength, limits)]);
  let text: string;
  try {
    utf8 ??= new TextDecoder("utf-8", { fatal: true });
    text = utf8.decode(bytes);
  } catch {
    return fail([
      { path: "", keyword: "json", message: "the bytes are not valid UTF-8", code: ISSUE_CODES.invalidJson },
    ]);
  }
  return parseText(text, limits);
}

function parseText(text: string, limits: Limits): Result<unknown> {
  const issue = scanText(text, limits);
  if (issue) return fail([issue]);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail([
      {
        path: "",
        keyword: "json",
        message: `the input is not valid JSON: ${describeThrown(error)}`,
        code: ISSUE_CODES.invalidJson,
      },
    ]);
  }
}
