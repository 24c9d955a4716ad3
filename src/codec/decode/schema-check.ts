/** Runs a schema definition and stamps each issue with a stable code: the requirement it breaks, or "schema". */
import type { DefinitionTypes } from "../../../generated/validators.js";
import type { DefinitionName } from "../../../generated/schema.js";
import type { Issue, Result } from "../../shared/result.js";
import { validate } from "../../validate/index.js";
import { ISSUE_CODES } from "../codes.js";

/** A rule naming the requirement that a schema issue on one definition breaks: matched on path and keyword. */
interface RequirementRule {
  path: string;
  keyword?: string;
  code: string;
}

const TASK_PAYLOAD_RULES: RequirementRule[] = [
  { path: "/result", keyword: "required", code: "sep-2663-tasks-get-status-completed" },
  { path: "/error", keyword: "required", code: "sep-2663-tasks-get-status-failed" },
  { path: "/inputRequests", keyword: "required", code: "sep-2663-tasks-get-status-input-required" },
];

const ACK_FIELDS = ["/taskId", "/status", "/result", "/error", "/inputRequests"];

const RULES: Partial<Record<DefinitionName, RequirementRule[]>> = {
  CreateTaskResult: [{ path: "/resultType", code: "sep-2663-result-type-task-on-create" }],
  GetTaskResult: [{ path: "/resultType", code: "sep-2663-result-type-complete-on-tasks-get" }, ...TASK_PAYLOAD_RULES],
  UpdateTaskResult: [
    { path: "/resultType", code: "sep-2663-result-type-complete-on-tasks-update" },
    ...ACK_FIELDS.map((path) => ({ path, code: "sep-2663-update-ack-empty-result" })),
  ],
  CancelTaskResult: [
    { path: "/resultType", code: "sep-2663-result-type-complete-on-tasks-cancel" },
    ...ACK_FIELDS.map((path) => ({ path, code: "sep-2663-cancel-ack-empty-result" })),
  ],
  TaskStatusNotification: TASK_PAYLOAD_RULES.map((r) => ({ ...r, path: `/params${r.path}` })),
  MissingRequiredClientCapabilityError: [{ path: "/error/data", code: ISSUE_CODES.missingCapabilityDataShape }],
};

/** The code for one schema issue of a definition. */
function codeFor(name: DefinitionName, issue: Issue): string {
  for (const rule of RULES[name] ?? []) {
    const onPath = issue.path === rule.path || issue.path.startsWith(`${rule.path}/`);
    if (onPath && (rule.keyword === undefined || rule.keyword === issue.keyword)) return rule.code;
  }
  return ISSUE_CODES.schema;
}

/**
 * Validates a value against a definition; issues carry codes, and their paths are prefixed with `basePath`.
 *
 * @internal
 */
export function checkAgainst<N extends DefinitionName>(
  name: N,
  value: unknown,
  basePath = "",
): Result<DefinitionTypes[N]> {
  const result = validate(name, value);
  if (result.ok) return result;
  return {
    ok: false,
    issues: result.issues.map((issue) => ({
      ...issue,
      path: basePath + issue.path,
      code: issue.code ?? codeFor(name, issue),
    })),
  };
}
