/**
 * `decodeResult`: types a result by the request it answers. For tools/call it dispatches on the raw `resultType`
 * before validating, so that a task handle or an interim result can never pass as an empty success.
 */
import type { Issue, Result } from "../../shared/result.js";
import { fail, ok } from "../../shared/result.js";
import { declaresTasks } from "../capabilities.js";
import { ISSUE_CODES } from "../codes.js";
import { TASK_AUGMENTABLE_METHODS, TASKS_METHODS } from "../constants.js";
import { unexpected } from "./decode.js";
import { messageOf, readMethod, type JSONRecord } from "../envelope.js";
import { inspectParsed, inspectValue } from "../text/json-value.js";
import { legacyNestedTaskIssue, legacyResultIssues, legacyServerCapabilityIssue } from "./legacy.js";
import { resolveLimits } from "../text/limits.js";
import type { DecodedResult, RequestLike, ResultContext } from "./result-types.js";
import { typedBy, typedResult } from "./typed-result.js";
import { isRecord } from "../../shared/record.js";

export type { DecodedResult, GenericResult, RequestLike, ResultContext, Typed } from "./result-types.js";

const COMPLETE_DEFINITIONS = {
  "tools/call": "CallToolResult",
  [TASKS_METHODS.get]: "GetTaskResult",
  [TASKS_METHODS.update]: "UpdateTaskResult",
  [TASKS_METHODS.cancel]: "CancelTaskResult",
} as const;

type KnownMethod = keyof typeof COMPLETE_DEFINITIONS;

function isKnown(method: string): method is KnownMethod {
  return Object.hasOwn(COMPLETE_DEFINITIONS, method);
}

function issue(path: string, keyword: string, message: string, code: string): Issue {
  return { path, keyword, message, code };
}

/**
 * Decodes the `result` of a response to `request` (a method name, or the request itself). tools/call: "task" gives
 * a CreateTaskResult (an issue unless the request declared the extension), "input_required" an InputRequiredResult,
 * "complete" or no resultType a CallToolResult, anything else an issue. tasks/get, tasks/update and tasks/cancel give
 * their results. A CreateTaskResult for any method but tools/call is an issue. Never throws.
 *
 * @example
 * ```ts
 * import { decodeResult } from "mcp-tasks/codec";
 *
 * const task = { taskId: "t-1", status: "working", createdAt: "2026-11-22T10:00:00Z", lastUpdatedAt: "2026-11-22T10:00:00Z", ttlMs: 60000 };
 * const typed = decodeResult("tasks/get", { resultType: "complete", ...task });
 * if (typed.ok && typed.value.kind === "GetTaskResult") console.log(typed.value.result.status); // "working"
 * ```
 */
export function decodeResult(
  request: string | RequestLike,
  value: unknown,
  context?: ResultContext,
): Result<DecodedResult> {
  try {
    const limits = resolveLimits(context);
    const limitIssue =
      context?.parsed === true
        ? inspectParsed(value, limits, context.wellFormed === true)
        : inspectValue(value, limits);
    if (limitIssue) return fail([limitIssue]);
    return typeInspectedResult(request, value, context?.declaresTasks);
  } catch (error) {
    return fail([unexpected(error)]);
  }
}

/**
 * decodeResult after its walk of the value: for `encode`, whose own walk of the whole message (under the real
 * limits) already covered the result, so that an outgoing answer is walked once. Never throws.
 *
 * @internal
 */
export function typeInspectedResult(
  request: string | RequestLike,
  value: unknown,
  declaresTasksGiven: boolean | undefined,
): Result<DecodedResult> {
  try {
    const raw = typeof request === "string" ? request : messageOf(request);
    const method = typeof raw === "string" ? raw : readMethod(raw);
    if (method === undefined)
      return fail([issue("", "method", "the answered request has no method", ISSUE_CODES.invalidEnvelope)]);
    const declared = declaresTasksGiven ?? (typeof raw === "string" ? false : declaresTasks(raw));
    if (!isRecord(value)) return fail([issue("", "type", "a result must be an object", ISSUE_CODES.invalidEnvelope)]);
    const decoded = dispatch(method, value, declared);
    if (decoded.ok || typeof raw !== "string" || declaresTasksGiven !== undefined) return decoded;
    return { ok: false, issues: decoded.issues.map(withMethodOnlyHint) };
  } catch (error) {
    return fail([unexpected(error)]);
  }
}

function dispatch(method: string, value: JSONRecord, declared: boolean): Result<DecodedResult> {
  const absent = !Object.hasOwn(value, "resultType");
  if (absent) {
    const legacy = [legacyNestedTaskIssue(value), ...legacyResultIssues(method, value)].filter(
      (i): i is Issue => i !== null,
    );
    if (legacy.length > 0) return fail(legacy);
  }
  const raw = absent ? "complete" : value.resultType;
  if (typeof raw !== "string") return fail([issue("/resultType", "type", "must be a string", ISSUE_CODES.schema)]);
  const result = absent ? { ...value, resultType: "complete" } : value;

  if (raw === "task") {
    if (!TASK_AUGMENTABLE_METHODS.includes(method)) {
      return fail([
        issue(
          "/resultType",
          "resultType",
          `a CreateTaskResult (resultType "task") is not a valid answer to ${method}; only tools/call supports tasks`,
          ISSUE_CODES.unsupportedTaskResult,
        ),
      ]);
    }
    if (!declared) {
      return fail([
        issue(
          "/resultType",
          "resultType",
          "a CreateTaskResult answers a request that did not declare the tasks extension; a server must not create a task for it",
          ISSUE_CODES.undeclaredTaskResult,
        ),
      ]);
    }
    const nested = legacyNestedTaskIssue(result, true);
    if (nested) return fail([nested]);
    return typedBy("CreateTaskResult", result, absent, true);
  }
  if (raw === "input_required" && !method.startsWith("tasks/")) {
    return typedBy("InputRequiredResult", result, absent, false);
  }
  if (isKnown(method)) {
    const name = COMPLETE_DEFINITIONS[method];
    if (raw !== "complete") {
      if (method === "tools/call") {
        return fail([
          issue(
            "/resultType",
            "resultType",
            `${JSON.stringify(raw)} is not a resultType tools/call can answer with ("complete", "input_required" or "task")`,
            ISSUE_CODES.unknownResultType,
          ),
        ]);
      }
      return fail([
        issue(
          "/resultType",
          "const",
          `must be "complete" on the result of ${method}`,
          `sep-2663-result-type-complete-on-${method.replace("/", "-")}`,
        ),
      ]);
    }
    return typedBy(name, result, absent, name === "GetTaskResult");
  }
  if (method === "server/discover") {
    const legacy = legacyServerCapabilityIssue(result);
    if (legacy) return fail([legacy]);
  }
  return typedResult("Result", ok(result), absent);
}

/** Given only a method name, the codec cannot see the request's capabilities: say how to tell it. */
function withMethodOnlyHint(i: Issue): Issue {
  if (i.code !== ISSUE_CODES.undeclaredTaskResult) return i;
  return {
    ...i,
    message: `${i.message} (only the method was given, so the request counts as not declaring; pass the request, or { declaresTasks: true })`,
  };
}
