/**
 * The verdicts on a tools/call answer: a CreateTaskResult is checked, its taskId must be new, and its task is followed
 * from there; a task handle without resultType "task", or any other result, is checked as what it is.
 */
import { decodeResult } from "../../../codec/index.js";
import { isRecord } from "../../../shared/record.js";
import type { LintContext } from "../context.js";
import { undeclared } from "../requests.js";
import { RULES } from "../rules.js";
import { NO_ISSUES, checkCompleted, checkFailed, observeSnapshot } from "../tasks.js";
import { resultContext } from "../trace/codec-options.js";
import { requestKey, type PendingRequest } from "../trace/correlation.js";
import type { TraceEntry } from "../trace/entry.js";

type JSONRecord = Record<string, unknown>;

/** Checks the answer to a tools/call: a CreateTaskResult is followed as a task, any other result decoded as one. */
export function onToolCallResult(
  ctx: LintContext,
  entry: TraceEntry,
  request: PendingRequest,
  id: string | number,
  result: JSONRecord,
): void {
  const rt = result.resultType;
  if (rt === "task") {
    if (!request.declares) {
      ctx.report(
        RULES.undeclaredTaskResult,
        entry.line,
        taskIdOf(result),
        `This CreateTaskResult answers a tools/call that ${request.legacyVersion ? undeclared(request) : "did not declare the extension in its _meta"}.`,
      );
    }
    return trackCreation(ctx, entry, result, requestKey(request.dir, id));
  }
  if ((rt === undefined || rt === "complete") && looksLikeTask(result)) {
    const shown = rt === undefined ? "no resultType" : `resultType ${JSON.stringify(rt)}`;
    ctx.report(
      RULES.resultTypeTask,
      entry.line,
      taskIdOf(result),
      `This tools/call answer is a task handle with ${shown}; a CreateTaskResult carries resultType "task".`,
    );
    return;
  }
  const decoded = decodeResult("tools/call", result, resultContext(entry, request.declares));
  if (!decoded.ok) ctx.reportIssues(decoded.issues, entry.line, null, "tools/call result");
  else if (decoded.value.notices.length > 0)
    ctx.reportIssues(decoded.value.notices, entry.line, null, "tools/call result", "warning");
}

/** Checks a CreateTaskResult and starts following its task. */
export function trackCreation(
  ctx: LintContext,
  entry: TraceEntry,
  result: JSONRecord,
  createdBy: string | undefined,
): void {
  const line = entry.line;
  const decoded = decodeResult("tools/call", result, resultContext(entry, true));
  if (!decoded.ok) {
    const rest = checkFailed(ctx, result, line, decoded.issues, "");
    if (rest.length > 0) ctx.reportIssues(rest, line, taskIdOf(result), "CreateTaskResult");
    return;
  }
  if (decoded.value.notices.length > 0)
    ctx.reportIssues(decoded.value.notices, line, taskIdOf(result), "CreateTaskResult", "warning");
  const reused = createdBy !== undefined && checkReusedTaskId(ctx, line, result, createdBy);
  const record = observeSnapshot(ctx, result, line, entry.at, "CreateTaskResult");
  checkFailed(ctx, result, line, NO_ISSUES, "");
  checkCompleted(ctx, result, line, true);
  if (record !== undefined && createdBy !== undefined && !reused) ctx.tasks.createdBy(record, createdBy);
}

/**
 * A taskId already handed out by another tools/call. The same response captured twice, or a call retried with the
 * same request id, names the same request and is not flagged; nor is a task first seen without its creating call.
 */
function checkReusedTaskId(ctx: LintContext, line: number, result: JSONRecord, createdBy: string): boolean {
  const taskId = taskIdOf(result);
  const first = taskId === null ? undefined : ctx.tasks.get(taskId)?.createdBy;
  if (first === undefined || first === createdBy) return false;
  ctx.report(
    RULES.taskIdReused,
    line,
    taskId,
    `This CreateTaskResult gives task ${JSON.stringify(taskId)}, which an earlier tools/call was already given; each task a server creates has its own taskId.`,
  );
  return true;
}

/** A result that carries a task's identity and status, whatever its resultType says. */
export function looksLikeTask(result: JSONRecord): boolean {
  return typeof result.taskId === "string" && typeof result.status === "string" && typeof result.createdAt === "string";
}

/** The taskId a value carries, or null. */
export function taskIdOf(value: unknown): string | null {
  return isRecord(value) && typeof value.taskId === "string" ? value.taskId : null;
}
