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

/** The host's own live-task-limit refusals, told apart from a tool's error that happens to use the same code. */
const limitRefusals = new WeakSet<object>();

/**
 * The refusal of a new task beyond the owner's live-task limit.
 *
 * @internal
 */
export function liveTaskLimitError(id: RequestId, message: string): JSONRPCErrorResponse {
  const refusal = errorResponse(
    id,
    LIVE_TASK_LIMIT_CODE,
    `Too many live tasks: ${message}; wait for one to finish or cancel one`,
    { reason: "live-task-limit" },
  );
  limitRefusals.add(refusal);
  return refusal;
}

/**
 * The HTTP status for an answer: 200 for results, 429 for the host's live-task limit, and by error code otherwise.
 *
 * @internal
 */
export function statusFor(message: object): number {
  const error = (message as { error?: { code?: unknown } }).error;
  if (error === undefined) return 200;
  if (limitRefusals.has(message)) return 429;
  switch (error.code) {
    case -32601:
      return 404;
    case -32603:
      return 500;
    default:
      return 400;
  }
}
