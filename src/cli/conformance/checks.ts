/** Checks the scenarios share: each returns the first failure it finds in the exchange, or undefined. */
import {
  answeredKeys,
  createdTasks,
  declares,
  firstTerminal,
  requests,
  seenStates,
  shownKeys,
  taskRequests,
} from "./trace-query.js";
import type { Failure, Trace } from "./types.js";

/** A failure of `rule` at `line`. @internal */
export function fail(rule: string, line: number, message: string): Failure {
  return { rule, line, message };
}

/** The one task the scenario's tools/call created, or a failure saying the client never got that far. @internal */
export function theTask(trace: Trace, rule: string): { taskId: string; line: number } | Failure {
  const calls = requests(trace, "tools/call");
  if (calls.length === 0) return fail(rule, 0, "The client sent no tools/call, so the scenario could not start.");
  const created = createdTasks(trace).find((c) => c.request.message.method === "tools/call");
  if (created === undefined)
    return fail(
      rule,
      calls[0]!.line,
      "No tools/call was answered with a CreateTaskResult (did the client declare io.modelcontextprotocol/tasks on it?).",
    );
  return { taskId: created.taskId, line: created.answer.line };
}

/** Tells a failure from a task. @internal */
export function isFailure(value: unknown): value is Failure {
  return typeof value === "object" && value !== null && "rule" in value;
}

/** The client followed the task until it was shown a terminal status, or cancelled it. @internal */
export function followedToEnd(trace: Trace, taskId: string, rule: string): Failure | undefined {
  if (firstTerminal(trace, taskId) !== undefined) return undefined;
  if (taskRequests(trace, taskId, "tasks/cancel").length > 0) return undefined;
  const seen = seenStates(trace, taskId);
  const last = seen[seen.length - 1];
  return fail(
    rule,
    last?.entry.line ?? 0,
    `The client stopped following task ${JSON.stringify(taskId)} while it was ${String(last?.task.status ?? "unknown")}: it neither saw a terminal status nor sent tasks/cancel.`,
  );
}

/** After the client was shown a terminal status of the task, it sent no more tasks/get or tasks/update for it. @internal */
export function stopsAtTerminal(trace: Trace, taskId: string, rule: string): Failure | undefined {
  const terminal = firstTerminal(trace, taskId);
  if (terminal === undefined) return undefined;
  const after = taskRequests(trace, taskId).find(
    (r) => r.line > terminal.entry.line && r.message.method !== "tasks/cancel",
  );
  if (after === undefined) return undefined;
  return fail(
    rule,
    after.line,
    `The client sent ${String(after.message.method)} for task ${JSON.stringify(taskId)} after line ${terminal.entry.line} showed it ${String(terminal.task.status)}, a terminal status.`,
  );
}

/** Every tools/call, tasks/* and subscriptions/listen request declared the extension in its own _meta. @internal */
export function declaredEverywhere(trace: Trace, rule: string): Failure | undefined {
  for (const r of requests(trace)) {
    const method = String(r.message.method);
    const concerned = method === "tools/call" || method.startsWith("tasks/") || method === "subscriptions/listen";
    if (concerned && !declares(r))
      return fail(
        rule,
        r.line,
        `This ${method} does not declare io.modelcontextprotocol/tasks in its _meta clientCapabilities; capabilities are per request in 2026-07-28.`,
      );
  }
  return undefined;
}

/**
 * The client answered every input key it was shown exactly once, and only keys it was shown as outstanding, however
 * often the same keys were shown again. @internal
 */
export function inputAnsweredOnce(trace: Trace, taskId: string, rule: string): Failure | undefined {
  const shown = new Map<string, number>();
  const answered = new Map<string, number>();
  const seen = seenStates(trace, taskId);
  const updates = taskRequests(trace, taskId, "tasks/update");
  const events = [
    ...seen.map((s) => ({ line: s.entry.line, shown: shownKeys(s.task), answered: [] as string[] })),
    ...updates.map((u) => ({ line: u.line, shown: [] as string[], answered: answeredKeys(u) })),
  ].sort((a, b) => a.line - b.line);
  for (const event of events) {
    for (const key of event.shown) if (!shown.has(key)) shown.set(key, event.line);
    for (const key of event.answered) {
      if (!shown.has(key))
        return fail(rule, event.line, `This tasks/update answers input key ${JSON.stringify(key)}, never requested.`);
      const before = answered.get(key);
      if (before !== undefined)
        return fail(
          rule,
          event.line,
          `This tasks/update answers input key ${JSON.stringify(key)} again; line ${before} already answered it.`,
        );
      answered.set(key, event.line);
    }
  }
  for (const [key, line] of shown)
    if (!answered.has(key) && taskRequests(trace, taskId, "tasks/cancel").length === 0)
      return fail(rule, line, `The client never answered input key ${JSON.stringify(key)}, requested on line ${line}.`);
  if (shown.size === 0) return fail(rule, 0, `The client never saw task ${JSON.stringify(taskId)} ask for input.`);
  return undefined;
}

/** Runs checks in order and returns the first failure. @internal */
export function first(...checks: (() => Failure | undefined)[]): Failure | undefined {
  for (const check of checks) {
    const failure = check();
    if (failure !== undefined) return failure;
  }
  return undefined;
}
