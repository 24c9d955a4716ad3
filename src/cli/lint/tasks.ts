/** Following tasks: every snapshot goes through the machine's observer; arrival-order and payload checks are added. */
import type { Issue } from "../../shared/result.js";
import { compareTimestamps, isRpcError, nextPollDelay } from "../../machine/index.js";
import { observeMade } from "../../machine/observer/observe.js";
import { validate } from "../../validate/index.js";
import { explain, sentence, type LintContext } from "./context.js";
import { RULES, ruleFor, type Rule } from "./rules.js";
import type { TaskRecord } from "./task-book.js";

/** How a snapshot reached the client. */
export type SnapshotSource = "CreateTaskResult" | "GetTaskResult" | "notification";

/**
 * Folds one valid snapshot of a task into its record and reports the violations it reveals. `taskId` is the snapshot's
 * own, or an equal string the caller already used to look the task up (a task book lookup then reuses its hash).
 */
export function observeSnapshot(
  ctx: LintContext,
  snapshot: Record<string, unknown>,
  line: number,
  at: number | undefined,
  source: SnapshotSource,
  taskId: unknown = snapshot.taskId,
): TaskRecord | undefined {
  if (typeof taskId !== "string") return undefined;
  const record = ctx.tasks.open(taskId, line);
  if (ctx.tasks.takeLimitReached())
    ctx.report(
      RULES.tasksTrackedLimit,
      line,
      taskId,
      `More than ${ctx.tasks.maxLive} tasks are non-terminal at once; from here lint forgets the oldest one for each new task, so later changes to a forgotten task, and whether it ends, go unchecked.`,
    );
  // The record's state is always createObserver's or an observation's, so observe's shape check is skipped.
  const observation = observeMade(record.observer, snapshot);
  const violations = observation.violations;
  for (let i = 0; i < violations.length; i++)
    ctx.report(ruleFor(violations[i]!.code), line, taskId, sentence(violations[i]!.message));
  const updated = snapshot.lastUpdatedAt;
  if (typeof updated === "string") {
    const newest = record.newestUpdatedAt;
    if (newest !== null && compareTimestamps(updated, newest) < 0) {
      ctx.report(
        RULES.lastUpdatedBackwards,
        line,
        taskId,
        `This ${source} has lastUpdatedAt ${updated}, earlier than ${newest} seen before.`,
      );
    } else {
      record.newestUpdatedAt = updated;
    }
  }
  record.observer = observation.state;
  // An observation with no violation came from the fold, whose nextPollMs is nextPollDelay of the state it returns.
  record.pollDelay = violations.length === 0 ? observation.nextPollMs : nextPollDelay(observation.state);
  record.lastLine = line;
  if (source === "CreateTaskResult" && at !== undefined) {
    record.lastPollAt = at;
    record.lastPollWasCreation = true;
  }
  if (observation.terminal) ctx.tasks.finish(record);
  return record;
}

/** No issues: what a snapshot that decoded cleanly passes to checkFailed. */
export const NO_ISSUES: readonly Issue[] = Object.freeze([]);

/**
 * Checks the payload of a failed task (a JSON-RPC error, never a tool result) and its statusMessage; returns the
 * schema issues these findings do not already explain. `base` is the pointer of the task within the checked value.
 */
export function checkFailed(
  ctx: LintContext,
  task: unknown,
  line: number,
  issues: readonly Issue[],
  base: string,
): readonly Issue[] {
  if (typeof task !== "object" || task === null || (task as Record<string, unknown>).status !== "failed") return issues;
  const t = task as Record<string, unknown>;
  const taskId = typeof t.taskId === "string" ? t.taskId : null;
  let explained = false;
  const error = t.error as unknown;
  if (
    typeof error === "object" &&
    error !== null &&
    ((error as Record<string, unknown>).isError === true || Array.isArray((error as Record<string, unknown>).content))
  ) {
    reportOnce(
      ctx,
      RULES.toolErrorCompleted,
      line,
      taskId,
      "This failed task carries a tool result as its error; a tool result, even with isError: true, makes the task completed with it as the result.",
    );
    explained = true;
  } else if (error !== undefined && !isRpcError(error)) {
    reportOnce(
      ctx,
      RULES.failedJsonRpcError,
      line,
      taskId,
      "This failed task's error is not a JSON-RPC error object (an integer code and a string message).",
    );
    explained = true;
  }
  if (typeof t.statusMessage !== "string")
    reportOnce(
      ctx,
      RULES.failedStatusMessage,
      line,
      taskId,
      "This failed task has no statusMessage to say what went wrong.",
    );
  if (!explained) return issues;
  const at = `${base}/error`;
  return issues.filter((i) => i.path !== at && !i.path.startsWith(`${at}/`));
}

/**
 * Checks the result of a completed task that a tools/call created (`fromToolCall`, or a creator on the task's
 * record): the CallToolResult the call would have returned, a missing resultType read as "complete". A task whose
 * origin is unknown is left alone, since other requests may come to create tasks.
 */
export function checkCompleted(
  ctx: LintContext,
  task: Record<string, unknown>,
  line: number,
  fromToolCall: boolean,
): void {
  const result = task.result;
  if (task.status !== "completed" || typeof result !== "object" || result === null || Array.isArray(result)) return;
  const taskId = typeof task.taskId === "string" ? task.taskId : null;
  if (!fromToolCall && (taskId === null || ctx.tasks.get(taskId)?.createdBy === undefined)) return;
  const body = result as Record<string, unknown>;
  const checked = validate(
    "CallToolResult",
    Object.hasOwn(body, "resultType") ? body : { ...body, resultType: "complete" },
  );
  if (checked.ok) {
    if (!Object.hasOwn(body, "resultType"))
      reportOnce(
        ctx,
        RULES.nestedResultType,
        line,
        taskId,
        "This completed task's result has no resultType. The spec's notification example omits it, but the 2026-07-28 CallToolResult requires it (resultType is required on every result), and the official TypeScript client rejects the result without it; send resultType \"complete\".",
      );
    return;
  }
  const message =
    isRpcError(body) && !Object.hasOwn(body, "content")
      ? "This completed task's result is a JSON-RPC error; a tools/call that ends in a JSON-RPC error makes the task failed, with it as the error."
      : explain("completed task's result (a CallToolResult)", checked.issues);
  reportOnce(ctx, RULES.completedToolResult, line, taskId, message);
}

/** Reports a rule once per task (every time for a task without an id or record). */
function reportOnce(ctx: LintContext, rule: Rule, line: number, taskId: string | null, message: string): void {
  const record = taskId === null ? undefined : ctx.tasks.get(taskId);
  if (record !== undefined) {
    record.reportedOnce ??= new Set();
    if (record.reportedOnce.has(rule.id)) return;
    record.reportedOnce.add(rule.id);
  }
  ctx.report(rule, line, taskId, message);
}

/** Warns when a tasks/get comes sooner after the previous one (or the creation) than the task's pollIntervalMs. */
export function checkPoll(ctx: LintContext, taskId: string, line: number, at: number): void {
  const record = ctx.tasks.get(taskId);
  if (record === undefined) return;
  const delay = record.pollDelay;
  const previous = record.lastPollAt;
  const since = record.lastPollWasCreation ? "the task was created" : "the previous poll";
  record.lastPollAt = at;
  record.lastPollWasCreation = false;
  if (delay === null || delay === 0 || previous === undefined) return;
  const gap = at - previous;
  if (gap < delay) {
    ctx.report(
      RULES.pollInterval,
      line,
      taskId,
      `This tasks/get comes ${Math.round(gap)} ms after ${since}, sooner than the task's pollIntervalMs of ${delay} ms.`,
    );
  }
}
