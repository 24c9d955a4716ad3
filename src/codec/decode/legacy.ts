/**
 * Recognises messages of the incompatible 2025-11-25 tasks design, so that they get a clear issue naming the
 * SEP-2663 equivalent instead of a generic schema error.
 */
import type { Issue } from "../../shared/result.js";
import { ISSUE_CODES } from "../codes.js";
import { TASKS_EXTENSION_ID } from "../constants.js";
import { hasLegacyTasksCapability, declaresTasks } from "../capabilities.js";
import type { JSONRecord } from "../envelope.js";
import { isRecord } from "../../shared/record.js";

const has = (o: JSONRecord, k: string): boolean => Object.hasOwn(o, k);

function legacy(path: string, code: string, message: string): Issue {
  return { path, keyword: "legacy", message, code };
}

/**
 * The issue for a method the extension removed or renamed, or null for any other method.
 *
 * @internal
 */
export function legacyMethodIssue(method: string): Issue | null {
  switch (method) {
    case "tasks/result":
      return legacy(
        "/method",
        ISSUE_CODES.legacyTasksResult,
        "tasks/result is a 2025-11-25 method that SEP-2663 removed: the final result is inlined in the tasks/get result (`result` on a completed task, `error` on a failed one); servers answer tasks/result with -32601",
      );
    case "tasks/list":
      return legacy(
        "/method",
        ISSUE_CODES.legacyTasksList,
        "tasks/list is a 2025-11-25 method that SEP-2663 removed, with no replacement: a client keeps the task IDs it received; servers answer tasks/list with -32601",
      );
    case "notifications/tasks/status":
      return legacy(
        "/method",
        ISSUE_CODES.legacyStatusNotification,
        'notifications/tasks/status is the 2025-11-25 notification; under SEP-2663 it is "notifications/tasks", whose params are the complete DetailedTask',
      );
    default:
      return null;
  }
}

/**
 * Issues for the 2025-11-25 field names `ttl` and `pollInterval` on a task-shaped object at `path`.
 *
 * @internal
 */
export function legacyFieldIssues(value: unknown, path: string): Issue[] {
  if (!isRecord(value)) return [];
  const issues: Issue[] = [];
  if (has(value, "ttl")) {
    issues.push(
      legacy(
        `${path}/ttl`,
        ISSUE_CODES.legacyFieldNames,
        "`ttl` is the 2025-11-25 field name; SEP-2663 calls it `ttlMs` (integer milliseconds, or null for unlimited)",
      ),
    );
  }
  if (has(value, "pollInterval")) {
    issues.push(
      legacy(
        `${path}/pollInterval`,
        ISSUE_CODES.legacyFieldNames,
        "`pollInterval` is the 2025-11-25 field name; SEP-2663 calls it `pollIntervalMs` (integer milliseconds)",
      ),
    );
  }
  return issues;
}

/**
 * The issue for a 2025-11-25 CreateTaskResult, which nests the task under `task` instead of being flat. That shape
 * has no `content` and no `resultType: "complete"`, so a CallToolResult that merely carries a field named `task`
 * passes. On a result without resultType, `task` must also look like a task (a taskId or a status), so that other
 * methods' fields named `task` pass; beside `resultType: "task"`, any `task` object counts.
 *
 * @internal
 */
export function legacyNestedTaskIssue(result: unknown, anyTask = false): Issue | null {
  if (!isRecord(result) || !has(result, "task") || !isRecord(result.task)) return null;
  if (has(result, "content") || result.resultType === "complete") return null;
  if (!anyTask && !has(result.task, "taskId") && !has(result.task, "status")) return null;
  return legacy(
    "/task",
    ISSUE_CODES.legacyNestedTask,
    'this is a 2025-11-25 CreateTaskResult, which nests the task under `task`; under SEP-2663 a CreateTaskResult is flat: `resultType: "task"` with taskId, status, createdAt, lastUpdatedAt and ttlMs at the top level',
  );
}

/**
 * Issues for a result a 2025-11-25 server would send for `method` (checked when it carried no resultType).
 *
 * @internal
 */
export function legacyResultIssues(method: string, result: JSONRecord): Issue[] {
  if (method === "tasks/get" && result.status === "completed" && !has(result, "result")) {
    return [
      legacy(
        "/result",
        ISSUE_CODES.legacyResultNotInlined,
        "this completed task has no inlined `result`, as in 2025-11-25 where it was fetched with tasks/result; under SEP-2663 tasks/get inlines the final result",
      ),
    ];
  }
  if (method === "tasks/cancel" && (has(result, "taskId") || has(result, "status"))) {
    return [
      legacy(
        "",
        ISSUE_CODES.legacyCancelResult,
        'this tasks/cancel result carries the task, as in 2025-11-25; under SEP-2663 it is an empty acknowledgement `{ "resultType": "complete" }`',
      ),
    ];
  }
  return [];
}

/**
 * The issue for server/discover capabilities that still advertise the 2025-11-25 `tasks` capability.
 *
 * @internal
 */
export function legacyServerCapabilityIssue(result: JSONRecord): Issue | null {
  if (!isRecord(result.capabilities) || !has(result.capabilities, "tasks")) return null;
  return legacy(
    "/capabilities/tasks",
    ISSUE_CODES.legacyServerCapability,
    `\`capabilities.tasks\` is the 2025-11-25 capability, which servers must no longer advertise; SEP-2663 servers declare \`capabilities.extensions["${TASKS_EXTENSION_ID}"]\``,
  );
}

/**
 * Notices for a request that carries 2025-11-25 fields a server ignores: the tools/call `task` param, the `tasks` capability.
 * `declared` is what declaresTasks answers for the request, when the caller has it.
 *
 * @internal
 */
export function legacyRequestNotices(method: string, request: JSONRecord, declared = declaresTasks(request)): Issue[] {
  const notices: Issue[] = [];
  if (method === "tools/call" && isRecord(request.params) && has(request.params, "task")) {
    notices.push(
      legacy(
        "/params/task",
        ISSUE_CODES.legacyTaskParam,
        "`task` is the 2025-11-25 opt-in param on tools/call, which SEP-2663 removed; it is ignored. Under SEP-2663 the server decides whether to create a task, for clients that declare the extension per request",
      ),
    );
  }
  if (!declared && hasLegacyTasksCapability(request)) {
    notices.push(
      legacy(
        "/params/_meta/io.modelcontextprotocol~1clientCapabilities/tasks",
        ISSUE_CODES.legacyClientCapability,
        `the 2025-11-25 \`tasks\` capability does not declare the extension; this request counts as non-declaring. Declare \`extensions["${TASKS_EXTENSION_ID}"]: {}\` instead`,
      ),
    );
  }
  return notices;
}
