/** Lint of results: typed by the request they answer, checked, and folded into their task. */
import { ISSUE_CODES, declaresTasksIn, decodeResult } from "../../codec/index.js";
import { validate } from "../../validate/index.js";
import { resultContext } from "./trace/codec-options.js";
import type { LintContext } from "./context.js";
import type { PendingRequest } from "./trace/correlation.js";
import { needsDeclaration, undeclared } from "./requests.js";
import { RULES } from "./rules.js";
import { NO_ISSUES, checkCompleted, checkFailed, observeSnapshot } from "./tasks.js";
import type { TraceEntry } from "./trace/entry.js";
import { looksLikeTask, onToolCallResult, taskIdOf, trackCreation } from "./verdicts/task-creation.js";

type JSONRecord = Record<string, unknown>;

const RESULT_TYPE_RULES = {
  "tasks/get": RULES.resultTypeGet,
  "tasks/update": RULES.resultTypeUpdate,
  "tasks/cancel": RULES.resultTypeCancel,
} as const;
const KIND = {
  "tasks/get": "GetTaskResult",
  "tasks/update": "UpdateTaskResult",
  "tasks/cancel": "CancelTaskResult",
} as const;

/** Checks a result against the request it answers. */
export function onResult(
  ctx: LintContext,
  entry: TraceEntry,
  request: PendingRequest,
  id: string | number,
  result: JSONRecord,
): void {
  const method = request.method;
  const line = entry.line;
  if (request.headerMismatch !== undefined) {
    const rule = request.headerMismatch === "Mcp-Name" ? RULES.nameMismatchAnswered : RULES.methodMismatchAnswered;
    ctx.report(
      rule,
      line,
      request.taskId,
      `This ${method} request's ${request.headerMismatch} header did not match its body, yet it was answered with a result instead of -32020.`,
    );
  }
  // A listen already answered by its acknowledgement was judged there; its closing result is no second verdict.
  if (needsDeclaration(request) && !request.declares && request.acknowledgedOn === undefined) {
    const rule = request.wantsTaskNotifications ? RULES.subscribeNonDeclaring : RULES.nonDeclaring;
    ctx.report(
      rule,
      line,
      request.taskId,
      `This ${method} request ${undeclared(request)}, yet it was answered with a result instead of -32021.`,
    );
  }
  switch (method) {
    case "tasks/result":
    case "tasks/list": {
      const rule = method === "tasks/result" ? RULES.tasksResultRemoved : RULES.tasksListRemoved;
      ctx.report(
        rule,
        line,
        null,
        `${method} was removed by the extension and must be answered with -32601, not with a result.`,
      );
      return;
    }
    case "tools/call":
      return onToolCallResult(ctx, entry, request, id, result);
    case "tasks/update":
    case "tasks/cancel":
      checkGoneAck(ctx, line, request, method);
      return onTasksResult(ctx, entry, method, request.taskId, result);
    case "tasks/get":
      return onTasksResult(ctx, entry, method, request.taskId, result);
    case "server/discover":
    case "initialize":
      return checkServerCapabilities(ctx, line, result);
    default:
      return onOtherResult(ctx, line, method, result);
  }
}

/**
 * Whether onResult or onUnpairedResult reports the problems of the result's value (decodeResult walks it and its
 * issues are reported): when not, a result envelope read without decode must be decoded for them.
 */
export function walksResult(request: PendingRequest | undefined, result: JSONRecord): boolean {
  const rt = result.resultType;
  if (request === undefined) return rt === "task";
  switch (request.method) {
    case "tools/call":
      return !((rt === undefined || rt === "complete") && looksLikeTask(result));
    case "tasks/get":
    case "tasks/update":
    case "tasks/cancel":
      return rt !== "task";
    default:
      return false;
  }
}

/** A result whose request is not in the trace: followed only when it is plainly a task. */
export function onUnpairedResult(ctx: LintContext, entry: TraceEntry, result: JSONRecord): void {
  if (result.resultType === "task") return trackCreation(ctx, entry, result, undefined);
  if (result.resultType !== "complete" || !looksLikeTask(result)) return;
  const decoded = decodeResult("tasks/get", result, resultContext(entry));
  if (decoded.ok) observeSnapshot(ctx, result, entry.line, entry.at, "GetTaskResult");
}

/**
 * An acknowledgement of tasks/update or tasks/cancel for a task the server itself called unknown or expired (-32602 to
 * a tasks/get answered before the request was sent). A task merely absent from the trace is not flagged.
 */
function checkGoneAck(
  ctx: LintContext,
  line: number,
  request: PendingRequest,
  method: "tasks/update" | "tasks/cancel",
): void {
  const taskId = request.taskId;
  if (taskId === undefined || !request.declares || request.headerMismatch !== undefined) return;
  const since = ctx.tasks.gone.since(taskId);
  if (since === undefined || since > request.line) return;
  const rule = method === "tasks/update" ? RULES.updateAckUnknown : RULES.cancelAckUnknown;
  ctx.report(
    rule,
    line,
    taskId,
    `This ${method} was acknowledged, yet the server answered a tasks/get for this task with -32602 (unknown or expired) on line ${since}; an unknown task should get a JSON-RPC error.`,
  );
}

function onTasksResult(
  ctx: LintContext,
  entry: TraceEntry,
  method: keyof typeof KIND,
  taskId: string | undefined,
  result: JSONRecord,
): void {
  const line = entry.line;
  if (result.resultType === "task") {
    ctx.report(
      RESULT_TYPE_RULES[method],
      line,
      taskId,
      `This ${method} result carries resultType "task"; a ${method} result carries "complete".`,
    );
    return;
  }
  // tasks/update came with the extension, so no older server (whose results lack resultType) answers it.
  const absentOnUpdate = method === "tasks/update" && !Object.hasOwn(result, "resultType");
  if (absentOnUpdate)
    ctx.report(
      RULES.resultTypeUpdate,
      line,
      taskId,
      'This tasks/update result carries no resultType; a tasks/update result carries "complete".',
    );
  const decoded = decodeResult(method, result, resultContext(entry));
  if (!decoded.ok) {
    const rest = method === "tasks/get" ? checkFailed(ctx, result, line, decoded.issues, "") : decoded.issues;
    if (rest.length > 0) ctx.reportIssues(rest, line, taskId, KIND[method]);
    return;
  }
  const notices = absentOnUpdate
    ? decoded.value.notices.filter((n) => n.code !== ISSUE_CODES.resultTypeAbsent)
    : decoded.value.notices;
  if (notices.length > 0) ctx.reportIssues(notices, line, taskId, KIND[method], "warning");
  if (method !== "tasks/get") return;
  if (taskId !== undefined && result.taskId !== taskId) {
    ctx.report(
      RULES.getAnswersOtherTask,
      line,
      taskId,
      `This tasks/get for task ${JSON.stringify(taskId)} was answered with task ${JSON.stringify(result.taskId)}.`,
    );
    return;
  }
  // Filed under the request's taskId (equal to the result's), the string the poll check looked the task up by.
  observeSnapshot(ctx, result, line, entry.at, "GetTaskResult", taskId ?? result.taskId);
  checkFailed(ctx, result, line, NO_ISSUES, "");
  checkCompleted(ctx, result, line, false);
}

/** A server must not advertise the legacy `tasks` capability beside the extension. */
function checkServerCapabilities(ctx: LintContext, line: number, result: JSONRecord): void {
  const caps = result.capabilities;
  if (typeof caps !== "object" || caps === null || !Object.hasOwn(caps, "tasks")) return;
  if (declaresTasksIn(caps)) {
    ctx.report(
      RULES.legacyServerCapability,
      line,
      null,
      "This server declares the extension but still advertises the 2025-11-25 capabilities.tasks.",
    );
  } else {
    ctx.report(
      RULES.legacy,
      line,
      null,
      "This server advertises the 2025-11-25 capabilities.tasks instead of declaring the extension io.modelcontextprotocol/tasks.",
    );
  }
}

/** resultType "task" belongs to CreateTaskResult, which only tools/call may receive. */
function onOtherResult(ctx: LintContext, line: number, method: string, result: JSONRecord): void {
  if (result.resultType !== "task") return;
  if (validate("CreateTaskResult", result).ok) {
    ctx.report(
      RULES.unsupportedTaskResult,
      line,
      taskIdOf(result),
      `This CreateTaskResult answers ${method}; only tools/call supports tasks.`,
    );
  } else {
    ctx.report(
      RULES.noTaskResultTypeOnOthers,
      line,
      null,
      `This ${method} result carries resultType "task" but is not a CreateTaskResult.`,
    );
  }
}
