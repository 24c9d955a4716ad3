/** `decode`: wire input in, a classified and validated message out; never throws. */
import type { Issue } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";
import { checkMessage, checkRequest } from "./check-message.js";
import { classifyEnvelope, isRequestId, readId } from "../envelope.js";
import { isRecord } from "../../shared/record.js";
import { resolveLimits, type Limits } from "../text/limits.js";
import type { DecodeFailure, DecodeResult } from "../messages.js";
import type { RequestId } from "../../../generated/types.js";
import { inspectInput, isBytes, parseInput, type WireInput } from "../text/parse.js";
import { describeThrown } from "../../shared/thrown.js";

/** Options for decode: the size and depth limits (defaults in DEFAULT_LIMITS), and what the caller vouches for. */
export interface DecodeOptions extends Partial<Limits> {
  /**
   * Set it only for a value that JSON.parse has just returned for text whose size the caller has checked against
   * maxBytes (counting UTF-8 bytes, or at most maxBytes / 3 UTF-16 code units). Such a value needs no full walk for
   * cycles, non-JSON values and size: only its depth and numbers (JSON.parse turns an out-of-range number into
   * Infinity) are checked, which costs far less on a stream of messages. Ignored for text and bytes, which decode
   * scans and parses itself, and with a maxDepth above 1000, where the value is fully checked (size included) so that
   * the check never recurses that deep. Default false: every value is fully checked, whatever made it.
   */
  parsed?: boolean;
  /**
   * With `parsed`: the text was also well-formed and holds no `\u` escape of a surrogate, so that no string or key of
   * the value can hold a lone surrogate and none is checked for one. Ignored without `parsed`.
   *
   * @internal
   */
  wellFormed?: boolean;
}

/**
 * Decodes one JSON-RPC message from JSON text, UTF-8 bytes or an already-parsed value. Requests tasks/get,
 * tasks/update, tasks/cancel and tools/call, the notifications/tasks notification and error responses are
 * validated against their schema; other requests and notifications pass on their JSON-RPC envelope so that
 * non-tasks traffic flows through; result responses are typed later by decodeResult. An error response with
 * `id: null` (JSON-RPC 2.0's id when the request's id could not be read) is read as one without an id, with a
 * notice; the message returned is then a copy without `id`, and the input is left untouched.
 *
 * @example
 * ```ts
 * import { decode } from "mcp-tasks/codec";
 *
 * const decoded = decode('{"jsonrpc":"2.0","id":7,"method":"tasks/get","params":{"taskId":"t-1"}}');
 * if (!decoded.ok) console.log(decoded.issues);
 * else if (decoded.value.kind === "GetTaskRequest") console.log(decoded.value.message.params.taskId); // "t-1"
 * ```
 */
export function decode(input: WireInput, options?: DecodeOptions): DecodeResult {
  try {
    const parsed = parseInput(input, resolveLimits(options), options?.parsed === true, options?.wellFormed === true);
    // Text and bytes refused before parsing have no id to read; a value refused for its limits still has its own.
    if (!parsed.ok) return readAsValue(input) ? failure(parsed.issues, input) : parsed;
    const envelope = classifyEnvelope(parsed.value);
    if (!envelope.ok) return failure(envelope.issues, parsed.value);
    const checked = checkMessage(envelope.value, "decode");
    return checked.ok ? checked : failure(checked.issues, parsed.value);
  } catch (error) {
    return { ok: false, issues: [unexpected(error)] };
  }
}

/**
 * decode() of a value JSON.parse returned, with the envelope of a plainly well-formed request read in one pass: for
 * such a request (jsonrpc "2.0", a non-empty method, a request id, params an object if any, no result or error)
 * classifyEnvelope finds nothing, so the request goes straight to its check. Anything else goes through decode. The
 * answer is decode's for plain data, which reads the same each time; lint decodes every request with it.
 *
 * @internal
 */
export function decodeParsed(value: unknown, options?: DecodeOptions): DecodeResult {
  if (!isPlainRequest(value)) return decode(value, options);
  try {
    const issue = inspectInput(value, resolveLimits(options), options?.parsed === true, options?.wellFormed === true);
    if (issue !== null) return failure([issue], value);
    const checked = checkRequest(value.method as string, value);
    return checked.ok ? checked : failure(checked.issues, value);
  } catch (error) {
    return { ok: false, issues: [unexpected(error)] };
  }
}

/** Whether parseInput read the input as a value, not as text or bytes: one refused still has its own id to echo. */
function readAsValue(input: WireInput): boolean {
  if (typeof input === "string") return false;
  try {
    return !isBytes(input);
  } catch {
    return true;
  }
}

/** Whether classifyEnvelope would take the value as a request without an issue. */
function isPlainRequest(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value) || value.jsonrpc !== "2.0") return false;
  if (!Object.hasOwn(value, "method") || Object.hasOwn(value, "result") || Object.hasOwn(value, "error")) return false;
  const method = value.method;
  if (typeof method !== "string" || method.length === 0) return false;
  if (Object.hasOwn(value, "params") && !isRecord(value.params)) return false;
  return Object.hasOwn(value, "id") && isRequestId(value.id);
}

/**
 * A decode failure that carries the message's id when it could be read.
 *
 * @internal
 */
export function failure(issues: Issue[], value: unknown): DecodeFailure {
  let id: RequestId | undefined;
  try {
    id = readId(value);
  } catch {
    // An id that throws while read is no id: the issues stand alone.
  }
  return id === undefined ? { ok: false, issues } : { ok: false, issues, id };
}

/**
 * The issue for an exception that escaped a check: reported, never thrown.
 *
 * @internal
 */
export function unexpected(error: unknown): Issue {
  return {
    path: "",
    keyword: "unreadable",
    message: `the input could not be decoded: ${describeThrown(error)}`,
    code: ISSUE_CODES.unreadable,
  };
}
