/** Turning a JSON-RPC answer into an HTTP response, through the codec's `encode`, so no invalid answer leaves. */
import type { RequestId } from "../../../generated/types.js";
import { encode } from "../../codec/encode.js";
import { internalError } from "../../codec/errors.js";
import { retryAfterFor, statusFor } from "../errors.js";
import { plainResponse } from "./plain-response.js";

const JSON_HEADERS = { "Content-Type": "application/json" } as const;

/**
 * Encodes an answer to `request` (validated against it) as a JSON response. An answer the codec refuses is never
 * sent: an internal error goes out instead, and the refusal is reported.
 *
 * @internal
 */
export function answer(
  reply: object,
  request: { method: string } | undefined,
  onError: (error: unknown) => void,
): Response {
  const encoded = encode(reply, request === undefined ? {} : { answering: request });
  if (encoded.ok) {
    const retryAfter = retryAfterFor(reply);
    const headers = retryAfter === undefined ? JSON_HEADERS : { ...JSON_HEADERS, "Retry-After": String(retryAfter) };
    return plainResponse(encoded.value, statusFor(reply), headers);
  }
  onError(new Error(`the host refused to send an invalid answer: ${JSON.stringify(encoded.issues)}`));
  const fallback = internalError(
    (reply as { id?: RequestId }).id,
    "Internal error: the server produced an invalid answer",
  );
  return plainResponse(JSON.stringify(fallback), 500, JSON_HEADERS);
}

/**
 * A response with no JSON-RPC body: 202 for notifications, or an HTTP-level refusal.
 *
 * @internal
 */
export function bare(status: number, headers?: Record<string, string>): Response {
  return plainResponse(null, status, headers ?? {});
}

/**
 * An HTTP-level refusal that still carries a JSON-RPC error without an id, for clients that read the body.
 *
 * @internal
 */
export function refusal(status: number, code: number, message: string, headers: Record<string, string> = {}): Response {
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code, message } });
  return plainResponse(body, status, { ...JSON_HEADERS, ...headers });
}
