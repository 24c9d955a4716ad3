/** `encode`: validates a message, then serialises it; an invalid message is refused with issues, never sent. */
import type { Issue, Result } from "../shared/result.js";
import { fail, ok } from "../shared/result.js";
import { declaresTasks } from "./capabilities.js";
import { checkMessage, checkWithLegacyFields } from "./decode/check-message.js";
import { ISSUE_CODES } from "./codes.js";
import { unexpected } from "./decode/decode.js";
import { classifyEnvelope, type JSONRecord } from "./envelope.js";
import { inspectValue } from "./text/json-value.js";
import { legacyNestedTaskIssue } from "./decode/legacy.js";
import { requiresTasksDeclaration } from "./gate.js";
import { checkTextSize, resolveLimits, type Limits } from "./text/limits.js";
import { idMismatchIssue } from "./decode/response.js";
import { typeInspectedResult, type RequestLike } from "./decode/result-dispatch.js";
import { checkAgainst } from "./decode/schema-check.js";
import { isRecord } from "../shared/record.js";

/** Options for encode: the request a result response answers, and the limits. */
export interface EncodeOptions extends Partial<Limits> {
  /**
   * The request a response answers (its method, or the request itself). With it, a result is checked exactly as
   * decodeResult checks it, including that a CreateTaskResult only answers a declaring tools/call; with the request
   * itself, the response's id must be the request's.
   */
  answering?: string | RequestLike;
  /** Whether the answered request declared the extension, when `answering` is only a method name. */
  declaresTasks?: boolean;
}

/**
 * Validates a message and serialises it to JSON text. Requests, notifications and error responses are checked as
 * decode checks them (and -32003 is refused: emit -32021; so is an error response with `id: null`: omit the id).
 * A request the server would refuse with -32021 (tasks/* without the extension declared) is refused. A result
 * response must carry a resultType; it is checked against the request in `answering`, or else by its resultType
 * ("task", "input_required", or a task-shaped "complete" as a GetTaskResult). With `answering` as a request, a
 * response must carry its id. The serialised text must fit in maxBytes of UTF-8, measured. Never throws.
 *
 * @example
 * ```ts
 * import { encode, getTaskResultResponse } from "mcp-tasks/codec";
 * import { createTask, toGetTaskResult } from "mcp-tasks/machine";
 *
 * const created = createTask({ taskId: "t-1", now: "2026-11-22T10:00:00Z", ttlMs: 60_000 });
 * if (created.ok) {
 *   const text = encode(getTaskResultResponse(7, toGetTaskResult(created.state)));
 *   console.log(text.ok ? text.value : text.issues); // {"jsonrpc":"2.0","id":7,"result":{...}}
 * }
 * ```
 */
export function encode(message: object, options?: EncodeOptions): Result<string> {
  try {
    const limits = resolveLimits(options);
    const limitIssue = inspectValue(message, limits);
    if (limitIssue) return fail([limitIssue]);
    const envelope = classifyEnvelope(message);
    if (!envelope.ok) return envelope;
    const checked = checkMessage(envelope.value, "encode");
    if (!checked.ok) return checked;
    if (envelope.value.type === "request") {
      const undeclared = undeclaredIssue(envelope.value.method, message);
      if (undeclared) return fail([undeclared]);
    }
    if ((envelope.value.type === "result" || envelope.value.type === "error") && options?.answering !== undefined) {
      const mismatch = idMismatchIssue(options.answering, envelope.value.id);
      if (mismatch) return fail([mismatch]);
    }
    if (envelope.value.type === "result") {
      const issues = checkOutgoingResult(envelope.value.message.result as JSONRecord, options);
      if (issues.length > 0) return fail(issues.map((i) => ({ ...i, path: `/result${i.path}` })));
    }
    // The walk above only estimates the size; measure the text itself, so that decode never refuses what encode sent.
    const text = JSON.stringify(message);
    const sizeIssue = checkTextSize(text, limits);
    return sizeIssue ? fail([sizeIssue]) : ok(text);
  } catch (error) {
    return fail([unexpected(error)]);
  }
}

/** The issue for a request the server must refuse with -32021 because it does not declare the extension, or null. */
function undeclaredIssue(method: string, request: object): Issue | null {
  if (!requiresTasksDeclaration(request) || declaresTasks(request)) return null;
  const code =
    method === "subscriptions/listen" ? ISSUE_CODES.undeclaredTaskSubscription : ISSUE_CODES.undeclaredTasksRequest;
  return {
    path: "/params/_meta",
    keyword: "capability",
    message: `${method} needs the tasks extension declared on the request, or the server refuses it with -32021`,
    code,
  };
}

function checkOutgoingResult(result: JSONRecord, options: EncodeOptions | undefined): Issue[] {
  if (!Object.hasOwn(result, "resultType")) {
    return [
      {
        path: "/resultType",
        keyword: "required",
        message: 'every result must carry a resultType ("complete" for a standard result)',
        code: ISSUE_CODES.schema,
      },
    ];
  }
  if (options?.answering !== undefined) {
    // The message's walk under the limits covered the result: it is typed here without a second walk.
    const decoded = typeInspectedResult(options.answering, result, options.declaresTasks);
    return decoded.ok ? [] : decoded.issues;
  }
  const checked = inferredCheck(result);
  return checked.ok ? [] : checked.issues;
}

/** Checks a result by its own resultType when the answered request is not known. */
function inferredCheck(result: JSONRecord): Result<unknown> {
  switch (result.resultType) {
    case "task": {
      const nested = legacyNestedTaskIssue(result, true);
      return nested ? fail([nested]) : checkWithLegacyFields("CreateTaskResult", result, result, "");
    }
    case "input_required":
      return checkAgainst("InputRequiredResult", result);
    case "complete":
      return isRecord(result) && "taskId" in result && "status" in result
        ? checkWithLegacyFields("GetTaskResult", result, result, "")
        : ok(result);
    default:
      return typeof result.resultType === "string" ? ok(result) : checkAgainst("Result", result);
  }
}
