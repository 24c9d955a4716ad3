/** Checks a message sorted by envelope against the schema of its kind, with legacy shapes named as such. */
import type * as T from "../../../generated/types.js";
import type { DefinitionName } from "../../../generated/schema.js";
import type { DefinitionTypes } from "../../../generated/validators.js";
import type { Issue, Result } from "../../shared/result.js";
import { fail, ok } from "../../shared/result.js";
import { declaresTasks } from "../capabilities.js";
import { ISSUE_CODES } from "../codes.js";
import { ERROR_CODES, TASKS_METHODS, TASK_STATUS_NOTIFICATION_METHOD } from "../constants.js";
import type { Envelope } from "../envelope.js";
import { recognizeError } from "../errors.js";
import { legacyFieldIssues, legacyMethodIssue, legacyRequestNotices } from "./legacy.js";
import type {
  DecodedMessage,
  DecodedRequest,
  JSONRPCNotification,
  JSONRPCRequest,
  JSONRPCResultResponse,
} from "../messages.js";
import { checkAgainst } from "./schema-check.js";
import { isValid } from "../../validate/index.js";
import { isRecord } from "../../shared/record.js";

/**
 * Whether a message is being received (decode) or about to be sent (encode); a few rules differ.
 *
 * @internal
 */
export type Direction = "decode" | "encode";

const REQUEST_DEFINITIONS: Readonly<
  Record<string, "GetTaskRequest" | "UpdateTaskRequest" | "CancelTaskRequest" | "CallToolRequest">
> = {
  [TASKS_METHODS.get]: "GetTaskRequest",
  [TASKS_METHODS.update]: "UpdateTaskRequest",
  [TASKS_METHODS.cancel]: "CancelTaskRequest",
  "tools/call": "CallToolRequest",
};

/**
 * Checks one message; requests and notifications of other methods pass on their envelope alone.
 *
 * @internal
 */
export function checkMessage(envelope: Envelope, direction: Direction): Result<DecodedMessage> {
  switch (envelope.type) {
    case "request":
      return checkRequest(envelope.method, envelope.message);
    case "notification":
      return checkNotification(envelope.method, envelope.message);
    case "result":
      return ok({ kind: "JSONRPCResultResponse", message: envelope.message as JSONRPCResultResponse, notices: [] });
    case "error":
      return checkError(envelope.message, direction, envelope.nullId === true);
  }
}

/**
 * Checks a request of a known method, after its envelope; the method has already been read from it.
 *
 * @internal
 */
export function checkRequest(method: string, message: Record<string, unknown>): Result<DecodedRequest> {
  const removed = legacyMethodIssue(method);
  if (removed) return fail([removed]);
  const declared = declaresTasks(message);
  const notices = legacyRequestNotices(method, message, declared);
  // An own-key lookup: `constructor` or `__proto__` is an ordinary unknown method, not an inherited member.
  const name = Object.hasOwn(REQUEST_DEFINITIONS, method) ? REQUEST_DEFINITIONS[method] : undefined;
  if (name === undefined) {
    return ok({ kind: "JSONRPCRequest", message: message as JSONRPCRequest, notices, declaresTasks: declared });
  }
  // checkAgainst answers ok with the message itself: only a message isValid refuses needs it, for the issues.
  if (!isValid(name, message)) {
    const checked = checkAgainst(name, message);
    if (!checked.ok) return checked;
  }
  return ok({ kind: name, message, notices, declaresTasks: declared } as unknown as DecodedRequest);
}

function checkNotification(method: string, message: Record<string, unknown>): Result<DecodedMessage> {
  const removed = legacyMethodIssue(method);
  if (removed) return fail([removed]);
  if (method !== TASK_STATUS_NOTIFICATION_METHOD) {
    return ok({ kind: "JSONRPCNotification", message: message as JSONRPCNotification, notices: [] });
  }
  const checked = checkWithLegacyFields("TaskStatusNotification", message, message.params, "/params");
  if (!checked.ok) return checked;
  return ok({ kind: "TaskStatusNotification", message: checked.value, notices: [] });
}

/**
 * Checks an error response. `nullId` says it carried `id: null` (JSON-RPC 2.0's id for a request whose id could not
 * be read), which the envelope already dropped: a notice when decoding; refused when encoding, since MCP omits the id.
 */
function checkError(message: Record<string, unknown>, direction: Direction, nullId: boolean): Result<DecodedMessage> {
  const notices: Issue[] = [];
  if (nullId) {
    const issue: Issue = {
      path: "/id",
      keyword: "type",
      message:
        "`id: null` was read as an unknown id; MCP omits the id of an error response when the request's id could not be read",
      code: ISSUE_CODES.nullErrorId,
    };
    if (direction === "encode") return fail([issue]);
    notices.push(issue);
  }
  const checked = checkAgainst("JSONRPCErrorResponse", message);
  if (!checked.ok) return checked;
  const recognized = recognizeError(message);
  if (recognized.legacyCode) {
    const issue: Issue = {
      path: "/error/code",
      keyword: "legacy",
      message: `-32003 is the pre-2026-07-28 code for a missing required client capability; the current code is -32021`,
      code: ISSUE_CODES.legacyMissingCapabilityCode,
    };
    if (direction === "encode") return fail([issue]);
    notices.push(issue);
  }
  if (recognized.code === ERROR_CODES.MISSING_REQUIRED_CLIENT_CAPABILITY) {
    const error = message.error as Record<string, unknown>;
    if (!isRecord(error.data) || !isRecord(error.data.requiredCapabilities)) {
      return fail([
        {
          path: "/error/data/requiredCapabilities",
          keyword: "required",
          message: "a -32021 error must name the missing capabilities in `data.requiredCapabilities`",
          code: ISSUE_CODES.missingCapabilityDataShape,
        },
      ]);
    }
  }
  return ok({ kind: "JSONRPCErrorResponse", message: checked.value as T.JSONRPCErrorResponse, notices, recognized });
}

/**
 * Checks a value against a definition, reporting the 2025-11-25 names `ttl` and `pollInterval` on the task at
 * `taskPath` as legacy, and dropping the schema's "ttlMs is required" that a legacy `ttl` already explains.
 *
 * @internal
 */
export function checkWithLegacyFields<N extends DefinitionName>(
  name: N,
  value: unknown,
  task: unknown,
  taskPath: string,
): Result<DefinitionTypes[N]> {
  const legacy = legacyFieldIssues(task, taskPath);
  const checked = checkAgainst(name, value);
  if (legacy.length === 0) return checked;
  const explained = legacy.some((i) => i.path === `${taskPath}/ttl`) ? `${taskPath}/ttlMs` : null;
  const rest = checked.ok ? [] : checked.issues.filter((i) => !(i.path === explained && i.keyword === "required"));
  return fail([...legacy, ...rest]);
}
