/** `decodeResponse`: a client's one call to decode the response to a request it sent. */
import type * as T from "../../../generated/types.js";
import type { Issue, Result } from "../../shared/result.js";
import { fail, ok } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";
import { decode } from "./decode.js";
import { isRequestId, messageOf } from "../envelope.js";
import type { RecognizedError } from "../errors.js";
import { decodeResult, type DecodedResult, type RequestLike, type ResultContext } from "./result-dispatch.js";
import type { WireInput } from "../text/parse.js";
import { isRecord } from "../../shared/record.js";

/** A decoded response: a result typed by the request, or a recognised error. */
export type DecodedResponse =
  | { kind: "result"; id: T.RequestId; result: DecodedResult; notices: Issue[] }
  | { kind: "error"; id: T.RequestId | undefined; error: T.Error; recognized: RecognizedError; notices: Issue[] };

/**
 * Decodes the response to `request` (the request itself, or its method): an error response is recognised, a result
 * is typed by decodeResult. With the whole request, its id must match and its declaration of the extension counts.
 */
export function decodeResponse(
  input: WireInput,
  request: RequestLike | string,
  context?: ResultContext,
): Result<DecodedResponse> {
  const decoded = decode(input, context);
  if (!decoded.ok) return fail(decoded.issues);
  const value = decoded.value;
  if (value.kind !== "JSONRPCResultResponse" && value.kind !== "JSONRPCErrorResponse") {
    return fail([
      {
        path: "",
        keyword: "kind",
        message: `expected a response, got a ${value.kind}`,
        code: ISSUE_CODES.notAResponse,
      },
    ]);
  }
  const id = value.message.id;
  const mismatch = idMismatchIssue(request, id);
  if (mismatch) return fail([mismatch]);
  if (value.kind === "JSONRPCErrorResponse") {
    return ok({ kind: "error", id, error: value.message.error, recognized: value.recognized, notices: value.notices });
  }
  const result = decodeResult(request, value.message.result, context);
  if (!result.ok) return fail(result.issues.map((i) => ({ ...i, path: `/result${i.path}` })));
  return ok({ kind: "result", id: value.message.id, result: result.value, notices: result.value.notices });
}

/**
 * The issue for a response id that is not the id of `request` (a raw or decoded request; a method name has no id), or null.
 *
 * @internal
 */
export function idMismatchIssue(request: unknown, id: unknown): Issue | null {
  const raw = messageOf(request);
  const expected = isRecord(raw) && isRequestId(raw.id) ? raw.id : undefined;
  if (expected === undefined || id === undefined || id === expected) return null;
  return {
    path: "/id",
    keyword: "const",
    message: `the response id ${JSON.stringify(id)} is not the request id ${JSON.stringify(expected)}`,
    code: ISSUE_CODES.idMismatch,
  };
}
