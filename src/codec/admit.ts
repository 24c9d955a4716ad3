/** `admitRequest`: the server's wire boundary in one call, with every check in the order the protocol wants. */
import type * as T from "../../generated/types.js";
import type { Issue } from "../shared/result.js";
import { checkMessage, checkRequest } from "./decode/check-message.js";
import { ISSUE_CODES } from "./codes.js";
import { unexpected, type DecodeOptions } from "./decode/decode.js";
import { classifyEnvelope, readId } from "./envelope.js";
import { invalidParamsError, invalidRequestError, methodNotFoundError, parseError } from "./errors.js";
import { gateTasksRequest } from "./gate.js";
import { checkHeaders, headerIssues, type HeaderCheckOptions, type HeadersLike } from "./headers/index.js";
import { legacyMethodIssue } from "./decode/legacy.js";
import { resolveLimits } from "./text/limits.js";
import type { DecodedMessage } from "./messages.js";
import { parseInput, type WireInput } from "./text/parse.js";
import { isRecord } from "../shared/record.js";

/** Options for admitRequest: limits, the HTTP request headers to check, and whether they must be present. */
export interface AdmitOptions extends DecodeOptions, HeaderCheckOptions {
  /** The request's HTTP headers; when given, Mcp-Method and Mcp-Name are checked against the body. */
  headers?: HeadersLike;
}

/** The outcome of admitRequest: the decoded message, or the issues and the error response to send (null: send none). */
export type Admission =
  | { ok: true; value: DecodedMessage }
  | { ok: false; issues: Issue[]; response: T.JSONRPCErrorResponse | null };

function refuse(issues: Issue[], response: T.JSONRPCErrorResponse | null): Admission {
  return { ok: false, issues, response };
}

function summary(issues: Issue[]): string {
  const first = issues[0];
  return first === undefined ? "invalid" : `${first.path || "/"} ${first.message}`;
}

const has = (o: object, k: string): boolean => Object.hasOwn(o, k);

/** Whether a value carries `result` or `error`: a response, which is never answered lest two peers trade errors forever. */
function isResponseLike(value: unknown): boolean {
  try {
    return isRecord(value) && (has(value, "result") || has(value, "error"));
  } catch {
    return false;
  }
}

/** Whether an unreadable message could still be a request (which gets an answer) rather than a notification or a response. */
function mayBeRequest(value: unknown): boolean {
  if (!isRecord(value)) return true;
  if (isResponseLike(value)) return false;
  return has(value, "id") || !has(value, "method");
}

/**
 * Decodes a message a server received and decides how to answer a bad one, in this order: parse and limits (-32700,
 * -32600), the JSON-RPC envelope (-32600), the routing headers when given (-32020), the removed tasks/result and
 * tasks/list (-32601), the capability gate for tasks/* (-32021, before any task lookup), then the method's schema
 * (-32602). Requests of other methods are admitted on their envelope; answering them (or -32601) is the server's
 * business. Notifications and responses are decoded but never answered: nor is any message that carries `result` or
 * `error`, even a malformed one, so that two peers never bounce errors back and forth. Never throws.
 *
 * @example
 * ```ts
 * import { admitRequest, getTaskRequest } from "mcp-tasks/codec";
 *
 * const admitted = admitRequest(JSON.stringify(getTaskRequest(7, "t-1")));
 * if (admitted.ok) console.log(admitted.value.kind); // "GetTaskRequest"
 * else if (admitted.response !== null) console.log(JSON.stringify(admitted.response)); // the error to answer with
 * ```
 */
export function admitRequest(input: WireInput, options?: AdmitOptions): Admission {
  try {
    const parsed = parseInput(input, resolveLimits(options), options?.parsed === true);
    if (!parsed.ok) {
      if (isResponseLike(input)) return refuse(parsed.issues, null);
      const invalidJson = parsed.issues.some((i) => i.code === ISSUE_CODES.invalidJson);
      return refuse(
        parsed.issues,
        invalidJson ? parseError() : invalidRequestError(undefined, `Invalid Request: ${summary(parsed.issues)}`),
      );
    }
    const envelope = classifyEnvelope(parsed.value);
    if (!envelope.ok) {
      const response = mayBeRequest(parsed.value)
        ? invalidRequestError(readId(parsed.value), `Invalid Request: ${summary(envelope.issues)}`)
        : null;
      return refuse(envelope.issues, response);
    }
    if (envelope.value.type !== "request") {
      const checked = checkMessage(envelope.value, "decode");
      return checked.ok ? checked : refuse(checked.issues, null);
    }
    const { method, id, message } = envelope.value;
    if (options?.headers !== undefined) {
      const mismatch = checkHeaders(options.headers, message, options);
      if (mismatch) return refuse(headerIssues(options.headers, message, options), mismatch);
    }
    const removed = legacyMethodIssue(method);
    if (removed) return refuse([removed], methodNotFoundError(id, method));
    const gate = gateTasksRequest(message);
    if (gate) {
      const issue: Issue = {
        path: "/params/_meta",
        keyword: "capability",
        message: `${method} needs the tasks extension declared on the request`,
        code: ISSUE_CODES.undeclaredTasksRequest,
      };
      return refuse([issue], gate);
    }
    const checked = checkRequest(method, message);
    if (!checked.ok)
      return refuse(
        checked.issues,
        invalidParamsError(id, `Invalid params: ${summary(checked.issues)}`, { issues: checked.issues }),
      );
    return checked;
  } catch (error) {
    return refuse([unexpected(error)], isResponseLike(input) ? null : invalidRequestError(undefined));
  }
}
