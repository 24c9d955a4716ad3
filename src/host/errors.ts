/** The JSON-RPC errors the host sends beyond the codec's, and how a thrown value becomes a task's error. */
import type { JSONRPCErrorResponse, RequestId } from "../../generated/types.js";
import type { JSONRPCError } from "../machine/state.js";
import { errorResponse } from "../codec/errors.js";
import { toWellFormedText, toWireData } from "./wire-text.js";

/** The error code of a refusal because the owner already holds the most live tasks allowed. */
export const LIVE_TASK_LIMIT_CODE = -32000;

/**
 * The longest error message kept from a thrown value, in characters.
 *
 * @internal
 */
export const MAX_ERROR_MESSAGE = 4096;
/** The longest statusMessage a tool may set, in UTF-16 code units: longer ones are refused, so every answer fits. */
export const MAX_STATUS_MESSAGE = 64 * 1024;

/** The error code of an unsupported protocol version (2026-07-28). */
export const UNSUPPORTED_VERSION_CODE = -32022;

/** An Error carrying a JSON-RPC error code: throw it from a tool to fail its task (or call) with that error. */
export interface JsonRpcErrorLike extends Error {
  readonly code: number;
  readonly data?: unknown;
}

/** Builds an Error a tool can throw to end with this JSON-RPC error instead of -32603. */
export function jsonRpcError(code: number, message: string, data?: unknown): JsonRpcErrorLike {
  const error = new Error(message) as Error & { code: number; data?: unknown };
  error.code = Number.isSafeInteger(code) ? code : -32603;
  if (data !== undefined) error.data = data;
  return error;
}

/**
 * The JSON-RPC error a thrown value stands for: a value with an integer `code` and a string `message` keeps them
 * (and `data` when it is JSON with a UTF-8 encoding); anything else is -32603 with the thrown message. Never throws.
 *
 * @internal
 */
export function toRpcError(thrown: unknown, prefix: string): JSONRPCError {
  const error = readThrown(thrown, prefix);
  return wireError({ ...error, message: truncate(error.message, MAX_ERROR_MESSAGE) });
}

/**
 * An error that is valid on the wire, so that a task failed with it stays readable: lone surrogates in the message
 * replaced by U+FFFD, and `data` kept as the JSON data it serialises to, when that encodes and is small enough.
 *
 * @internal
 */
export function wireError(error: JSONRPCError): JSONRPCError {
  const message = toWellFormedText(error.message);
  const data = error.data === undefined ? undefined : toWireData(error.data);
  return data === undefined ? { code: error.code, message } : { code: error.code, message, data };
}

/** The text cut to at most `max` UTF-16 units (plus "..."), never between the two halves of a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const high = text.charCodeAt(max - 1);
  const end = high >= 0xd800 && high <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}...`;
}

function readThrown(thrown: unknown, prefix: string): JSONRPCError {
  try {
    if (typeof thrown === "object" && thrown !== null) {
      const { code, message, data } = thrown as { code?: unknown; message?: unknown; data?: unknown };
      if (typeof code === "number" && Number.isSafeInteger(code) && typeof message === "string")
        return data !== undefined ? { code, message, data } : { code, message };
      if (typeof message === "string") return { code: -32603, message: `${prefix}: ${message}` };
    }
    return { code: -32603, message: `${prefix}: ${String(thrown)}` };
  } catch {
    return { code: -32603, message: prefix };
  }
}

/** The host's own refusals (limits reached, a store that failed), told apart from a tool's error with the same code. */
const refusals = new WeakMap<object, { readonly status: number; readonly retryAfter: number }>();

/**
 * Marks an error answer as the host's own refusal, answered with `status` and `Retry-After: retryAfter` seconds.
 *
 * @internal
 */
export function asRefusal<T extends object>(message: T, status: number, retryAfter: number): T {
  refusals.set(message, { status, retryAfter });
  return message;
}

/**
 * The refusal of a new task beyond the owner's live-task limit (429).
 *
 * @internal
 */
export function liveTaskLimitError(id: RequestId, message: string): JSONRPCErrorResponse {
  return asRefusal(
    errorResponse(id, LIVE_TASK_LIMIT_CODE, `Too many live tasks: ${message}; wait for one to finish or cancel one`, {
      reason: "live-task-limit",
    }),
    429,
    1,
  );
}

/**
 * The refusal of a new task beyond the owner's bound on stored tasks, finished ones included (429).
 *
 * @internal
 */
export function storedTaskLimitError(id: RequestId, message: string): JSONRPCErrorResponse {
  return asRefusal(
    errorResponse(
      id,
      LIVE_TASK_LIMIT_CODE,
      `Too many stored tasks: ${message}; finished tasks count until their TTL and retention elapse`,
      { reason: "stored-task-limit" },
    ),
    429,
    60,
  );
}

/**
 * The refusal of a listen stream beyond a limit: 429 for the client's own share, 503 for the host's capacity.
 *
 * @internal
 */
export function streamLimitError(id: RequestId, global: boolean): JSONRPCErrorResponse {
  const message = global
    ? "Too many subscriptions: the server holds as many listen streams as it serves; retry later"
    : "Too many subscriptions: this client holds as many listen streams as it may; close one first";
  return asRefusal(
    errorResponse(id, LIVE_TASK_LIMIT_CODE, message, { reason: global ? "stream-capacity" : "stream-limit" }),
    global ? 503 : 429,
    5,
  );
}

/**
 * The answer when the task store failed or missed its deadline: 503, so the client retries, never a hang.
 *
 * @internal
 */
export function storeUnavailableError(id: RequestId | undefined, message: string): JSONRPCErrorResponse {
  return asRefusal(
    errorResponse(id, -32603, `Service unavailable: ${message}`, { reason: "store-unavailable" }),
    503,
    1,
  );
}

/**
 * The HTTP status for an answer: 200 for results, the host's refusals as marked, and by error code otherwise.
 *
 * @internal
 */
export function statusFor(message: object): number {
  const error = (message as { error?: { code?: unknown } }).error;
  if (error === undefined) return 200;
  const refusal = refusals.get(message);
  if (refusal !== undefined) return refusal.status;
  switch (error.code) {
    case -32601:
      return 404;
    case -32603:
      return 500;
    default:
      return 400;
  }
}

/**
 * The Retry-After seconds of one of the host's refusals, or undefined for any other answer.
 *
 * @internal
 */
export function retryAfterFor(message: object): number | undefined {
  return refusals.get(message)?.retryAfter;
}
