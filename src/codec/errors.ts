/** Builders and a recogniser for the JSON-RPC errors the extension names. */
import type * as T from "../../generated/types.js";
import { ERROR_CODES, TASKS_EXTENSION_ID } from "./constants.js";
import { isRecord } from "../shared/record.js";

/** Builds a JSON-RPC error response; the id is omitted when it is unknown. */
export function errorResponse(
  id: T.RequestId | undefined,
  code: number,
  message: string,
  data?: unknown,
): T.JSONRPCErrorResponse {
  const error: T.Error = data === undefined ? { code, message } : { code, message, data };
  return id === undefined ? { jsonrpc: "2.0", error } : { jsonrpc: "2.0", id, error };
}

/** The -32602 error for a task that is unknown or has expired (a MUST on tasks/get, a SHOULD on update and cancel). */
export function taskNotFoundError(
  id: T.RequestId,
  reason: "not-found" | "expired" = "not-found",
): T.InvalidParamsError {
  const why = reason === "expired" ? "Task has expired" : "Task not found";
  return errorResponse(id, ERROR_CODES.INVALID_PARAMS, `Failed to retrieve task: ${why}`) as T.InvalidParamsError;
}

/** The -32602 error for params that do not match the method's schema. */
export function invalidParamsError(id: T.RequestId | undefined, message: string, data?: unknown): T.InvalidParamsError {
  return errorResponse(id, ERROR_CODES.INVALID_PARAMS, message, data) as T.InvalidParamsError;
}

/** The -32021 error naming the tasks extension in `data.requiredCapabilities.extensions`. */
export function missingCapabilityError(
  id: T.RequestId | undefined,
  message = `Missing required client capability: ${TASKS_EXTENSION_ID}`,
): T.MissingRequiredClientCapabilityError {
  const data = { requiredCapabilities: { extensions: { [TASKS_EXTENSION_ID]: {} } } };
  return errorResponse(
    id,
    ERROR_CODES.MISSING_REQUIRED_CLIENT_CAPABILITY,
    message,
    data,
  ) as T.MissingRequiredClientCapabilityError;
}

/** The -32601 error for a method the server does not have, such as the removed tasks/result and tasks/list. */
export function methodNotFoundError(id: T.RequestId | undefined, method: string): T.MethodNotFoundError {
  const removed = method === "tasks/result" || method === "tasks/list";
  const message = removed
    ? `Method not found: ${method} was removed by the tasks extension`
    : `Method not found: ${method}`;
  return errorResponse(id, ERROR_CODES.METHOD_NOT_FOUND, message) as T.MethodNotFoundError;
}

/** The -32020 error for an Mcp-Method or Mcp-Name header that does not match the body. */
export function headerMismatchError(id: T.RequestId | undefined, message: string): T.HeaderMismatchError {
  return errorResponse(id, ERROR_CODES.HEADER_MISMATCH, message) as T.HeaderMismatchError;
}

/** The -32700 error for input that is not JSON. */
export function parseError(message = "Parse error"): T.JSONRPCErrorResponse {
  return errorResponse(undefined, ERROR_CODES.PARSE_ERROR, message);
}

/** The -32600 error for a value that is not a valid JSON-RPC request. */
export function invalidRequestError(id: T.RequestId | undefined, message = "Invalid Request"): T.JSONRPCErrorResponse {
  return errorResponse(id, ERROR_CODES.INVALID_REQUEST, message);
}

/** The -32603 error for a failure inside the server. */
export function internalError(id: T.RequestId | undefined, message = "Internal error"): T.JSONRPCErrorResponse {
  return errorResponse(id, ERROR_CODES.INTERNAL_ERROR, message);
}

/** The protocol errors recognizeError can name. */
export type ErrorKind =
  | "parseError"
  | "invalidRequest"
  | "methodNotFound"
  | "invalidParams"
  | "internalError"
  | "headerMismatch"
  | "missingRequiredClientCapability"
  | "other";

/** What recognizeError found in an error response or error object. */
export interface RecognizedError {
  /** Which protocol error the code names. */
  kind: ErrorKind;
  /** The code as received. */
  code: number;
  /** True when the code is the pre-2026-07-28 -32003 for a missing client capability. */
  legacyCode: boolean;
  /** For a missing capability: whether `data.requiredCapabilities.extensions` names the tasks extension. */
  requiresTasksExtension: boolean;
}

const KINDS: ReadonlyMap<number, ErrorKind> = new Map<number, ErrorKind>([
  [ERROR_CODES.PARSE_ERROR, "parseError"],
  [ERROR_CODES.INVALID_REQUEST, "invalidRequest"],
  [ERROR_CODES.METHOD_NOT_FOUND, "methodNotFound"],
  [ERROR_CODES.INVALID_PARAMS, "invalidParams"],
  [ERROR_CODES.INTERNAL_ERROR, "internalError"],
  [ERROR_CODES.HEADER_MISMATCH, "headerMismatch"],
  [ERROR_CODES.MISSING_REQUIRED_CLIENT_CAPABILITY, "missingRequiredClientCapability"],
  [ERROR_CODES.LEGACY_MISSING_REQUIRED_CLIENT_CAPABILITY, "missingRequiredClientCapability"],
]);

/** Names the protocol error in an error response or a bare error object; -32003 counts as -32021. Never throws. */
export function recognizeError(value: unknown): RecognizedError {
  try {
    const error = isRecord(value) && isRecord(value.error) ? value.error : value;
    const code = isRecord(error) && typeof error.code === "number" ? error.code : NaN;
    const kind = KINDS.get(code) ?? "other";
    const legacyCode = code === ERROR_CODES.LEGACY_MISSING_REQUIRED_CLIENT_CAPABILITY;
    return {
      kind,
      code,
      legacyCode,
      requiresTasksExtension: kind === "missingRequiredClientCapability" && namesTasks(error),
    };
  } catch {
    return { kind: "other", code: NaN, legacyCode: false, requiresTasksExtension: false };
  }
}

function namesTasks(error: unknown): boolean {
  if (!isRecord(error) || !isRecord(error.data)) return false;
  const required = error.data.requiredCapabilities;
  // The value is the extension's settings object (empty when there are none), as in a capability declaration.
  return (
    isRecord(required) &&
    isRecord(required.extensions) &&
    Object.hasOwn(required.extensions, TASKS_EXTENSION_ID) &&
    isRecord(required.extensions[TASKS_EXTENSION_ID])
  );
}
